import type { Database } from "@db/client";
import {
  forgetSpentFollowLinks,
  sendFollowerAlerts,
  type AlertSettings,
} from "~/features/employer-branding/following.server";
import { companyJobsPublishedSince } from "~/features/job-ads/public-page.server";
import { expireCreditLots } from "~/features/billing/credits.server";
import { sendTermReminders } from "~/features/billing/term-reminders.server";
import { JobAdError, performAction, type Actor } from "~/features/job-ads/job-ads.server";
import type { JobAdAction } from "~/features/job-ads/lifecycle";
import { adsDueFor, type DueWork } from "~/features/job-ads/reads.server";
import { runApplicationRetention } from "~/features/applications/retention.server";
import { sendInterviewReminders } from "~/features/applications/interviews.server";
import { deleteClosedConversations, expireDueRequests } from "~/features/active-sourcing/contacts.server";
import { deleteOldAccessLog } from "~/features/active-sourcing/leave-pool.server";
import { runSavedSearchAlerts } from "~/features/active-sourcing/saved-searches.server";
import { deleteFullBuckets } from "~/lib/rate-limit.server";
import { deleteExpiredKeys } from "~/features/integrations/idempotency.server";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import { deliverDueWebhooks } from "~/features/webhooks/delivery.server";
import type { WebhookTargetPolicy } from "~/features/webhooks/targets.server";
import type { Logger } from "../logger";
import { deliverDueMails } from "../mail/delivery";
import type { MailTransport } from "../mail/transport";

/**
 * The background work as idempotent sweeps: each looks at what is due at `now` and does it
 * through the domain services, so the lifecycle, the history and the e-mails stay in one place.
 * Running a sweep twice changes nothing the second time.
 */

export interface SweepContext {
  db: Database;
  logger: Logger;
  transport: MailTransport;
  now: Date;
  followerAlerts: AlertSettings;
  /** Applicants' documents, which the retention sweep deletes. */
  documents: DocumentStore;
  /** Signs the candidates' links in the talent-pool reminder. */
  tokenSigner: TokenSigner;
  /** Where webhooks may go (decision 077); strict (production's rule) when not given. */
  webhookTargets?: WebhookTargetPolicy;
}

/** What a sweep did: `skipped` ads changed state meanwhile (a user or another instance acted). */
export interface SweepResult {
  done: number;
  skipped: number;
  failed: number;
}

export const SYSTEM_ACTOR: Actor = { kind: "system", name: "System", id: null };

/** Ads per sweep; the rest waits for the next run. */
const MAX_ADS_PER_SWEEP = 500;

/** Runs the action on each ad in its own transaction (performAction's), so one failure stops nothing else. */
async function actOnEach(ctx: SweepContext, ids: number[], action: JobAdAction): Promise<SweepResult> {
  const result: SweepResult = { done: 0, skipped: 0, failed: 0 };
  for (const id of ids) {
    try {
      await performAction(ctx.db, id, action, SYSTEM_ACTOR, { now: ctx.now });
      result.done++;
    } catch (error) {
      if (error instanceof JobAdError) {
        // The row lock re-checked the ad and the lifecycle refused: it is no longer due.
        ctx.logger.debug({ jobAdId: id, action, reason: error.message }, "sweep skipped job ad");
        result.skipped++;
      } else {
        ctx.logger.error({ err: error, jobAdId: id, action }, "sweep failed on job ad");
        result.failed++;
      }
    }
  }
  return result;
}

/** Runs the lifecycle action `work` on the ads the job-ad feature says it is due for. */
async function actOnDue(ctx: SweepContext, work: DueWork): Promise<SweepResult> {
  return actOnEach(ctx, await adsDueFor(ctx.db, work, ctx.now, MAX_ADS_PER_SWEEP), work);
}

/** Scheduled ads whose publication date has come go live. */
export async function activateScheduledAds(ctx: SweepContext): Promise<SweepResult> {
  return actOnDue(ctx, "activate-scheduled");
}

/** Active ads whose run is over expire (the lifecycle queues the "expired" e-mail). */
export async function expireAds(ctx: SweepContext): Promise<SweepResult> {
  return actOnDue(ctx, "expire");
}

/** One reminder per run: live ads expiring within EXPIRY_REMINDER_MS that have not had one. */
export async function sendExpiryReminders(ctx: SweepContext): Promise<SweepResult> {
  return actOnDue(ctx, "remind");
}

/** Terms (talent-search licence, Arbeitgeberprofil) that end: the reminders 30 and 7 days before, each once. */
export async function remindEndingTerms(ctx: SweepContext): Promise<SweepResult> {
  const sent = await sendTermReminders(ctx.db, { now: ctx.now, baseUrl: ctx.followerAlerts.baseUrl });
  if (sent > 0) ctx.logger.info({ sent }, "term reminders queued");
  return { done: sent, skipped: 0, failed: 0 };
}

/** Books out the rest of every credit lot that has expired. */
export async function expireCredits(ctx: SweepContext): Promise<SweepResult> {
  const credits = await ctx.db.transaction((tx) => expireCreditLots(tx, ctx.now));
  if (credits > 0) ctx.logger.info({ credits }, "expired credits booked out");
  return { done: credits, skipped: 0, failed: 0 };
}

/**
 * The followers' daily alerts of new ads (one e-mail a day per follower, each ad once); and the
 * spent confirmation links older than any link can be are forgotten.
 */
