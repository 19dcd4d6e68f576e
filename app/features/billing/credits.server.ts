import { and, asc, count, desc, eq, gt, inArray, lte, sql, sum } from "drizzle-orm";
import type { Executor } from "@db/client";
import { creditLedger, creditLots, invoices, type CreditEntryKind } from "@db/schema/billing";
import { DomainError } from "~/lib/domain-error";
import { DAY_MS } from "~/lib/days";

/**
 * The credit ledger (Guthaben). Credits arrive in lots that expire; using credits takes from the
 * lot that expires first (FIFO by expiry). Every change of a lot's `remaining` has exactly one
 * ledger row, so for every lot: sum(ledger.amount) = remaining, and the balance is the sum of the
 * remaining credits of lots that have not expired.
 */

/** Credits bought today can be used for a year. */
export const CREDIT_VALIDITY_DAYS = 365;

export class InsufficientCreditsError extends DomainError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(
      `Ihr Guthaben reicht nicht aus: Sie benötigen ${needed} ${needed === 1 ? "Credit" : "Credits"}, verfügbar ${available === 1 ? "ist" : "sind"} ${available}.`,
    );
  }
}

interface LedgerContext {
  companyId: number;
  jobAdId?: number | null;
  description: string;
  actorName: string;
  now: Date;
}

async function entry(tx: Executor, lotId: number, kind: CreditEntryKind, amount: number, ctx: LedgerContext) {
  await tx.insert(creditLedger).values({
    companyId: ctx.companyId,
    lotId,
    kind,
    amount,
    at: ctx.now,
    jobAdId: ctx.jobAdId ?? null,
    description: ctx.description,
    actorName: ctx.actorName,
  });
}

export async function creditBalance(db: Executor, companyId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sum(creditLots.remaining) })
    .from(creditLots)
    .where(and(eq(creditLots.companyId, companyId), gt(creditLots.expiresAt, now)));
  return Number(row?.total ?? 0);
}

/** The balances of several companies, by company id (a company without credits is missing). */
export async function creditBalancesOf(
  db: Executor,
  companyIds: number[],
  now = new Date(),
): Promise<Map<number, number>> {
  const rows = await db
    .select({ companyId: creditLots.companyId, total: sql<number>`sum(${creditLots.remaining})::int` })
    .from(creditLots)
    .where(and(inArray(creditLots.companyId, companyIds), gt(creditLots.expiresAt, now)))
    .groupBy(creditLots.companyId);
  return new Map(rows.map((row) => [row.companyId, row.total]));
}

/** A lot of credits as the company's credits page and the staff's company page list it. */
export interface CreditLotListing {
  id: number;
  amount: number;
  remaining: number;
  acquiredAt: Date;
  expiresAt: Date;
  description: string;
  /** The invoice that paid for the lot; null for a goodwill grant. */
  invoiceNumber: string | null;
}

/**
 * A company's lots that have not expired, the one expiring first first: those with credits left,
 * or with `usedUp` also the spent ones (staff see every lot that still runs).
 */
export async function creditLotsOf(
  db: Executor,
  companyId: number,
  now: Date,
  { usedUp = false }: { usedUp?: boolean } = {},
): Promise<CreditLotListing[]> {
  return db
    .select({
      id: creditLots.id,
      amount: creditLots.amount,
      remaining: creditLots.remaining,
      acquiredAt: creditLots.acquiredAt,
      expiresAt: creditLots.expiresAt,
      description: creditLots.description,
      invoiceNumber: invoices.number,
    })
    .from(creditLots)
    .leftJoin(invoices, eq(invoices.id, creditLots.invoiceId))
    .where(
      and(
        eq(creditLots.companyId, companyId),
        gt(creditLots.expiresAt, now),
        usedUp ? undefined : gt(creditLots.remaining, 0),
      ),
    )
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id));
}

/**
 * The company's unexpired lots (used-up ones included) and its balance, in one read: the balance is
 * the sum of what these lots have left, as `creditBalance` reads it.
 */
export async function creditLotsWithBalance(
  db: Executor,
  companyId: number,
  now: Date,
): Promise<{ lots: CreditLotListing[]; balance: number }> {
  const lots = await creditLotsOf(db, companyId, now, { usedUp: true });
  return { lots, balance: lots.reduce((total, lot) => total + lot.remaining, 0) };
}

/** A row of a company's ledger, with the invoice that paid for the lot the credits came from or went to. */
export interface LedgerEntry {
  id: number;
  at: Date;
  kind: CreditEntryKind;
  description: string;
  amount: number;
  jobAdId: number | null;
  invoice: { id: number; number: string } | null;
}

const NEWEST_FIRST = [desc(creditLedger.at), desc(creditLedger.id)];

/** How many rows the company's ledger has and their sum (the balance, expired lots included). */
export async function ledgerTotals(db: Executor, companyId: number): Promise<{ rows: number; sum: number }> {
  const [totals] = await db
    .select({ rows: count(), sum: sum(creditLedger.amount) })
    .from(creditLedger)
    .where(eq(creditLedger.companyId, companyId));
  return { rows: totals?.rows ?? 0, sum: Number(totals?.sum ?? 0) };
}

