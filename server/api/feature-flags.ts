import { Router } from "express";
import { z } from "zod";
import { can } from "@auth/abilities";
import type { Database } from "@db/client";
import {
  featureFlagKeySchema,
  featureFlagUpdateSchema,
  type FeatureFlagCache,
  setFeatureFlag,
} from "~/features/platform/feature-flags.server";
import { describeRoutes } from "./openapi";

export const featureFlagsAnswerSchema = z.object({
  data: z.record(z.string(), z.boolean()).meta({ description: "Je Schlüssel, ob das Feature-Flag eingeschaltet ist." }),
});
export const featureFlagAnswerSchema = z.object({ data: z.object({ key: z.string(), enabled: z.boolean() }) });

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const featureFlagRoutes = describeRoutes("/api/feature-flag", [
  {
    method: "get",
    path: "/",
    summary: "Alle Feature-Flags",
    tag: "Plattform",
    security: "public",
    answers: { 200: { description: "Die Feature-Flags", schema: featureFlagsAnswerSchema } },
  },
  {
    method: "put",
    path: "/:key",
    summary: "Ein Feature-Flag ein- oder ausschalten (Administration)",
    tag: "Plattform",
    security: "session",
    params: z.object({ key: featureFlagKeySchema }),
    body: { schema: featureFlagUpdateSchema },
    answers: { 200: { description: "Geändert", schema: featureFlagAnswerSchema } },
    errors: { 400: "Ungültiger Body", 403: "Keine Berechtigung", 404: "Unbekanntes Feature-Flag", 413: "Zu groß" },
    errorShape: "message",
  },
]);

/** `GET /api/feature-flag` for everyone (SPEC §7); `PUT /api/feature-flag/{key}` for admins. */
export function createFeatureFlagRouter(deps: { db: Database; flags: FeatureFlagCache; production: boolean }): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json({ data: await deps.flags.get() } satisfies z.input<typeof featureFlagsAnswerSchema>);
  });

  router.put("/:key", async (req, res) => {
    const user = res.locals.user;
    if (!user.isAuthenticated) return void res.status(401).json({ message: "Bitte melden Sie sich an." });
    if (!can(user, "manageFeatureFlags", { production: deps.production })) {
      return void res.status(403).json({ message: "Sie haben keine Berechtigung für diese Aktion." });
    }
    const key = featureFlagKeySchema.safeParse(req.params.key);
    const body = featureFlagUpdateSchema.safeParse(req.body);
    if (!key.success) return void res.status(404).json({ message: "Unbekanntes Feature-Flag." });
    if (!body.success) return void res.status(400).json({ message: body.error.issues[0]?.message });
    const updated = await setFeatureFlag(deps.db, user, key.data, body.data.enabled, res.locals.requestId);
    if (!updated) return void res.status(404).json({ message: "Unbekanntes Feature-Flag." });
    deps.flags.invalidate();
    res.json({ data: { key: updated.key, enabled: updated.enabled } } satisfies z.input<
      typeof featureFlagAnswerSchema
    >);
  });

  return router;
}
