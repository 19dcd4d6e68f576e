import type { Route } from "./+types/product";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/auth/guards.server";
import { ContentPageView } from "~/features/content/content-page";
import { contentPageMeta, isContentPageId } from "~/features/content/pages";
import { listProductsOfPattern } from "~/features/content/products.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Also makes client-side navigations run the maintenance check on the server.
export async function loader({ context, pattern }: Route.LoaderArgs) {
  return { products: await listProductsOfPattern(context.get(requestContext).db, pattern) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(matches.at(-1)?.id, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function ProductRoute({ loaderData, matches }: Route.ComponentProps) {
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