export async function alertFollowers(ctx: SweepContext): Promise<SweepResult> {
  await forgetSpentFollowLinks(ctx.db, ctx.now);
  const { sent } = await sendFollowerAlerts(ctx.db, ctx.followerAlerts, ctx.now, (companyId, since) =>
    companyJobsPublishedSince(ctx.db, companyId, since, ctx.now),
  );
  return { done: sent, skipped: 0, failed: 0 };
}

/**
 * Applications' retention (docs/applications.md): the data of rejected applications and of
 * closed ads goes seven months later, or when the talent-pool consent ends.
 */
export async function applicationRetention(ctx: SweepContext): Promise<SweepResult> {
  const result = await runApplicationRetention(ctx.db, ctx.documents, ctx.tokenSigner, {
    now: ctx.now,
    baseUrl: ctx.followerAlerts.baseUrl,
  });
  if (result.anonymised > 0) ctx.logger.info(result, "applications anonymised");
  return { done: result.anonymised, skipped: 0, failed: 0 };
}

/** The reminders of booked interviews, the day before, to the candidate and the interviewers (sent once). */
export async function interviewReminders(ctx: SweepContext): Promise<SweepResult> {
  const { reminded } = await sendInterviewReminders(ctx.db, {
    now: ctx.now,
    baseUrl: ctx.followerAlerts.baseUrl,
    signer: ctx.tokenSigner,
  });
  if (reminded > 0) ctx.logger.info({ reminded }, "interview reminders queued");
  return { done: reminded, skipped: 0, failed: 0 };
}

/**
 * Talent search (docs/active-sourcing.md): contact requests unanswered for 14 days expire and give
 * their quota unit back; conversations with declined or silent contacts go after 180 days; the
 * profiles' access log keeps a year.
 */
export async function talentContacts(ctx: SweepContext): Promise<SweepResult> {
  const expired = await expireDueRequests(ctx.db, ctx.now);
  const deleted = await deleteClosedConversations(ctx.db, ctx.now);
  const accessLog = await deleteOldAccessLog(ctx.db, ctx.now);
  if (expired + deleted + accessLog > 0)
    ctx.logger.info({ expired, deleted, accessLog }, "talent contact requests swept");
  return { done: expired + deleted + accessLog, skipped: 0, failed: 0 };
}

/** The alerts of saved talent searches: new people of the pool, each mailed once per search. */
export async function savedSearchAlerts(ctx: SweepContext): Promise<SweepResult> {
  const { mailed, people } = await runSavedSearchAlerts(ctx.db, { now: ctx.now, baseUrl: ctx.followerAlerts.baseUrl });
  if (mailed > 0) ctx.logger.info({ mailed, people }, "saved-search alerts queued");
  return { done: mailed, skipped: 0, failed: 0 };
}

/**
 * Forgets the buckets of the rate limits that are full again, and the integration API's
 * idempotency keys older than 24 hours (decision 076).
 */
export async function rateLimitBuckets(ctx: SweepContext): Promise<SweepResult> {
  const buckets = await deleteFullBuckets(ctx.db, ctx.now);
  const keys = await deleteExpiredKeys(ctx.db, ctx.now);
  return { done: buckets + keys, skipped: 0, failed: 0 };
}

/** Hands due e-mails of the outbox to the transport. */
export async function deliverMail(ctx: SweepContext): Promise<SweepResult> {
  const delivery = await deliverDueMails(ctx.db, ctx.transport, { now: ctx.now, logger: ctx.logger });
  return { done: delivery.sent, skipped: delivery.retried, failed: delivery.failed };
}

/** Sends the companies' due webhooks, retries by the back-off, in order per subject (decision 077). */
export async function deliverWebhooks(ctx: SweepContext): Promise<SweepResult> {
  const delivery = await deliverDueWebhooks(ctx.db, {
    now: ctx.now,
    ...(ctx.webhookTargets ? { policy: ctx.webhookTargets } : {}),
    logger: ctx.logger,
  });
  return { done: delivery.delivered, skipped: delivery.retried, failed: delivery.failed };
}

/**
 * Every sweep by its queue name, in the order of a full run: mail delivery comes last, so the
 * e-mails the other sweeps queue go out in the same run.
 */
export const SWEEPS = {
  "sweep-activate-scheduled": activateScheduledAds,
  "sweep-expire-ads": expireAds,
  "sweep-expiry-reminders": sendExpiryReminders,
  "sweep-expire-credits": expireCredits,
  "sweep-term-reminders": remindEndingTerms,
  "sweep-follower-alerts": alertFollowers,
  "sweep-application-retention": applicationRetention,
  "sweep-interview-reminders": interviewReminders,
  "sweep-talent-contacts": talentContacts,
  "sweep-saved-search-alerts": savedSearchAlerts,
  "sweep-rate-limit-buckets": rateLimitBuckets,
  "sweep-deliver-webhooks": deliverWebhooks,
  "sweep-deliver-mail": deliverMail,
} as const satisfies Record<string, (ctx: SweepContext) => Promise<SweepResult>>;

export type SweepName = keyof typeof SWEEPS;

export const SWEEP_NAMES = Object.keys(SWEEPS) as SweepName[];

/** Runs every sweep once, in order (tests and a one-off catch-up). */
export async function runAllSweeps(ctx: SweepContext): Promise<Map<SweepName, SweepResult>> {
  const results = new Map<SweepName, SweepResult>();
  for (const name of SWEEP_NAMES) results.set(name, await SWEEPS[name](ctx));
  return results;
}
