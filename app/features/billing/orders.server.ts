import { and, eq } from "drizzle-orm";
import { products } from "@db/schema/billing";
import type { Executor } from "@db/client";
import { invoiceLineDescription } from "~/lib/catalogue";
import { DomainError } from "~/lib/domain-error";
import { addCredits } from "./credits.server";
import { issueInvoice } from "./invoices.server";

export class ProductNotAvailableError extends DomainError {
  constructor() {
    super("Dieses Produkt kann nicht bestellt werden.", 400);
  }
}

/**
 * Buys `quantity` of a job-ad product for a company: one invoice, and the product's credits as a
 * new lot in the ledger. Used when a company has too few credits to publish, and by staff orders.
 */
export async function orderProduct(
  tx: Executor,
  input: { companyId: number; productId: number; quantity: number; orderedBy: string; now: Date },
): Promise<{ invoiceId: number; invoiceNumber: string; credits: number }> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.active, true)));
  if (!product || product.priceCredits === null || product.priceCredits <= 0) throw new ProductNotAvailableError();
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 100) {
    throw new Error("quantity must be an integer from 1 to 100");
  }
  const invoice = await issueInvoice(tx, {
    companyId: input.companyId,
    orderedBy: input.orderedBy,
    now: input.now,
    lines: [
      {
        description: invoiceLineDescription({ ...product, priceCredits: product.priceCredits }),
        quantity: input.quantity,
        unitNetCents: product.priceCents,
        netCents: product.priceCents * input.quantity,
      },
    ],
  });
  const credits = product.priceCredits * input.quantity;
  await addCredits(tx, credits, {
    companyId: input.companyId,
    invoiceId: invoice.id,
    description: `Kauf: ${input.quantity} × ${product.name} (Rechnung ${invoice.number})`,
    actorName: input.orderedBy,
    now: input.now,
  });
  return { invoiceId: invoice.id, invoiceNumber: invoice.number, credits };
}
