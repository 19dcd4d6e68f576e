import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Modal } from "~/components/ui/modal";
import { Notification } from "~/components/ui/notification";
import { Table } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/format";
import { FormStepper } from "~/features/job-ads/form-stepper";
import type { FormStep } from "~/features/job-ads/form-steps";
import { JobAdPreview } from "~/features/job-ads/components/job-ad-preview";
import { credits } from "~/features/job-ads/components/product-step-form";
import {
  HistoryTable,
  SummaryDetails,
  type HistoryRow,
  type SummaryProduct,
} from "~/features/job-ads/components/summary-view";
import { STATUS_LABELS, STEP_LABELS } from "~/features/job-ads/labels";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import type { JobAdPreviewModel } from "~/features/job-ads/preview-model";
import { companyJobsPath, serviceEntryPath } from "../service-entry";
import type { ServiceEntryCompany } from "./service-entry-editor";

export interface ServiceEntrySummaryData {
  completedSteps: FormStep[];
  publishMode: string;
  publishAt: Date | null;
  preview: JobAdPreviewModel;
  product: SummaryProduct | null;
  balance: number;
  firstIncompleteStep: FormStep | null;
  editableSteps: FormStep[];
  mayPublish: boolean;
  mayOrder: boolean;
  history: HistoryRow[];
  audit: AuditRow[];
}

interface AuditRow {
  id: number;
  at: Date;
  action: string;
  actor: string;
}

export type PublishAnswer =
  { outcome: { status: JobAdStatus; publishAt: Date | null } } | { error: string; insufficientCredits: boolean };

/** Where the ad stands after staff published it. */
export function staffPublicationMessage(outcome: { status: JobAdStatus; publishAt: Date | null }): string {
  if (outcome.status === "active") return "Das Inserat ist online.";
  if (outcome.status === "review") return "Das Inserat wartet auf die Prüfung.";
  if (outcome.status === "scheduled" && outcome.publishAt) {
    return `Das Inserat ist für den ${formatDate(outcome.publishAt)} geplant.`;
  }
  return `Status des Inserats: ${STATUS_LABELS[outcome.status] ?? outcome.status}.`;
}

function OrderLink({ companyId, mayOrder }: { companyId: number; mayOrder: boolean }) {
  return mayOrder ? (
    <Link to={`/p/internal/companies/${companyId}/jobs/order`}>Credits für das Unternehmen bestellen</Link>
  ) : (
    <>Bitte wenden Sie sich an den Verkauf oder die Kundenbetreuung, um Credits zu bestellen.</>
  );
}

/**
 * Price, the company's balance and "Veröffentlichen" (with `adPublish`), confirmed in a dialog.
 * Staff do not buy for the company here: with too few credits the panel leads to the order page.
 */
