import { originAbility, type Ability, type JobAdOrigin } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import { reviewedBeforePublication } from "~/lib/catalogue";
import { DAY_MS } from "~/lib/days";
import { JOB_AD_STATUSES, type JobAdStatus } from "~/lib/job-ad-status";

/**
 * The job-ad lifecycle of docs/job-ad-lifecycle.md as one pure function: given an ad, an
 * action, who acts and when, it answers the next state and what else changes (credits, run
 * time, pushes), or a German reason for the refusal. Services apply the plan; nothing here
 * touches the database, so property tests can drive any sequence of actions through it.
 */

export { isJobAdStatus, JOB_AD_STATUSES, type JobAdStatus } from "~/lib/job-ad-status";

export { JOB_AD_ORIGINS, type JobAdOrigin } from "@auth/abilities";

export const JOB_AD_ACTIONS = [
  "publish",
  "approve",
  "reject",
  "activate-scheduled",
  "expire",
  "deactivate",
  "reactivate",
  "lock",
  "unlock",
  "delete",
  "restore",
  "prolong",
  "free-prolongation",
  "undo-runtime-extension",
  "remind",
  "push",
] as const;
export type JobAdAction = (typeof JOB_AD_ACTIONS)[number];

export type LifecycleActor =
  { kind: "company"; companyId: number } | { kind: "staff"; abilities: ReadonlySet<Ability> } | { kind: "system" };

/** What the lifecycle needs to know about an ad. */
export interface LifecycleAd {
  status: JobAdStatus;
  previousStatus: JobAdStatus | null;
  origin: JobAdOrigin;
  companyId: number;
  channel: DistributionChannel;
  complete: boolean;
  publishAt: Date | null;
  expiresAt: Date | null;
  pushesLeft: number;
  lastPushedAt: Date | null;
  /** When the expiry reminder of the current run went out; cleared whenever the run end moves. */
  reminderSentAt: Date | null;
  lastExtensionDays: number | null;
  lastExtensionCredits: number | null;
  /** The booked product; null while none is chosen. */
  product: { runDays: number; priceCredits: number; includedPushes: number } | null;
}

export interface TransitionPlan {
  to: JobAdStatus;
  /** Status to remember for unlock/restore; undefined leaves it, null clears it. */
  previousStatus?: JobAdStatus | null;
  creditsToUse: number;
  creditsToRefund: number;
  publishedAt?: Date;
  expiresAt?: Date | null;
  pushesLeft?: number;
  lastPushedAt?: Date;
  lastExtension?: { days: number; credits: number } | null;
  /** An e-mail to the company belongs to this transition. */
  mail?: "published" | "in-review" | "rejected" | "expiry-reminder" | "expired";
}

/**
 * A refusal, one status for every actor: 403 when the actor lacks the right, 409 when the ad's
 * state (or its time) forbids it now, 400 for bad input.
 */
export interface Refusal {
  status: 400 | 403 | 409;
  reason: string;
}

export type TransitionResult = { ok: true; plan: TransitionPlan } | ({ ok: false } & Refusal);

export { DAY_MS };
/** The run of an ad whose product is not (yet) known, in days. */
export const DEFAULT_RUN_DAYS = 30;
/** Days added by a free prolongation (Kulanzverlängerung). */
export const FREE_PROLONGATION_DAYS = 14;
/** One push per ad within this time. */
export const PUSH_INTERVAL_MS = DAY_MS;
/** The reminder e-mail goes out this long before expiry. */
export const EXPIRY_REMINDER_MS = 3 * DAY_MS;

const DELETABLE_BY_COMPANY: readonly JobAdStatus[] = ["draft", "expired", "deactivated"];
const LOCKABLE: readonly JobAdStatus[] = ["draft", "review", "scheduled", "active", "expired", "deactivated"];

/** The actor lacks the right to this action on this ad. */
function forbid(reason: string): TransitionResult {
  return { ok: false, status: 403, reason };
}

/** The ad's state or time forbids the action now. */
function conflict(reason: string): TransitionResult {
  return { ok: false, status: 409, reason };
}

function ok(
  plan: Omit<TransitionPlan, "creditsToUse" | "creditsToRefund"> & Partial<TransitionPlan>,
): TransitionResult {
  return { ok: true, plan: { creditsToUse: 0, creditsToRefund: 0, ...plan } };
}

