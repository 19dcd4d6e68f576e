import { ABILITY_LABELS, originAbility, staffActionRuleAbility, type Ability } from "@auth/abilities";
import { addDays } from "~/lib/days";
import { viennaDay } from "~/lib/format";
import type { FormStep } from "./form-steps";
import {
  DAY_MS,
  isLive,
  isPublished,
  isReadOnly,
  JOB_AD_ACTIONS,
  LIVE_STATUS,
  ONCE_PUBLIC_STATUSES,
  planTransition,
  type JobAdAction,
  type JobAdOrigin,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
  type Refusal,
  type TransitionResult,
} from "./lifecycle";

/**
 * The rule book of a job ad (decision 024): may this actor do this to this ad now, and if not,
 * why, in German. Editing a step, every lifecycle action, every staff function and the dates a
 * publication or run end may take. Pure: page loaders and actions, the JSON API, the staff panel
 * and the sweeps all ask it, and nothing else decides. The origin → ability pairs are data in the
 * permission registry (`ORIGIN_ABILITIES`); what a transition changes is the lifecycle's plan.
 */

export type { Refusal };

/** What the policy reads of an ad to decide on edits and staff functions. */
export interface PolicyAd {
  status: JobAdStatus;
  origin: JobAdOrigin;
  companyId: number;
}

const forbidden = (reason: string): Refusal => ({ status: 403, reason });
const conflict = (reason: string): Refusal => ({ status: 409, reason });

/** "Dafür fehlt Ihnen die Berechtigung „…“.": the missing ability in the staff member's words. */
export function missingAbility(ability: Ability): string {
  return `Dafür fehlt Ihnen die Berechtigung „${ABILITY_LABELS[ability]}“.`;
}

const has = (actor: LifecycleActor, ability: Ability) => actor.kind === "staff" && actor.abilities.has(ability);

/**
 * What the public job-ad page may show of an ad (issue 14): a live ad ("visible"), the notice that
 * it is gone for an ad that was public once (410: search engines drop it, visitors get the
 * company's other jobs), and nothing for an ad that never was (404: a draft, an ad in review or
 * scheduled does not reveal that it exists).
 */
export type PublicVisibility = "visible" | "gone" | "never";

export function publicVisibility(ad: { status: string; expiresAt: Date | null }, now: Date): PublicVisibility {
  if (isLive(ad, now)) return "visible";
  // An active ad past its run end is gone before the expiry sweep marks it expired.
  return ad.status === LIVE_STATUS || (ONCE_PUBLIC_STATUSES as readonly string[]).includes(ad.status)
    ? "gone"
    : "never";
}

export const READ_ONLY_REASON = "Gelöschte oder gesperrte Inserate können nicht bearbeitet werden.";

/** Product and publication are fixed once an ad is published (run time and credits hang on them). */
export const NON_EDITABLE_AFTER_PUBLISH: ReadonlySet<FormStep> = new Set(["product", "publish"]);

/**
 * Why the actor may not change this step of this ad now, or null when they may.
 * A company edits its own ads, but not product and publication once published. Staff need the
 * edit ability of the ad's origin; a draft: the service-entry team edits every step, others need
 * `editAdEditable`; a published ad: product and publication need `editAdNonEditable`, the other
 * steps `editAdEditable`, and the date of a scheduled ad also `editScheduledAd*` of its origin.
 */
