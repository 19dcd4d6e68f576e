import type { RouteKey, RouteMap } from "./user";

/**
 * Default targets of the customer route map (SPEC §2 side navigation). Every entry is a page
 * of this portal; configuration may point single entries at an external business portal.
 * `{content}` is replaced by the content host (FAQs, AGB und Impressum).
 */
export const DEFAULT_ROUTE_MAP: RouteMap = {
  dashboard: "/p/dashboard",
  "jobAds.overview": "/p/jobs",
  "jobAds.metrics": "/p/jobs/metrics",
  "jobAds.create": "/p/jobs/create",
  "profile.invoices": "/p/account/invoices",
  "profile.company": "/p/account/company",
  "profile.settings": "/p/account/settings",
  "profile.companySwitch": "/p/account/company-switch",
  credits: "/p/credits",
  faqs: "{content}/hr/faqs",
  agb: "{content}/agb",
  "employerBranding.employerPage": "/p/employer-branding/page",
  "employerBranding.employerPagePlus": "/p/employer-branding/page-plus",
  "employerBranding.metrics": "/p/employer-branding/metrics",
  "employerBranding.employerBrandingBasic": "/p/employer-branding/dashboard",
  "employerBranding.employerBrandingPlus": "/p/employer-branding/plus",
  "recruitingServices.oneClickApplication": "/p/applications/smart-bewerben",
};

export function buildRouteMap(contentHostUrl: string, overrides: Partial<Record<RouteKey, string>>): RouteMap {
  const map = { ...DEFAULT_ROUTE_MAP, ...overrides };
  for (const key of Object.keys(map) as RouteKey[]) {
    map[key] = map[key].replace("{content}", contentHostUrl);
  }
  return map;
}
