/** Where a visit came from, by the Referer's host only (the address itself is never stored). */
export const REFERRER_CATEGORIES = {
  direkt: "Direkt (ohne Verweis)",
  suchmaschine: "Suchmaschinen",
  "soziale-netzwerke": "Soziale Netzwerke",
  portal: "Arbeitgeberportal (z. B. Ihre Inserate)",
  andere: "Andere Websites",
} as const;
export type ReferrerCategory = keyof typeof REFERRER_CATEGORIES;

const SEARCH_ENGINES =
  /(^|\.)(google\.(?:com?\.)?[a-z]{2,3}|bing\.com|duckduckgo\.com|ecosia\.org|search\.yahoo\.com|yandex\.[a-z]{2,3}|qwant\.com|startpage\.com)$/;
const SOCIAL_NETWORKS =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|linkedin\.com|lnkd\.in|xing\.com|twitter\.com|x\.com|t\.co|tiktok\.com|youtube\.com|reddit\.com|pinterest\.(?:com?\.)?[a-z]{2,3}|threads\.net|whatsapp\.com)$/;

/** The category of a visit's Referer header, seen from the portal at `ownHost`. */
export function referrerCategory(referer: string | null, ownHost: string): ReferrerCategory {
  if (!referer) return "direkt";
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return "andere";
  }
  if (host === ownHost.toLowerCase()) return "portal";
  if (SEARCH_ENGINES.test(host)) return "suchmaschine";
  if (SOCIAL_NETWORKS.test(host)) return "soziale-netzwerke";
  return "andere";
}
