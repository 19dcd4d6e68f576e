import { customerMay } from "@auth/abilities";
import { emptyContent, type EmployerPageContent } from "./vocabulary";

/**
 * The rules of an employer page (docs/employer-branding.md), asked by the editor, the public
 * page, the dashboard and the staff panel alike. The contract's abilities decide: businessPage
 * gives the page, businessPagePlus the page with its Plus parts.
 */

export interface PageProducts {
  /** The company may edit and publish an employer page. */
  page: boolean;
  /** Gallery, video, employee voices, own sections and colours are shown. */
  plus: boolean;
}

export function pageProducts(abilities: readonly string[]): PageProducts {
  return { page: customerMay(abilities, "employerPage"), plus: customerMay(abilities, "businessPagePlus") };
}

export interface PageState {
  publishedVersionId: number | null;
  offlineAt: Date | null;
}

/**
 * What the public sees at the page's address: the published version, or nothing (404) while it
 * is a draft, after the company took it down, after staff took it offline, or once the contract
 * no longer includes the page.
 */
export function publicVisibility(page: PageState, products: PageProducts): "public" | "hidden" {
  return products.page && page.publishedVersionId !== null && page.offlineAt === null ? "public" : "hidden";
}

/** Why the company may not publish now, or null when it may. */
export function publishRefusal(page: PageState, products: PageProducts): string | null {
  if (!products.page) return "Ihr Vertrag enthält keine Unternehmensseite.";
  if (page.offlineAt)
    return "Ihre Unternehmensseite wurde von unserem Team offline genommen. Bitte wenden Sie sich an Ihre Ansprechperson.";
  return null;
}

/** The content the public sees: without Plus, the Plus parts stay stored but are not shown. */
export function visibleContent(content: EmployerPageContent, products: PageProducts): EmployerPageContent {
  if (products.plus) return content;
  const basic = emptyContent();
  return {
    ...content,
    primaryColor: basic.primaryColor,
    accentColor: basic.accentColor,
    gallery: [],
    videoUrl: null,
    videoInHeader: false,
    voices: [],
    sections: [],
  };
}