/** `limit` rows of the company's ledger, newest first, after the `offset` newest. */
export async function ledgerEntries(
  db: Executor,
  companyId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ entries: LedgerEntry[]; newerSum: number }> {
  const ofCompany = eq(creditLedger.companyId, companyId);
  // Rows on earlier pages are newer: the page's newest row ends where they begin.
  const newer = db
    .select({ amount: creditLedger.amount })
    .from(creditLedger)
    .where(ofCompany)
    .orderBy(...NEWEST_FIRST)
    .limit(offset)
    .as("newer");
  const [newerTotal] = await db.select({ sum: sum(newer.amount) }).from(newer);
  const rows = await db
    .select({
      id: creditLedger.id,
      at: creditLedger.at,
      kind: creditLedger.kind,
      description: creditLedger.description,
      amount: creditLedger.amount,
      jobAdId: creditLedger.jobAdId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(creditLedger)
    .innerJoin(creditLots, eq(creditLots.id, creditLedger.lotId))
    .leftJoin(invoices, eq(invoices.id, creditLots.invoiceId))
    .where(ofCompany)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  return {
    entries: rows.map(({ invoiceId, invoiceNumber, ...row }) => ({
      ...row,
      invoice: invoiceId !== null && invoiceNumber !== null ? { id: invoiceId, number: invoiceNumber } : null,
    })),
    newerSum: Number(newerTotal?.sum ?? 0),
  };
}

/** Adds a lot of credits (a purchase or a goodwill grant) with its ledger row. */
export async function addCredits(
  tx: Executor,
  amount: number,
  ctx: LedgerContext & { invoiceId?: number | null; expiresAt?: Date },
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error("credit amount must be a positive integer");
  const expiresAt = ctx.expiresAt ?? new Date(ctx.now.getTime() + CREDIT_VALIDITY_DAYS * DAY_MS);
  const [lot] = await tx
    .insert(creditLots)
    .values({
      companyId: ctx.companyId,
      amount,
      remaining: amount,
      acquiredAt: ctx.now,
      expiresAt,
      invoiceId: ctx.invoiceId ?? null,
      description: ctx.description,
    })
    .returning({ id: creditLots.id });
  await entry(tx, lot!.id, "purchase", amount, ctx);
  return lot!.id;
}

/**
 * Takes `amount` credits from the lots that expire first. Must run inside a transaction: the
 * lots are locked so that two bookings cannot spend the same credit.
 */
export async function spendCredits(tx: Executor, amount: number, ctx: LedgerContext): Promise<void> {
  if (amount === 0) return;
  const lots = await tx
    .select({ id: creditLots.id, remaining: creditLots.remaining })
    .from(creditLots)
    .where(and(eq(creditLots.companyId, ctx.companyId), gt(creditLots.expiresAt, ctx.now), gt(creditLots.remaining, 0)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id))
    .for("update");
  const available = lots.reduce((total, lot) => total + lot.remaining, 0);
  if (available < amount) throw new InsufficientCreditsError(amount, available);
  let open = amount;
  for (const lot of lots) {
    if (open === 0) break;
    const take = Math.min(open, lot.remaining);
    await tx
      .update(creditLots)
      .set({ remaining: sql`${creditLots.remaining} - ${take}` })
      .where(eq(creditLots.id, lot.id));
    await entry(tx, lot.id, "use", -take, ctx);
    open -= take;
  }
}

/**
 * Gives back up to `amount` credits an ad used, to the lots they came from (latest use first).
 * A lot that has expired meanwhile gets them back too; the expiry sweep then books them out.
 */
export async function refundCredits(tx: Executor, amount: number, ctx: LedgerContext & { jobAdId: number }) {
  if (amount === 0) return;
  const uses = await tx
    .select({ lotId: creditLedger.lotId, amount: creditLedger.amount, kind: creditLedger.kind })
    .from(creditLedger)
    .where(and(eq(creditLedger.jobAdId, ctx.jobAdId), eq(creditLedger.companyId, ctx.companyId)))
    .orderBy(desc(creditLedger.id));
  // Net credits still used per lot by this ad (uses are negative, refunds positive).
  const net = new Map<number, number>();
  for (const row of uses) {
    if (row.kind === "use" || row.kind === "refund") net.set(row.lotId, (net.get(row.lotId) ?? 0) - row.amount);
  }
  let open = amount;
  for (const [lotId, used] of net) {
    if (open === 0) break;
    const give = Math.min(open, used);
    if (give <= 0) continue;
    await tx
      .update(creditLots)
      .set({ remaining: sql`${creditLots.remaining} + ${give}` })
      .where(eq(creditLots.id, lotId));
    await entry(tx, lotId, "refund", give, ctx);
    open -= give;
  }
}

/** Books out what is left of expired lots; returns how many credits expired. */
export async function expireCreditLots(tx: Executor, now: Date): Promise<number> {
  const lots = await tx
    .select({ id: creditLots.id, companyId: creditLots.companyId, remaining: creditLots.remaining })
    .from(creditLots)
    .where(and(lte(creditLots.expiresAt, now), gt(creditLots.remaining, 0)))
    .for("update");
  let total = 0;
  for (const lot of lots) {
    await tx.update(creditLots).set({ remaining: 0 }).where(eq(creditLots.id, lot.id));
    await entry(tx, lot.id, "expiry", -lot.remaining, {
      companyId: lot.companyId,
      description: "Guthaben abgelaufen",
      actorName: "System",
      now,
    });
    total += lot.remaining;
  }
  return total;
}
