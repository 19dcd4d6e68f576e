import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/application-data";
import { requestContext } from "~/lib/request-context";
import { formatDate, formatDateTime } from "~/lib/format";
import { fieldErrorsOf } from "~/lib/form-reply";
import { parseForm } from "~/lib/form-submission.server";
import { maintenanceGuard } from "~/features/access/guards.server";
import {
  candidateDataView,
  logDataCopy,
  openCandidateLink,
  setTalentPoolConsent,
} from "~/features/applications/candidate-pages.server";
import { CANDIDATE_PATHS, candidatePath } from "~/features/applications/candidate-paths";
import { talentPoolConsentSchema } from "~/features/applications/schema";
import { CandidatePageFrame, DeadLinkView, deadLinkStatus } from "~/features/applications/components/candidate-pages";
import { ThreadList } from "~/features/applications/components/thread-list";
import { sizeText } from "~/features/applications/components/size-text";
import { ResultNotice } from "~/features/applications/components/result-notice";
import { buttonClassName } from "~/components/ui/button-styles";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/**
 * `/bewerbung/daten?token=…`, the link of the confirmation e-mail: everything stored about the
 * candidate as a readable page (Art. 15 DSGVO) — Ihre Angaben, Antworten, Unterlagen, Nachrichten,
 * Verlauf, Talentpool — with the PDF (`/bewerbung/daten.pdf`) and the machine-readable JSON
 * (`/bewerbung/daten.json`, Art. 20) as downloads. Reading notes "Datenkopie angefordert" in the
 * company's history; the talent-pool form changes only the consent (issue 34 §6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const link = await openCandidateLink(db, tokenSigner, token);
  if (!link.ok) return data({ dead: link.reason }, { status: deadLinkStatus(link.reason) });
  const now = new Date();
  const view = await candidateDataView(db, link.found, now);
  await logDataCopy(db, link.found, now);
  const changed = params.get("talentpool");
  return {
    dead: null,
    token,
    view,
    notice:
      changed === "zugestimmt"
        ? `Danke: Ihre Daten bleiben bis ${view.talentPoolUntil ? formatDate(view.talentPoolUntil) : ""} im Talentpool des Unternehmens. Ihre Bewerbung bleibt, wie sie ist.`
        : changed === "widerrufen"
          ? "Ihre Zustimmung zum Talentpool ist widerrufen. Ihre Bewerbung bleibt bestehen."
          : null,
  };
}

/**
 * The talent-pool consent, given or withdrawn on its own: only through the signed link (the token
 * in the form), and, as every form, only from this origin (the server's CSRF check). A refused or
 * unchanged request changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const submission = parseForm(await request.formData(), talentPoolConsentSchema);
  if (submission.status !== "success") {
    if (submission.error?.token) return data({ dead: "invalid" as const, result: null }, { status: 404 });
    return data({ dead: null, result: submission.reply() }, { status: 400 });
  }
  const { token, talentpool } = submission.value;
  const link = await openCandidateLink(db, tokenSigner, token);
  if (!link.ok) return data({ dead: link.reason, result: null }, { status: deadLinkStatus(link.reason) });
  const change = await setTalentPoolConsent(db, link.found, talentpool === "zustimmen", new Date());
  if (!change.ok) {
    if (change.reason !== "unchanged") {
      return data({ dead: change.reason, result: null }, { status: deadLinkStatus(change.reason) });
    }
    return data({ dead: null, result: submission.reply({ formErrors: [change.message] }) }, { status: 409 });
  }
  throw redirect(
    `${candidatePath(CANDIDATE_PATHS.data, token)}&talentpool=${talentpool === "zustimmen" ? "zugestimmt" : "widerrufen"}#talentpool`,
    303,
  );
}

export function meta() {
  return [{ title: "Ihre gespeicherten Daten | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titel`} id={id} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-titel`} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ApplicationDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const dead = actionData?.dead ?? loaderData.dead;
  if (dead) return <DeadLinkView reason={dead} />;
  if (loaderData.dead) return null;
  const { token, view, notice } = loaderData;
  const refusal = fieldErrorsOf(actionData?.result ?? undefined);
  const refusalMessage = refusal[""] ?? refusal.talentpool;
  const sending = navigation.state === "submitting";
  return (
    <CandidatePageFrame
      token={token}
      current="data"
      title="Ihre gespeicherten Daten"
      adTitle={view.title}
      companyName={view.companyName}
    >
      <p className="text-slate-700">
        Das ist alles, was zu Ihrer Bewerbung gespeichert ist (Stand {formatDateTime(view.createdAt)} Uhr).
      </p>
      <ul className="flex flex-col gap-3 sm:flex-row">
        <li>
          <a
            href={candidatePath(CANDIDATE_PATHS.dataPdf, token)}
            download="meine-bewerbung.pdf"
            className={`${buttonClassName("primary")} w-full sm:w-auto`}
          >
            Als PDF herunterladen
          </a>
        </li>
        <li>
          <a
            href={candidatePath(CANDIDATE_PATHS.dataJson, token)}
            download="meine-bewerbung.json"
            className={`${buttonClassName("secondary")} w-full sm:w-auto`}
          >
            Maschinenlesbar (JSON) herunterladen
          </a>
        </li>
      </ul>

      <Section id="angaben" title="Ihre Angaben">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {view.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-semibold text-slate-900">{detail.label}</dt>
              <dd className="break-words text-slate-800">{detail.value || "–"}</dd>
            </div>
          ))}
        </dl>
        {view.message ? (
          <div>
            <h3 className="font-semibold text-slate-900">Ihre Nachricht</h3>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{view.message}</p>
          </div>
        ) : null}
      </Section>

      <Section id="antworten" title="Antworten">
        {view.answers.length === 0 ? (
          <p className="text-slate-700">Keine Fragen beantwortet.</p>
        ) : (
          <dl className="space-y-2">
            {view.answers.map((answer, index) => (
              <div key={index}>
                <dt className="font-semibold text-slate-900">{answer.question}</dt>
                <dd className="break-words text-slate-800">{answer.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>

      <Section id="unterlagen" title="Unterlagen">
        {view.documents.length === 0 ? (
          <p className="text-slate-700">Keine Unterlagen gespeichert.</p>
        ) : (
          <ul className="space-y-1">
            {view.documents.map((document, index) => (
              <li key={index} className="break-words text-slate-800">
                <span className="font-semibold">{document.kind}:</span> {document.fileName} ({sizeText(document.size)},{" "}
                {formatDate(document.uploadedAt)})
              </li>
            ))}
          </ul>
        )}
        {view.cvText ? (
          <details className="rounded-md border border-slate-200 bg-white p-3">
            <summary className="cursor-pointer font-semibold text-brand-700">
              Aus Ihrem Lebenslauf gelesener Text (für die Suche des Unternehmens)
            </summary>
            <p className="mt-2 max-h-96 overflow-y-auto break-words whitespace-pre-line text-sm text-slate-800">
              {view.cvText}
            </p>
          </details>
        ) : null}
      </Section>

      <Section id="nachrichten" title="Nachrichten">
        <ThreadList messages={view.messages} viewer="candidate" companyName={view.companyName} />
      </Section>

      <Section id="verlauf" title="Verlauf">
        <ol className="space-y-1">
          {view.history.map((line, index) => (
            <li key={index} className="text-slate-800">
              <span className="text-slate-700">{formatDateTime(line.at)} Uhr</span> – {line.text}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="talentpool" title="Talentpool">
        <ResultNotice
          result={
            refusalMessage ? { ok: false, message: refusalMessage } : notice ? { ok: true, message: notice } : null
          }
        />
        <p className="text-slate-800">
          {view.talentPoolUntil
            ? `Sie haben zugestimmt, dass das Unternehmen Ihre Daten für spätere Stellen bis ${formatDate(view.talentPoolUntil)} aufbewahrt.`
            : "Sie haben der Aufnahme in den Talentpool nicht zugestimmt: Ihre Daten werden nur für diese Stelle verwendet und spätestens sieben Monate nach Abschluss des Verfahrens gelöscht."}
        </p>
        <p className="text-sm text-slate-700">
          {view.talentPoolUntil
            ? "Widerrufen Sie die Zustimmung, bleibt Ihre Bewerbung bestehen; Ihre Daten werden dann gelöscht wie ohne Talentpool."
            : "Mit Ihrer Zustimmung bleiben Ihre Daten 24 Monate lang, damit das Unternehmen Sie für spätere Stellen ansprechen kann. Ihre Bewerbung bleibt, wie sie ist; widerrufen können Sie jederzeit hier."}
        </p>
        <Form method="post" action={candidatePath(CANDIDATE_PATHS.data, token)} preventScrollReset>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="talentpool" value={view.talentPoolUntil ? "widerrufen" : "zustimmen"} />
          <button
            type="submit"
            aria-disabled={sending || undefined}
            onClick={(event) => {
              if (sending) event.preventDefault();
            }}
            className={buttonClassName(view.talentPoolUntil ? "secondary" : "primary")}
          >
            {view.talentPoolUntil ? "Zustimmung zum Talentpool widerrufen" : "In den Talentpool aufnehmen"}
          </button>
        </Form>
      </Section>
    </CandidatePageFrame>
  );
}
