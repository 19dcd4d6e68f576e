import { useMemo } from "react";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/ad-editor";
import { internalUserAdPermission, requireAbility } from "~/features/access/guards.server";
import {
  createServiceEntry,
  loadCreatePage,
  loadServiceEntryEditor,
  serviceEntryAction,
} from "~/features/internal/service-entry.server";
import { companyJobsPath, publicViewPath, serviceEntryEditorRoutes } from "~/features/internal/service-entry";
import { ServiceEntryCreate } from "~/features/internal/components/service-entry-create";
import { ServiceEntryFrame, type ServiceEntryCompany } from "~/features/internal/components/service-entry-editor";
import {
  ServiceEntryAuditLog,
  ServiceEntryOrderLink,
  type PublishAnswer,
} from "~/features/internal/components/service-entry-summary";
import { EditorStep } from "~/features/job-ads/components/editor-step";
import { stepTitle } from "~/features/job-ads/components/step-layout";
import { JobAdSummaryPage, PublicationRefused, PublicationResult } from "~/features/job-ads/components/summary-view";
import { EditorRoutesProvider } from "~/features/job-ads/form-stepper";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import { formMessageOf, formResultOf } from "~/lib/form-reply";

/**
 * Service entry (`internal-user-ad-permission`): /jobs/create starts an ad for the company,
 * /jobs/{id}?step=… edits it with the company's own editor steps.
 */
export const middleware: Route.MiddlewareFunction[] = [internalUserAdPermission];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.id === undefined) {
    requireAbility(context, "serviceEntryAd");
    return { mode: "create" as const, ...(await loadCreatePage(context, params.companyId)) };
  }
  requireAbility(context, "adsList");
  return { mode: "edit" as const, ...(await loadServiceEntryEditor(request, context, params)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.id === undefined) {
    requireAbility(context, "serviceEntryAd");
    return createServiceEntry(request, context, params.companyId);
  }
  requireAbility(context, "adsList");
  return serviceEntryAction(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Service-Erfassung | Interner Bereich" }];
  if (loaderData.mode === "create") {
    return [{ title: `Neues Inserat für ${loaderData.company.fullName} | Interner Bereich` }];
  }
  const title =
    loaderData.view === "summary"
      ? `Zusammenfassung | ${loaderData.jobAd.title || "Neues Inserat"} | Inserat bearbeiten`
      : stepTitle(loaderData.view, loaderData.jobAd.title);
  return [{ title: `${title} | Interner Bereich` }];
}

function publishAnswer(actionData: unknown): PublishAnswer | null {
  if (typeof actionData !== "object" || actionData === null) return null;
  return "outcome" in actionData || "insufficientCredits" in actionData ? (actionData as PublishAnswer) : null;
}

type SummaryData = Extract<Route.ComponentProps["loaderData"], { view: "summary" }>["summary"];

/**
 * The editor's summary page as staff see it: the company named, the answer to "Veröffentlichen"
 * with the way to the company's ads or to its credits, and the staff's audit log below the history.
 */
function ServiceEntrySummary({
  company,
  jobAd,
  summary,
  answer,
}: {
  company: ServiceEntryCompany;
  jobAd: { id: number; title: string; status: JobAdStatus };
  summary: SummaryData;
  answer: PublishAnswer | null;
}) {
  const outcome = answer && "outcome" in answer ? answer.outcome : null;
  const refusal = answer && "insufficientCredits" in answer ? answer : null;
  const owner = { kind: "company", name: company.fullName } as const;
  const orderLink = <ServiceEntryOrderLink companyId={company.id} mayOrder={summary.mayOrder} />;
  return (
    <JobAdSummaryPage
      jobAd={{ ...jobAd, completedSteps: summary.completedSteps }}
      preview={summary.preview}
      product={summary.product}
      publication={{ mode: summary.publishMode, publishAt: summary.publishAt }}
      editableSteps={summary.editableSteps}
      history={summary.history}
      owner={owner}
      publicPath={summary.publicPath ? publicViewPath(company.id, jobAd.id) : null}
      chiffreMentions={summary.chiffreMentions}
      notices={
        <>
          {outcome ? (
            <PublicationResult
              outcome={outcome}
              owner={owner}
              links={<Link to={companyJobsPath(company.id)}>Zu den Inseraten des Unternehmens</Link>}
            />
          ) : null}
          {refusal ? (
            <PublicationRefused>
              <p>{formMessageOf(refusal.result)}</p>
              {refusal.insufficientCredits ? <p>{orderLink}</p> : null}
            </PublicationRefused>
          ) : null}
        </>
      }
      publish={{
        balance: summary.balance,
        firstIncompleteStep: summary.firstIncompleteStep,
        insufficientCredits: refusal?.insufficientCredits ?? false,
        refusal: summary.mayPublish ? null : "Dafür fehlt Ihnen die Berechtigung „Inserate veröffentlichen“.",
        orderHint: orderLink,
      }}
      below={<ServiceEntryAuditLog rows={summary.audit} />}
    />
  );
}

export default function InternalAdEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const companyId = loaderData.company.id;
  // The company's own editor, its links pointing at the service-entry URLs.
  const editorRoutes = useMemo(() => serviceEntryEditorRoutes(companyId), [companyId]);
  if (loaderData.mode === "create") {
    return (
      <ServiceEntryFrame company={loaderData.company}>
        <ServiceEntryCreate company={loaderData.company} result={formResultOf(actionData)} />
      </ServiceEntryFrame>
    );
  }
  return (
    <ServiceEntryFrame company={loaderData.company}>
      <EditorRoutesProvider value={editorRoutes}>
        {loaderData.view === "summary" ? (
          <ServiceEntrySummary
            company={loaderData.company}
            jobAd={loaderData.jobAd}
            summary={loaderData.summary}
            answer={publishAnswer(actionData)}
          />
        ) : (
          <EditorStep
            key={loaderData.view}
            page={loaderData.page}
            offer={loaderData.offer}
            bounds={loaderData.bounds}
          />
        )}
      </EditorRoutesProvider>
    </ServiceEntryFrame>
  );
}
