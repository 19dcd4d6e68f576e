import type { Executor } from "@db/client";
import { applicationSubject, recordIntegrationEvent, recordIntegrationEvents } from "~/features/webhooks/events.server";

/**
 * The applications' events for the company's webhooks (decision 077), recorded in the caller's
 * transaction beside the history entry: ids, stage keys and times, nothing about the person.
 */

interface ApplicationRef {
  companyId: number;
  applicationId: number;
  jobAdId: number;
}

export function recordApplicationReceived(
  tx: Executor,
  { companyId, applicationId, jobAdId }: ApplicationRef,
  { stage, source, at }: { stage: string; source: string; at: Date },
): Promise<void> {
  return recordIntegrationEvent(tx, {
    companyId,
    type: "application.received",
    subject: applicationSubject(applicationId),
    data: { application_id: applicationId, job_ad_id: jobAdId, stage, source, received_at: at.toISOString() },
    at,
  });
}

export function recordStageChanged(
  tx: Executor,
  application: ApplicationRef,
  change: { from: string; to: string; at: Date },
): Promise<void> {
  return recordStageChanges(tx, [application], change);
}

/** The same move of many applications (a removed stage), written at once. */
export function recordStageChanges(
  tx: Executor,
  moved: readonly ApplicationRef[],
  { from, to, at }: { from: string; to: string; at: Date },
): Promise<void> {
  return recordIntegrationEvents(
    tx,
    moved.map(({ companyId, applicationId, jobAdId }) => ({
      companyId,
      type: "application.stage_changed" as const,
      subject: applicationSubject(applicationId),
      data: {
        application_id: applicationId,
        job_ad_id: jobAdId,
        from_stage: from,
        to_stage: to,
        changed_at: at.toISOString(),
      },
      at,
    })),
  );
}

export function recordWithdrawn(tx: Executor, { companyId, applicationId, jobAdId }: ApplicationRef, at: Date) {
  return recordIntegrationEvent(tx, {
    companyId,
    type: "application.withdrawn",
    subject: applicationSubject(applicationId),
    data: { application_id: applicationId, job_ad_id: jobAdId, withdrawn_at: at.toISOString() },
    at,
  });
}