function has(actor: LifecycleActor, ability: Ability): boolean {
  return actor.kind === "staff" && actor.abilities.has(ability);
}

/** Where a published or approved ad goes: scheduled for a future date, otherwise live. */
function goLive(ad: LifecycleAd, now: Date, runDays: number): Pick<TransitionPlan, "to" | "publishedAt" | "expiresAt"> {
  if (ad.publishAt && ad.publishAt.getTime() > now.getTime()) {
    return { to: "scheduled", expiresAt: new Date(ad.publishAt.getTime() + runDays * DAY_MS) };
  }
  return { to: "active", publishedAt: now, expiresAt: new Date(now.getTime() + runDays * DAY_MS) };
}

/** The status an ad returns to from locked/deleted, given that time has passed meanwhile. */
function returnStatus(ad: LifecycleAd, now: Date): JobAdStatus {
  const previous = ad.previousStatus ?? "draft";
  if (previous === "active" && ad.expiresAt && ad.expiresAt.getTime() <= now.getTime()) return "expired";
  return previous;
}

/*
 * What a state means, named once (issue 33 §2). Other modules, features and SQL ask these instead
 * of comparing status strings: a set written twice drifts.
 */

/** The state of an ad that is online while its run end lies ahead. */
export const LIVE_STATUS = "active" satisfies JobAdStatus;

/**
 * The ad is live: public page, lists, sitemap, JobPosting, employer page, matching, contact
 * requests and the apply form show it. Active and its run end not reached, whether or not the
 * expiry sweep has run yet. `liveAdWhere` (reads.server.ts) is the same rule in SQL.
 */
export function isLive(ad: { status: string; expiresAt: Date | null }, now: Date): boolean {
  return ad.status === LIVE_STATUS && (ad.expiresAt === null || ad.expiresAt.getTime() > now.getTime());
}

/** Everything after "draft" has been published once (or is on its way there). */
export function isPublished(status: string): boolean {
  return status !== "draft";
}

/** Locked and deleted ads are read-only for everybody. */
export function isReadOnly(status: string): boolean {
  return status === "locked" || status === "deleted";
}

/** What belongs to the ad may still change (its steps, its application form): it is not read-only. */
export function isEditable(status: string): boolean {
  return !isReadOnly(status);
}

export const EDITABLE_STATUSES: readonly JobAdStatus[] = JOB_AD_STATUSES.filter(isEditable);

/** States that were public once: their page answers "gone" (410), not "never was" (404). */
export const ONCE_PUBLIC_STATUSES: readonly JobAdStatus[] = ["expired", "deactivated", "locked", "deleted"];

/** Ads in these states take no applications any more, until they run again: their applications' retention clock runs. */
export const CLOSED_STATUSES: readonly JobAdStatus[] = ["expired", "deactivated", "deleted"];

export function isClosed(status: string): boolean {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}

/** When a closed ad stopped taking applications: its run's end when it expired, else `now` (when a sweep saw it closed). */
export function closedAt(ad: { status: string; expiresAt: Date | null }, now: Date): Date {
  return ad.status === "expired" && ad.expiresAt && ad.expiresAt < now ? ad.expiresAt : now;
}

/** An ad waiting for the QA's decision. */
export function isInReview(status: string): boolean {
  return status === "review";
}

/** A draft: never published, or back from QA. */
export function isDraft(status: string): boolean {
  return status === "draft";
}

/** A published ad waiting for its publication date. */
export function isScheduled(status: string): boolean {
  return status === "scheduled";
}

/** Self-service ads of companies outside direct sales pass QA before they go live (decision 020). */
export function needsReview(ad: Pick<LifecycleAd, "origin" | "channel">): boolean {
  return reviewedBeforePublication(ad.origin, ad.channel);
}