export function stepEditRefusal(ad: PolicyAd, step: FormStep, actor: LifecycleActor): Refusal | null {
  if (actor.kind === "system") return forbidden("Inserate bearbeiten nur Menschen.");
  if (actor.kind === "company" && actor.companyId !== ad.companyId) {
    return forbidden("Dieses Inserat gehört nicht zu Ihrem Unternehmen.");
  }
  if (isReadOnly(ad.status)) return conflict(READ_ONLY_REASON);
  if (actor.kind === "company") {
    if (isPublished(ad.status) && NON_EDITABLE_AFTER_PUBLISH.has(step)) {
      return conflict("Produkt und Veröffentlichung können nach der Veröffentlichung nicht mehr geändert werden.");
    }
    return null;
  }
  const edit = originAbility("edit", ad.origin);
  if (!has(actor, edit)) return forbidden(`Dieses Inserat dürfen Sie nicht bearbeiten. ${missingAbility(edit)}`);
  if (!isPublished(ad.status)) {
    if (has(actor, "serviceEntryAd") || has(actor, "editAdEditable")) return null;
    return forbidden(`Entwürfe dürfen Sie nicht bearbeiten. ${missingAbility("editAdEditable")}`);
  }
  if (NON_EDITABLE_AFTER_PUBLISH.has(step)) {
    if (!has(actor, "editAdNonEditable")) {
      return forbidden(
        `Produkt und Veröffentlichung sind nach der Veröffentlichung gesperrt. ${missingAbility("editAdNonEditable")}`,
      );
    }
    const editScheduled = originAbility("editScheduled", ad.origin);
    if (step === "publish" && ad.status === "scheduled" && !has(actor, editScheduled)) {
      return forbidden(`Den Termin eines geplanten Inserats dürfen Sie nicht ändern. ${missingAbility(editScheduled)}`);
    }
    return null;
  }
  if (!has(actor, "editAdEditable")) {
    return forbidden(`Dieses Inserat ist bereits veröffentlicht. ${missingAbility("editAdEditable")}`);
  }
  return null;
}

/** The steps the actor may change now (the summary's "Bearbeiten" links). */
export function editableSteps(ad: PolicyAd, steps: readonly FormStep[], actor: LifecycleActor): FormStep[] {
  return steps.filter((step) => stepEditRefusal(ad, step, actor) === null);
}

/** Staff open an ad's editor (read-only where `stepEditRefusal` says so) with the edit ability of its origin. */
export function staffMayOpenEditor(ad: Pick<PolicyAd, "origin">, abilities: ReadonlySet<Ability>): boolean {
  return abilities.has(originAbility("edit", ad.origin));
}

/** The staff list's "Bearbeiten": the editor opens and the ad is not read-only. */
export function staffMayEdit(ad: Pick<PolicyAd, "origin" | "status">, abilities: ReadonlySet<Ability>): boolean {
  return staffMayOpenEditor(ad, abilities) && !isReadOnly(ad.status);
}

/** What a step's submission asks of the ad beyond its own schema: a scheduled ad keeps a date. */
export function stepValuesRefusal(
  ad: Pick<PolicyAd, "status">,
  values: { step: FormStep; publishAt?: Date | null },
  now: Date,
): Refusal | null {
  if (values.step !== "publish") return null;
  if (values.publishAt == null) {
    // The sweep activates scheduled ads by their date; without one the ad would never go live.
    if (ad.status === "scheduled") {
      return {
        status: 400,
        reason:
          "Ein geplantes Inserat braucht ein Datum. Um es sofort zu aktivieren, nutzen Sie die Aktion „Sofort aktivieren“.",
      };
    }
    return null;
  }
  const reason = publicationDateRefusal(values.publishAt, now);
  return reason ? { status: 400, reason } : null;
}

/** A planned publication starts from tomorrow up to this many days ahead (editor and staff alike). */
export const SCHEDULE_MAX_DAYS = 90;
/** A new run end lies at most this far ahead: no run is meant to last longer. */
export const EXPIRATION_MAX_DAYS = 365;

/**
 * The window of a planned publication in Vienna calendar days: tomorrow up to 90 days ahead.
 * The one definition: the check below, its message and the date pickers all read it.
 */
export function scheduleBounds(now: Date): { min: string; max: string } {
  const today = viennaDay(now);
  return { min: addDays(today, 1), max: addDays(today, SCHEDULE_MAX_DAYS) };
}

/** Why `at` cannot be a publication date, or null: its Vienna day lies outside `scheduleBounds`. */
export function publicationDateRefusal(at: Date, now: Date): string | null {
  const { min, max } = scheduleBounds(now);
  const day = Number.isNaN(at.getTime()) ? null : viennaDay(at);
  if (day === null || day < min || day > max) {
    return `Bitte wählen Sie ein Datum zwischen morgen und in ${SCHEDULE_MAX_DAYS} Tagen.`;
  }
  return null;
}

/** Why `at` cannot be a new run end, or null: after now and at most 365 days ahead. */
export function expirationDateRefusal(at: Date, now: Date): string | null {
  const time = at.getTime();
  if (Number.isNaN(time) || time <= now.getTime()) return "Das Laufzeitende muss in der Zukunft liegen.";
  if (time > now.getTime() + EXPIRATION_MAX_DAYS * DAY_MS) {
    return `Das Laufzeitende darf höchstens ${EXPIRATION_MAX_DAYS} Tage in der Zukunft liegen.`;
  }
  return null;
}

