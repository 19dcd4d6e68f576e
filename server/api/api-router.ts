import { Router } from "express";
import type { Database } from "@db/client";
import type { FeatureFlagCache } from "~/features/platform/feature-flags.server";
import type { FlashCookie } from "~/lib/flash.server";
import type { PortalConfig } from "../config";
import type { Logger } from "../logger";
import { namedRoute } from "../metrics/http";
import { KeptBody } from "../one-shot-compression";
import type { OidcClients } from "../sign-in/oidc";
import { createAuthRouter } from "../sign-in/routes";
import type { SessionStore } from "../sign-in/sessions";
import { createUploadRouter } from "../uploads";
import { API_DESCRIPTION_PATH, apiDescription } from "./api-description";
import { jsonBody } from "./bodies";
import { createFeatureFlagRouter } from "./feature-flags";
import { createManageJobAdsRouter } from "./manage-job-ads";

export interface ApiRouterDeps {
  config: PortalConfig;
  db: Database;
  sessions: SessionStore;
  oidc: OidcClients;
  logger: Logger;
  flashCookie: FlashCookie;
  featureFlags: FeatureFlagCache;
}

/** The description may be kept a day by anyone: it changes only with a new build. */
const DESCRIPTION_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/**
 * Everything under `/api` (docs/api.md), mounted by app.ts after the session and the CSRF check.
 * Each route is described next to its handler and listed in `api-description.ts`.
 */
export function createApiRouter(deps: ApiRouterDeps): Router {
  const { config, db } = deps;
  const production = config.production;
  const router = Router();
  let description: KeptBody | null = null;

  router.get(API_DESCRIPTION_PATH.slice("/api".length), (req, res) => {
    description ??= KeptBody.json(apiDescription());
    res.set("Cache-Control", DESCRIPTION_CACHE_CONTROL);
    description.send(req, res);
  });
  router.use("/auth", createAuthRouter(deps));
  router.use(
    "/feature-flag",
    jsonBody({ limit: "10kb" }),
    createFeatureFlagRouter({ db, flags: deps.featureFlags, production }),
  );
  router.use("/manage-job-ads", createManageJobAdsRouter({ db, production }));
  router.use("/uploads", createUploadRouter({ db, logger: deps.logger, production }));
  router.use(namedRoute("/api/*"), (_req, res) => {
    res.status(404).json({ message: "Diese Schnittstelle gibt es nicht." });
  });
  return router;
}
