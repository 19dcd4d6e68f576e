import type { Route } from "./+types/kh-recruiting-mix";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { RecruitingMixBody, page } from "~/features/content/pages/recruiting-mix";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function KhRecruitingMixRoute() {
  return (
    <ContentPageView page={page}>
      <RecruitingMixBody />
    </ContentPageView>
  );
}
