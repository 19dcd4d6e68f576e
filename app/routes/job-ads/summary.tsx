import type { Route } from "./+types/summary";
import { loadSummary, summaryAction } from "~/features/job-ads/publishing.server";
import { JobAdSummaryPage, PublicationRefused, PublicationResult } from "~/features/job-ads/components/summary-view";
import { Infobox } from "~/components/ui/infobox";
import { latestRejection } from "~/features/qa/qa.server";
import { reasonLabel } from "~/features/qa/components/qa-parts";
import { formatDateTime } from "~/lib/format";
import { formMessageOf } from "~/lib/form-reply";
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
  const { jobAd, preview, product, balance, history, rejection } = loaderData;
  const outcome = actionData && "outcome" in actionData ? actionData.outcome : null;
  const refusal = actionData && "insufficientCredits" in actionData ? actionData : null;
  return (
    <JobAdSummaryPage
      jobAd={jobAd}
      preview={preview}
      product={product}
      publication={{ mode: jobAd.publishMode, publishAt: jobAd.publishAt }}
      editableSteps={loaderData.editableSteps}
      history={history}
      publicPath={loaderData.publicPath}
      chiffreMentions={loaderData.chiffreMentions}
      notices={
        <>
          {outcome ? <PublicationResult outcome={outcome} /> : null}
          {rejection && !outcome ? (
            <Infobox tone="warning" title="Unsere Qualitätssicherung hat dieses Inserat nicht freigegeben.">
              <p>Geprüft am {formatDateTime(rejection.at)}. Bitte überarbeiten Sie:</p>
              <ul className="mt-2 list-disc pl-5" aria-label="Gründe der Ablehnung">
                {rejection.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {rejection.message ? <p className="mt-2 whitespace-pre-line">{rejection.message}</p> : null}
              <p className="mt-2">Die verwendeten Credits haben wir Ihrem Guthaben gutgeschrieben.</p>
            </Infobox>
          ) : null}
          {refusal ? <PublicationRefused>{formMessageOf(refusal.result)}</PublicationRefused> : null}
        </>
      }
      publish={{
        balance,
        firstIncompleteStep: loaderData.firstIncompleteStep,
        insufficientCredits: refusal?.insufficientCredits ?? false,
      }}
    />
  );
}
