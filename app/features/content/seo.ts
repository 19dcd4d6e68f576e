import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Arbeitgeberportal";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The public base url from the root loader's public config; og:url is left out without it. */
  baseUrl: string | undefined;
  pathname: string;
  /** Know-how articles are "article", everything else "website". */
  type?: "website" | "article";
  /** A full document title instead of "{title} | Arbeitgeberportal" (the home page). */
  documentTitle?: string;
}

/** Title, meta description and the Open Graph tags every public content page carries. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: input.documentTitle ?? `${input.title} | ${SITE_NAME}` },
    { name: "description", content: input.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "de_AT" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
  ];
  if (input.baseUrl) tags.push({ property: "og:url", content: `${input.baseUrl}${input.pathname}` });
  return tags;
}
