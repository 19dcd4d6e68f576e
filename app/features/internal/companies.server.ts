import type { Executor } from "@db/client";
import type { DistributionChannel } from "@auth/user";
import { creditBalancesOf, creditLotsWithBalance } from "~/features/billing/credits.server";
import {
  companyWithSalesPersonOf,
  contactUsersOf,
  findCompanies,
  type CompanySummary,
} from "~/features/companies/companies.server";
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

/** The company's row as staff pages read it first: its master data, sales person and summary. */
export type StaffCompanyRow = NonNullable<Awaited<ReturnType<typeof companyWithSalesPersonOf>>>;

/**
 * The company's row, read once per page: null when there is no such company (the page is then not
 * found and asks nothing else); `summaryOf` gives what other features' reads take instead of
 * reading the company again.
 */
export function staffCompanyRow(db: Executor, id: number): Promise<StaffCompanyRow | null> {
  return companyWithSalesPersonOf(db, id);
}

/** The company as lists and headings name it, from its row. */
export function summaryOf({ company }: StaffCompanyRow): CompanySummary {
  return {
    id: company.id,
    fullName: company.fullName,
    city: company.city,
    channel: company.channel,
    abilities: company.abilities,
  };
}

/** A company as staff see it: address, UID, sales person, credits with their lots, users. */
export async function companyDetail(db: Executor, id: number, now = new Date()): Promise<CompanyDetail | null> {
  const row = await staffCompanyRow(db, id);
  return row ? companyDetailOf(db, row, now) : null;
}

/** The company of a row already read, with its credits (lots and balance in one read) and users. */
export async function companyDetailOf(db: Executor, row: StaffCompanyRow, now: Date): Promise<CompanyDetail> {
  const { company, salesPerson: sales } = row;
  const [{ lots, balance }, users] = await Promise.all([
    creditLotsWithBalance(db, company.id, now),
    contactUsersOf(db, company.id),
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
