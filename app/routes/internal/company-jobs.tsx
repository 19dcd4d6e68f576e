import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/company-jobs";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { CompanyJobList } from "~/features/internal/components/company-job-list";
import { CompanyProfile } from "~/features/internal/components/company-profile";
import { companyJobsPage, runStaffPageAction } from "~/features/internal/company-jobs.server";
import { parseListQuery } from "~/features/job-ads/list/list-query";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.company.fullName ?? "Unternehmen"} – Inserate | Interner Bereich` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "adsList");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db, production } = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const search = parseListQuery(query);
  const adParam = query.get("ad");
  // An unusable ?ad= is reported like an ad of another company: not found here.
  const openAdId = adParam === null ? null : (parseRowId(adParam) ?? 0);
  const page = await companyJobsPage(db, user, { companyId, search, openAdId, production });
  if (!page) pageNotFound(request);
  return { ...page, search, openAdId };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "adsList");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db, production, requestId } = context.get(requestContext);
  const outcome = await runStaffPageAction(db, user, {
    companyId,
    form: await request.formData(),
    production,
    requestId,
  });
  return outcome.ok
    ? { ok: true as const, message: outcome.message }
    : data({ ok: false as const, message: outcome.message }, outcome.status);
}

/** A refused action often means a colleague changed the ad meanwhile: show its state as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function CompanyJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { company, links, search, openAdId, counts, total, rows, openedAd } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <CompanyProfile company={company} links={links} />
      <CompanyJobList
        companyId={company.id}
        search={search}
        openAdId={openAdId}
        counts={counts}
        total={total}
        rows={rows}
        openedAd={openedAd}
        result={actionData}
      />
    </div>
  );
}