/** The days a date picker offers for a new run end: today up to 365 days ahead (Vienna days). */
export function expirationBounds(now: Date): { min: string; max: string } {
  return { min: viennaDay(now), max: viennaDay(new Date(now.getTime() + EXPIRATION_MAX_DAYS * DAY_MS)) };
}

/**
 * A lifecycle action: staff also need the ability the API rules demand for it (e.g.
 * `adActivation` to deactivate even a self-service ad), so that page, API and panel agree; then
 * the lifecycle decides by state, origin and time, and plans the change.
 */
export function decideAction(ad: LifecycleAd, action: JobAdAction, actor: LifecycleActor, now: Date): TransitionResult {
  if (actor.kind === "staff") {
    const rule = staffActionRuleAbility(action);
    if (rule && !actor.abilities.has(rule)) {
      return { ok: false, ...forbidden(`Sie haben keine Berechtigung für diese Aktion. ${missingAbility(rule)}`) };
    }
  }
  return planTransition(ad, action, actor, now);
}

/** The lifecycle actions the actor may take on the ad now (for buttons). */
export function availableActions(ad: LifecycleAd, actor: LifecycleActor, now: Date): JobAdAction[] {
  return JOB_AD_ACTIONS.filter((action) => decideAction(ad, action, actor, now).ok);
}

/**
 * The staff functions of SPEC §6 that are not lifecycle transitions: sending the "online" e-mail
 * again, moving a scheduled ad's publication date, changing an active ad's run end and changing
 * the ordered product of a service ad.
 */
export const STAFF_FUNCTIONS = ["online-mail", "schedule", "expiration", "product"] as const;
export type StaffFunction = (typeof STAFF_FUNCTIONS)[number];

const ORIGIN_NOUN: Record<JobAdOrigin, string> = {
  "self-service": "Self-Service-Inseraten",
  service: "Service-Inseraten",
};

/** Why the staff member may not use the function on the ad now, or null when they may. */
export function staffFunctionRefusal(
  fn: StaffFunction,
  ad: Pick<PolicyAd, "status" | "origin">,
  abilities: ReadonlySet<Ability>,
): Refusal | null {
  switch (fn) {
    case "online-mail":
      if (!abilities.has("adOnlineMail")) return forbidden("Sie dürfen die Online-Benachrichtigung nicht senden.");
      if (ad.status !== "active") return conflict("Die Online-Benachrichtigung gibt es nur für aktive Inserate.");
      return null;
    case "schedule":
      if (!abilities.has(originAbility("editScheduled", ad.origin))) {
        return forbidden(`Sie dürfen geplante Veröffentlichungen von ${ORIGIN_NOUN[ad.origin]} nicht ändern.`);
      }
      if (ad.status !== "scheduled") {
        return conflict("Nur bei geplanten Inseraten kann das Veröffentlichungsdatum geändert werden.");
      }
      return null;
    case "expiration":
      if (!abilities.has(originAbility("editExpiration", ad.origin))) {
        return forbidden(`Sie dürfen das Laufzeitende von ${ORIGIN_NOUN[ad.origin]} nicht ändern.`);
      }
      if (ad.status !== "active") return conflict("Nur bei aktiven Inseraten kann das Laufzeitende geändert werden.");
      return null;
    case "product":
      if (!abilities.has("adChangeOrderService")) return forbidden("Sie dürfen Service-Bestellungen nicht ändern.");
      if (ad.origin !== "service") {
        return conflict("Das bestellte Produkt kann nur bei Service-Inseraten geändert werden.");
      }
      if (ad.status !== "draft") {
        return conflict("Das Produkt kann nur geändert werden, solange das Inserat nicht veröffentlicht ist.");
      }
      return null;
  }
}

/** The staff functions that apply to the ad now for a staff member with these abilities (for buttons). */
export function staffFunctionsFor(
  ad: Pick<PolicyAd, "status" | "origin">,
  abilities: ReadonlySet<Ability>,
): StaffFunction[] {
  return STAFF_FUNCTIONS.filter((fn) => staffFunctionRefusal(fn, ad, abilities) === null);
}
