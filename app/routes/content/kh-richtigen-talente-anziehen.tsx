import type { Route } from "./+types/kh-richtigen-talente-anziehen";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { TalenteAnziehenBody, page } from "~/features/content/pages/talente-anziehen";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function KhRichtigenTalenteAnziehenRoute() {
  return (
    <ContentPageView page={page}>
      <TalenteAnziehenBody />
    </ContentPageView>
  );
}
