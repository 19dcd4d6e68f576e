import { EMPLOYER_BRANDING_ABILITIES, hasCustomerAbility, type CustomerAbility } from "@auth/abilities";

/**
 * Pages of products a company buys, with the contract abilities that open each: a company without
 * any of them is sent to the product's public offer page instead of an empty area (decision 020).
 */
const PRODUCT_PAGES: Readonly<Record<string, { abilities: readonly CustomerAbility[]; offer: string }>> = {
  // The overview is the Employer Branding product's page (the nav's "Employer Branding Basic", SPEC §2);
  // Plus is Basic and more. A company with only the employer page has its editor and figures.
  "/p/employer-branding/dashboard": {
    abilities: ["employerBrandingBasic", "employerBrandingPlus"],
    offer: "/produkte/arbeitgebermarke",
  },
  "/p/employer-branding/metrics": { abilities: EMPLOYER_BRANDING_ABILITIES, offer: "/produkte/arbeitgebermarke" },
  "/p/employer-branding/page": { abilities: ["businessPage"], offer: "/produkte/arbeitgebermarke" },
  "/p/employer-branding/page-plus": { abilities: ["businessPagePlus"], offer: "/produkte/arbeitgebermarke" },
  "/p/employer-branding/plus": { abilities: ["employerBrandingPlus"], offer: "/produkte/arbeitgebermarke" },
};

/**
 * The offer page for a product page (by its route pattern or path) the company has not bought,
 * or null when it may use the page.
 */
export function offerPageFor(pattern: string, abilities: readonly string[]): string | null {
  const page = PRODUCT_PAGES[`/${pattern.replace(/^\/+/, "")}`];
  if (!page) return null;
  return page.abilities.some((ability) => hasCustomerAbility(abilities, ability)) ? null : page.offer;
}
