import type { Route } from "./+types/bewerber-manager";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { BewerberManagerBody, page } from "~/features/content/pages/bewerber-manager";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function BewerberManagerRoute() {
  return (
    <ContentPageView page={page}>
      <BewerberManagerBody />
    </ContentPageView>
  );
}
