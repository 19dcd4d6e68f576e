import express, { Router } from "express";
import { apiAccess } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { findJobAd, jobAdIdSchema } from "~/features/job-ads/job-ad-access.server";
import { bodyParserErrors, MESSAGES, sendError } from "./api-errors";
import { createExternalJobAdsRouter } from "./external-job-ads";
import { createSharedJobAdsRouter } from "./shared-job-ads";

/**
 * `/api/manage-job-ads/…` (docs/api.md): the access rules of SPEC §6 run before every handler;
 * handlers then check ownership. Issue 5 adds the internal actions.
 */
export function createManageJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.use((req, res, next) => {
    const user = res.locals.user as AuthUser;
    const decision = apiAccess(user.isAuthenticated ? user : null, req.method, req.baseUrl + req.path, {
      production,
    });
    if (decision.kind === "unauthenticated") return sendError(res, 401, MESSAGES.unauthenticated);
    if (decision.kind === "forbidden") return sendError(res, 403, MESSAGES.forbidden);
    next();
  });

  // Bodies are read only after the access check: rich text of the content step needs the room.
  router.use(express.json({ limit: "256kb" }), bodyParserErrors);

  router.use(createExternalJobAdsRouter({ db, production }));
  router.use(createSharedJobAdsRouter({ db, production }));

  router.get("/internal/job-ads/:id", async (req, res) => {
    if (!jobAdIdSchema.test(req.params.id)) return sendError(res, 404, MESSAGES.jobAdNotFound);
    const jobAd = await findJobAd(db, Number(req.params.id));
    if (!jobAd) return sendError(res, 404, MESSAGES.jobAdNotFound);
    res.json(jobAd);
  });

  router.use((_req, res) => sendError(res, 404, MESSAGES.noSuchEndpoint));

  return router;
}
