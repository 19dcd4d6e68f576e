import type { Route } from "./+types/summary";
import { loadSummary, summaryAction } from "~/features/job-ads/publishing.server";
import { FormStepper } from "~/features/job-ads/form-stepper";
import { JobAdPreview } from "~/features/job-ads/components/job-ad-preview";
import {
  HistoryTable,
  PublicationResult,
  PublishPanel,
  SummaryDetails,
} from "~/features/job-ads/components/summary-view";
import { Infobox } from "~/components/ui/infobox";
import { latestRejection } from "~/features/qa/qa.server";
import { reasonLabel } from "~/features/qa/components/qa-parts";
import { formatDateTime } from "~/lib/format";
import { requestContext } from "~/lib/request-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const summary = await loadSummary(context, params.id);
  // QA sent the ad back: the company reads why until it publishes again.
  const rejection =
    summary.jobAd.status === "draft" ? await latestRejection(context.get(requestContext).db, summary.jobAd.id) : null;
  return {
    ...summary,
    rejection: rejection
      ? { reasons: rejection.reasons.map(reasonLabel), message: rejection.message, at: rejection.at.toISOString() }
      : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return summaryAction(request, context, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Zusammenfassung | ${loaderData?.jobAd.title || "Neues Inserat"} | Inserat` }];
}

export default function JobAdSummaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { jobAd, preview, product, balance, history } = loaderData;
  const outcome = actionData && "outcome" in actionData ? actionData.outcome : null;
  const refusal = actionData && "error" in actionData ? actionData : null;
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
        {outcome ? <PublicationResult outcome={outcome} /> : null}
        {loaderData.rejection && !outcome ? (
          <Infobox tone="warning" title="Unsere Qualitätssicherung hat dieses Inserat nicht freigegeben.">
            <p>Geprüft am {formatDateTime(loaderData.rejection.at)}. Bitte überarbeiten Sie:</p>
            <ul className="mt-2 list-disc pl-5" aria-label="Gründe der Ablehnung">
              {loaderData.rejection.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {loaderData.rejection.message ? (
              <p className="mt-2 whitespace-pre-line">{loaderData.rejection.message}</p>
            ) : null}
            <p className="mt-2">Die verwendeten Credits haben wir Ihrem Guthaben gutgeschrieben.</p>
          </Infobox>
        ) : null}
        {refusal ? (
          <Infobox tone="error" title="Das Inserat wurde nicht veröffentlicht.">
            {refusal.error}
          </Infobox>
        ) : null}
      </div>
      <div className="mt-6 grid gap-10 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <SummaryDetails
            jobAdId={jobAd.id}
            preview={preview}
            product={product}
            publication={{ mode: jobAd.publishMode, publishAt: jobAd.publishAt }}
            editableSteps={loaderData.editableSteps}
          />
          <HistoryTable rows={history} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 self-start">
          <PublishPanel
            jobAdId={jobAd.id}
            status={jobAd.status}
            product={product}
            balance={balance}
            firstIncompleteStep={loaderData.firstIncompleteStep}
            insufficientCredits={refusal?.insufficientCredits ?? false}
          />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" className="text-lg font-semibold">
              Vorschau
            </h2>
            <p className="mb-3 text-sm text-slate-700">So sehen Bewerberinnen und Bewerber Ihr Inserat.</p>
            <JobAdPreview model={preview} />
          </section>
        </div>
      </div>
    </section>
  );
}
