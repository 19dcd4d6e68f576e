import type { Route } from "./+types/agb";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { AgbBody, page } from "~/features/content/pages/agb";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function AgbRoute({ matches }: Route.ComponentProps) {
  return (
    <ContentPageView page={page}>
      <AgbBody supportEmail={matches[0].loaderData.publicConfig.supportEmail} />
    </ContentPageView>
  );
}
