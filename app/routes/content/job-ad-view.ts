import { data } from "react-router";
import type { Route } from "./+types/job-ad-view";
import { requestContext } from "~/lib/request-context";
import { pageNotFound } from "~/features/access/guards.server";
import { JOB_CLICK_PARAM, JOB_CLICK_VALUE } from "~/features/employer-branding/job-click";
import { countEmployerPageJobClick, employerPageLinkOf } from "~/features/employer-branding/employer-page.server";
import { countPublicVisit, isCountableVisit, readJobAdOfSubPage } from "~/features/job-ads/public-page.server";

/**
 * `POST /jobs/{id}-{slug}/aufruf`: the beacon of a live ad's page (decision 038). A person's view
 * counts in the ad's figures, and with `von=unternehmen` as a click from the employer page; a
 * crawler's, one over the client's limit or one of an ad that is not online counts nothing.
 * Always 204 for an ad that exists: the beacon has no one to tell.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const requestValues = context.get(requestContext);
  const { db, rateLimits, clientAddress } = requestValues;
  const now = new Date();
  const page = await readJobAdOfSubPage(requestValues, params.slug, {
    now,
    employerPageOf: (ad) => employerPageLinkOf(db, ad.companyId),
  });
  if (!page) pageNotFound(request);
  const form = await request.formData().catch(() => null);
  if (!form) throw data("Die Anfrage ist ungültig.", { status: 400 });
  if (
    page.kind === "live" &&
    isCountableVisit(request) &&
    (await rateLimits.take("pageViewPerClient", `${clientAddress} ${page.path}`)) === 0
  ) {
    await countPublicVisit(db, page.id, "view", now);
    if (form.get(JOB_CLICK_PARAM) === JOB_CLICK_VALUE && page.employerPagePath) {
      await countEmployerPageJobClick(db, page.employerPagePath, now);
    }
  }
  return new Response(null, { status: 204 });
}

/** Opened as a page: 404 where there is no ad, else 405 (the address only takes beacons). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await readJobAdOfSubPage(context.get(requestContext), params.slug);
  if (!page) pageNotFound(request);
  throw data("Diese Adresse nimmt nur Aufrufe entgegen.", { status: 405, headers: { Allow: "POST" } });
}
