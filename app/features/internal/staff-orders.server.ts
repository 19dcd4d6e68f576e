import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { companySummaryOf, lockCompany } from "~/features/companies/companies.server";
import { writeAudit } from "~/features/audit/audit-log.server";
import { creditBalance } from "~/features/billing/credits.server";
import { orderProduct } from "~/features/billing/orders.server";
import { jobAdProducts, type ProductRow } from "~/features/billing/catalogue.server";
import { DomainError } from "~/lib/domain-error";
import type { StaffOrderInput } from "./components/order-schema";

/**
 * Staff order job-ad products for a company (issue 5, `orderJobAd`): one product's credits, or a
 * contingent of up to 100 of them. The invoice, the credit lot with its ledger row and the audit
 * entry are written in one transaction.
 */

export const COMPANY_NOT_FOUND_MESSAGE = "Das Unternehmen wurde nicht gefunden.";
export const PRODUCT_NOT_ORDERABLE_MESSAGE = "Dieses Produkt kann nicht bestellt werden.";

export class StaffOrderError extends DomainError {
  constructor(
    message: string,
    override readonly status: 400 | 404,
    /** The input field the refusal is about, for forms and the API's `fields`. */
    readonly field?: "productId",
  ) {
    super(message, status);
  }
}

export interface OrderableProduct {
  id: number;
  name: string;
  runDays: number | null;
  credits: number;
  priceCents: number;
}

export interface OrderCompany {
  id: number;
  fullName: string;
  creditBalance: number;
}

function orderable(product: ProductRow): OrderableProduct | null {
  if (product.priceCredits === null || product.priceCredits <= 0) return null;
  return {
    id: product.id,
    name: product.name,
    runDays: product.runDays,
    credits: product.priceCredits,
    priceCents: product.priceCents,
  };
}

/** The job-ad products of the catalogue that can be bought with credits, in catalogue order. */
export async function orderableProducts(db: Executor): Promise<OrderableProduct[]> {
  return (await jobAdProducts(db)).map(orderable).filter((product) => product !== null);
}

async function findProduct(db: Executor, productId: number): Promise<OrderableProduct> {
  const product = (await orderableProducts(db)).find((candidate) => candidate.id === productId);
  if (!product) throw new StaffOrderError(PRODUCT_NOT_ORDERABLE_MESSAGE, 400, "productId");
  return product;
}

/** The company as the order page shows it, or null when there is none with this id. */
export async function orderCompany(db: Executor, companyId: number, now = new Date()): Promise<OrderCompany | null> {
  const company = await companySummaryOf(db, companyId);
  if (!company) return null;
  return { id: company.id, fullName: company.fullName, creditBalance: await creditBalance(db, companyId, now) };
}

export interface StaffOrderResult {
  invoiceId: number;
  invoiceNumber: string;
  creditsAdded: number;
  creditBalance: number;
}

function staffName(user: AuthUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * Places the order: invoice, credit lot and ledger row (orderProduct) and the audit entry
 * "company.order" with the balance before and after, all or nothing.
 */
export async function placeStaffOrder(
  db: Database,
  user: AuthUser,
  companyId: number,
  input: StaffOrderInput,
  options: { requestId?: string; now?: Date } = {},
): Promise<StaffOrderResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // The row lock serialises orders for one company, so "before" and "after" belong to this order.
    if (!(await lockCompany(tx, companyId))) throw new StaffOrderError(COMPANY_NOT_FOUND_MESSAGE, 404);
    const product = await findProduct(tx, input.productId);
    const before = await creditBalance(tx, companyId, now);
    const order = await orderProduct(tx, {
      companyId,
      productId: product.id,
      quantity: input.quantity,
      orderedBy: staffName(user),
      now,
    });
    const after = await creditBalance(tx, companyId, now);
    await writeAudit(tx, user, {
      action: "company.order",
      entityType: "company",
      entityId: String(companyId),
      before: { creditBalance: before },
      after: {
        creditBalance: after,
        invoiceId: order.invoiceId,
        invoiceNumber: order.invoiceNumber,
        productId: product.id,
        quantity: input.quantity,
        creditsAdded: order.credits,
        note: input.note ?? null,
      },
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return {
      invoiceId: order.invoiceId,
      invoiceNumber: order.invoiceNumber,
      creditsAdded: order.credits,
      creditBalance: after,
    };
  });
}
