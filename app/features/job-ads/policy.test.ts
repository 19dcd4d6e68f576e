import { describe, expect, it } from "vitest";
import { abilitiesOfGroups, GROUPS, type Group } from "@auth/abilities";
import { viennaStartOfDay } from "~/lib/format";
import { groupsOfRow } from "../../../tests/support/spec-table";
import { FORM_STEPS, type FormStep } from "./form-steps";
import {
  DAY_MS,
  JOB_AD_STATUSES,
  type JobAdAction,
  type JobAdOrigin,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
} from "./lifecycle";
import {
  availableActions,
  decideAction,
  editableSteps,
  expirationDateRefusal,
  publicationDateRefusal,
  scheduleBounds,
  staffFunctionRefusal,
  staffMayEdit,
  stepEditRefusal,
  stepValuesRefusal,
  type StaffFunction,
} from "./policy";

const NOW = new Date("2026-03-02T09:00:00Z");
const TOMORROW = new Date(NOW.getTime() + DAY_MS);
const COMPANY_ID = 7;

function ad(overrides: Partial<LifecycleAd> = {}): LifecycleAd {
  return {
    status: "active",
    previousStatus: null,
    origin: "self-service",
    companyId: COMPANY_ID,
    channel: "DIRECT-SALES",
    complete: true,
    publishAt: null,
    expiresAt: new Date(NOW.getTime() + 10 * DAY_MS),
    pushesLeft: 1,
    lastPushedAt: null,
    reminderSentAt: null,
    lastExtensionDays: 30,
    lastExtensionCredits: 1,
    product: { runDays: 30, priceCredits: 1, includedPushes: 1 },
    ...overrides,
  };
}

const staff = (group: Group): LifecycleActor & { kind: "staff" } => ({
  kind: "staff",
  abilities: abilitiesOfGroups([group], { production: false }),
});
const company: LifecycleActor = { kind: "company", companyId: COMPANY_ID };

// SPEC §6, transcribed by hand as in auth/abilities.test.ts (columns: tests/support/spec-table.ts):
// which groups may do what to an ad of which origin, each row in a state where the action applies.

type Origin = JobAdOrigin;
const SS: Origin = "self-service";
const SV: Origin = "service";

