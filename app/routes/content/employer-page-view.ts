import { data } from "react-router";
import type { Route } from "./+types/employer-page-view";
import { requestContext } from "~/lib/request-context";
import { pageNotFound } from "~/features/access/guards.server";
import { countEmployerPageView, readPublicEmployerPage } from "~/features/employer-branding/employer-page.server";
import { referrerCategory } from "~/features/employer-branding/referrers";
import { isCountableVisit } from "~/features/job-ads/public-page.server";

/**
 * `POST /unternehmen/{slug}/aufruf`: the beacon of a published employer page (decision 038). A
 * person's view counts in the company's figures under the category of the site it came from (the
 * host only, the address is never stored); a crawler's or one over the client's limit counts
 * nothing. Always 204 for a published page: the beacon has no one to tell.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, publicConfig, rateLimits, clientAddress } = context.get(requestContext);
  const page = await readPublicEmployerPage(db, params.slug);
  if (!page) pageNotFound(request);
  const form = await request.formData().catch(() => null);
  if (!form) throw data("Die Anfrage ist ungültig.", { status: 400 });
  const referrer = form.get("referrer");
  if (
    isCountableVisit(request) &&
    (await rateLimits.take("pageViewPerClient", `${clientAddress} /unternehmen/${page.slug}`)) === 0
  ) {
    const from = referrerCategory(
      typeof referrer === "string" ? referrer : null,
      new URL(publicConfig.baseUrl).hostname,
    );
    await countEmployerPageView(db, page.companyId, new Date(), from);
  }
  return new Response(null, { status: 204 });
}

/** Opened as a page: 404 where there is no published page, else 405 (the address only takes beacons). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  if (!(await readPublicEmployerPage(db, params.slug))) pageNotFound(request);
  throw data("Diese Adresse nimmt nur Aufrufe entgegen.", { status: 405, headers: { Allow: "POST" } });
}
