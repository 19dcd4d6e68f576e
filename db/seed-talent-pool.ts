import type { Executor } from "./client";
import { companyProductTerms, products } from "./schema";
import { and, eq } from "drizzle-orm";
import { issueInvoice } from "~/features/billing/invoices.server";
import { insertTalentProfiles } from "~/features/active-sourcing/talent-pool.server";
import { generateTalentProfiles } from "./seed-talents";
import { DAY_MS } from "~/lib/days";

const TALENT_SEED = 20261127;
const LICENCE_MONTHS = 12;

/**
 * The talent pool of the demo data and a licence for the demo customer's first company: a yearly
 * Talentsuche Premium contract sold by the sales team, billed on one invoice, so the demo keeps
 * its licence for a year after the first start.
 */
export async function seedTalentPool(
  tx: Executor,
  options: { count: number; now: Date; licensedCompanyId: number; orderedBy: string },
): Promise<void> {
  await insertTalentProfiles(tx, generateTalentProfiles({ count: options.count, seed: TALENT_SEED, now: options.now }));

  const [premium] = await tx
    .select()
    .from(products)
    .where(and(eq(products.family, "talentsuche"), eq(products.slug, "premium")));
  if (!premium) throw new Error("the catalogue has no Talentsuche Premium");
  const startsOn = new Date(options.now.getTime() - 14 * DAY_MS);
  const endsOn = new Date(startsOn);
  endsOn.setUTCMonth(endsOn.getUTCMonth() + LICENCE_MONTHS);
  const invoice = await issueInvoice(tx, {
    companyId: options.licensedCompanyId,
    orderedBy: options.orderedBy,
    now: startsOn,
    lines: [
      {
        description: `${premium.name} – Jahreslizenz`,
        quantity: LICENCE_MONTHS,
        unitNetCents: premium.priceCents,
        netCents: premium.priceCents * LICENCE_MONTHS,
      },
    ],
  });
  await tx.insert(companyProductTerms).values({
    companyId: options.licensedCompanyId,
    productId: premium.id,
    startsOn: startsOn.toISOString().slice(0, 10),
    endsOn: endsOn.toISOString().slice(0, 10),
    invoiceId: invoice.id,
    orderedBy: options.orderedBy,
  });
}
