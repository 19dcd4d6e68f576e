import { Router } from "express";
import { apiAccess } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { findJobAd, jobAdIdSchema } from "~/features/job-ads/job-ad-access.server";

/**
 * `/api/manage-job-ads/…`: the access rules of SPEC §6 run before every handler; handlers
 * then check ownership. Issues 4 and 5 add the actions.
 */
export function createManageJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.use((req, res, next) => {
    const user = res.locals.user as AuthUser;
    const decision = apiAccess(user.isAuthenticated ? user : null, req.method, req.baseUrl + req.path, {
      production,
    });
    if (decision.kind === "unauthenticated") {
      return void res.status(401).json({ message: "Bitte melden Sie sich an." });
    }
    if (decision.kind === "forbidden") {
      return void res.status(403).json({ message: "Sie haben keine Berechtigung für diese Aktion." });
    }
    next();
  });

  const notFound = { message: "Das Inserat wurde nicht gefunden." };

  router.get("/external/job-ads/:id", async (req, res) => {
    const user = res.locals.user as AuthUser;
    if (!jobAdIdSchema.test(req.params.id)) return void res.status(404).json(notFound);
    const jobAd = await findJobAd(db, Number(req.params.id));
    // Another company's ad answers exactly like a missing one.
    if (!jobAd || jobAd.data.meta.companyId !== user.company?.id) return void res.status(404).json(notFound);
    res.json(jobAd);
  });

  router.get("/internal/job-ads/:id", async (req, res) => {
    if (!jobAdIdSchema.test(req.params.id)) return void res.status(404).json(notFound);
    const jobAd = await findJobAd(db, Number(req.params.id));
    if (!jobAd) return void res.status(404).json(notFound);
    res.json(jobAd);
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Diese Schnittstelle gibt es nicht." });
  });

  return router;
}