export function planTransition(
  ad: LifecycleAd,
  action: JobAdAction,
  actor: LifecycleActor,
  now: Date,
): TransitionResult {
  if (actor.kind === "company" && actor.companyId !== ad.companyId) {
    return forbid("Dieses Inserat gehört nicht zu Ihrem Unternehmen.");
  }
  const isCompany = actor.kind === "company";
  const isSystem = actor.kind === "system";

  switch (action) {
    case "publish": {
      if (!(isCompany || has(actor, "adPublish"))) return forbid("Sie dürfen dieses Inserat nicht veröffentlichen.");
      if (ad.status !== "draft") return conflict("Nur Entwürfe können veröffentlicht werden.");
      if (!ad.complete) return conflict("Bitte füllen Sie zuerst alle Schritte des Inserats aus.");
      if (!ad.product) return conflict("Bitte wählen Sie ein Produkt.");
      const credits = ad.product.priceCredits;
      if (needsReview(ad)) {
        return ok({ to: "review", creditsToUse: credits, pushesLeft: ad.product.includedPushes, mail: "in-review" });
      }
      return ok({
        ...goLive(ad, now, ad.product.runDays),
        creditsToUse: credits,
        pushesLeft: ad.product.includedPushes,
        lastExtension: null,
        mail: "published",
      });
    }
    case "approve": {
      if (!has(actor, "qaPages")) return forbid("Nur die Qualitätssicherung darf Inserate freigeben.");
      if (ad.status !== "review") return conflict("Nur Inserate in Prüfung können freigegeben werden.");
      return ok({ ...goLive(ad, now, ad.product?.runDays ?? DEFAULT_RUN_DAYS), mail: "published" });
    }
    case "reject": {
      if (!has(actor, "qaPages")) return forbid("Nur die Qualitätssicherung darf Inserate ablehnen.");
      if (ad.status !== "review") return conflict("Nur Inserate in Prüfung können abgelehnt werden.");
      return ok({ to: "draft", creditsToRefund: ad.product?.priceCredits ?? 0, expiresAt: null, mail: "rejected" });
    }
    case "activate-scheduled": {
      if (!(isCompany || isSystem || has(actor, "adScheduleActivation"))) {
        return forbid("Sie dürfen geplante Inserate nicht aktivieren.");
      }
      if (ad.status !== "scheduled") return conflict("Nur geplante Inserate können aktiviert werden.");
      const runDays = ad.product?.runDays ?? DEFAULT_RUN_DAYS;
      return ok({ to: "active", publishedAt: now, expiresAt: new Date(now.getTime() + runDays * DAY_MS) });
    }
    case "expire": {
      if (!isSystem) return forbid("Inserate laufen nur von selbst ab.");
      if (ad.status !== "active") return conflict("Nur aktive Inserate laufen ab.");
      if (!ad.expiresAt || ad.expiresAt.getTime() > now.getTime())
        return conflict("Die Laufzeit ist noch nicht vorbei.");
      return ok({ to: "expired", mail: "expired" });
    }
    case "deactivate":
    case "reactivate": {
      const ability = originAbility("activation", ad.origin);
      if (!(isCompany || has(actor, ability))) return forbid("Sie dürfen dieses Inserat nicht (de)aktivieren.");
      if (action === "deactivate") {
        if (ad.status !== "active") return conflict("Nur aktive Inserate können deaktiviert werden.");
        return ok({ to: "deactivated" });
      }
      if (ad.status !== "deactivated") return conflict("Nur deaktivierte Inserate können wieder aktiviert werden.");
      if (!ad.expiresAt || ad.expiresAt.getTime() <= now.getTime()) {
        return conflict("Die Laufzeit ist vorbei. Bitte verlängern Sie das Inserat.");
      }
      return ok({ to: "active" });
    }
    case "lock": {
      if (!has(actor, "adLock")) return forbid("Sie dürfen Inserate nicht sperren.");
      if (!LOCKABLE.includes(ad.status)) return conflict("Dieses Inserat kann nicht gesperrt werden.");
      return ok({ to: "locked", previousStatus: ad.status });
    }
    case "unlock": {
      if (!has(actor, "adLock")) return forbid("Sie dürfen Inserate nicht entsperren.");
      if (ad.status !== "locked") return conflict("Das Inserat ist nicht gesperrt.");
      return ok({ to: returnStatus(ad, now), previousStatus: null });
    }
    case "delete": {
      if (ad.status === "deleted") return conflict("Das Inserat ist bereits gelöscht.");
      // A locked ad keeps the state it returns to on unlock; deleting it would lose that.
      if (ad.status === "locked") return conflict("Gesperrte Inserate müssen zuerst entsperrt werden.");
      if (isCompany) {
        if (!DELETABLE_BY_COMPANY.includes(ad.status)) {
          return conflict("Aktive, geplante, gesperrte und geprüfte Inserate können Sie nicht löschen.");
        }
      } else if (!has(actor, "adDeletion")) {
        return forbid("Sie dürfen Inserate nicht löschen.");
      }
      return ok({ to: "deleted", previousStatus: ad.status });
    }
    case "restore": {
      if (ad.status !== "deleted") return conflict("Das Inserat ist nicht gelöscht.");
      if (isCompany) {
        if (!ad.previousStatus || !DELETABLE_BY_COMPANY.includes(ad.previousStatus)) {
          return conflict("Dieses Inserat kann nur unser Kundenservice wiederherstellen.");
        }
      } else if (!has(actor, "adDeletion")) {
        return forbid("Sie dürfen Inserate nicht wiederherstellen.");
      }
      return ok({ to: returnStatus(ad, now), previousStatus: null });
    }
    case "prolong":
    case "free-prolongation": {
      if (action === "prolong" && !(isCompany || has(actor, "prolongJobAd"))) {
        return forbid("Sie dürfen Inserate nicht verlängern.");
      }
      if (action === "free-prolongation") {
        const ability = originAbility("freeProlongation", ad.origin);
        if (!(has(actor, "adActionsMaintenance") && has(actor, ability))) {
          return forbid("Sie dürfen keine kostenlose Verlängerung gewähren.");
        }
      }
      if (ad.status !== "active" && ad.status !== "expired") {
        return conflict("Nur aktive oder abgelaufene Inserate können verlängert werden.");
      }
      if (!ad.product) return conflict("Bitte wählen Sie ein Produkt.");
      const days = action === "prolong" ? ad.product.runDays : FREE_PROLONGATION_DAYS;
      const credits = action === "prolong" ? ad.product.priceCredits : 0;
      const from = Math.max(now.getTime(), ad.expiresAt?.getTime() ?? now.getTime());
      return ok({
        to: "active",
        expiresAt: new Date(from + days * DAY_MS),
        creditsToUse: credits,
        lastExtension: { days, credits },
        ...(ad.status === "expired" ? { publishedAt: now } : {}),
      });
    }
    case "undo-runtime-extension": {
      if (!has(actor, "undoRuntimeExtensionJobAd")) return forbid("Sie dürfen Verlängerungen nicht zurücknehmen.");
      if (ad.status !== "active" && ad.status !== "expired")
        return conflict("Nur laufende Inserate haben eine Verlängerung.");
      if (!ad.lastExtensionDays || !ad.expiresAt)
        return conflict("Es gibt keine Verlängerung, die man zurücknehmen kann.");
      const expiresAt = new Date(ad.expiresAt.getTime() - ad.lastExtensionDays * DAY_MS);
      return ok({
        to: expiresAt.getTime() <= now.getTime() ? "expired" : "active",
        expiresAt,
        creditsToRefund: ad.lastExtensionCredits ?? 0,
        lastExtension: null,
      });
    }
    case "remind": {
      if (!(isSystem || has(actor, "adActionsMaintenance"))) return forbid("Sie dürfen keine Erinnerungen senden.");
      if (ad.status !== "active") return conflict("Erinnerungen gibt es nur für aktive Inserate.");
      // The automatic reminder goes out once per run, however many sweeps race for it.
      if (isSystem && ad.reminderSentAt) return conflict("Die Erinnerung wurde bereits gesendet.");
      return ok({ to: "active", mail: "expiry-reminder" });
    }
    case "push": {
      if (!(isCompany || has(actor, "adPush"))) return forbid("Sie dürfen Inserate nicht pushen.");
      if (ad.status !== "active") return conflict("Nur aktive Inserate können gepusht werden.");
      if (ad.lastPushedAt && now.getTime() - ad.lastPushedAt.getTime() < PUSH_INTERVAL_MS) {
        return conflict("Dieses Inserat wurde in den letzten 24 Stunden bereits gepusht.");
      }
      if (isCompany) {
        if (ad.pushesLeft <= 0) return conflict("Ihr Produkt enthält keine weiteren Pushes.");
        return ok({ to: "active", lastPushedAt: now, pushesLeft: ad.pushesLeft - 1 });
      }
      return ok({ to: "active", lastPushedAt: now });
    }
  }
}
