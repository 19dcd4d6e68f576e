import { href, redirect } from "react-router";
import type { Route } from "./+types/bare";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { pageNotFound } from "~/features/access/guards.server";
import { findJobAd } from "~/features/job-ads/job-ad-access.server";
import { FORM_STEPS } from "~/features/job-ads/form-steps";

/** /p/jobs/{id} opens the first incomplete step, or the summary when all are done. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const jobAd = await findJobAd(context.get(requestContext).db, id);
  const next = FORM_STEPS.find((step) => !jobAd?.data.completedSteps.includes(step));
  throw redirect(href(`/p/jobs/:id/${next ?? "summary"}` as const, { id: String(id) }));
}

export default function BareJobAdRoute() {
  return null;
}
