import type { Route } from "./+types/produkte-talentsuche";
import { maintenanceGuard } from "~/features/access/guards.server";
import { contentPageMeta } from "~/features/content/content-page";
import { TalentsucheBody, page } from "~/features/content/pages/talentsuche";
import { ProductPageView } from "~/features/content/product-views";
import { productPageLoader } from "~/features/content/products.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Also makes client-side navigations run the maintenance check on the server.
export const loader = productPageLoader;

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ProdukteTalentsucheRoute({ loaderData, matches }: Route.ComponentProps) {
  return (
    <ProductPageView
      page={page}
      products={loaderData.products}
      supportEmail={matches[0].loaderData.publicConfig.supportEmail}
    >
      <TalentsucheBody />
    </ProductPageView>
  );
}