function StaffPublishPanel({
  company,
  jobAdId,
  status,
  summary,
  refusal,
}: {
  company: ServiceEntryCompany;
  jobAdId: number;
  status: JobAdStatus;
  summary: ServiceEntrySummaryData;
  refusal: { error: string; insufficientCredits: boolean } | null;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const pending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const { product, balance, firstIncompleteStep } = summary;
  const statusLine = (
    <p>
      Status: <strong>{STATUS_LABELS[status] ?? status}</strong>
    </p>
  );
  if (status !== "draft") {
    return (
      <section aria-labelledby="publish-title" className="rounded-lg border border-slate-300 bg-white p-5">
        <h2 id="publish-title" className="text-lg font-semibold">
          Status
        </h2>
        {statusLine}
      </section>
    );
  }
  const enough = product !== null && balance >= product.priceCredits && !refusal?.insufficientCredits;

  function body() {
    if (firstIncompleteStep) {
      return (
        <Infobox tone="info" title="Noch nicht vollständig">
          Bitte füllen Sie zuerst alle Schritte aus.{" "}
          <Link to={serviceEntryPath(company.id, jobAdId, firstIncompleteStep)}>
            Weiter mit „{STEP_LABELS[firstIncompleteStep]}“
          </Link>
        </Infobox>
      );
    }
    if (!summary.mayPublish) {
      return (
        <Infobox tone="info" title="Veröffentlichen nicht möglich">
          Dafür fehlt Ihnen die Berechtigung „Inserate veröffentlichen“.
        </Infobox>
      );
    }
    if (product === null) return null;
    if (!enough) {
      return (
        <Infobox tone="warning" title="Das Guthaben des Unternehmens reicht nicht aus">
          „{product.name}“ kostet {credits(product.priceCredits)}, das Unternehmen hat {credits(balance)}.{" "}
          <OrderLink companyId={company.id} mayOrder={summary.mayOrder} />
        </Infobox>
      );
    }
    return (
      <Button onPress={() => setConfirming(true)} isDisabled={pending}>
        Veröffentlichen
      </Button>
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
        <dt className="font-semibold">Guthaben des Unternehmens</dt>
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
      {body()}
      {product ? (
        <Modal
          isOpen={confirming}
          onOpenChange={setConfirming}
          title="Inserat veröffentlichen?"
          footer={
            <>
              <Button variant="secondary" slot="close">
                Abbrechen
              </Button>
              <Button
                onPress={() => {
                  setConfirming(false);
                  void submit(
                    { intent: "publish" },
                    { method: "post", action: serviceEntryPath(company.id, jobAdId, "summary") },
                  );
                }}
              >
                Jetzt veröffentlichen
              </Button>
            </>
          }
        >
          <p>
            „{product.name}“ kostet {credits(product.priceCredits)} aus dem Guthaben von {company.fullName}. Danach hat
            das Unternehmen noch {credits(balance - product.priceCredits)}.
          </p>
        </Modal>
      ) : null}
    </section>
  );
}

/** The summary of the service entry: every step, the publish panel, preview, history and audit log. */
export function ServiceEntrySummary({
  company,
  jobAd,
  summary,
  answer,
}: {
  company: ServiceEntryCompany;
  jobAd: { id: number; title: string; status: JobAdStatus };
  summary: ServiceEntrySummaryData;
  answer: PublishAnswer | null;
}) {
  const outcome = answer && "outcome" in answer ? answer.outcome : null;
  const refusal = answer && "error" in answer ? answer : null;
  return (
    <section aria-labelledby="summary-title">
      <p className="text-sm text-slate-700">Inserat Nr. {jobAd.id}</p>
      <h1 id="summary-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
        Zusammenfassung: {jobAd.title || "Neues Inserat"}
      </h1>
      <div className="mt-6">
        <FormStepper jobAdId={jobAd.id} current="summary" completed={summary.completedSteps} />
      </div>
      <div className="mt-6 flex flex-col gap-4">
        {outcome ? (
          <Notification
            tone="success"
            title={staffPublicationMessage(outcome)}
            description={<Link to={companyJobsPath(company.id)}>Zu den Inseraten des Unternehmens</Link>}
          />
        ) : null}
        {refusal ? (
          <Infobox tone="error" title="Das Inserat wurde nicht veröffentlicht.">
            <p>{refusal.error}</p>
            {refusal.insufficientCredits ? (
              <p>
                <OrderLink companyId={company.id} mayOrder={summary.mayOrder} />
              </p>
            ) : null}
          </Infobox>
        ) : null}
      </div>
      <div className="mt-6 grid gap-10 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <SummaryDetails
            jobAdId={jobAd.id}
            preview={summary.preview}
            product={summary.product}
            publication={{ mode: summary.publishMode, publishAt: summary.publishAt }}
            editableSteps={summary.editableSteps}
          />
          <HistoryTable rows={summary.history} />
          <Table
            caption="Protokoll der Mitarbeitenden"
            columns={[
              { key: "at", header: "Zeitpunkt", render: (row: AuditRow) => formatDateTime(row.at) },
              { key: "action", header: "Aktion", isRowHeader: true },
              { key: "actor", header: "Von" },
            ]}
            rows={summary.audit}
            getRowKey={(row) => row.id}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6 self-start">
          <StaffPublishPanel
            company={company}
            jobAdId={jobAd.id}
            status={jobAd.status}
            summary={summary}
            refusal={refusal}
          />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" className="text-lg font-semibold">
              Vorschau
            </h2>
            <p className="mb-3 text-sm text-slate-700">So sehen Bewerberinnen und Bewerber das Inserat.</p>
            <JobAdPreview model={summary.preview} />
          </section>
        </div>
      </div>
    </section>
  );
}
