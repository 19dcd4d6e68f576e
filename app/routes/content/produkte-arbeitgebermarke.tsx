import type { Route } from "./+types/produkte-arbeitgebermarke";
import { requestContext } from "~/lib/request-context";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { ArbeitgebermarkeBody, page } from "~/features/content/pages/arbeitgebermarke";
import { ProductOffers } from "~/features/content/product-views";
import { listProducts } from "~/features/content/products.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listProducts(context.get(requestContext).db, page.family) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ProdukteArbeitgebermarkeRoute({ loaderData, matches }: Route.ComponentProps) {
  return (
    <ContentPageView page={page}>
      <ProductOffers
        family={page.family}
        products={loaderData.products}
        supportEmail={matches[0].loaderData.publicConfig.supportEmail}
      />
      <ArbeitgebermarkeBody />
    </ContentPageView>
  );
}
