import { and, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { idpAccounts } from "@db/schema/platform";
import type { AccountStore, IdpAccount, ProviderName } from "../idp/server";

/** The bundled identity provider's accounts, kept in the portal's database for the demo. */
export function databaseAccountStore(db: Database): AccountStore {
  const toAccount = (row: typeof idpAccounts.$inferSelect): IdpAccount => ({
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    firstName: row.firstName,
    lastName: row.lastName,
    groups: row.groups,
  });
  return {
    async findByEmail(provider: ProviderName, email: string) {
      const [row] = await db
        .select()
        .from(idpAccounts)
        .where(and(eq(idpAccounts.provider, provider), eq(idpAccounts.email, email.trim().toLowerCase())));
      return row ? toAccount(row) : null;
    },
    async findById(provider: ProviderName, id: string) {
      const [row] = await db
        .select()
        .from(idpAccounts)
        .where(and(eq(idpAccounts.provider, provider), eq(idpAccounts.id, id)));
      return row ? toAccount(row) : null;
    },
  };
}
