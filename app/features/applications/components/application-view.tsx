import { useId } from "react";
import { Form, Link } from "react-router";
import type { ApplicationAnswer, ApplicationSalutation, ApplicationStage } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatDate, formatDateTime } from "~/lib/format";
import { DOCUMENT_TYPES } from "../files";
import { answerText } from "../questions";
import type { ThreadMessage } from "../thread";
import { stageLabel } from "../stages";
import { salutationLabelOf } from "../greeting";
import { MAIL_TEMPLATES, type MailTemplateKey } from "../templates";
import { MANAGER_PATH } from "./inbox-view";
import { RejectionDialog, useRejectionConfirmation } from "./rejection-dialog";
import { RejectionFields } from "./rejection-fields";
import { DocumentViewer } from "./document-viewer";
import { InterviewSection } from "./interview-section";
import { INTERVIEW_EVENT_LABELS } from "../interview-labels";
import type { InterviewView } from "../interviews.server";
import { MentionTextarea } from "./mention-textarea";
import { ResultNotice } from "./result-notice";
import { sizeText } from "./size-text";
import { ThreadList } from "./thread-list";

interface LinkedApplication {
  id: number;
  candidateName: string;
  receivedAt: Date;
}

export interface ApplicationViewProps {
  application: {
    id: number;
    candidateName: string;
    salutation: ApplicationSalutation | null;
    email: string | null;
    phone: string | null;
    message: string | null;
    answers: ApplicationAnswer[];
    knockedOut: boolean;
    stage: string;
    source: string;
    receivedAt: Date;
    updatedAt: Date;
    retainUntil: Date | null;
    talentPoolUntil: Date | null;
    anonymisedAt: Date | null;
    withdrawnAt: Date | null;
    cvText: string | null;
  };
  ad: { id: number; title: string; companyName: string };
  documents: { id: string; kind: string; fileName: string; contentType: string; size: number }[];
  events: {
    id: number;
    at: Date;
    actorName: string;
    kind: string;
    fromStage: string | null;
    toStage: string | null;
    detail: string;
  }[];
  notes: { id: number; authorName: string; text: string; createdAt: Date }[];
  ratings: { userId: number; name: string; stars: number; mine: boolean }[];
  colleagues: { id: number; name: string }[];
  /** The conversation in Active Sourcing the application was taken from (issue 34 §7), or null. */
  sourcingHref?: string | null;
  /** The signed-in colleague: not offered for mentions (mentioning oneself notifies no one). */
  viewerId: number;
  stages: readonly ApplicationStage[];
  messages: ThreadMessage[];
  /** A rejection whose e-mail has not left yet: it can still be taken back. */
  plannedRejection: { subject: string; sendAt: Date } | null;
  /** Possible duplicates (decision 058): the earlier application this one may repeat, and later ones that may repeat it. */
  duplicates: { earlier: LinkedApplication | null; later: LinkedApplication[] };
  template: MailTemplateKey;
  /** The interview in force (issue 34 §3); undefined where the page does not show interviews. */
  interview?: InterviewView | null;
  result: { ok: boolean; message: string } | null;
  errors: Record<string, string>;
  /** The Bewertungsbogen (issue 34 §4), composed by the route from its own loader data. */
  scorecardSection?: React.ReactNode;
}

const EVENT_LABELS: Record<string, string> = {
  received: "Bewerbung eingegangen",
  updated: "Bewerbung aktualisiert (erneut gesendet)",
  stage: "Phase geändert",
  mail: "E-Mail gesendet",
  reply: "Antwort erhalten",
  "document-view": "Dokument geöffnet",
  "data-copy": "Datenkopie angefordert",
  "document-export": "Unterlagen exportiert (ZIP)",
  withdrawn: "Bewerbung zurückgezogen, Daten gelöscht",
  anonymised: "Nach Ablauf der Aufbewahrungsfrist anonymisiert",
  merged: "Doppelbewerbung zusammengeführt",
  "duplicate-kept": "Mögliche Doppelbewerbung als eigene Bewerbung behalten",
  "rejection-taken-back": "Geplante Absage zurückgenommen",
  "scorecard-submitted": "Bewertungsbogen abgegeben",
  "scorecard-changed": "Bewertungsbogen geändert",
  "talent-pool-given": "Zustimmung zum Talentpool erteilt (über den Link der Bewerbung)",
  "talent-pool-withdrawn": "Zustimmung zum Talentpool widerrufen (über den Link der Bewerbung)",
  ...INTERVIEW_EVENT_LABELS,
  sourced: "Aus Active Sourcing in den Bewerber-Manager übernommen",
};

