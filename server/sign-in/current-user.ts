import { eq, inArray } from "drizzle-orm";
import type { Database } from "@db/client";
import { companies, companyMemberships, companyUsers, staffUsers } from "@db/schema/companies-and-users";
import { ABILITIES, can, parseGroups, type CustomerAbility, CUSTOMER_ABILITIES } from "@auth/abilities";
import { ANONYMOUS_USER, type AuthUser, type CompanySummary, type RouteMap } from "@auth/user";
import { sortGerman } from "~/lib/collation";
import type { LiveSession } from "./sessions";

type CompanyRow = typeof companies.$inferSelect;

function summary(row: CompanyRow): CompanySummary {
  return {
    id: row.id,
    fullName: row.fullName,
    mainAddress: { city: row.city },
    distributionChannel: row.distributionChannel,
  };
}

function customerAbilities(row: CompanyRow): CustomerAbility[] {
  return CUSTOMER_ABILITIES.filter((a) => row.abilities.includes(a));
}

export interface CurrentUserOptions {
  production: boolean;
  routeMap: RouteMap;
}

/** Builds the current user of SPEC §3 from a live session; null when its user is gone. */
export async function loadCurrentUser(
  db: Database,
  session: LiveSession,
  options: CurrentUserOptions,
): Promise<AuthUser | null> {
  if (session.userKind === "internal") {
    const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.userId));
    if (!staff) return null;
    const groupsByLogin = parseGroups(session.groupsByLogin);
    const groups = parseGroups(session.groups);
    const principal = { isInternalUser: true, isExternalUser: false, groups, groupsByLogin };
    return {
      ...ANONYMOUS_USER,
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      avatar: staff.thumbnailUrl,
      abilities: ABILITIES.filter((ability) => can(principal, ability, options)),
      isAuthenticated: true,
      isInternalUser: true,
      roles: ["internal"],
      groups,
      groupsByLogin,
    };
  }

  const [user] = await db.select().from(companyUsers).where(eq(companyUsers.id, session.userId));
  if (!user) return null;
  const memberships = await db
    .select({ company: companies })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, user.id))
    .orderBy(companies.id);
  const related = memberships.map((m) => m.company);
  const current = related.find((c) => c.id === session.companyId) ?? related[0];
  if (!current) return null;
  const [sales] = current.assignedSalesUserId
    ? await db
        .select()
        .from(staffUsers)
        .where(inArray(staffUsers.id, [current.assignedSalesUserId]))
    : [];
  const abilities = customerAbilities(current);
  return {
    ...ANONYMOUS_USER,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatar: user.avatarUrl,
    company: { ...summary(current), abilities },
    relatedCompanies: sortGerman(related, (company) => company.fullName).map(summary),
    assignedSalesUser: sales
      ? {
          firstName: sales.firstName,
          lastName: sales.lastName,
          position: sales.position,
          phone: sales.phone,
          email: sales.email,
          thumbnail: sales.thumbnailUrl,
        }
      : null,
    routes: options.routeMap,
    abilities,
    isAuthenticated: true,
    isExternalUser: true,
    roles: ["external"],
  };
}
