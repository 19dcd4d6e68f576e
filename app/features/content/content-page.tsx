import type { MetaDescriptor } from "react-router";
import type { ReactNode } from "react";
import type { ProductFamily } from "@db/schema/billing";
import { PageHeader } from "./article-parts";
import { pageMeta } from "./seo";

/**
 * What every public content page declares: its h1, meta description and lead text. Each page
 * keeps it in its own module under `pages/`, beside its text, so a page's JavaScript carries
 * no other page's words.
 */
export interface ContentPage {
  /** The h1 and og:title. */
  title: string;
  /** Meta and Open Graph description: one or two sentences, under about 160 characters. */
  description: string;
  lead: string;
  /** Small label above the h1. */
  eyebrow: string;
  /** Know-how pages are articles for Open Graph, the rest are product or service pages. */
  type: "website" | "article";
  /** Product overview pages list the active products of this family from the catalogue. */
  family?: ProductFamily;
}

/** Title, description and Open Graph tags of a content page. */
export function contentPageMeta(page: ContentPage, baseUrl: string | undefined, pathname: string): MetaDescriptor[] {
  return pageMeta({ title: page.title, description: page.description, type: page.type, baseUrl, pathname });
}

/** A whole content page: header with the one h1, then the family's products if any and the text. */
export function ContentPageView({ page, children }: { page: ContentPage; children: ReactNode }) {
  return (
    <article>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {children}
    </article>
  );
}
