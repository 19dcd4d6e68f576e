import type { Route } from "./+types/produkte-arbeitgebermarke";
import { contentPageMeta } from "~/features/content/content-page";
import { ArbeitgebermarkeBody, page } from "~/features/content/pages/arbeitgebermarke";
import { ProductPageView } from "~/features/content/product-views";
import { productPageLoader } from "~/features/content/products.server";

export const loader = productPageLoader;

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ProdukteArbeitgebermarkeRoute({ loaderData, matches }: Route.ComponentProps) {
  return (
    <ProductPageView
      page={page}
      products={loaderData.products}
      supportEmail={matches[0].loaderData.publicConfig.supportEmail}
    >
      <ArbeitgebermarkeBody />
    </ProductPageView>
  );
}
