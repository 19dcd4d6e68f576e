import type { ProductFamily } from "@db/schema/billing";

/** What a public product page shows; internal columns (id, active, sort order) stay on the server. */
export interface Product {
  slug: string;
  family: ProductFamily;
  name: string;
  shortDescription: string;
  longDescription: string;
  /** German bullet points in catalogue order. */
  features: string[];
  runDays: number | null;
  includedPushes: number;
  topPlacementDays: number;
  /** Credits (Guthaben) one booking uses; null when the product is not paid with credits. */
  priceCredits: number | null;
  /** Net price in euro cents. */
  priceCents: number;
}

export interface ProductFamilyInfo {
  title: string;
  path: string;
  /** Only job ads and the talent search have detail pages (SPEC §2). */
  hasDetailPages: boolean;
  /**
   * How a customer gets it: a portal page (sign-in first), or, for products a company cannot book
   * online, an order request by e-mail to the support address. These pages are also the offer
   * pages the portal sends companies to that have not bought the product (decision 020).
   */
  booking: { kind: "portal"; href: string; label: string } | { kind: "request"; subject: string; label: string };
}

export const PRODUCT_FAMILY_INFO: Record<ProductFamily, ProductFamilyInfo> = {
  stelleninserate: {
    title: "Stelleninserate",
    path: "/produkte/stelleninserate",
    hasDetailPages: true,
    booking: { kind: "portal", href: "/p/jobs/create", label: "Inserat schalten" },
  },
  talentsuche: {
    title: "Talentsuche",
    path: "/produkte/talentsuche",
    hasDetailPages: true,
    booking: { kind: "request", subject: "Angebot Talentsuche", label: "Angebot für die Talentsuche anfordern" },
  },
  arbeitgebermarke: {
    title: "Arbeitgeberprofil",
    path: "/produkte/arbeitgebermarke",
    hasDetailPages: false,
    booking: {
      kind: "request",
      subject: "Angebot Arbeitgeberprofil",
      label: "Angebot für Ihr Arbeitgeberprofil anfordern",
    },
  },
};
