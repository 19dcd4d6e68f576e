import type { ComponentType } from "react";
import { PageHeader } from "./article-parts";
import { FaqsBody } from "./faqs";
import { HrTippsBody } from "./hr-tipps";
import { OffeneStellenBody, RecruitingMixBody, TalenteAnziehenBody } from "./know-how";
import { AgbBody } from "./legal";
import {
  ArbeitgebermarkeBody,
  BewerberManagerBody,
  SmartBewerbenBody,
  StelleninserateBody,
  TalentsucheBody,
} from "./marketing";
import { CONTENT_PAGES, type ContentPage, type ContentPageId } from "./pages";
import type { Product } from "./product";
import { ProductOffers } from "./product-views";

interface ContentBodyProps {
  supportEmail: string;
}

const CONTENT_BODIES: Record<ContentPageId, ComponentType<ContentBodyProps>> = {
  "content/smart-bewerben": SmartBewerbenBody,
  "content/bewerber-manager": BewerberManagerBody,
  "content/kh-offene-stellen": OffeneStellenBody,
  "content/kh-recruiting-mix": RecruitingMixBody,
  "content/kh-richtigen-talente-anziehen": TalenteAnziehenBody,
  "content/produkte-talentsuche": TalentsucheBody,
  "content/produkte-stelleninserate": StelleninserateBody,
  "content/produkte-arbeitgebermarke": ArbeitgebermarkeBody,
  "content/hr-tipps": HrTippsBody,
  "content/hr-faqs": FaqsBody,
  "content/agb": AgbBody,
};

/** A whole content page: header with the one h1, the family's products if any, then the text. */
export function ContentPageView({
  id,
  products,
  supportEmail,
}: {
  id: ContentPageId;
  products: Product[];
  supportEmail: string;
}) {
  const page: ContentPage = CONTENT_PAGES[id];
  const Body = CONTENT_BODIES[id];
  return (
    <article>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {page.family ? <ProductOffers family={page.family} products={products} /> : null}
      <Body supportEmail={supportEmail} />
    </article>
  );
}
