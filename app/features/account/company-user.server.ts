import { data, type RouterContextProvider } from "react-router";
import { customerMay, type CustomerRight } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { requestContext, type RequestContext } from "~/lib/request-context";

export type CurrentCompany = NonNullable<AuthUser["company"]>;

export interface CompanyUser {
  user: AuthUser & { id: number; company: CurrentCompany };
  company: CurrentCompany;
  db: Database;
  context: RequestContext;
}

/**
 * For loaders and actions of the account pages: a signed-in company user acting for a company
 * (401 without a session, 403 for staff or without the named customer right). The root path
 * guard already redirected; this holds even if a route moves.
 */
export function requireCompanyUser(
  routerContext: Readonly<RouterContextProvider>,
  options: { right?: CustomerRight } = {},
): CompanyUser {
  const context = routerContext.get(requestContext);
  const { user } = context;
  if (!user.isAuthenticated) throw data("Bitte melden Sie sich an.", { status: 401 });
  const company = user.company;
  if (!user.isExternalUser || !company || user.id === null) {
    throw data("Dieser Bereich steht nur Unternehmenskonten zur Verfügung.", { status: 403 });
  }
  if (options.right && !customerMay(company.abilities, options.right)) {
    throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  }
  return { user: { ...user, id: user.id, company }, company, db: context.db, context };
}
