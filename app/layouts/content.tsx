import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/content";
import type { loader as rootLoader } from "~/root";
import { requestContext } from "~/lib/request-context";
import { catalogueOnSale } from "~/features/billing/catalogue.server";
import { hidesTeaser, TeaserBar } from "~/features/content/teaser-bar";
import { SiteHeader } from "~/features/shell/site-header";
import { SiteFooter } from "~/features/shell/site-footer";
import { MAIN_CONTENT_ID } from "~/components/ui/skip-link";

/** The teaser's "ab" price comes from the catalogue, so it always matches what the portal sells. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lowestPrices } = catalogueOnSale(await context.get(requestContext).catalogue());
  return { teaserPriceCents: lowestPrices.stelleninserate ?? null };
}

/** Layout "content": public marketing and know-how pages. */
export default function ContentLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const showTeaser = !useMatches().some((match) => hidesTeaser(match.handle));
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={root?.user ?? null} businessPortalUrl={root?.publicConfig.businessPortalUrl ?? null} />
      {showTeaser && loaderData.teaserPriceCents !== null ? (
        <TeaserBar priceCents={loaderData.teaserPriceCents} />
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter contentHostUrl={root?.publicConfig.contentHostUrl ?? ""} />
    </div>
  );
}
