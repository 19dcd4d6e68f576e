import type { Route } from "./+types/produkte-talentsuche";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { TalentsucheBody, page } from "~/features/content/pages/talentsuche";
import { ProductOffers } from "~/features/content/product-views";
import { listProducts } from "~/features/content/products.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Also makes client-side navigations run the maintenance check on the server.
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listProducts(context.get(requestContext).db, page.family) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ProdukteTalentsucheRoute({ loaderData, matches }: Route.ComponentProps) {
  return (
    <ContentPageView page={page}>
      <ProductOffers
        family={page.family}
        products={loaderData.products}
        supportEmail={matches[0].loaderData.publicConfig.supportEmail}
      />
      <TalentsucheBody />
    </ContentPageView>
  );
}