/** History entries whose free text is shown in brackets after the label. */
const DETAIL_IN_BRACKETS = new Set([
  "document-view",
  "stage",
  "reply",
  "merged",
  "duplicate-kept",
  "rejection-taken-back",
  ...Object.keys(INTERVIEW_EVENT_LABELS),
]);

/** What the page can show itself; an old .doc is a download only. */
const PREVIEWABLE = new Set([
  DOCUMENT_TYPES.pdf.contentType,
  DOCUMENT_TYPES.docx.contentType,
  DOCUMENT_TYPES.jpeg.contentType,
  DOCUMENT_TYPES.png.contentType,
]);

const DOCUMENT_LABELS: Record<string, string> = {
  cv: "Lebenslauf",
  other: "Unterlage",
  reply: "Anhang einer Antwort",
};

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-300 p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An application's page in the Bewerber-Manager (issue 15). */
export function ApplicationView(props: ApplicationViewProps) {
  const {
    application,
    ad,
    documents,
    events,
    notes,
    ratings,
    colleagues,
    viewerId,
    sourcingHref,
    stages,
    messages,
    plannedRejection,
    duplicates,
    template,
    result,
    errors,
    scorecardSection,
  } = props;
  const rejectionFormId = useId();
  const confirmation = useRejectionConfirmation(() => [application.candidateName]);
  const anonymised = application.anonymisedAt !== null;
  const mine = ratings.find((rating) => rating.mine)?.stars ?? 0;
  const average = ratings.length > 0 ? ratings.reduce((sum, rating) => sum + rating.stars, 0) / ratings.length : null;
  const chosen = MAIL_TEMPLATES[template];
  const rejectedStage = stages.find((stage) => stage.kind === "rejected");
  const rejected = rejectedStage?.key === application.stage;
  const documentHref = (documentId: string) => `${MANAGER_PATH}/${application.id}/dokumente/${documentId}`;
  const cv = documents.find((document) => document.kind === "cv");
  return (
    <div className="space-y-6">
      <p>
        <Link to={`${MANAGER_PATH}?inserat=${ad.id}`} className="text-brand-700 underline">
          ← Alle Bewerbungen für „{ad.title}“
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900">{application.candidateName}</h1>
        <p className="text-slate-700">
          {ad.title} · eingegangen am {formatDateTime(application.receivedAt)}
          {application.source === "smart" ? " · über Smart Bewerben" : ""}
          {application.source === "sourcing" ? " · aus Active Sourcing" : ""}
        </p>
        {sourcingHref ? (
          <p>
            <Link to={sourcingHref} className="text-brand-700 underline">
              Gespräch in Active Sourcing ansehen
            </Link>
          </p>
        ) : null}
        <p>
          <span className="rounded-full border border-brand-700 px-3 py-0.5 text-sm font-semibold text-brand-900">
            {application.withdrawnAt ? "Zurückgezogen" : stageLabel(stages, application.stage)}
          </span>
          {application.knockedOut ? (
            <span className="ml-2 rounded-full border border-red-700 px-3 py-0.5 text-sm text-red-800">
              Durch K.-o.-Frage ausgeschieden
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-700">
          {anonymised
            ? `Anonymisiert am ${formatDate(application.anonymisedAt!)}${application.withdrawnAt ? " (von der Person zurückgezogen)" : ""}.`
            : application.retainUntil
              ? `Die persönlichen Daten werden am ${formatDate(application.retainUntil)} automatisch gelöscht.`
              : application.talentPoolUntil
                ? `Im Talentpool bis ${formatDate(application.talentPoolUntil)}; gelöscht wird frühestens sieben Monate nach Abschluss des Verfahrens.`
                : "Die persönlichen Daten werden sieben Monate nach einer Absage oder nach dem Ende des Inserats automatisch gelöscht."}
        </p>
      </header>
      <ResultNotice result={result} />
      {plannedRejection ? (
        <section aria-labelledby="absage-geplant" className="rounded-md border border-amber-600 bg-amber-50 p-4">
          <h2 id="absage-geplant" className="mb-2 text-lg font-semibold text-brand-900">
            Absage geplant für {formatDateTime(plannedRejection.sendAt)} Uhr
          </h2>
          <p>
            Die E-Mail „{plannedRejection.subject}“ an {application.email} ist noch nicht gesendet. Bis sie hinausgeht,
            können Sie die Absage zurücknehmen: Die E-Mail wird dann nicht gesendet
            {rejected ? ", und die Bewerbung kommt in ihre Phase vor der Absage zurück" : ""}.
          </p>
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="absage-zuruecknehmen" className={buttonClassName("secondary")}>
              Geplante Absage zurücknehmen
            </button>
          </Form>
        </section>
      ) : null}
      {duplicates.earlier ? <DuplicateOf earlier={duplicates.earlier} errors={errors} /> : null}
      {duplicates.later.length > 0 ? (
        <section aria-labelledby="doppelt-spaeter" className="rounded-md border border-amber-600 bg-amber-50 p-4">
          <h2 id="doppelt-spaeter" className="mb-2 text-lg font-semibold text-brand-900">
            Mögliche Doppelbewerbung
          </h2>
          <p>Von derselben E-Mail-Adresse sind später weitere Bewerbungen für dieses Inserat eingegangen:</p>
          <ul className="mt-2 list-disc pl-6">
            {duplicates.later.map((later) => (
              <li key={later.id}>
                <Link to={`${MANAGER_PATH}/${later.id}`} className="text-brand-700 underline">
                  {later.candidateName}, eingegangen am {formatDateTime(later.receivedAt)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700">
            Zusammenführen oder beide behalten können Sie auf der Seite der späteren Bewerbung.
          </p>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Kontakt" id="kontakt">
          {anonymised ? (
            <p className="text-slate-700">Keine persönlichen Daten mehr gespeichert.</p>
          ) : (
            <dl className="grid grid-cols-[8rem_1fr] gap-y-1">
              <dt className="font-medium text-slate-700">Anrede</dt>
              <dd>{salutationLabelOf(application.salutation)}</dd>
              <dt className="font-medium text-slate-700">E-Mail</dt>
              <dd>
                <a href={`mailto:${application.email}`} className="text-brand-700 underline">
                  {application.email}
                </a>
              </dd>
              <dt className="font-medium text-slate-700">Telefon</dt>
              <dd>{application.phone ?? "–"}</dd>
              <dt className="font-medium text-slate-700">Talentpool</dt>
              <dd>{application.talentPoolUntil ? `Ja, bis ${formatDate(application.talentPoolUntil)}` : "Nein"}</dd>
            </dl>
          )}
        </Section>
        <Section title="Unterlagen" id="unterlagen">
          {documents.length === 0 ? (
            <p className="text-slate-700">Keine Unterlagen.</p>
          ) : (
            <ul className="space-y-2">
              {documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={documentHref(document.id)}
                    className="font-semibold text-brand-700 underline"
                    download={document.fileName}
                  >
                    {DOCUMENT_LABELS[document.kind] ?? "Unterlage"}: {document.fileName}
                  </a>{" "}
                  <span className="text-sm text-slate-700">({sizeText(document.size)}, herunterladen)</span>
                  {document.kind !== "cv" && PREVIEWABLE.has(document.contentType) ? (
                    <div className="mt-1">
                      <DocumentViewer
                        href={documentHref(document.id)}
                        contentType={document.contentType}
                        fileName={document.fileName}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-slate-700">Jedes Öffnen einer Unterlage wird im Verlauf protokolliert.</p>
        </Section>
      </div>
      {/* On a wide screen the CV stands beside the answers and the actions, not above them. */}
      <div className={cv ? "grid gap-6 lg:grid-cols-2 lg:items-start" : "space-y-6"}>
        {cv ? (
          <Section title="Lebenslauf" id="lebenslauf">
            {PREVIEWABLE.has(cv.contentType) ? (
              <DocumentViewer
                key={cv.id}
                href={documentHref(cv.id)}
                contentType={cv.contentType}
                fileName={cv.fileName}
                open
              />
            ) : (
              <p className="text-slate-700">
                Diese Word-Datei im alten Format (.doc) kann nur heruntergeladen werden (siehe Unterlagen).
              </p>
            )}
            {application.cvText ? (
              <details className="mt-3">
                <summary className="cursor-pointer text-brand-700">
                  Text des Lebenslaufs (zum Vorlesen und Kopieren)
                </summary>
                <p className="mt-2 whitespace-pre-line rounded bg-slate-50 p-3 text-sm">{application.cvText}</p>
              </details>
            ) : null}
          </Section>
        ) : null}
        <div className="space-y-6">
          {application.answers.length > 0 ? (
            <Section title="Antworten auf Ihre Fragen" id="antworten">
              <dl className="space-y-2">
                {application.answers.map((answer) => (
                  <div key={answer.questionId}>
                    <dt className="font-medium text-slate-700">{answer.label}</dt>
                    <dd>
                      {answerText(answer)}
                      {answer.knockedOut ? (
                        <span className="ml-2 text-sm font-semibold text-red-800">(K.-o.)</span>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
          ) : null}
          {application.message ? (
            <Section title="Nachricht" id="nachricht">
              <p className="whitespace-pre-line">{application.message}</p>
            </Section>
          ) : null}
          <div className={cv ? "grid gap-6" : "grid gap-6 lg:grid-cols-2"}>
            <Section title="Phase" id="phase">
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="phase" />
                <div className={FIELD_ROOT_CLASS}>
                  <label htmlFor="phase-neu" className="text-sm font-medium text-slate-900">
                    Verschieben nach
                  </label>
                  <select
                    // A new stage (moved, rejected, taken back) shows at once, not the choice made before.
                    key={application.stage}
                    id="phase-neu"
                    name="phase"
                    defaultValue={application.stage}
                    disabled={anonymised}
                    className={FIELD_INPUT_CLASS}
                  >
                    {stages.map((stage) => (
                      <option key={stage.key} value={stage.key}>
                        {stage.label}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" disabled={anonymised} className={buttonClassName("secondary")}>
                  Verschieben
                </button>
              </Form>
            </Section>
            <Section title="Bewertung" id="bewertung">
              <p className="mb-2 text-slate-700">
                {average === null
                  ? "Noch keine Bewertung."
                  : `Durchschnitt ${average.toLocaleString("de-AT", { maximumFractionDigits: 1 })} von 5 (${ratings.map((rating) => `${rating.name}: ${rating.stars}`).join(", ")})`}
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="bewertung" />
                <fieldset className="flex flex-wrap items-center gap-2">
                  <legend className="mb-1 text-sm font-medium text-slate-900">Ihre Bewertung</legend>
                  {[1, 2, 3, 4, 5].map((stars) => (
                    <label
                      key={stars}
                      className="flex min-h-11 items-center gap-1 rounded-md border border-slate-400 px-2"
                    >
                      <input
                        type="radio"
                        name="sterne"
                        value={stars}
                        defaultChecked={mine === stars}
                        className="size-4"
                      />
                      <span aria-hidden="true">{"★".repeat(stars)}</span>
                      <span className="sr-only">{stars} von 5 Sternen</span>
                    </label>
                  ))}
                  <button type="submit" className={buttonClassName("secondary", "sm")}>
                    Bewerten
                  </button>
                </fieldset>
              </Form>
            </Section>
          </div>
        </div>
      </div>
      {props.interview !== undefined ? (
        <InterviewSection applicationId={application.id} interview={props.interview} anonymised={anonymised} />
      ) : null}
      {scorecardSection}
      <Section title="Notizen (nur für Ihr Team)" id="notizen">
        {notes.length === 0 ? <p className="text-slate-700">Noch keine Notizen.</p> : null}
        <ul className="mb-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                {note.authorName}, {formatDateTime(note.createdAt)}
              </p>
              <p className="whitespace-pre-line">{note.text}</p>
            </li>
          ))}
        </ul>
        {anonymised ? null : (
          <Form method="post" className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="notiz" />
            <label htmlFor="notiz-text" className="text-sm font-medium text-slate-900">
              Neue Notiz
            </label>
            <p id="notiz-hinweis" className="text-sm text-slate-700">
              Erwähnen Sie Kolleg:innen mit @ und dem Namen, z. B.{" "}
              {colleagues
                .filter((c) => c.id !== viewerId)
                .slice(0, 2)
                .map((c) => `@${c.name}`)
                .join(", ")}
              : Nach @ schlägt das Feld Namen vor. Erwähnte erhalten eine E-Mail mit dem Link und einen Hinweis unter
              „Erwähnungen“.
            </p>
            <MentionTextarea
              id="notiz-text"
              name="text"
              maxLength={5000}
              required
              describedBy="notiz-hinweis"
              colleagues={colleagues}
              writerId={viewerId}
            />
            <button type="submit" className={`${buttonClassName("secondary")} self-start`}>
              Notiz speichern
            </button>
          </Form>
        )}
      </Section>
      <Section title="Nachrichten" id="nachrichten">
        <div className="mb-4">
          <ThreadList messages={messages} viewer="company" companyName={ad.companyName} attachmentHref={documentHref} />
        </div>
        {anonymised ? null : (
          <>
            <h3 className="mb-2 font-semibold text-brand-900">Neue E-Mail</h3>
            <p className="mb-3 text-sm text-slate-700">
              Die Person antwortet über einen Link in der E-Mail; ihre Antwort erscheint hier, und Sie werden per E-Mail
              benachrichtigt.
            </p>
            <nav aria-label="Vorlagen" className="mb-3 flex flex-wrap gap-2">
              {(Object.keys(MAIL_TEMPLATES) as MailTemplateKey[])
                .filter((key) => key !== "absage")
                .map((key) => (
                  <Link
                    key={key}
                    to={`?vorlage=${key}#nachrichten`}
                    preventScrollReset
                    aria-current={template === key ? "true" : undefined}
                    className={`rounded-full border px-3 py-1 text-sm ${template === key ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-400"}`}
                  >
                    {MAIL_TEMPLATES[key].label}
                  </Link>
                ))}
            </nav>
            <Form method="post" key={template} className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="email" />
              <div className={FIELD_ROOT_CLASS}>
                <label htmlFor="email-betreff" className="text-sm font-medium text-slate-900">
                  Betreff
                </label>
                <input
                  id="email-betreff"
                  name="betreff"
                  required
                  maxLength={200}
                  defaultValue={chosen.subject}
                  className={FIELD_INPUT_CLASS}
                />
              </div>
              <div className={FIELD_ROOT_CLASS}>
                <label htmlFor="email-text" className="text-sm font-medium text-slate-900">
                  Text
                </label>
                <textarea
                  id="email-text"
                  name="text"
                  rows={8}
                  required
                  maxLength={10_000}
                  defaultValue={chosen.body}
                  className={FIELD_INPUT_CLASS}
                />
              </div>
              <button type="submit" className={`${buttonClassName("primary")} self-start`}>
                E-Mail senden
              </button>
            </Form>
          </>
        )}
      </Section>
      {anonymised || rejected ? null : (
        <Section title="Absagen" id="absagen">
          <Form method="post" id={rejectionFormId} onSubmit={confirmation.onSubmit} className="max-w-2xl">
            <RejectionFields idPrefix="absage" errors={errors} />
            <button type="submit" name="intent" value="absage" className={`${buttonClassName("danger")} mt-4`}>
              Absagen
            </button>
          </Form>
          <RejectionDialog
            question={confirmation.question}
            formId={rejectionFormId}
            rejectedLabel={rejectedStage?.label ?? "Abgesagt"}
            onClose={confirmation.close}
          />
        </Section>
      )}
      <Section title="Verlauf" id="verlauf">
        <ol className="space-y-2">
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="tabular-nums text-slate-700">{formatDateTime(event.at)}</span> · {event.actorName}:{" "}
              {EVENT_LABELS[event.kind] ?? event.kind}
              {event.kind === "stage" && event.toStage
                ? ` ${event.fromStage ? `von „${stageLabel(stages, event.fromStage)}“ ` : ""}nach „${stageLabel(stages, event.toStage)}“`
                : ""}
              {DETAIL_IN_BRACKETS.has(event.kind) && event.detail ? ` (${event.detail})` : ""}
              {event.kind === "mail" && event.detail ? `: „${event.detail.split("\n")[0]}“` : ""}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

/**
 * The mark of a possible duplicate, with the link to the earlier application and the colleague's
 * two answers: merge (after a confirmation, it cannot be undone) or keep both.
 */
function DuplicateOf({ earlier, errors }: { earlier: LinkedApplication; errors: Record<string, string> }) {
  const confirmError = errors.bestaetigt;
  return (
    <section aria-labelledby="doppelt" className="rounded-md border border-amber-600 bg-amber-50 p-4">
      <h2 id="doppelt" className="mb-2 text-lg font-semibold text-brand-900">
        Mögliche Doppelbewerbung
      </h2>
      <p>
        Von derselben E-Mail-Adresse ist für dieses Inserat bereits eine Bewerbung eingegangen:{" "}
        <Link to={`${MANAGER_PATH}/${earlier.id}`} className="text-brand-700 underline">
          {earlier.candidateName}, eingegangen am {formatDateTime(earlier.receivedAt)}
        </Link>
        . Das Formular braucht kein Konto: Prüfen Sie, ob beide von derselben Person stammen.
      </p>
      <details className="mt-3" open={confirmError ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-700">
          Mit der früheren Bewerbung zusammenführen
        </summary>
        <Form method="post" className="mt-2 flex flex-col gap-3">
          <input type="hidden" name="intent" value="zusammenfuehren" />
          <p className="text-sm text-slate-700">
            Die frühere Bewerbung bleibt mit Phase, Verlauf, Notizen, Nachrichten und den Links der Person bestehen. Sie
            übernimmt Name, Telefon, Nachricht, Antworten und Lebenslauf dieser Bewerbung und behält alle Unterlagen
            beider. Die Talentpool-Zustimmung der früheren Bewerbung gilt unverändert. Diese Bewerbung wird danach
            gelöscht; das lässt sich nicht rückgängig machen.
          </p>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="bestaetigt"
              required
              className="mt-1 size-4"
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? "bestaetigt-fehler" : undefined}
            />
            <span>Ich habe geprüft: Beide Bewerbungen stammen von derselben Person.</span>
          </label>
          {confirmError ? (
            <p id="bestaetigt-fehler" className="text-sm text-red-800">
              {confirmError}
            </p>
          ) : null}
          <button type="submit" className={`${buttonClassName("primary")} self-start`}>
            Zusammenführen
          </button>
        </Form>
      </details>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="getrennt" />
        <button type="submit" className={buttonClassName("secondary")}>
          Beide als eigene Bewerbungen behalten
        </button>
      </Form>
    </section>
  );
}
