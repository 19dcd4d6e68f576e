import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AuthUser, DistributionChannel } from "@auth/user";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Executor } from "@db/client";
import { companies, companyMemberships, companyUsers, staffUsers } from "@db/schema/companies-and-users";
import { writeAudit } from "~/features/audit/audit-log.server";
import { germanOrder } from "~/lib/collation";
import { parseRowId } from "~/lib/row-id";

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
  /** The contract's abilities (customer abilities of SPEC §3). */
  abilities: string[];
}

const SUMMARY_COLUMNS = {
  id: companies.id,
  fullName: companies.fullName,
  city: companies.city,
  channel: companies.distributionChannel,
  abilities: companies.abilities,
};

/** A company as lists and headings name it. */
export async function companySummaryOf(db: Executor, id: number): Promise<CompanySummary | null> {
  const [row] = await db.select(SUMMARY_COLUMNS).from(companies).where(eq(companies.id, id));
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

/** SQL for another feature's rows that point at a company (`companyId`): its name contains `text`. */
export function companyNameContains(companyId: AnyPgColumn, text: string): SQL {
  return sql`${companyId} in (select ${companies.id} from ${companies} where ${ilike(companies.fullName, likePattern(text))})`;
}

/** SQL for another feature's rows that point at a company (`companyId`): it sells through `channel`. */
export function companyInChannel(companyId: AnyPgColumn, channel: DistributionChannel): SQL {
  return sql`${companyId} in (select ${companies.id} from ${companies} where ${eq(companies.distributionChannel, channel)})`;
}

/** The companies with these ids by id, for lists that name them (an id without a company is missing). */
export async function companySummaries(db: Executor, ids: readonly number[]): Promise<Map<number, CompanySummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(SUMMARY_COLUMNS).from(companies).where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
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

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/** The company users with these ids (an id without a user is missing), by last and first name. */
export async function usersByIds(db: Executor, ids: readonly number[]): Promise<Colleague[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: companyUsers.id,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      email: companyUsers.email,
    })
    .from(companyUsers)
    .where(inArray(companyUsers.id, unique))
    .orderBy(asc(companyUsers.lastName), asc(companyUsers.firstName), asc(companyUsers.id));
  return rows.map((row) => ({ ...row, name: nameOf(row) }));
}

/** For each of these users, the ids of the companies they act for (a user without any is missing). */
export async function membershipsOf(db: Executor, userIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const unique = [...new Set(userIds)];
  const memberships = new Map<number, Set<number>>();
  if (unique.length === 0) return memberships;
  const rows = await db
    .select({ userId: companyMemberships.userId, companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(inArray(companyMemberships.userId, unique));
  for (const row of rows) {
    const companyIds = memberships.get(row.userId) ?? new Set<number>();
    companyIds.add(row.companyId);
    memberships.set(row.userId, companyIds);
  }
  return memberships;
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
  return rows.map((row) => ({ ...row, name: nameOf(row) }));
}

export type StaffUser = typeof staffUsers.$inferSelect;
export type CompanyUser = typeof companyUsers.$inferSelect;
export type Company = typeof companies.$inferSelect;

/** The staff user with this id, or null. */
export async function staffUserOf(db: Executor, id: number): Promise<StaffUser | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** The company user with this id, or null. */
export async function companyUserOf(db: Executor, id: number): Promise<CompanyUser | null> {
  const [row] = await db.select().from(companyUsers).where(eq(companyUsers.id, id));
  return row ?? null;
}

/** The company user the identity provider knows by this subject, or null (sign-in). */
export async function companyUserOfSubject(db: Executor, subject: string): Promise<CompanyUser | null> {
  const [row] = await db.select().from(companyUsers).where(eq(companyUsers.idpSubject, subject));
  return row ?? null;
}

/** Every company the user acts for (memberships), by id: sign-in picks the current one among them. */
export async function memberCompaniesOf(db: Executor, userId: number): Promise<Company[]> {
  const rows = await db
    .select({ company: companies })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(companies.id);
  return rows.map((row) => row.company);
}

/**
 * Records a staff member's sign-in: the user is created on the first, and the name and e-mail the
 * identity provider sends replace the stored ones on every later one. Returns the staff user's id.
 */
export async function saveStaffSignIn(
  db: Executor,
  subject: string,
  profile: { email: string; firstName: string; lastName: string },
): Promise<number> {
  const [staff] = await db
    .insert(staffUsers)
    .values({ idpSubject: subject, ...profile })
    .onConflictDoUpdate({ target: staffUsers.idpSubject, set: profile })
    .returning({ id: staffUsers.id });
  return staff!.id;
}

/** `%` and `_` in a search word are literal, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of the companies whose name or city contains `q` (or whose id it is), of the channel
 * if one is given, by name (German order) and id; and how many there are in all.
 */
export async function findCompanies(
  db: Executor,
  search: { q?: string; channel?: DistributionChannel; page: number; pageSize: number },
): Promise<{ rows: CompanySummary[]; total: number }> {
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
      .select(SUMMARY_COLUMNS)
      .from(companies)
      .where(condition)
      .orderBy(asc(germanOrder(companies.fullName)), asc(companies.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A staff member as the companies name their sales person. */
export interface SalesPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
}

/**
 * The company's master data with its channel, its contract's abilities and its sales person (null
 * when none is assigned), or null: everything of the company a staff page shows, and its summary.
 */
export async function companyWithSalesPersonOf(
  db: Executor,
  id: number,
): Promise<{
  company: CompanyDetails & { id: number; channel: DistributionChannel; abilities: string[] };
  salesPerson: SalesPerson | null;
} | null> {
  const [row] = await db
    .select({
      company: {
        id: companies.id,
        ...DETAIL_COLUMNS,
        channel: companies.distributionChannel,
        abilities: companies.abilities,
      },
      salesPerson: {
        id: staffUsers.id,
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        email: staffUsers.email,
        phone: staffUsers.phone,
        position: staffUsers.position,
      },
    })
    .from(companies)
    .leftJoin(staffUsers, eq(staffUsers.id, companies.assignedSalesUserId))
    .where(eq(companies.id, id));
  return row ?? null;
}

/** The company's members and the users whose default company it is (the demo seeds both ways), by id. */
export async function contactUsersOf(
  db: Executor,
  companyId: number,
): Promise<{ id: number; firstName: string; lastName: string; email: string }[]> {
  return db
    .select({
      id: companyUsers.id,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      email: companyUsers.email,
    })
    .from(companyUsers)
    .where(
      or(
        eq(companyUsers.defaultCompanyId, companyId),
        inArray(
          companyUsers.id,
          db
            .select({ userId: companyMemberships.userId })
            .from(companyMemberships)
            .where(eq(companyMemberships.companyId, companyId)),
        ),
      ),
    )
    .orderBy(asc(companyUsers.id));
}

/**
 * Adds contract abilities to the company (a product the company ordered itself in the portal,
 * e.g. Employer Branding Basic), inside the caller's transaction; abilities it has stay once.
 */
export async function addContractAbilities(
  tx: Executor,
  companyId: number,
  abilities: readonly string[],
): Promise<void> {
  const [row] = await tx.select({ abilities: companies.abilities }).from(companies).where(eq(companies.id, companyId));
  if (!row) return;
  const missing = abilities.filter((ability) => !row.abilities.includes(ability));
  if (missing.length === 0) return;
  await tx
    .update(companies)
    .set({ abilities: [...row.abilities, ...missing] })
    .where(eq(companies.id, companyId));
}