/** Lifecycle actions: the API rule's ability and, where the spec names a pair, the one of the ad's origin. */
const ACTION_ROWS: ReadonlyArray<readonly [string, JobAdAction, Origin, Partial<LifecycleAd>]> = [
  //ad aX cc if lg qa ro sa se su
  ["x  x  x  .  .  x  .  x  .  x", "lock", SS, { status: "active" }], // adLock
  ["x  x  x  .  .  x  .  x  .  x", "lock", SV, { status: "active" }],
  ["x  x  x  .  .  x  .  x  .  x", "unlock", SS, { status: "locked", previousStatus: "active" }],
  ["x  x  x  .  .  x  .  x  .  x", "unlock", SV, { status: "locked", previousStatus: "active" }],
  ["x  x  .  .  .  .  .  .  x  .", "delete", SS, { status: "active" }], // adDeletion
  ["x  x  .  .  .  .  .  .  x  .", "delete", SV, { status: "active" }],
  ["x  x  .  .  .  .  .  .  x  .", "restore", SS, { status: "deleted", previousStatus: "active" }],
  ["x  x  .  .  .  .  .  .  x  .", "restore", SV, { status: "deleted", previousStatus: "active" }],
  // adActivation (API rule) and adActivationSelfService (self-service ads)
  ["x  x  x  .  .  .  .  x  .  .", "deactivate", SS, { status: "active" }],
  ["x  x  x  .  .  .  .  x  x  .", "deactivate", SV, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  .", "reactivate", SS, { status: "deactivated" }],
  ["x  x  x  .  .  .  .  x  x  .", "reactivate", SV, { status: "deactivated" }],
  // adScheduleActivation
  ["x  x  x  .  .  .  .  x  x  .", "activate-scheduled", SS, { status: "scheduled", publishAt: TOMORROW }],
  ["x  x  x  .  .  .  .  x  x  .", "activate-scheduled", SV, { status: "scheduled", publishAt: TOMORROW }],
  // adActionsMaintenance and adFreeProlongation (self-service) / adFreeProlongationService (service)
  ["x  x  .  .  .  .  .  .  .  x", "free-prolongation", SS, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  .", "free-prolongation", SV, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  x", "remind", SS, { status: "active" }], // adActionsMaintenance
  ["x  x  x  .  .  .  .  x  .  x", "remind", SV, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  .", "push", SS, { status: "active" }], // adPush
  ["x  x  x  .  .  .  .  x  .  .", "push", SV, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  .", "prolong", SS, { status: "active" }], // prolongJobAd
  ["x  x  x  .  .  .  .  x  .  .", "prolong", SV, { status: "active" }],
  ["x  x  x  .  .  .  .  x  .  .", "undo-runtime-extension", SS, { status: "active" }], // undoRuntimeExtensionJobAd
  ["x  x  x  .  .  .  .  x  .  .", "undo-runtime-extension", SV, { status: "active" }],
  ["x  x  .  .  .  .  .  .  x  .", "publish", SS, { status: "draft" }], // adPublish
  ["x  x  .  .  .  .  .  .  x  .", "publish", SV, { status: "draft" }],
  ["x  x  .  .  .  x  .  .  .  .", "approve", SS, { status: "review" }], // qaPages
  ["x  x  .  .  .  x  .  .  .  .", "reject", SS, { status: "review" }],
];

/** Staff functions: the ability, by the ad's origin where the spec names a pair. */
const FUNCTION_ROWS: ReadonlyArray<readonly [string, StaffFunction, Origin, JobAdStatus]> = [
  //ad aX cc if lg qa ro sa se su
  ["x  x  x  .  .  .  .  x  x  .", "online-mail", SS, "active"], // adOnlineMail
  ["x  x  x  .  .  .  .  x  x  .", "online-mail", SV, "active"],
  ["x  .  .  .  .  .  .  .  .  x", "schedule", SS, "scheduled"], // editScheduledAdSelfService
  ["x  .  x  .  .  .  .  x  x  .", "schedule", SV, "scheduled"], // editScheduledAdService
  ["x  .  .  .  .  .  .  .  .  x", "expiration", SS, "active"], // editReminderPublicationExpirationSelfService
  ["x  .  x  .  .  .  .  x  .  .", "expiration", SV, "active"], // editReminderPublicationExpirationService
  [".  .  .  .  .  .  .  .  .  .", "product", SS, "draft"], // only service orders have a product to change
  ["x  x  x  .  .  .  .  x  .  .", "product", SV, "draft"], // adChangeOrderService
];

/**
 * Editing a step in the staff editor: adEditSelfService/adEditService by origin; a draft also
 * serviceEntryAd or editAdEditable; a published ad editAdEditable, product and publication
 * editAdNonEditable, a scheduled ad's date also editScheduledAd* by origin.
 */
const EDIT_ROWS: ReadonlyArray<readonly [string, FormStep, Origin, JobAdStatus]> = [
  //ad aX cc if lg qa ro sa se su
  ["x  x  .  .  .  x  .  .  .  .", "data", SS, "draft"],
  ["x  x  .  .  .  x  .  .  x  .", "data", SV, "draft"],
  ["x  x  .  .  .  x  .  .  .  .", "product", SS, "draft"],
  ["x  x  .  .  .  x  .  .  x  .", "product", SV, "draft"],
  ["x  x  .  .  .  x  .  .  .  .", "content", SS, "active"],
  ["x  x  .  .  .  x  .  .  .  .", "content", SV, "active"],
  ["x  x  .  .  .  .  .  .  .  .", "product", SS, "active"],
  ["x  x  .  .  .  .  .  .  .  .", "publish", SV, "active"],
  ["x  .  .  .  .  .  .  .  .  .", "publish", SS, "scheduled"],
  ["x  .  .  .  .  .  .  .  .  .", "publish", SV, "scheduled"],
  ["x  x  .  .  .  x  .  .  .  .", "design", SV, "scheduled"],
  [".  .  .  .  .  .  .  .  .  .", "data", SS, "locked"],
  [".  .  .  .  .  .  .  .  .  .", "application", SV, "deleted"],
];

describe("the job-ad policy against SPEC §6", () => {
  it.each(ACTION_ROWS)("groups [%s] may %s a %s ad", (row, action, origin, state) => {
    const subject = ad({ origin, ...state });
    const allowed = GROUPS.filter((group) => decideAction(subject, action, staff(group), NOW).ok);
    expect(allowed).toEqual(groupsOfRow(row));
  });

  it.each(FUNCTION_ROWS)("groups [%s] may use %s on a %s ad (%s)", (row, fn, origin, status) => {
    const allowed = GROUPS.filter(
      (group) => staffFunctionRefusal(fn, { status, origin }, staff(group).abilities) === null,
    );
    expect(allowed).toEqual(groupsOfRow(row));
  });

  it.each(EDIT_ROWS)("groups [%s] may change step %s of a %s ad (%s)", (row, step, origin, status) => {
    const subject = { status, origin, companyId: COMPANY_ID };
    const allowed = GROUPS.filter((group) => stepEditRefusal(subject, step, staff(group)) === null);
    expect(allowed).toEqual(groupsOfRow(row));
  });

  it("covers every lifecycle action a staff member can take, and every staff function, for both origins", () => {
    const staffActions = new Set(ACTION_ROWS.map(([, action]) => action));
    expect([...staffActions].sort()).toEqual(
      [
        "activate-scheduled",
        "approve",
        "deactivate",
        "delete",
        "free-prolongation",
        "lock",
        "prolong",
        "publish",
        "reactivate",
        "reject",
        "remind",
        "restore",
        "undo-runtime-extension",
        "unlock",
        "push",
      ].sort(),
    );
    for (const fn of ["online-mail", "schedule", "expiration", "product"]) {
      expect(FUNCTION_ROWS.filter(([, f]) => f === fn).map(([, , origin]) => origin)).toEqual([SS, SV]);
    }
  });

  it("refuses staff with the API's words and names the missing ability", () => {
    const refused = decideAction(ad({ status: "active" }), "deactivate", staff("qa"), NOW);
    expect(refused).toEqual({
      ok: false,
      status: 403,
      reason:
        "Sie haben keine Berechtigung für diese Aktion. Dafür fehlt Ihnen die Berechtigung „Inserate aktivieren und deaktivieren“.",
    });
  });

  it("offers staff only actions they may take: the staff list and the API show the same", () => {
    expect(availableActions(ad({ status: "active" }), staff("qa"), NOW)).toEqual(["lock"]);
    expect(availableActions(ad({ status: "active" }), staff("readOnly"), NOW)).toEqual([]);
  });
});

describe("refusal statuses: the policy decides, one status for every actor", () => {
  const other: LifecycleActor = { kind: "company", companyId: COMPANY_ID + 1 };
  const admin = staff("admin");
  const system: LifecycleActor = { kind: "system" };
  const cases: [name: string, ad: LifecycleAd, action: JobAdAction, actor: LifecycleActor, status: 403 | 409][] = [
    // The actor lacks the right: 403.
    ["another company's ad", ad(), "deactivate", other, 403],
    ["a company approving", ad({ status: "review" }), "approve", company, 403],
    ["a company locking", ad(), "lock", company, 403],
    ["staff without the API's ability", ad(), "deactivate", staff("qa"), 403],
    ["staff without adLock", ad(), "lock", staff("readOnly"), 403],
    ["staff expiring by hand", ad({ expiresAt: new Date(NOW.getTime() - DAY_MS) }), "expire", admin, 403],
    // The ad's state or time forbids it: 409, for the company and for staff alike.
    ["a company deactivating a draft", ad({ status: "draft" }), "deactivate", company, 409],
    ["staff deactivating a draft", ad({ status: "draft" }), "deactivate", admin, 409],
    ["staff locking a locked ad", ad({ status: "locked", previousStatus: "active" }), "lock", admin, 409],
    ["staff unlocking an unlocked ad", ad(), "unlock", admin, 409],
    ["a company deleting an active ad", ad(), "delete", company, 409],
    ["staff deleting a deleted ad", ad({ status: "deleted", previousStatus: "draft" }), "delete", admin, 409],
    ["a company pushing without pushes left", ad({ pushesLeft: 0 }), "push", company, 409],
    ["staff pushing twice a day", ad({ lastPushedAt: NOW }), "push", admin, 409],
    ["the sweep expiring a running ad", ad(), "expire", system, 409],
    ["a company publishing an incomplete draft", ad({ status: "draft", complete: false }), "publish", company, 409],
    ["staff publishing an incomplete draft", ad({ status: "draft", complete: false }), "publish", admin, 409],
  ];
  it.each(cases)("%s", (_name, target, action, actor, status) => {
    const result = decideAction(target, action, actor, NOW);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.status).toBe(status);
  });
});

describe("editing steps", () => {
  it("lets a company change every step of its draft", () => {
    expect(editableSteps({ status: "draft", origin: SS, companyId: COMPANY_ID }, FORM_STEPS, company)).toEqual([
      ...FORM_STEPS,
    ]);
  });

  it.each(["review", "scheduled", "active", "expired", "deactivated"] as const)(
    "keeps product and publication of a company's %s ad, and only those, read-only",
    (status) => {
      const subject = { status, origin: SS, companyId: COMPANY_ID };
      const readOnly = FORM_STEPS.filter((step) => stepEditRefusal(subject, step, company) !== null);
      expect(readOnly).toEqual(["product", "publish"]);
      expect(stepEditRefusal(subject, "publish", company)).toEqual({
        status: 409,
        reason: "Produkt und Veröffentlichung können nach der Veröffentlichung nicht mehr geändert werden.",
      });
    },
  );

  it.each(["deleted", "locked"] as const)("keeps every step of a %s ad read-only for everybody", (status) => {
    for (const step of FORM_STEPS) {
      for (const actor of [company, ...GROUPS.map(staff)]) {
        expect(stepEditRefusal({ status, origin: SV, companyId: COMPANY_ID }, step, actor)).toEqual({
          status: 409,
          reason: "Gelöschte oder gesperrte Inserate können nicht bearbeitet werden.",
        });
      }
    }
  });

  it("refuses another company's ad and the sweeps", () => {
    const subject = { status: "draft" as const, origin: SS, companyId: COMPANY_ID };
    expect(stepEditRefusal(subject, "data", { kind: "company", companyId: 8 })?.status).toBe(403);
    expect(stepEditRefusal(subject, "data", { kind: "system" })?.status).toBe(403);
  });

  it("names the staff member's missing ability", () => {
    const refusal = stepEditRefusal({ status: "active", origin: SS, companyId: COMPANY_ID }, "product", staff("qa"));
    expect(refusal).toEqual({
      status: 403,
      reason:
        "Produkt und Veröffentlichung sind nach der Veröffentlichung gesperrt. Dafür fehlt Ihnen die Berechtigung „Nicht bearbeitbare Inserate ändern“.",
    });
    const scheduled = stepEditRefusal(
      { status: "scheduled", origin: SV, companyId: COMPANY_ID },
      "publish",
      staff("adminExternal"),
    );
    expect(scheduled?.reason).toContain("„Geplante Service-Inserate ändern“");
  });

  it("never lets a group without the edit ability of the ad's origin edit it, in any state", () => {
    for (const group of GROUPS) {
      const actor = staff(group);
      for (const origin of [SS, SV]) {
        const mayEdit = actor.abilities.has(origin === SV ? "adEditService" : "adEditSelfService");
        for (const status of JOB_AD_STATUSES) {
          const subject = { status, origin, companyId: COMPANY_ID };
          if (!mayEdit) expect(editableSteps(subject, FORM_STEPS, actor)).toEqual([]);
          expect(staffMayEdit(subject, actor.abilities)).toBe(mayEdit && status !== "locked" && status !== "deleted");
        }
      }
    }
  });
});

describe("dates", () => {
  it("offers tomorrow up to 90 days ahead in Vienna", () => {
    // 23:30 UTC is already the next day in Vienna.
    expect(scheduleBounds(new Date("2026-01-14T23:30:00Z"))).toEqual({ min: "2026-01-16", max: "2026-04-15" });
  });

  it("accepts a publication day from tomorrow up to day 90 in Vienna, as the date picker offers", () => {
    const message = "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.";
    const day = (isoDay: string) => publicationDateRefusal(viennaStartOfDay(isoDay), NOW);
    // NOW is 2 March 2026, 10:00 in Vienna.
    expect(scheduleBounds(NOW)).toEqual({ min: "2026-03-03", max: "2026-05-31" });
    expect(day("2026-03-02")).toBe(message);
    expect(day("2026-03-03")).toBeNull();
    expect(day("2026-05-31")).toBeNull();
    expect(day("2026-06-01")).toBe(message);
    // Later today is still today: the window counts days, not hours.
    expect(publicationDateRefusal(new Date(NOW.getTime() + 60_000), NOW)).toBe(message);
    expect(publicationDateRefusal(NOW, NOW)).toBe(message);
    // The last hour of day 90 is inside, the first minute of day 91 is not.
    expect(publicationDateRefusal(new Date("2026-05-31T21:59:00Z"), NOW)).toBeNull();
    expect(publicationDateRefusal(new Date("2026-05-31T22:00:00Z"), NOW)).toBe(message);
    expect(publicationDateRefusal(new Date(Number.NaN), NOW)).toBe(message);
  });

  it("counts the window in Vienna days late in the evening too", () => {
    // 23:30 UTC on 14 January is 15 January in Vienna: tomorrow is the 16th.
    const lateEvening = new Date("2026-01-14T23:30:00Z");
    expect(publicationDateRefusal(viennaStartOfDay("2026-01-15"), lateEvening)).not.toBeNull();
    expect(publicationDateRefusal(viennaStartOfDay("2026-01-16"), lateEvening)).toBeNull();
    expect(publicationDateRefusal(viennaStartOfDay("2026-04-15"), lateEvening)).toBeNull();
    expect(publicationDateRefusal(viennaStartOfDay("2026-04-16"), lateEvening)).not.toBeNull();
  });

  it("accepts a run end after now and at most 365 days ahead", () => {
    expect(expirationDateRefusal(NOW, NOW)).toBe("Das Laufzeitende muss in der Zukunft liegen.");
    expect(expirationDateRefusal(new Date(NOW.getTime() + 365 * DAY_MS), NOW)).toBeNull();
    expect(expirationDateRefusal(new Date(NOW.getTime() + 366 * DAY_MS), NOW)).toBe(
      "Das Laufzeitende darf höchstens 365 Tage in der Zukunft liegen.",
    );
  });

  it("keeps a scheduled ad's date: without one it would never go live", () => {
    expect(stepValuesRefusal({ status: "scheduled" }, { step: "publish", publishAt: null }, NOW)?.status).toBe(400);
    expect(stepValuesRefusal({ status: "draft" }, { step: "publish", publishAt: null }, NOW)).toBeNull();
    expect(stepValuesRefusal({ status: "scheduled" }, { step: "data" }, NOW)).toBeNull();
  });
});
