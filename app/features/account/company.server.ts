import { eq } from "drizzle-orm";
import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { companies } from "@db/schema/companies-and-users";
import { writeAudit } from "~/features/audit/audit-log.server";
import type { CompanyValues } from "./schema";

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
  values: CompanyValues,
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
