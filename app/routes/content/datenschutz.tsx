import type { Route } from "./+types/datenschutz";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { DatenschutzBody, page } from "~/features/content/pages/datenschutz";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function DatenschutzRoute() {
  return (
    <ContentPageView page={page}>
      <DatenschutzBody />
    </ContentPageView>
  );
}
