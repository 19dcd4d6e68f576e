import { Router } from "express";
import { apiAccess } from "@auth/abilities";
import type { Database } from "@db/client";
import { bodyParserErrors, MESSAGES, sendError } from "./api-errors";
import { jsonBody } from "./bodies";
import { createExternalJobAdsRouter, sessionPrincipal } from "./external-job-ads";
import { createInternalJobAdsRouter } from "./internal-job-ads";
import { createInternalQaRouter } from "./internal-qa";
import { createInternalServiceEntryRouter } from "./internal-service-entry";
import { createInternalStaffRouter } from "./internal-staff";
import { createSharedJobAdsRouter } from "./shared-job-ads";

/**
 * The path decoded, or null when its percent-encoding is broken. The decoded text is used on
 * purpose: the bundler takes `decodeURIComponent` for pure and drops a call whose result is
 * unused, try/catch or not (decision 026).
 */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * `/api/manage-job-ads/…` (docs/api.md): the access rules of SPEC §6 run before every handler;
 * handlers then check ownership and the lifecycle's rules.
 */
export function createManageJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.use((req, res, next) => {
    // A path that does not decode names no endpoint; refused before the access rules read it.
    if (decodedPath(req.path) === null) return sendError(res, 400, MESSAGES.badRequest);
    const user = res.locals.user;
    const decision = apiAccess(user.isAuthenticated ? user : null, req.method, req.baseUrl + req.path, {
      production,
    });
    if (decision.kind === "unauthenticated") return sendError(res, 401, MESSAGES.unauthenticated);
    if (decision.kind === "forbidden") return sendError(res, 403, MESSAGES.forbidden);
    next();
  });

  // Bodies are read only after the access check: rich text of the content step needs the room.
  router.use(jsonBody({ limit: "256kb" }), bodyParserErrors);

  router.use(
    createExternalJobAdsRouter({
      db,
      principalOf: (res) => sessionPrincipal(res, production),
      collection: "/external/job-ads",
      editorAutosave: true,
    }),
  );
  router.use(createSharedJobAdsRouter({ db, production }));
  router.use(createInternalJobAdsRouter({ db, production }));
  router.use(createInternalQaRouter({ db, production }));
  router.use(createInternalServiceEntryRouter({ db, production }));
  router.use(createInternalStaffRouter({ db, production }));

  router.use((_req, res) => sendError(res, 404, MESSAGES.noSuchEndpoint));
  // Bad input the routers themselves refuse, e.g. an id segment with broken percent-encoding.
  router.use(bodyParserErrors);

  return router;
}
