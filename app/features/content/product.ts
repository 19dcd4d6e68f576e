import type { ProductFamily } from "@db/schema";

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
  /** Where a customer books it; sign-in pages, so anonymous visitors pass the login first. */
  booking: { href: string; label: string };
}

export const PRODUCT_FAMILY_INFO: Record<ProductFamily, ProductFamilyInfo> = {
  stelleninserate: {
    title: "Stelleninserate",
    path: "/produkte/stelleninserate",
    hasDetailPages: true,
    booking: { href: "/p/jobs/create", label: "Inserat schalten" },
  },
  talentsuche: {
    title: "Talentsuche",
    path: "/produkte/talentsuche",
    hasDetailPages: true,
    booking: { href: "/p/active-sourcing/search", label: "Zur Talentsuche" },
  },
  arbeitgebermarke: {
    title: "Arbeitgebermarke",
    path: "/produkte/arbeitgebermarke",
    hasDetailPages: false,
    booking: { href: "/p/employer-branding/dashboard", label: "Arbeitgeberprofil einrichten" },
  },
};
