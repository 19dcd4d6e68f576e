import {
  data,
  href,
  type MiddlewareFunction,
  redirect,
  redirectDocument,
  type RouterContextProvider,
} from "react-router";
import { abilitiesOfGroups, can, pathAccess, requiredAbilityForInternalPath, type Ability } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import { requestContext } from "~/lib/request-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { throwPageError } from "~/lib/page-error.server";
import { parseRowId } from "~/lib/row-id";
import { findJobAd } from "~/features/job-ads/job-ad-access.server";
import { firstIncompleteStepBefore, isFormStep } from "~/features/job-ads/form-steps";
import { staffMayOpenEditor } from "~/features/job-ads/policy";

type Middleware = MiddlewareFunction<Response>;

const pathWithSearch = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * SPEC §2: a validate check that fails raises a fatal 404 "Page Not Found: {path}". Middleware
 * passes its context, so the page still knows the signed-in visitor (`PageErrorData`).
 */
export function pageNotFound(request: Request, context?: Readonly<RouterContextProvider>): never {
  const message = `Page Not Found: ${new URL(request.url).pathname}`;
  if (context) throwPageError(context, 404, message);
  throw data(message, { status: 404 });
}

const principal = (user: AuthUser) => (user.isAuthenticated ? user : null);

/**
 * The path rules of the permission registry, before anything else of a page runs (SPEC §2):
 * anonymous visitors of sign-in pages go to the login with the requested path as return URL;
 * staff outside their area are signed out through the internal provider and sent back;
 * /p/internal without the path's ability leads to the internal login page. Where the visitor
 * had a session that ended, or lacks the ability, the page they land on says so (a flash).
 */
export const pathGuard: Middleware = async ({ request, context }) => {
  const { user, production, sessionExpired } = context.get(requestContext);
  const decision = pathAccess(principal(user), new URL(request.url).pathname, { production });
  const returnTo = encodeURIComponent(pathWithSearch(request));
  switch (decision.kind) {
    case "allowed":
      return;
    case "login-required": {
      const login = `/api/auth/business/login?redirectUrl=${returnTo}`;
      if (sessionExpired) throw await redirectWithFlash(context, login, "sessionExpired", { document: true });
      throw redirectDocument(login);
    }
    case "internal-login":
      if (user.isAuthenticated) throw await redirectWithFlash(context, "/p/internal/login", "forbidden");
      if (sessionExpired) throw await redirectWithFlash(context, "/p/internal/login", "sessionExpired");
      throw redirect("/p/internal/login");
    case "forbidden":
      throw redirectDocument(`/api/auth/internal/logout?redirectUrl=${returnTo}`);
  }
};

/** `maintenance`: while maintenance mode is on, guarded pages send visitors to /wartung. */
export const maintenanceGuard: Middleware = async ({ context }) => {
  const flags = await context.get(requestContext).featureFlags();
  if (flags.maintenance) throw redirect("/wartung");
};

/** Debug pages exist only in debug mode. */
export const debugModeGuard: Middleware = ({ request, context }) => {
  if (!context.get(requestContext).debugMode) pageNotFound(request, context);
};

/**
 * For any /p/jobs/{id} path the ad is loaded; another company's ad sends the user to /p/jobs.
 * `jam-form-step`: a step opens only when every earlier step is complete.
 */
export const jobAdFormGuard: Middleware = async ({ request, context, params }) => {
  if (params.id === undefined) return;
  const id = parseRowId(params.id) ?? pageNotFound(request, context);
  const { db, user } = context.get(requestContext);
  const jobAd = await findJobAd(db, id);
  if (!jobAd || jobAd.data.meta.companyId !== user.company?.id) {
    // Another company's ad reads like a missing one: its existence is not the visitor's business.
    throw await redirectWithFlash(context, "/p/jobs", "jobAdNotFound");
  }
  const step = new URL(request.url).pathname.split("/").at(-1) ?? "";
  if (!isFormStep(step)) return;
  const missing = firstIncompleteStepBefore(step, jobAd.data.completedSteps);
  if (missing) throw redirect(href(`/p/jobs/:id/${missing}` as const, { id: String(id) }));
};

/** `internal-user-ad-permission`: creating needs serviceEntryAd; editing the ability of the ad's origin. */
export const internalUserAdPermission: Middleware = async ({ request, context, params }) => {
  const { db, user, production } = context.get(requestContext);
  const abilities = abilitiesOfGroups(user.isInternalUser ? user.groups : [], { production });
  if (params.id === undefined) {
    if (!abilities.has("serviceEntryAd")) throw await redirectWithFlash(context, "/p/internal/login", "forbidden");
    return;
  }
  const id = parseRowId(params.id) ?? pageNotFound(request, context);
  const jobAd = await findJobAd(db, id);
  if (!jobAd || String(jobAd.data.meta.companyId) !== params.companyId) pageNotFound(request, context);
  if (!staffMayOpenEditor({ origin: jobAd.data.origin }, abilities)) {
    throw await redirectWithFlash(context, "/p/internal/login", "forbidden");
  }
};

/**
 * For loaders and actions that read or write protected data: 401 without a session, 403
 * without the ability. Middleware already redirected; this holds even if a route moves.
 */
export function requireAbility(context: Readonly<RouterContextProvider>, ability: Ability): AuthUser {
  const { user, production } = context.get(requestContext);
  if (!user.isAuthenticated) throw data("Bitte melden Sie sich an.", { status: 401 });
  if (!can(principal(user), ability, { production })) {
    throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  }
  return user;
}

/** The ability the registry demands for an internal page, checked again in its loader. */
export function requireInternalPathAbility(context: Readonly<RouterContextProvider>, request: Request): AuthUser {
  const ability = requiredAbilityForInternalPath(new URL(request.url).pathname) ?? "internalPanel";
  requireAbility(context, "internalPanel");
  return requireAbility(context, ability);
}
