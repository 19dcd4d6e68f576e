import type { Database } from "@db/client";
import { ABILITIES, can, parseGroups, type CustomerAbility, CUSTOMER_ABILITIES } from "@auth/abilities";
import { ANONYMOUS_USER, type AuthUser, type CompanySummary, type RouteMap } from "@auth/user";
import { sortGerman } from "~/lib/collation";
import { companyUserOf, memberCompaniesOf, staffUserOf, type Company } from "~/features/companies/companies.server";
import type { LiveSession } from "./sessions";

function summary(row: Company): CompanySummary {
  return {
    id: row.id,
    fullName: row.fullName,
    mainAddress: { city: row.city },
    distributionChannel: row.distributionChannel,
  };
}

function customerAbilities(row: Company): CustomerAbility[] {
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
    const staff = await staffUserOf(db, session.userId);
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

  const user = await companyUserOf(db, session.userId);
  if (!user) return null;
  const related = await memberCompaniesOf(db, user.id);
  const current = related.find((c) => c.id === session.companyId) ?? related[0];
  if (!current) return null;
  const sales = current.assignedSalesUserId ? await staffUserOf(db, current.assignedSalesUserId) : null;
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
