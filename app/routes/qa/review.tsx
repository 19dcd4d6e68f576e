import { data, redirect } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/review";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { JobAdPreview } from "~/features/job-ads/components/job-ad-preview";
import { previewOf } from "~/features/job-ads/editor.server";
import { savedFormValues } from "~/features/job-ads/editor-values";
import { isJobAdStatus } from "~/features/job-ads/lifecycle";
import { StatusPill } from "~/features/job-ads/list/status-pill";
import { claimForReview, qaReview, releaseClaim } from "~/features/qa/qa.server";
import { QaReviewView } from "~/features/qa/components/qa-review-view";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Prüfung: ${loaderData?.ad.title || "Inserat"} | Qualitätssicherung` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const { db } = context.get(requestContext);
  const review = await qaReview(db, id);
  if (!review) pageNotFound(request);
  const { ad, company, checks, claim, reports } = review;
  return {
    ad: { id: ad.id, title: ad.title, status: ad.status, origin: ad.origin },
    company,
    checks,
    claim: claim
      ? { staffName: claim.staffName, claimedAt: claim.claimedAt.toISOString(), mine: claim.staffId === user.id }
      : null,
    reports: reports.map((report) => ({ ...report, at: report.at.toISOString() })),
    preview: previewOf(company.fullName, savedFormValues(ad)),
  };
}

/** Take over or give back the review of this ad. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const { db } = context.get(requestContext);
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "claim") {
      await claimForReview(db, id, user);
      return { error: null, done: "Sie prüfen dieses Inserat jetzt." };
    }
    if (intent === "release") {
      await releaseClaim(db, id, user);
      throw redirect("/p/internal/qa");
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message, done: null }, { status: refusal.status });
  }
  return data({ error: "Ungültige Anfrage.", done: null }, { status: 400 });
}

export default function QaReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, ...review } = loaderData;
  const { status } = review.ad;
  return (
    <QaReviewView
      {...review}
      preview={<JobAdPreview model={preview} />}
      statusPill={isJobAdStatus(status) ? <StatusPill status={status} /> : status}
      result={actionData}
    />
  );
}
