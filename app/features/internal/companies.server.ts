import type { Executor } from "@db/client";
import type { DistributionChannel } from "@auth/user";
import { creditBalance, creditBalancesOf, creditLotsOf } from "~/features/billing/credits.server";
import { companyWithSalesPersonOf, contactUsersOf, findCompanies } from "~/features/companies/companies.server";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import { adCountsByStatus } from "~/features/job-ads/reads.server";

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
  const { rows, total } = await findCompanies(db, {
    ...(search.q !== undefined ? { q: search.q } : {}),
    ...(search.channel !== undefined ? { channel: search.channel } : {}),
    page,
    pageSize,
  });
  const ids = rows.map((row) => row.id);
  const [counts, balances] =
    ids.length === 0
      ? [new Map<number, Partial<Record<JobAdStatus, number>>>(), new Map<number, number>()]
      : await Promise.all([adCountsByStatus(db, ids), creditBalancesOf(db, ids, now)]);
  return {
    rows: rows.map((row) => ({
      ...row,
      creditBalance: balances.get(row.id) ?? 0,
      adsByStatus: counts.get(row.id) ?? {},
    })),
    total,
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
  const row = await companyWithSalesPersonOf(db, id);
  if (!row) return null;
  const { company, salesPerson: sales } = row;
  const [lots, users, balance] = await Promise.all([
    creditLotsOf(db, id, now, { usedUp: true }),
    contactUsersOf(db, id),
    creditBalance(db, id, now),
  ]);
  return {
    id: company.id,
    fullName: company.fullName,
    address: { street: company.street, postcode: company.postcode, city: company.city, state: company.state },
    uidNumber: company.uidNumber,
    channel: company.channel,
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
