import { href } from "react-router";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import { formMessageOf, type FormResult } from "~/lib/form-reply";
import type { FormStep } from "~/features/job-ads/form-steps";
import {
  JobAdSummaryPage,
  publicationMessage,
  PublishPanel,
  type HistoryRow,
  type SummaryProduct,
} from "~/features/job-ads/components/summary-view";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import type { JobAdPreviewModel } from "~/features/job-ads/preview-model";
import { companyJobsPath } from "../service-entry";
import type { ServiceEntryCompany } from "./service-entry-editor";

export interface ServiceEntrySummaryData {
  completedSteps: FormStep[];
  publishMode: string;
  publishAt: Date | null;
  preview: JobAdPreviewModel;
  /** The ad's public page while it is online. */
  publicPath: string | null;
  /** Where a Chiffre ad's own text names the company. */
  chiffreMentions: string[];
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

/** The publish action's answer: the outcome, or Conform's reply to the refused press. */
export type PublishAnswer =
  { outcome: { status: JobAdStatus; publishAt: Date | null } } | { result: FormResult; insufficientCredits: boolean };

function OrderLink({ companyId, mayOrder }: { companyId: number; mayOrder: boolean }) {
  return mayOrder ? (
    <Link to={href("/p/internal/companies/:companyId/jobs/order", { companyId: String(companyId) })}>
      Credits für das Unternehmen bestellen
    </Link>
  ) : (
    <>Bitte wenden Sie sich an den Verkauf oder die Kundenbetreuung, um Credits zu bestellen.</>
  );
}

/** The summary of the service entry: the editor's summary page with the staff's audit log. */
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
  const refusal = answer && "insufficientCredits" in answer ? answer : null;
  const owner = { kind: "company", name: company.fullName } as const;
  const orderLink = <OrderLink companyId={company.id} mayOrder={summary.mayOrder} />;
  return (
    <JobAdSummaryPage
      jobAd={{ ...jobAd, completedSteps: summary.completedSteps }}
      preview={summary.preview}
      product={summary.product}
      publication={{ mode: summary.publishMode, publishAt: summary.publishAt }}
      editableSteps={summary.editableSteps}
      history={summary.history}
      owner={owner}
      publicPath={summary.publicPath}
      chiffreMentions={summary.chiffreMentions}
      notices={
        <>
          {outcome ? (
            <Notification
              tone="success"
              title={publicationMessage(outcome, owner)}
              description={<Link to={companyJobsPath(company.id)}>Zu den Inseraten des Unternehmens</Link>}
            />
          ) : null}
          {refusal ? (
            <Infobox tone="error" title="Das Inserat wurde nicht veröffentlicht.">
              <p>{formMessageOf(refusal.result)}</p>
              {refusal.insufficientCredits ? <p>{orderLink}</p> : null}
            </Infobox>
          ) : null}
        </>
      }
      publishPanel={
        <PublishPanel
          jobAdId={jobAd.id}
          status={jobAd.status}
          product={summary.product}
          balance={summary.balance}
          firstIncompleteStep={summary.firstIncompleteStep}
          insufficientCredits={refusal?.insufficientCredits ?? false}
          owner={owner}
          refusal={summary.mayPublish ? null : "Dafür fehlt Ihnen die Berechtigung „Inserate veröffentlichen“."}
          orderHint={orderLink}
        />
      }
      below={
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
      }
    />
  );
}
