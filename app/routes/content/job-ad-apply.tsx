import { redirect } from "react-router";
import type { Route } from "./+types/job-ad-apply";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { pageMeta } from "~/features/content/seo";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { PortalApplicationNotice } from "~/features/job-ads/components/public-job-ad";
import { countPublicVisit, isCountableVisit, readPublicJobAd } from "~/features/job-ads/public-page.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

/**
 * The apply button of a public job ad, `/jobs/{id}-{slug}/bewerben`: counts the click in the
 * ad's figures (people only, no cookie) and leads to the channel the ad chose — its e-mail
 * address or its careers page — or, for applications through the portal, to the notice that
 * the form is coming (the applications issue builds it). An ad that is not online goes back to
 * its page, which says why.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, publicConfig } = context.get(requestContext);
  const now = new Date();
  const page = await readPublicJobAd(db, params.slug, { now, baseUrl: publicConfig.baseUrl, withOtherJobs: false });
  if (!page) pageNotFound(request);
  if (page.kind === "gone") throw redirect(page.path, 303);
  const { method, href } = page.model.application;
  if (isCountableVisit(request)) await countPublicVisit(db, page.id, "apply", now);
  if ((method === "email" || method === "url") && href) throw redirect(href, 303);
  return { title: page.model.title, adPath: page.path };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...pageMeta({
      title: `Bewerbung: ${loaderData.title}`,
      description: "Die Online-Bewerbung über das Arbeitgeberportal steht in Kürze bereit.",
      baseUrl: matches[0].loaderData?.publicConfig.baseUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function JobAdApplyRoute({ loaderData }: Route.ComponentProps) {
  return <PortalApplicationNotice title={loaderData.title} adPath={loaderData.adPath} />;
}
