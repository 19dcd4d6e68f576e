import type { Route } from "./+types/smart-bewerben";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { SmartBewerbenBody, page } from "~/features/content/pages/smart-bewerben";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function SmartBewerbenRoute() {
  return (
    <ContentPageView page={page}>
      <SmartBewerbenBody />
    </ContentPageView>
  );
}
