import { useState, type ReactNode } from "react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Modal } from "~/components/ui/modal";
import { Notification } from "~/components/ui/notification";
import { ipxUrl } from "~/components/ui/responsive-image";
import { Table } from "~/components/ui/table";
import { formatDate, formatDateTime, formatEuroCents } from "~/lib/format";
import { FormStepper, useEditorRoutes } from "../form-stepper";
import type { FormStep } from "../form-steps";
import { STATUS_LABELS, STEP_LABELS } from "../labels";
import { isPublished, type JobAdStatus } from "../lifecycle";
import { SECTION_KEYS, SECTION_LABELS, type JobAdPreviewModel } from "../preview-model";
import { APPLICATION_METHODS, TEMPLATES } from "../schema";
import { hasContent, JobAdPreview, SectionBody } from "./job-ad-preview";
import { credits } from "./product-step-form";

export interface SummaryProduct {
  name: string;
  runDays: number;
  priceCredits: number;
  priceCents: number;
  grossCents: number;
}

/**
 * Whose ad a summary shows: the company's own ("Ihr Inserat", "Ihr Guthaben"), or, in the staff
 * panel, a company's ("das Inserat", "das Guthaben von …").
 */
export type SummaryOwner = { kind: "self" } | { kind: "company"; name: string };

/** The sentence that says where the ad stands after publishing. */
export function publicationMessage(
  outcome: { status: JobAdStatus; publishAt: Date | null },
  owner: SummaryOwner = { kind: "self" },
): string {
  const ad = owner.kind === "self" ? "Ihr Inserat" : "Das Inserat";
  if (outcome.status === "active") return `${ad} ist online.`;
  if (outcome.status === "review") {
    return owner.kind === "self"
      ? "Ihr Inserat wird geprüft. Sie erhalten eine E-Mail, sobald es online ist."
      : "Das Inserat wartet auf die Prüfung.";
  }
  if (outcome.status === "scheduled" && outcome.publishAt) {
    return `${ad} ist für den ${formatDate(outcome.publishAt)} geplant.`;
  }
  const status = STATUS_LABELS[outcome.status] ?? outcome.status;
  return owner.kind === "self" ? `Status Ihres Inserats: ${status}.` : `Status des Inserats: ${status}.`;
}

