import type { Route } from "./+types/hr-tipps";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { HrTippsBody, page } from "~/features/content/pages/hr-tipps";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function HrTippsRoute() {
  return (
    <ContentPageView page={page}>
      <HrTippsBody />
    </ContentPageView>
  );
}
