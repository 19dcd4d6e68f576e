import { Router } from "express";
import type { Database } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { performStaffAction } from "~/features/internal/staff-actions.server";
import { actorOf, performAction, readJobAd } from "~/features/job-ads/job-ads.server";
import { MESSAGES, sendDomainError, sendError } from "./api-errors";

/**
 * `/api/manage-job-ads/shared/…`: actions company users and staff both take. The API rules let
 * external users in and demand the ability (adScheduleActivation, adPush) from staff; here a
 * company user is held to the own company's ads, and staff actions go to the audit log in the
 * action's transaction.
 */

const SHARED_ACTIONS = ["activate-scheduled", "push"] as const;
function isSharedAction(value: string): value is (typeof SHARED_ACTIONS)[number] {
  return (SHARED_ACTIONS as readonly string[]).includes(value);
}

export function createSharedJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.post("/shared/job-ads/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const { action, id } = req.params;
    if (!isSharedAction(action)) return sendError(res, 404, MESSAGES.noSuchEndpoint);
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
      res.json({ data: result });
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
