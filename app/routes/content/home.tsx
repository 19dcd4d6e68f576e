import type { Route } from "./+types/home";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import { HomePage } from "~/features/content/home-page";
import { catalogueOnSale } from "~/features/billing/catalogue.server";
import { pageMeta, SITE_NAME } from "~/features/content/seo";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Also makes client-side navigations run the maintenance check on the server.
export async function loader({ context }: Route.LoaderArgs) {
  return { lowestPrices: catalogueOnSale(await context.get(requestContext).catalogue()).lowestPrices };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    title: SITE_NAME,
    documentTitle: "Arbeitgeberportal – Stelleninserate, Talentsuche und Arbeitgebermarke",
    description:
      "Das Arbeitgeberportal für Österreich: Stelleninserate schalten, Talente finden und Ihre Arbeitgebermarke stärken.",
    baseUrl: matches[0].loaderData?.publicConfig.baseUrl,
    pathname: location.pathname,
  });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage lowestPrices={loaderData.lowestPrices} />;
}
