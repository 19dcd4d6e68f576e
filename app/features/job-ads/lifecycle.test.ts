import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ABILITIES, abilitiesOfGroups, GROUPS, type Ability } from "@auth/abilities";
import {
  DAY_MS,
  JOB_AD_ACTIONS,
  needsReview,
  planTransition,
  type JobAdAction,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
} from "./lifecycle";

const NOW = new Date("2026-11-23T10:00:00Z");
const product = { runDays: 30, priceCredits: 2, includedPushes: 1 };

function ad(overrides: Partial<LifecycleAd> = {}): LifecycleAd {
  return {
    status: "draft",
    previousStatus: null,
    origin: "self-service",
    companyId: 1,
    channel: "DIRECT-SALES",
    complete: true,
    publishAt: null,
    expiresAt: null,
    pushesLeft: 0,
    lastPushedAt: null,
    reminderSentAt: null,
    lastExtensionDays: null,
    lastExtensionCredits: null,
    product,
    ...overrides,
  };
}

const company: LifecycleActor = { kind: "company", companyId: 1 };
const system: LifecycleActor = { kind: "system" };
const staff = (...abilities: Ability[]): LifecycleActor => ({ kind: "staff", abilities: new Set(abilities) });
const admin: LifecycleActor = { kind: "staff", abilities: new Set(ABILITIES) };

function expectTo(result: ReturnType<typeof planTransition>, to: JobAdStatus) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  expect(result.plan.to).toBe(to);
  return result.plan;
}

describe("publish", () => {
  it("puts a direct-sales company's complete draft online and uses the product's credits", () => {
    const plan = expectTo(planTransition(ad(), "publish", company, NOW), "active");
    expect(plan.creditsToUse).toBe(2);
    expect(plan.expiresAt).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
    expect(plan.pushesLeft).toBe(1);
    expect(plan.mail).toBe("published");
  });

  it("schedules an ad with a future publication date, its run starting on that day", () => {
    const publishAt = new Date(NOW.getTime() + 5 * DAY_MS);
    const plan = expectTo(planTransition(ad({ publishAt }), "publish", company, NOW), "scheduled");
    expect(plan.expiresAt).toEqual(new Date(publishAt.getTime() + 30 * DAY_MS));
  });

  it("sends self-service ads of hybrid and self-service companies to review first", () => {
    expectTo(planTransition(ad({ channel: "HYBRID" }), "publish", company, NOW), "review");
    expectTo(planTransition(ad({ channel: "SELF-SERVICE" }), "publish", company, NOW), "review");
    expect(needsReview({ origin: "service", channel: "HYBRID" })).toBe(false);
  });

  it("refuses incomplete drafts, drafts without product and other companies, in German", () => {
    expect(planTransition(ad({ complete: false }), "publish", company, NOW)).toEqual({
      ok: false,
      status: 409,
      reason: "Bitte füllen Sie zuerst alle Schritte des Inserats aus.",
    });
    expect(planTransition(ad({ product: null }), "publish", company, NOW).ok).toBe(false);
    const other = planTransition(ad(), "publish", { kind: "company", companyId: 2 }, NOW);
    expect(other).toEqual({ ok: false, status: 403, reason: "Dieses Inserat gehört nicht zu Ihrem Unternehmen." });
  });

  it("lets staff publish only with adPublish", () => {
    expect(planTransition(ad(), "publish", staff("adLock"), NOW).ok).toBe(false);
    expectTo(planTransition(ad(), "publish", staff("adPublish"), NOW), "active");
  });
});

describe("review", () => {
  it("QA approves into active and rejects back to draft with the credits refunded", () => {
    expectTo(planTransition(ad({ status: "review" }), "approve", staff("qaPages"), NOW), "active");
    const plan = expectTo(planTransition(ad({ status: "review" }), "reject", staff("qaPages"), NOW), "draft");
    expect(plan.creditsToRefund).toBe(2);
    expect(plan.mail).toBe("rejected");
    expect(planTransition(ad({ status: "review" }), "approve", company, NOW).ok).toBe(false);
  });
});

