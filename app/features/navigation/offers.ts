import { customerMay, type CustomerRight } from "@auth/abilities";

/**
 * Pages of products a company buys, with the customer right that opens each: a company without
 * it is sent to the product's offer instead of an empty area (decision 020). The Arbeitgeberprofil
 * is ordered in the portal, so its pages lead to the order page there (decision 073).
 */
const BRANDING_ORDER = "/p/employer-branding/bestellen";
const PRODUCT_PAGES: Readonly<Record<string, { right: CustomerRight; offer: string }>> = {
  // The overview is the Employer Branding product's page (the nav's "Employer Branding Basic", SPEC §2);
  // Plus is Basic and more. A company with only the employer page has its editor and figures.
  "/p/employer-branding/dashboard": { right: "employerBranding", offer: BRANDING_ORDER },
  "/p/employer-branding/metrics": { right: "employerProfile", offer: BRANDING_ORDER },
  "/p/employer-branding/page": { right: "businessPage", offer: BRANDING_ORDER },
  "/p/employer-branding/page-plus": { right: "businessPagePlus", offer: BRANDING_ORDER },
  "/p/employer-branding/plus": { right: "employerBrandingPlus", offer: BRANDING_ORDER },
};

/**
 * The offer page for a product page (by its route pattern or path) the company has not bought,
 * or null when it may use the page.
 */
export function offerPageFor(pattern: string, abilities: readonly string[]): string | null {
  const page = PRODUCT_PAGES[`/${pattern.replace(/^\/+/, "")}`];
  if (!page) return null;
  return customerMay(abilities, page.right) ? null : page.offer;
}
