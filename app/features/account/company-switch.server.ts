import { asc, eq } from "drizzle-orm";
import type { Executor } from "@db/client";
import { germanOrder } from "~/lib/collation";
import { companies, companyMemberships } from "@db/schema/companies-and-users";
import { DomainError } from "~/lib/domain-error";

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

/** The user may not act for that company (SPEC §6). */
export class CompanySwitchError extends DomainError {
  constructor(message: string) {
    super(message, 403);
  }
}

/**
 * Checks that the user may act for the chosen company and returns it; switching the session is
 * the caller's (the request context's) part. SPEC §6: a switch needs more than one related company.
 */
export async function companyToSwitchTo(db: Executor, userId: number, companyId: number): Promise<RelatedCompany> {
  const related = await relatedCompaniesOf(db, userId);
  if (related.length < 2) {
    throw new CompanySwitchError("Sie sind nur für ein Unternehmen freigeschaltet. Ein Wechsel ist nicht möglich.");
  }
  const target = related.find((company) => company.id === companyId);
  if (!target) throw new CompanySwitchError("Für dieses Unternehmen sind Sie nicht freigeschaltet.");
  return target;
}