describe("run time", () => {
  const live = ad({ status: "active", expiresAt: new Date(NOW.getTime() + 3 * DAY_MS) });

  it("expires only through the system and only after the end of the run", () => {
    expect(planTransition(live, "expire", system, NOW).ok).toBe(false);
    expect(planTransition(live, "expire", admin, new Date(NOW.getTime() + 4 * DAY_MS)).ok).toBe(false);
    expectTo(planTransition(live, "expire", system, new Date(NOW.getTime() + 4 * DAY_MS)), "expired");
  });

  it("prolongs from the current end for the product's credits, and the extension can be undone", () => {
    const plan = expectTo(planTransition(live, "prolong", company, NOW), "active");
    expect(plan.expiresAt).toEqual(new Date(NOW.getTime() + 33 * DAY_MS));
    expect(plan.creditsToUse).toBe(2);
    const extended = ad({ ...live, expiresAt: plan.expiresAt!, lastExtensionDays: 30, lastExtensionCredits: 2 });
    const undo = expectTo(
      planTransition(extended, "undo-runtime-extension", staff("undoRuntimeExtensionJobAd"), NOW),
      "active",
    );
    expect(undo.expiresAt).toEqual(live.expiresAt);
    expect(undo.creditsToRefund).toBe(2);
  });

  it("gives a free prolongation only with adActionsMaintenance and the ability of the ad's origin", () => {
    expect(planTransition(live, "free-prolongation", staff("adActionsMaintenance"), NOW).ok).toBe(false);
    expectTo(
      planTransition(live, "free-prolongation", staff("adActionsMaintenance", "adFreeProlongation"), NOW),
      "active",
    );
    const service = ad({ ...live, origin: "service" });
    expect(
      planTransition(service, "free-prolongation", staff("adActionsMaintenance", "adFreeProlongation"), NOW).ok,
    ).toBe(false);
    const plan = expectTo(
      planTransition(service, "free-prolongation", staff("adActionsMaintenance", "adFreeProlongationService"), NOW),
      "active",
    );
    expect(plan.creditsToUse).toBe(0);
  });

  it("reactivates a deactivated ad only while its run lasts", () => {
    const off = ad({ ...live, status: "deactivated" });
    expectTo(planTransition(off, "reactivate", company, NOW), "active");
    const refused = planTransition(off, "reactivate", company, new Date(NOW.getTime() + 5 * DAY_MS));
    expect(refused).toEqual({
      ok: false,
      status: 409,
      reason: "Die Laufzeit ist vorbei. Bitte verlängern Sie das Inserat.",
    });
  });

  it("pushes a company's ad only with pushes left and at most once a day", () => {
    expect(planTransition(live, "push", company, NOW).ok).toBe(false);
    const plan = expectTo(planTransition(ad({ ...live, pushesLeft: 1 }), "push", company, NOW), "active");
    expect(plan.pushesLeft).toBe(0);
    const pushed = ad({ ...live, pushesLeft: 1, lastPushedAt: new Date(NOW.getTime() - DAY_MS / 2) });
    expect(planTransition(pushed, "push", staff("adPush"), NOW).ok).toBe(false);
    expectTo(planTransition(ad({ ...live, lastPushedAt: null }), "push", staff("adPush"), NOW), "active");
  });
});

describe("reminders", () => {
  it("sends the automatic expiry reminder once per run; staff may remind again", () => {
    const live = ad({ status: "active", expiresAt: new Date(NOW.getTime() + 2 * DAY_MS) });
    const plan = expectTo(planTransition(live, "remind", system, NOW), "active");
    expect(plan.mail).toBe("expiry-reminder");
    const reminded = ad({ ...live, reminderSentAt: NOW });
    expect(planTransition(reminded, "remind", system, NOW).ok).toBe(false);
    expectTo(planTransition(reminded, "remind", staff("adActionsMaintenance"), NOW), "active");
  });
});

describe("lock and delete", () => {
  it("returns an unlocked ad to where it was, or to expired when its run ended meanwhile", () => {
    const locked = expectTo(planTransition(ad({ status: "active" }), "lock", staff("adLock"), NOW), "locked");
    expect(locked.previousStatus).toBe("active");
    const back = ad({ status: "locked", previousStatus: "active", expiresAt: new Date(NOW.getTime() + DAY_MS) });
    expectTo(planTransition(back, "unlock", staff("adLock"), NOW), "active");
    expectTo(planTransition(back, "unlock", staff("adLock"), new Date(NOW.getTime() + 2 * DAY_MS)), "expired");
  });

  it("lets a company delete and restore only drafts, expired and deactivated ads", () => {
    expect(planTransition(ad({ status: "active" }), "delete", company, NOW).ok).toBe(false);
    expectTo(planTransition(ad({ status: "expired" }), "delete", company, NOW), "deleted");
    expectTo(planTransition(ad({ status: "deleted", previousStatus: "draft" }), "restore", company, NOW), "draft");
    expect(planTransition(ad({ status: "deleted", previousStatus: "locked" }), "restore", company, NOW).ok).toBe(false);
    expectTo(planTransition(ad({ status: "active" }), "delete", staff("adDeletion"), NOW), "deleted");
  });
});