function StepSection({
  step,
  jobAdId,
  editable,
  children,
}: {
  step: FormStep;
  jobAdId: number;
  editable: boolean;
  children: ReactNode;
}) {
  const headingId = `summary-${step}`;
  const { stepPath } = useEditorRoutes();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {STEP_LABELS[step]}
        </h2>
        {editable ? (
          <Link to={stepPath(jobAdId, step)}>
            Bearbeiten<span className="sr-only">: {STEP_LABELS[step]}</span>
          </Link>
        ) : null}
      </div>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function Facts({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {entries.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const missing = <span className="text-slate-700">Nicht angegeben</span>;

/** Every step's values with a "Bearbeiten" link back to the step. */
function SummaryDetails({
  jobAdId,
  preview,
  product,
  publication,
  editableSteps,
}: {
  jobAdId: number;
  preview: JobAdPreviewModel;
  product: SummaryProduct | null;
  publication: { mode: string; publishAt: Date | null };
  editableSteps: readonly FormStep[];
}) {
  const editable = (step: FormStep) => editableSteps.includes(step);
  return (
    <div className="flex flex-col gap-6">
      <StepSection step="data" jobAdId={jobAdId} editable={editable("data")}>
        <Facts
          entries={[
            ["Stellentitel", preview.title || missing],
            [
              "Arbeitsorte",
              preview.locations.length > 0
                ? preview.locations.map((l) => `${l.postcode} ${l.city}, ${l.state}`).join("; ")
                : missing,
            ],
            ["Homeoffice", preview.remote ?? missing],
            ["Beschäftigungsausmaß", preview.employment.length > 0 ? preview.employment.join(", ") : missing],
            ["Wochenstunden", preview.weeklyHours ?? missing],
            ["Karrierestufe", preview.jobLevel ?? missing],
            ["Berufsfeld", preview.jobField ?? missing],
            ["Beginn", preview.startDate ? formatDate(preview.startDate) : "ab sofort"],
            ["Chiffre", preview.anonymous ? "Ja" : "Nein"],
            ["Gehalt", preview.salary ?? "Keine Angabe"],
            ["Weitere Angaben", preview.salaryText || "Keine"],
          ]}
        />
      </StepSection>
      <StepSection step="design" jobAdId={jobAdId} editable={editable("design")}>
        <Facts
          entries={[
            ["Vorlage", TEMPLATES[preview.template]],
            [
              "Logo",
              preview.logoPath ? (
                <img src={ipxUrl(preview.logoPath, { height: 64 })} alt="Logo" height={64} className="h-16 w-auto" />
              ) : (
                "Keines"
              ),
            ],
            [
              "Titelbild",
              preview.headerImagePath ? (
                <img
                  src={ipxUrl(preview.headerImagePath, { width: 320 })}
                  alt="Titelbild"
                  width={320}
                  className="h-auto w-80 max-w-full"
                />
              ) : (
                "Keines"
              ),
            ],
            [
              "Farben",
              <span key="colors" className="inline-flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="size-5 rounded border"
                  style={{ backgroundColor: preview.primaryColor }}
                />
                Hauptfarbe {preview.primaryColor}
                <span
                  aria-hidden="true"
                  className="size-5 rounded border"
                  style={{ backgroundColor: preview.accentColor }}
                />
                Akzentfarbe {preview.accentColor}
              </span>,
            ],
          ]}
        />
      </StepSection>
      <StepSection step="content" jobAdId={jobAdId} editable={editable("content")}>
        {SECTION_KEYS.map((key) => (
          <div key={key}>
            <h3 className="font-semibold">{SECTION_LABELS[key]}</h3>
            {hasContent(preview.sections[key]) ? <SectionBody section={preview.sections[key]} /> : missing}
          </div>
        ))}
        <Facts
          entries={[
            ["Ansprechperson", preview.contact.name || missing],
            ["E-Mail", preview.contact.email || missing],
            ["Telefon", preview.contact.phone || missing],
          ]}
        />
      </StepSection>
      <StepSection step="product" jobAdId={jobAdId} editable={editable("product")}>
        {product ? (
          <Facts
            entries={[
              ["Produkt", product.name],
              ["Laufzeit", `${product.runDays} Tage`],
              ["Preis", `${credits(product.priceCredits)} (${formatEuroCents(product.priceCents)} netto)`],
            ]}
          />
        ) : (
          missing
        )}
      </StepSection>
      <StepSection step="publish" jobAdId={jobAdId} editable={editable("publish")}>
        <p>
          {publication.mode === "scheduled" && publication.publishAt
            ? `Am ${formatDate(publication.publishAt)}`
            : "Sofort nach der Veröffentlichung"}
        </p>
      </StepSection>
      <StepSection step="application" jobAdId={jobAdId} editable={editable("application")}>
        <p>
          {preview.application.method ? APPLICATION_METHODS[preview.application.method] : missing}
          {preview.application.href ? (
            <span className="block break-all">{preview.application.href.replace(/^mailto:/, "")}</span>
          ) : null}
        </p>
      </StepSection>
    </div>
  );
}

export interface HistoryRow {
  id: number;
  at: Date;
  action: string;
  status: string;
  actor: string;
  note: string;
}

function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <Table
      caption="Verlauf"
      columns={[
        { key: "at", header: "Zeitpunkt", render: (row: HistoryRow) => formatDateTime(row.at) },
        { key: "action", header: "Aktion", isRowHeader: true },
        { key: "status", header: "Status danach" },
        { key: "actor", header: "Von" },
        { key: "note", header: "Notiz" },
      ]}
      rows={rows}
      getRowKey={(row) => row.id}
    />
  );
}

type PublishIntent = "publish" | "order-and-publish";

/** What the publish panel shows beside the ad and its product: the balance and the surface's answers. */
export interface SummaryPublish {
  balance: number;
  firstIncompleteStep: FormStep | null;
  insufficientCredits: boolean;
  refusal?: string | null;
  orderHint?: ReactNode;
}

/**
 * Price, balance and "Veröffentlichen", confirmed in a dialog, for the company and for staff.
 * With too few credits (or when the server found too few) a company may buy the product and
 * publish in one step ("Produkt kaufen und veröffentlichen"); staff do not buy for a company
 * and get `orderHint` (the way to the order page) instead. `refusal` names why the viewer may
 * not publish at all (the policy's answer for staff without `adPublish`).
 */
export function PublishPanel({
  jobAdId,
  status,
  product,
  balance,
  firstIncompleteStep,
  insufficientCredits,
  owner = { kind: "self" },
  refusal = null,
  orderHint = null,
}: {
  jobAdId: number;
  status: JobAdStatus;
  product: SummaryProduct | null;
  owner?: SummaryOwner;
} & SummaryPublish) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { stepPath } = useEditorRoutes();
  const [confirming, setConfirming] = useState<PublishIntent | null>(null);
  const pending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const self = owner.kind === "self";

  function confirm(intent: PublishIntent) {
    setConfirming(null);
    void submit({ intent }, { method: "post", action: stepPath(jobAdId, "summary") });
  }

  const statusLine = (
    <p>
      Status: <strong>{STATUS_LABELS[status] ?? status}</strong>
    </p>
  );
  if (isPublished(status)) {
    return (
      <section aria-labelledby="publish-title" className="rounded-lg border border-slate-300 bg-white p-5">
        <h2 id="publish-title" className="text-lg font-semibold">
          Status
        </h2>
        {statusLine}
      </section>
    );
  }
  const enough = product !== null && balance >= product.priceCredits && !insufficientCredits;

  function action() {
    if (firstIncompleteStep) {
      return (
        <Infobox tone="info" title="Noch nicht vollständig">
          Bitte füllen Sie zuerst alle Schritte aus.{" "}
          <Link to={stepPath(jobAdId, firstIncompleteStep)}>Weiter mit „{STEP_LABELS[firstIncompleteStep]}“</Link>
        </Infobox>
      );
    }
    if (refusal) {
      return (
        <Infobox tone="info" title="Veröffentlichen nicht möglich">
          {refusal}
        </Infobox>
      );
    }
    if (product === null) return null;
    if (enough) {
      return (
        <Button onPress={() => setConfirming("publish")} isDisabled={pending}>
          Veröffentlichen
        </Button>
      );
    }
    if (!self) {
      return (
        <Infobox tone="warning" title="Das Guthaben des Unternehmens reicht nicht aus">
          „{product.name}“ kostet {credits(product.priceCredits)}, das Unternehmen hat {credits(balance)}. {orderHint}
        </Infobox>
      );
    }
    return (
      <>
        <Infobox tone="warning" title="Ihr Guthaben reicht nicht aus">
          Sie können „{product.name}“ jetzt kaufen ({formatEuroCents(product.priceCents)} netto,{" "}
          {formatEuroCents(product.grossCents)} inkl. 20 % USt.) und das Inserat gleich veröffentlichen.
        </Infobox>
        <Button onPress={() => setConfirming("order-and-publish")} isDisabled={pending}>
          Produkt kaufen und veröffentlichen
        </Button>
      </>
    );
  }

  return (
    <section
      aria-labelledby="publish-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-white p-5"
    >
      <h2 id="publish-title" className="text-lg font-semibold">
        Inserat veröffentlichen
      </h2>
      {statusLine}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-semibold">{self ? "Ihr Guthaben" : "Guthaben des Unternehmens"}</dt>
        <dd>{credits(balance)}</dd>
        {product ? (
          <>
            <dt className="font-semibold">Preis</dt>
            <dd>
              {credits(product.priceCredits)} für „{product.name}“
            </dd>
          </>
        ) : null}
      </dl>
      {action()}
      {product ? (
        <Modal
          isOpen={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={
            confirming === "order-and-publish" ? "Produkt kaufen und veröffentlichen?" : "Inserat veröffentlichen?"
          }
          footer={
            <>
              <Button variant="secondary" slot="close">
                Abbrechen
              </Button>
              <Button onPress={() => confirming && confirm(confirming)}>
                {confirming === "order-and-publish" ? "Kaufen und veröffentlichen" : "Jetzt veröffentlichen"}
              </Button>
            </>
          }
        >
          {confirming === "order-and-publish" ? (
            <p>
              Wir stellen Ihnen „{product.name}“ für {formatEuroCents(product.grossCents)} (inkl. 20 % USt.) in
              Rechnung, schreiben Ihnen {credits(product.priceCredits)} gut und veröffentlichen damit Ihr Inserat.
            </p>
          ) : owner.kind === "company" ? (
            <p>
              „{product.name}“ kostet {credits(product.priceCredits)} aus dem Guthaben von {owner.name}. Danach hat das
              Unternehmen noch {credits(balance - product.priceCredits)}.
            </p>
          ) : (
            <p>
              „{product.name}“ kostet {credits(product.priceCredits)}. Danach haben Sie noch{" "}
              {credits(balance - product.priceCredits)}.
            </p>
          )}
        </Modal>
      ) : null}
    </section>
  );
}

/**
 * The summary page of the editor, for the company and for staff: heading, stepper, the notices
 * of the moment, every step with its edit link, the history (and what a surface adds below it,
 * e.g. the staff's audit log), the publish panel and the preview.
 */
export function JobAdSummaryPage({
  jobAd,
  preview,
  product,
  publication,
  editableSteps,
  history,
  owner = { kind: "self" },
  notices,
  publish,
  below = null,
  publicPath = null,
  chiffreMentions = [],
}: {
  jobAd: { id: number; title: string; status: JobAdStatus; completedSteps: readonly FormStep[] };
  preview: JobAdPreviewModel;
  product: SummaryProduct | null;
  publication: { mode: string; publishAt: Date | null };
  editableSteps: readonly FormStep[];
  history: readonly HistoryRow[];
  owner?: SummaryOwner;
  notices: ReactNode;
  /** The publish panel's facts and answers of the surface (the ad, its product and owner come from above). */
  publish: SummaryPublish;
  below?: ReactNode;
  /** The ad's public page while it is online. */
  publicPath?: string | null;
  /** Where a Chiffre ad's own text names the company. */
  chiffreMentions?: readonly string[];
}) {
  return (
    <section aria-labelledby="summary-title">
      <p className="text-sm text-slate-700">Inserat Nr. {jobAd.id}</p>
      <h1 id="summary-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
        Zusammenfassung: {jobAd.title || "Neues Inserat"}
      </h1>
      <div className="mt-6">
        <FormStepper jobAdId={jobAd.id} current="summary" completed={jobAd.completedSteps} />
      </div>
      <div className="mt-6 flex flex-col gap-4">
        {notices}
        {chiffreMentions.length > 0 ? (
          <Infobox
            tone="warning"
            title={
              owner.kind === "self"
                ? "Ihr Chiffre-Inserat nennt Ihr Unternehmen"
                : "Das Chiffre-Inserat nennt das Unternehmen"
            }
          >
            <p>
              Der Name steht in: {chiffreMentions.join(", ")}. Auf der öffentlichen Seite blendet das Portal Namen, Logo
              und Ansprechperson aus, den Text des Inserats ändert es nicht. Bitte entfernen Sie den Namen dort, wenn
              das Inserat anonym bleiben soll.
            </p>
          </Infobox>
        ) : null}
      </div>
      <div className="mt-6 grid gap-10 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <SummaryDetails
            jobAdId={jobAd.id}
            preview={preview}
            product={product}
            publication={publication}
            editableSteps={editableSteps}
          />
          <HistoryTable rows={history} />
          {below}
        </div>
        <div className="flex min-w-0 flex-col gap-6 self-start">
          <PublishPanel jobAdId={jobAd.id} status={jobAd.status} product={product} owner={owner} {...publish} />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" className="text-lg font-semibold">
              Vorschau
            </h2>
            <p className="mb-3 text-sm text-slate-700">
              {owner.kind === "self"
                ? "So sehen Bewerberinnen und Bewerber Ihr Inserat."
                : "So sehen Bewerberinnen und Bewerber das Inserat."}
            </p>
            <JobAdPreview model={preview} />
            {publicPath ? (
              <p className="mt-3">
                <Link to={publicPath} className="font-semibold text-brand-700 underline underline-offset-2">
                  Öffentliche Seite des Inserats ansehen
                </Link>
              </p>
            ) : null}
          </section>
        </div>
      </div>
    </section>
  );
}

/**
 * The result of publishing and the ways on: for the company the invoice (when a product was
 * bought) and its list; a surface that speaks of a company's ad brings its own `links`.
 */
export function PublicationResult({
  outcome,
  owner = { kind: "self" },
  links,
}: {
  outcome: { status: JobAdStatus; publishAt: Date | null; invoiceNumber?: string | null };
  owner?: SummaryOwner;
  links?: ReactNode;
}) {
  return (
    <Notification
      tone="success"
      title={publicationMessage(outcome, owner)}
      description={
        links ?? (
          <span className="flex flex-wrap gap-x-4">
            {outcome.invoiceNumber ? (
              <Link to="/p/account/invoices">Rechnung {outcome.invoiceNumber} ansehen</Link>
            ) : null}
            <Link to="/p/jobs">Zu Ihren Inseraten</Link>
          </span>
        )
      }
    />
  );
}

/** "Das Inserat wurde nicht veröffentlicht." with why (and, where a surface has it, the way on). */
export function PublicationRefused({ children }: { children: ReactNode }) {
  return (
    <Infobox tone="error" title="Das Inserat wurde nicht veröffentlicht.">
      {children}
    </Infobox>
  );
}
