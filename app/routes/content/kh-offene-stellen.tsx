import type { Route } from "./+types/kh-offene-stellen";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { OffeneStellenBody, page } from "~/features/content/pages/offene-stellen";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function KhOffeneStellenRoute() {
  return (
    <ContentPageView page={page}>
      <OffeneStellenBody />
    </ContentPageView>
  );
}
