import { Router } from "express";
import { z } from "zod";
import type { Database } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { performStaffAction } from "~/features/internal/staff-actions.server";
import { actorOf, performAction, readJobAd } from "~/features/job-ads/job-ads.server";
import { MESSAGES, sendDomainError, sendError } from "./api-errors";
import { actionResultSchema } from "./job-ad-answers";
import { describeRoutes, rowIdParamSchema } from "./openapi";

/**
 * `/api/manage-job-ads/shared/…`: actions company users and staff both take. The API rules let
 * external users in and demand the ability (adScheduleActivation, adPush) from staff; here a
 * company user is held to the own company's ads, and staff actions go to the audit log in the
 * action's transaction.
 */

/** The actions company users and staff both take; another answers 404. */
export const sharedActionSchema = z.enum(["activate-scheduled", "push"]);

/** The route below as the API's description lists it (server/api/openapi.ts). */
export const sharedJobAdRoutes = describeRoutes("/api/manage-job-ads", [
  {
    method: "post",
    path: "/shared/job-ads/:id/:action",
    summary: "Ein geplantes Inserat sofort aktivieren (`activate-scheduled`) oder nach oben schieben (`push`)",
    tag: "Inserate (gemeinsam)",
    security: "session",
    params: z.object({ id: rowIdParamSchema, action: sharedActionSchema }),
    answers: { 200: { description: "Die Aktion ist ausgeführt", schema: actionResultSchema } },
    errors: {
      403: "Keine Berechtigung",
      404: "Unbekanntes oder fremdes Inserat, unbekannte Aktion",
      409: "Der Zustand oder die Zeit verbietet die Aktion",
    },
  },
]);

export function createSharedJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.post("/shared/job-ads/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const { id } = req.params;
    const parsed = sharedActionSchema.safeParse(req.params.action);
    if (!parsed.success) return sendError(res, 404, MESSAGES.noSuchEndpoint);
    const action = parsed.data;
    const adId = parseRowId(id);
    const before = adId === null ? null : ((await readJobAd(db, adId))?.ad ?? null);
    // Staff see every company's ads; a company user only the own company's.
    if (!before || (!user.isInternalUser && before.companyId !== user.company?.id)) {
      return sendError(res, 404, MESSAGES.jobAdNotFound);
    }
    try {
      // Staff actions commit together with their audit row.
      const result = user.isInternalUser
        ? await performStaffAction(db, before.id, action, user, {
            production,
            requestId: res.locals.requestId,
          })
        : await performAction(db, before.id, action, actorOf(user, { production }));
      res.json({ data: result } satisfies z.input<typeof actionResultSchema>);
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
