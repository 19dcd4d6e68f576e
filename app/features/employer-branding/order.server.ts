import type { CustomerAbility } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { writeAudit } from "~/features/audit/audit-log.server";
import { activeProduct, productsOfFamily } from "~/features/billing/catalogue.server";
import { familyTermsOf, nextTerm, orderTerm, type TermOrder } from "~/features/billing/terms.server";
import { addContractAbilities } from "~/features/companies/companies.server";
import { DomainError } from "~/lib/domain-error";
import { viennaDay } from "~/lib/format";

/**
 * Ordering the Arbeitgeberprofil in the portal (`/p/employer-branding/bestellen`, issue 35 §3),
 * the way the talent-search licence is ordered: billing's term order (one invoice, the term) and,
 * in the same transaction, the contract abilities the product gives and the audit entry
 * `employer-branding.order` (decision 073). Both products include the Unternehmensseite Plus.
 */

export const BRANDING_FAMILY = "arbeitgebermarke" as const;

export const BRANDING_PRODUCTS = {
  "employer-branding-basic": { abilities: ["employerBrandingBasic", "businessPagePlus"] },
  "employer-branding-plus": { abilities: ["employerBrandingPlus", "businessPagePlus"] },
} as const satisfies Record<string, { abilities: readonly CustomerAbility[] }>;
export type BrandingProductSlug = keyof typeof BRANDING_PRODUCTS;
export const BRANDING_SLUGS = Object.keys(BRANDING_PRODUCTS) as BrandingProductSlug[];

export interface BrandingOffer {
  slug: BrandingProductSlug;
  productId: number;
  name: string;
  shortDescription: string;
  features: string[];
  runDays: number;
  priceCents: number;
  /** Whether the company's contract already has the product. */
  owned: boolean;
}

export interface BrandingOrderPage {
  offers: BrandingOffer[];
  /** The family's term running today, if any. */
  current: { productName: string; startsOn: string; endsOn: string } | null;
  /** What the next order covers (terms of the family follow each other). */
  next: Record<BrandingProductSlug, { startsOn: string; endsOn: string }>;
}

export async function brandingOrderPage(
  db: Executor,
  companyId: number,
  abilities: readonly string[],
  now: Date,
): Promise<BrandingOrderPage> {
  const today = viennaDay(now);
  // The family's products and the company's terms of it, one read each, side by side.
  const [products, { running, lastEndsOn }] = await Promise.all([
    productsOfFamily(db, BRANDING_FAMILY),
    familyTermsOf(db, companyId, BRANDING_FAMILY, today),
  ]);
  const offers: BrandingOffer[] = [];
  const next = {} as BrandingOrderPage["next"];
  for (const slug of BRANDING_SLUGS) {
    const product = products.find((row) => row.slug === slug);
    if (!product || product.runDays === null) continue;
    offers.push({
      slug,
      productId: product.id,
      name: product.name,
      shortDescription: product.shortDescription,
      features: product.features,
      runDays: product.runDays,
      priceCents: product.priceCents,
      owned: abilities.includes(BRANDING_PRODUCTS[slug].abilities[0]),
    });
    next[slug] = nextTerm(today, lastEndsOn, product.runDays);
  }
  return {
    offers,
    next,
    current: running ? { productName: running.productName, startsOn: running.startsOn, endsOn: running.endsOn } : null,
  };
}

/**
 * Orders a term of Employer Branding Basic or Plus for the company: the invoice and the term
 * (billing), the product's abilities and the audit entry, all or nothing. `expectedStartsOn` is
 * the start the company saw; if another order came first, nothing is bought (409).
 */
export async function orderBranding(
  db: Database,
  input: { companyId: number; slug: BrandingProductSlug; orderedBy: string; expectedStartsOn: string; now: Date },
  audit: { actor: AuthUser; requestId: string },
): Promise<TermOrder> {
  const product = await activeProduct(db, BRANDING_FAMILY, input.slug);
  if (!product) throw new DomainError("Dieses Produkt kann derzeit nicht bestellt werden.", 409);
  return orderTerm(
    db,
    {
      companyId: input.companyId,
      productId: product.id,
      family: BRANDING_FAMILY,
      orderedBy: input.orderedBy,
      expectedStartsOn: input.expectedStartsOn,
      now: input.now,
    },
    viennaDay(input.now),
    async (tx, order) => {
      await addContractAbilities(tx, input.companyId, BRANDING_PRODUCTS[input.slug].abilities);
      await writeAudit(tx, audit.actor, {
        action: "employer-branding.order",
        entityType: "company",
        entityId: String(input.companyId),
        before: null,
        after: { ...order, slug: input.slug, abilities: BRANDING_PRODUCTS[input.slug].abilities },
        requestId: audit.requestId,
      });
    },
  );
}
