import { describe, expect, it } from "vitest";
import { salaryConfirmationKey, salaryDoubt } from "./salary-plausibility";
import { dataStepEditorSchema, dataStepSchema } from "./schema";

const fullTime = { period: "month", employmentTypes: ["vollzeit"], weeklyHours: null };

describe("salaryDoubt", () => {
  it.each([
    // a thousands dot read as the decimal point
    [320, fullTime, { kind: "low", suggestionCents: 320_000 }],
    [235, fullTime, { kind: "low", suggestionCents: 235_000 }],
    // a forgotten comma
    [32_000_000, fullTime, { kind: "high", suggestionCents: 320_000 }],
    // no correction lands in the range
    [9_000_000, fullTime, { kind: "high", suggestionCents: null }],
    [120_000, fullTime, { kind: "low", suggestionCents: null }],
    [500, { period: "hour", employmentTypes: ["vollzeit"], weeklyHours: null }, { kind: "low", suggestionCents: null }],
  ])("%j cents in %j → %j", (cents, context, doubt) => {
    expect(salaryDoubt(cents, context)).toEqual(doubt);
  });

  it.each([
    [320_000, fullTime],
    [185_050, fullTime],
    [1_250, { period: "hour", employmentTypes: ["vollzeit"], weeklyHours: null }],
    [4_500_000, { period: "year", employmentTypes: ["vollzeit"], weeklyHours: null }],
    // part time, marginal employment and apprentices earn less, legitimately
    [60_000, { period: "month", employmentTypes: ["teilzeit"], weeklyHours: 15 }],
    [50_000, { period: "month", employmentTypes: ["geringfuegig"], weeklyHours: null }],
    [75_000, { period: "month", employmentTypes: ["lehre"], weeklyHours: null }],
    // an unknown period is not judged
    [1, { period: "", employmentTypes: ["vollzeit"], weeklyHours: null }],
  ])("does not doubt %j cents in %j", (cents, context) => {
    expect(salaryDoubt(cents, context)).toBeNull();
  });
});

const base = {
  title: "Bäcker:in (m/w/d)",
  locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
  remote: "none",
  employmentTypes: ["vollzeit"],
  jobLevel: "fachkraft",
  jobField: "handwerk",
  salaryPeriod: "month",
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("data step schemas", () => {
  it("read the amount as the field does: 3.200 is 3200 €", () => {
    const result = dataStepSchema.parse({ ...base, salaryMin: "3.200", salaryMax: "4200.5", weeklyHours: "38.5" });
    expect(result.salaryMin).toBe(320_000);
    expect(result.salaryMax).toBe(420_050);
    expect(result.weeklyHours).toBe("38,5");
  });

  it("report the salary rules in the same round as every other error", () => {
    const result = dataStepSchema.safeParse({ ...base, title: "Koch", weeklyHours: "99", salaryPeriod: undefined });
    expect(messages(result)).toEqual({
      title: "Der Stellentitel braucht mindestens 5 Zeichen.",
      weeklyHours: "Bitte geben Sie zwischen 0,5 und 60 Wochenstunden an.",
      salaryMin: "Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.",
      salaryPeriod: "Bitte wählen Sie den Zeitraum des Gehalts.",
    });
    const noEmployment = dataStepSchema.safeParse({ ...base, employmentTypes: undefined, salaryMin: "abc" });
    expect(Object.keys(messages(noEmployment)).sort()).toEqual(["employmentTypes", "salaryMin"]);
    const maxBelowMin = dataStepSchema.safeParse({ ...base, jobLevel: "x", salaryMin: "3.200", salaryMax: "2.000" });
    expect(messages(maxBelowMin).salaryMax).toBe("Das Höchstgehalt darf nicht unter dem Mindestgehalt liegen.");
  });

  it("ask about an implausible amount in the editor until it is confirmed", () => {
    const asked = dataStepEditorSchema.safeParse({ ...base, salaryMin: "3,20" });
    expect(messages(asked).salaryMin).toMatch(
      /^Meinten Sie €\s3\.200,00\? €\s3,20 pro Monat liegt unter jedem kollektivvertraglichen Mindestentgelt\.$/u,
    );
    const confirmed = dataStepEditorSchema.safeParse({
      ...base,
      salaryMin: "3,20",
      salaryMinConfirmed: salaryConfirmationKey(320, "month"),
    });
    expect(confirmed.success).toBe(true);
    const otherPeriod = dataStepEditorSchema.safeParse({
      ...base,
      salaryPeriod: "year",
      salaryMin: "3,20",
      salaryMinConfirmed: salaryConfirmationKey(320, "month"),
    });
    expect(otherPeriod.success).toBe(false);
    // the JSON API does not ask
    expect(dataStepSchema.safeParse({ ...base, salaryMin: "3,20" }).success).toBe(true);
  });
});
