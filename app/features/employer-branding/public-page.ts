import { htmlToText } from "~/lib/rich-text";
import type { COMPANY_SIZES } from "./vocabulary";
import { safeWebsite, type EmployerPageContent } from "./vocabulary";

/** schema.org's numberOfEmployees for a headcount range. */
const EMPLOYEES: Record<keyof typeof COMPANY_SIZES, { minValue: number; maxValue?: number }> = {
  "1-9": { minValue: 1, maxValue: 9 },
  "10-49": { minValue: 10, maxValue: 49 },
  "50-249": { minValue: 50, maxValue: 249 },
  "250-999": { minValue: 250, maxValue: 999 },
  "1000+": { minValue: 1000 },
};

/** The page's description for search results and link previews: the claim, else "Über uns". */
export function employerPageDescription(companyName: string, content: EmployerPageContent): string {
  const text = content.claim || htmlToText(content.about);
  const description = text ? `${companyName}: ${text}` : `Arbeitgeberprofil und offene Stellen von ${companyName}.`;
  return description.length > 160 ? `${description.slice(0, 157).trimEnd()} …` : description;
}

/** `Organization` structured data of the employer page (schema.org). */
export function organizationJsonLd({
  companyName,
  url,
  content,
  logoUrl,
}: {
  companyName: string;
  url: string;
  content: EmployerPageContent;
  logoUrl: string | null;
}): Record<string, unknown> {
  const website = safeWebsite(content.website);
  const about = htmlToText(content.about);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: companyName,
    url,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(about ? { description: about } : {}),
    ...(content.industry ? { knowsAbout: content.industry } : {}),
    ...(content.foundedYear ? { foundingDate: String(content.foundedYear) } : {}),
    ...(content.size ? { numberOfEmployees: { "@type": "QuantitativeValue", ...EMPLOYEES[content.size] } } : {}),
    ...(content.locations.length > 0
      ? {
          location: content.locations.map((location) => ({
            "@type": "Place",
            address: { "@type": "PostalAddress", streetAddress: location, addressCountry: "AT" },
          })),
        }
      : {}),
    ...(website ? { sameAs: [website] } : {}),
  };
}