/** Every group's abilities as a staff actor, plus the company, another company and the system. */
const actors: LifecycleActor[] = [
  company,
  { kind: "company", companyId: 2 },
  system,
  ...GROUPS.map((group) => ({ kind: "staff" as const, abilities: abilitiesOfGroups([group], { production: false }) })),
];

/** Which status may follow which (docs/job-ad-lifecycle.md). */
const ALLOWED: Record<JobAdStatus, readonly JobAdStatus[]> = {
  draft: ["draft", "review", "scheduled", "active", "locked", "deleted"],
  review: ["review", "active", "scheduled", "draft", "locked", "deleted"],
  scheduled: ["scheduled", "active", "locked", "deleted"],
  active: ["active", "expired", "deactivated", "locked", "deleted"],
  expired: ["expired", "active", "locked", "deleted"],
  deactivated: ["deactivated", "active", "locked", "deleted"],
  locked: ["locked", "draft", "review", "scheduled", "active", "expired", "deactivated"],
  deleted: ["deleted", "draft", "review", "scheduled", "active", "expired", "deactivated"],
};

interface Step {
  action: JobAdAction;
  actor: number;
  hours: number;
}

describe("any sequence of actions (property)", () => {
  it("never reaches a state the lifecycle forbids, never spends credits the plan did not name, and never goes below zero pushes", () => {
    const step = fc.record<Step>({
      action: fc.constantFrom(...JOB_AD_ACTIONS),
      actor: fc.nat({ max: actors.length - 1 }),
      hours: fc.integer({ min: 0, max: 24 * 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.constantFrom("DIRECT-SALES", "HYBRID", "SELF-SERVICE" as const),
        fc.constantFrom("self-service", "service" as const),
        (steps, channel, origin) => {
          let state = ad({ channel, origin });
          let now = NOW;
          let creditsSpent = 0;
          for (const { action, actor, hours } of steps) {
            now = new Date(now.getTime() + hours * 3_600_000);
            const who = actors[actor]!;
            const result = planTransition(state, action, who, now);
            if (!result.ok) {
              expect(result.reason).toMatch(/[A-ZÄÖÜ]/);
              expect([403, 409]).toContain(result.status);
              continue;
            }
            const plan = result.plan;
            expect(who.kind === "company" && who.companyId !== state.companyId).toBe(false);
            expect(ALLOWED[state.status]).toContain(plan.to);
            expect(plan.creditsToUse).toBeGreaterThanOrEqual(0);
            expect(plan.creditsToRefund).toBeGreaterThanOrEqual(0);
            creditsSpent += plan.creditsToUse - plan.creditsToRefund;
            // Refunds never give back more than was spent on this ad.
            expect(creditsSpent).toBeGreaterThanOrEqual(0);
            if (plan.to === "active") expect(plan.expiresAt ?? state.expiresAt).not.toBeNull();
            state = {
              ...state,
              status: plan.to,
              previousStatus: plan.previousStatus === undefined ? state.previousStatus : plan.previousStatus,
              expiresAt: plan.expiresAt === undefined ? state.expiresAt : plan.expiresAt,
              pushesLeft: plan.pushesLeft ?? state.pushesLeft,
              lastPushedAt: plan.lastPushedAt ?? state.lastPushedAt,
              reminderSentAt:
                plan.mail === "expiry-reminder" ? now : plan.expiresAt !== undefined ? null : state.reminderSentAt,
              lastExtensionDays:
                plan.lastExtension === undefined ? state.lastExtensionDays : (plan.lastExtension?.days ?? null),
              lastExtensionCredits:
                plan.lastExtension === undefined ? state.lastExtensionCredits : (plan.lastExtension?.credits ?? null),
            };
            expect(state.pushesLeft).toBeGreaterThanOrEqual(0);
            if (state.status === "locked" || state.status === "deleted") expect(state.previousStatus).not.toBeNull();
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("refuses every action of a company user on another company's ad", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JOB_AD_ACTIONS),
        fc.constantFrom(...(Object.keys(ALLOWED) as JobAdStatus[])),
        (action, status) => {
          const result = planTransition(ad({ status, companyId: 7 }), action, company, NOW);
          expect(result.ok).toBe(false);
        },
      ),
    );
  });
});
