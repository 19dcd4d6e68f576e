import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/job-ad";
import { requestContext } from "~/lib/request-context";
import { useViewBeacon } from "~/lib/use-view-beacon";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { pageMeta } from "~/features/content/seo";
import { GoneJobAdView, PublicJobAdView } from "~/features/job-ads/components/public-job-ad";
import { jobAdDescription, publicEmployerName } from "~/features/job-ads/public-page";
import { JOB_CLICK_PARAM } from "~/features/employer-branding/job-click";
import { employerPageLinkOf } from "~/features/employer-branding/employer-page.server";
import { FollowBox } from "~/features/employer-branding/components/follow-box";
import { readPublicJobAd } from "~/features/job-ads/public-page.server";
import { smartApplyOf } from "~/features/applications/intake.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/**
 * The public page of a job ad, `/jobs/{id}-{slug}` (issue 14): the live ad, a 301 from any other
 * spelling of its address to the right one, 410 with the company's other jobs once it is no
 * longer online, 404 for an ad that never was. The page counts a person's view by a beacon to
 * `…/aufruf` (decision 038), so that reading it changes nothing. Beside the ad (issue 34 §6): smart
 * bewerben where the ad offers it, and the follow box of a company with a public employer page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, publicConfig, showsCompany } = context.get(requestContext);
  const now = new Date();
  const page = await readPublicJobAd(db, params.slug, {
    now,
    baseUrl: publicConfig.baseUrl,
    employerPageOf: (ad) => employerPageLinkOf(db, ad.companyId),
    smartApplyOf: (ad) => smartApplyOf(db, ad),
    showsCompany,
  });
  if (!page) pageNotFound(request);
  const url = new URL(request.url);
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);
  // Smart bewerben as the apply form decides it (`smartApply`); a switch the kept page missed for its
  // time to live still leads to the full form (the form's own check).
  if (page.kind === "gone") return data(page, { status: 410 });
  return page;
}

/** "Firma folgen" answers in the box: nothing the ad shows changes. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "follow") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const baseUrl = matches[0].loaderData?.publicConfig.baseUrl;
  if (loaderData.kind === "gone") {
    return [
      ...pageMeta({
        title: `Nicht mehr online: ${loaderData.title}`,
        description: "Dieses Inserat ist nicht mehr online.",
        baseUrl,
        pathname: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { model, jsonLd, imageUrl } = loaderData;
  return [
    ...pageMeta({
      title: `${model.title} – ${publicEmployerName(model)}`,
      description: jobAdDescription(model),
      baseUrl,
      pathname: location.pathname,
    }),
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { "script:ld+json": jsonLd },
  ];
}

export default function JobAdRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  useViewBeacon(loaderData.kind === "live" ? `${loaderData.path}/aufruf` : null, {
    [JOB_CLICK_PARAM]: searchParams.get(JOB_CLICK_PARAM) ?? "",
  });
  if (loaderData.kind === "gone") {
    return (
      <GoneJobAdView title={loaderData.title} companyName={loaderData.companyName} otherJobs={loaderData.otherJobs} />
    );
  }
  const { model, path, employerPagePath } = loaderData;
  return (
    <PublicJobAdView
      model={model}
      applyHref={`${path}/bewerben`}
      publishedAt={loaderData.publishedAt}
      smartApplyHref={loaderData.smartApply ? `${path}/bewerben?art=smart` : null}
      otherJobs={loaderData.otherJobs}
      employerPagePath={employerPagePath}
      aside={
        employerPagePath && !model.anonymous ? (
          <FollowBox companyName={model.companyName} action={employerPagePath} />
        ) : null
      }
    />
  );
}
