import { asc, eq, inArray } from "drizzle-orm";
import type { AuthUser, DistributionChannel } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { companies, companyMemberships, companyUsers } from "@db/schema/companies-and-users";
import { writeAudit } from "~/features/audit/audit-log.server";
import { germanOrder } from "~/lib/collation";

/**
 * The face of the companies and their users (decision 062): every other feature reads a company,
 * its colleagues and a user's companies here, and the account changes the company's data here.
 */

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

/**
 * Locks the company's row until the caller's transaction ends, so that orders for one company
 * happen one after another; false when there is no such company.
 */
export async function lockCompany(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for("update");
  return row !== undefined;
}

export interface CompanySummary {
  id: number;
  fullName: string;
  city: string;
  channel: DistributionChannel;
}

/** A company as lists and headings name it. */
export async function companySummaryOf(db: Executor, id: number): Promise<CompanySummary | null> {
  const [row] = await db
    .select({
      id: companies.id,
      fullName: companies.fullName,
      city: companies.city,
      channel: companies.distributionChannel,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/** The companies' full names by id; unknown ids are missing from the map. */
export async function companyNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, fullName: companies.fullName })
    .from(companies)
    .where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

export type CompanyDetails = {
  fullName: string;
  street: string;
  postcode: string;
  city: string;
  state: string;
  uidNumber: string | null;
};

const DETAIL_COLUMNS = {
  fullName: companies.fullName,
  street: companies.street,
  postcode: companies.postcode,
  city: companies.city,
  state: companies.state,
  uidNumber: companies.uidNumber,
};

export async function getCompanyDetails(db: Executor, companyId: number): Promise<CompanyDetails | null> {
  const [row] = await db.select(DETAIL_COLUMNS).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/**
 * Saves the company's master data with an audit entry (before and after) in one transaction.
 * Invoices keep the address they were issued with; only new invoices use the new data.
 */
export async function updateCompanyDetails(
  db: Database,
  actor: AuthUser,
  companyId: number,
  values: CompanyDetails,
  requestId: string,
): Promise<CompanyDetails> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(DETAIL_COLUMNS).from(companies).where(eq(companies.id, companyId)).for("update");
    if (!before) throw new Error(`company ${companyId} not found`);
    const [after] = await tx.update(companies).set(values).where(eq(companies.id, companyId)).returning(DETAIL_COLUMNS);
    await writeAudit(tx, actor, {
      action: "company.update",
      entityType: "company",
      entityId: String(companyId),
      before,
      after,
      requestId,
    });
    return after!;
  });
}

export interface RelatedCompany {
  id: number;
  fullName: string;
  city: string;
}

/** Every company the user may act for (memberships), the current one included. */
export async function relatedCompaniesOf(db: Executor, userId: number): Promise<RelatedCompany[]> {
  return db
    .select({ id: companies.id, fullName: companies.fullName, city: companies.city })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(germanOrder(companies.fullName)), asc(companies.id));
}

export interface Colleague {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** "Vorname Nachname". */
  name: string;
}

/** Everyone who acts for the company (its memberships), by last and first name. */
export async function colleaguesOf(db: Executor, companyId: number): Promise<Colleague[]> {
  const rows = await db
    .select({
      id: companyUsers.id,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      email: companyUsers.email,
    })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.userId))
    .where(eq(companyMemberships.companyId, companyId))
    .orderBy(asc(companyUsers.lastName), asc(companyUsers.firstName));
  return rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}` }));
}

/** The company users' names by id; unknown ids are missing from the map. */
export async function userNames(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { firstName: string; lastName: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: companyUsers.id, firstName: companyUsers.firstName, lastName: companyUsers.lastName })
    .from(companyUsers)
    .where(inArray(companyUsers.id, unique));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
