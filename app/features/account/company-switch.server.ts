import type { Executor } from "@db/client";
import { relatedCompaniesOf, type RelatedCompany } from "~/features/companies/companies.server";
import { DomainError } from "~/lib/domain-error";

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
