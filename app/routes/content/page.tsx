import type { Route } from "./+types/page";
import { requestContext } from "~/lib/request-context";
import { ContentPageView } from "~/features/content/content-page";
import { contentPageMeta, isContentPageId } from "~/features/content/pages";
import { listProductsOfPattern } from "~/features/content/products.server";

// The product family page among these (Arbeitgebermarke) lists its products from the catalogue.
export async function loader({ context, pattern }: Route.LoaderArgs) {
  return { products: await listProductsOfPattern(context.get(requestContext).db, pattern) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(matches.at(-1)?.id, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ContentPageRoute({ loaderData, matches }: Route.ComponentProps) {
  const id = matches.at(-1)?.id;
  if (!isContentPageId(id)) return null;
  return (
    <ContentPageView
      id={id}
      products={loaderData.products}
      supportEmail={matches[0].loaderData.publicConfig.supportEmail}
    />
  );
}
