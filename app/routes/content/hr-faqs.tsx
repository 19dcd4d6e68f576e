import type { Route } from "./+types/hr-faqs";
import { ContentPageView, contentPageMeta } from "~/features/content/content-page";
import { FaqsBody, page } from "~/features/content/pages/faqs";

export function meta({ matches, location }: Route.MetaArgs) {
  return contentPageMeta(page, matches[0].loaderData?.publicConfig.baseUrl, location.pathname);
}

export default function HrFaqsRoute({ matches }: Route.ComponentProps) {
  return (
    <ContentPageView page={page}>
      <FaqsBody supportEmail={matches[0].loaderData.publicConfig.supportEmail} />
    </ContentPageView>
  );
}
