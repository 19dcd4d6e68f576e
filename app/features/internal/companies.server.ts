import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { companies, companyMemberships, companyUsers, staffUsers } from "@db/schema/companies-and-users";
import { jobAds } from "@db/schema/job-ads";
import type { DistributionChannel } from "@auth/user";
import { creditBalance, creditBalancesOf, creditLotsOf } from "~/features/billing/credits.server";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import { germanOrder } from "~/lib/collation";

export interface CompanySearch {
  /** Part of the name or city, or a company id. */
  q?: string;
  channel?: DistributionChannel;
  page?: number;
  pageSize?: number;
  now?: Date;
}

export interface CompanyListRow {
  id: number;
  fullName: string;
  city: string;
  channel: DistributionChannel;
  creditBalance: number;
  adsByStatus: Partial<Record<JobAdStatus, number>>;
}

/** `%` and `_` in a search word are literal, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The internal companies list: search by name, city or id, filter by distribution channel,
 * sorted by name, with each company's credit balance and ad count per state.
 */
export async function searchCompanies(
  db: Executor,
  search: CompanySearch,
): Promise<{ rows: CompanyListRow[]; total: number }> {
  const pageSize = Math.min(Math.max(search.pageSize ?? 20, 1), 100);
  const page = Math.max(search.page ?? 1, 1);
  const now = search.now ?? new Date();
  const where: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const matches = [ilike(companies.fullName, pattern), ilike(companies.city, pattern)];
    const id = parseRowId(q);
    if (id !== null) matches.push(eq(companies.id, id));
    where.push(or(...matches)!);
  }
  if (search.channel) where.push(eq(companies.distributionChannel, search.channel));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        fullName: companies.fullName,
        city: companies.city,
        channel: companies.distributionChannel,
      })
      .from(companies)
      .where(condition)
      .orderBy(asc(germanOrder(companies.fullName)), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(condition),
  ]);
  const ids = rows.map((row) => row.id);
  const [counts, balances] =
    ids.length === 0
      ? [[], new Map<number, number>()]
      : await Promise.all([
          db
            .select({ companyId: jobAds.companyId, status: jobAds.status, n: sql<number>`count(*)::int` })
            .from(jobAds)
            .where(inArray(jobAds.companyId, ids))
            .groupBy(jobAds.companyId, jobAds.status),
          creditBalancesOf(db, ids, now),
        ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      channel: row.channel,
      creditBalance: balances.get(row.id) ?? 0,
      adsByStatus: Object.fromEntries(
        counts.filter((count) => count.companyId === row.id).map((count) => [count.status, count.n]),
      ),
    })),
    total: counted?.n ?? 0,
  };
}

export interface CompanyDetail {
  id: number;
  fullName: string;
  address: { street: string; postcode: string; city: string; state: string };
  uidNumber: string | null;
  channel: DistributionChannel;
  salesPerson: { id: number; name: string; email: string; phone: string; position: string } | null;
  creditBalance: number;
  creditLots: Array<{
    id: number;
    amount: number;
    remaining: number;
    acquiredAt: Date;
    expiresAt: Date;
    description: string;
  }>;
  contactUsers: Array<{ id: number; firstName: string; lastName: string; email: string }>;
}

/** A company as staff see it: address, UID, sales person, credits with their lots, users. */
export async function companyDetail(db: Executor, id: number, now = new Date()): Promise<CompanyDetail | null> {
  const [row] = await db
    .select({ company: companies, sales: staffUsers })
    .from(companies)
    .leftJoin(staffUsers, eq(staffUsers.id, companies.assignedSalesUserId))
    .where(eq(companies.id, id));
  if (!row) return null;
  const { company, sales } = row;
  const [lots, users, balance] = await Promise.all([
    creditLotsOf(db, id, now, { usedUp: true }),
    // Members and users whose default company it is (the demo seeds both ways).
    db
      .select({
        id: companyUsers.id,
        firstName: companyUsers.firstName,
        lastName: companyUsers.lastName,
        email: companyUsers.email,
      })
      .from(companyUsers)
      .where(
        or(
          eq(companyUsers.defaultCompanyId, id),
          inArray(
            companyUsers.id,
            db
              .select({ userId: companyMemberships.userId })
              .from(companyMemberships)
              .where(eq(companyMemberships.companyId, id)),
          ),
        ),
      )
      .orderBy(asc(companyUsers.id)),
    creditBalance(db, id, now),
  ]);
  return {
    id: company.id,
    fullName: company.fullName,
    address: { street: company.street, postcode: company.postcode, city: company.city, state: company.state },
    uidNumber: company.uidNumber,
    channel: company.distributionChannel,
    salesPerson: sales
      ? {
          id: sales.id,
          name: `${sales.firstName} ${sales.lastName}`.trim(),
          email: sales.email,
          phone: sales.phone,
          position: sales.position,
        }
      : null,
    creditBalance: balance,
    creditLots: lots.map(({ invoiceNumber: _invoiceNumber, ...lot }) => lot),
    contactUsers: users,
  };
}
