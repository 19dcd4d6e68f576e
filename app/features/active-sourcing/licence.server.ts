import type { Database, Executor } from "@db/client";
import { viennaDay } from "~/lib/format";
import { productsOfFamily } from "~/features/billing/catalogue.server";
import {
  familyTermsOf,
  nextTerm,
  orderTerm,
  runningTermOf,
  type TermOrder,
  type TermRow,
} from "~/features/billing/terms.server";
import { writeAudit } from "~/features/audit/audit-log.server";
import type { AuthUser } from "@auth/user";

/**
 * The talent-search licence (docs/active-sourcing.md, "Licence"): a term of a Talentsuche product
 * the company bought. The customer abilities of the spec have none for active sourcing, so the
 * licence decides: without one, the search shows counts and locked cards; with one, profiles
 * open and contact requests go out, within the product's monthly quota.
 */

export interface TalentLicence {
  productName: string;
  startsOn: string;
  endsOn: string;
  /** Contact requests per calendar month (Vienna). */
  contactQuota: number;
  includesMatching: boolean;
}

/** The licence running today, the latest-ending one if terms overlap. */
export async function activeLicence(db: Executor, companyId: number, now: Date): Promise<TalentLicence | null> {
  return runningTermOf(db, companyId, LICENCE_FAMILY, viennaDay(now));
}

export const LICENCE_FAMILY = "talentsuche" as const;

export interface LicenceProduct {
  id: number;
  name: string;
  shortDescription: string;
  features: string[];
  runDays: number;
  priceCents: number;
  contactQuota: number;
  includesMatching: boolean;
}

export interface LicenceOverview {
  current: TalentLicence | null;
  products: LicenceProduct[];
  terms: TermRow[];
  /** What a new order would cover, per product (terms of the family follow each other). */
  next: Record<number, { startsOn: string; endsOn: string }>;
}

/**
 * The Talentsuche products on sale, the company's licence and terms, and what an order would cover:
 * two reads at once, the company's terms of the family in one (the running one, the billed ones and
 * the last end, which every product's next term starts from).
 */
export async function licenceOverview(db: Executor, companyId: number, now: Date): Promise<LicenceOverview> {
  const today = viennaDay(now);
  const [products, { running: current, terms, lastEndsOn }] = await Promise.all([
    productsOfFamily(db, LICENCE_FAMILY),
    familyTermsOf(db, companyId, LICENCE_FAMILY, today),
  ]);
  const catalogue = products
    .filter((row) => row.runDays !== null)
    .sort((a, b) => a.priceCents - b.priceCents)
    .map((row) => ({
      id: row.id,
      name: row.name,
      shortDescription: row.shortDescription,
      features: row.features,
      runDays: row.runDays!,
      priceCents: row.priceCents,
      contactQuota: row.contactQuota,
      includesMatching: row.includesMatching,
    }));
  const next: LicenceOverview["next"] = {};
  for (const product of catalogue) next[product.id] = nextTerm(today, lastEndsOn, product.runDays);
  return { current, products: catalogue, terms, next };
}

/**
 * A licence bought by the company itself or by staff for it: billing's term order with an invoice,
 * and the audit entry `talent-licence.order` in the same transaction.
 */
export async function orderLicence(
  db: Database,
  input: { companyId: number; productId: number; orderedBy: string; expectedStartsOn: string | null; now: Date },
  audit: { actor: AuthUser; requestId: string },
): Promise<TermOrder> {
  return orderTerm(db, { ...input, family: LICENCE_FAMILY }, viennaDay(input.now), (tx, order) =>
    writeAudit(tx, audit.actor, {
      action: "talent-licence.order",
      entityType: "company",
      entityId: String(input.companyId),
      before: null,
      after: { ...order, productId: input.productId },
      requestId: audit.requestId,
    }),
  );
}
