import { describe, expect, it } from "vitest";
import type { ScorecardCriterion } from "@db/schema/applications";
import { formatInteger } from "~/lib/format";
import {
  applyCriteriaEdit,
  averageText,
  criteriaEditSchema,
  DEFAULT_CRITERIA,
  MAX_CRITERIA,
  mergeRatings,
  scorecardFormSchema,
  summariseScorecards,
  type CriteriaEdit,
} from "./scorecard";

const edit = (fields: Record<string, string>): CriteriaEdit => {
  const parsed = criteriaEditSchema.safeParse(fields);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return parsed.data;
};

const labels = (criteria: readonly ScorecardCriterion[] | null) => (criteria ?? DEFAULT_CRITERIA).map((c) => c.label);

describe("the criteria rules", () => {
  it("start from Fachwissen, Kommunikation and Motivation", () => {
    expect(labels(DEFAULT_CRITERIA)).toEqual(["Fachwissen", "Kommunikation", "Motivation"]);
  });

  it("add a criterion with the add form's key, its label tidied, and once for the same form sent twice", () => {
    const added = applyCriteriaEdit(
      null,
      edit({ intent: "hinzufuegen", schluessel: "a1b2c3d4", bezeichnung: "  Team   fähigkeit " }),
    );
    expect(added).toMatchObject({
      ok: true,
      changed: true,
      message: "Das Kriterium „Team fähigkeit“ ist hinzugefügt.",
    });
    if (!added.ok) return;
    expect(added.criteria).toEqual([...DEFAULT_CRITERIA, { key: "a1b2c3d4", label: "Team fähigkeit" }]);
    const again = applyCriteriaEdit(
      added.criteria,
      edit({ intent: "hinzufuegen", schluessel: "a1b2c3d4", bezeichnung: "Team fähigkeit" }),
    );
    expect(again).toMatchObject({ ok: true, changed: false });
    const stale = applyCriteriaEdit(
      added.criteria,
      edit({ intent: "hinzufuegen", schluessel: "a1b2c3d4", bezeichnung: "Belastbarkeit" }),
    );
    expect(stale).toEqual({
      ok: false,
      message: "Die Kriterien wurden inzwischen geändert. Bitte laden Sie die Seite neu.",
    });
  });

  it("refuse empty, too long, control-character and duplicate labels (regardless of case)", () => {
    const add = (bezeichnung: string) =>
      applyCriteriaEdit(null, edit({ intent: "hinzufuegen", schluessel: "0000000a", bezeichnung }));
    expect(add("   ")).toEqual({ ok: false, message: "Bitte geben Sie dem Kriterium eine Bezeichnung." });
    expect(add("x".repeat(61))).toEqual({
      ok: false,
      message: "Die Bezeichnung eines Kriteriums darf höchstens 60 Zeichen lang sein.",
    });
    expect(add("x".repeat(60))).toMatchObject({ ok: true });
    expect(add("Fach\u0007wissen")).toEqual({
      ok: false,
      message: "Die Bezeichnung eines Kriteriums enthält unzulässige Zeichen.",
    });
    expect(add("fachWISSEN")).toEqual({
      ok: false,
      message: "Die Bezeichnung „fachWISSEN“ kommt mehrfach vor. Bitte geben Sie jedem Kriterium eine eigene.",
    });
    const renamed = applyCriteriaEdit(
      null,
      edit({
        intent: "umbenennen",
        "bezeichnung-fachwissen": "Motivation",
        "bezeichnung-kommunikation": "K",
        "bezeichnung-motivation": "Motivation",
      }),
    );
    expect(renamed).toMatchObject({ ok: false, message: expect.stringContaining("„Motivation“ kommt mehrfach vor") });
  });

  it("rename by key: the keys stay, so ratings keep their criterion", () => {
    const renamed = applyCriteriaEdit(
      null,
      edit({
        intent: "umbenennen",
        "bezeichnung-fachwissen": "Fachkenntnisse",
        "bezeichnung-kommunikation": "Kommunikation",
        "bezeichnung-motivation": " Motivation ",
      }),
    );
    expect(renamed).toMatchObject({
      ok: true,
      criteria: [
        { key: "fachwissen", label: "Fachkenntnisse" },
        { key: "kommunikation", label: "Kommunikation" },
        { key: "motivation", label: "Motivation" },
      ],
    });
    // A label left out (a page older than the list) is an empty label: refused.
    expect(applyCriteriaEdit(null, edit({ intent: "umbenennen", "bezeichnung-fachwissen": "A" }))).toMatchObject({
      ok: false,
    });
  });

  it("move up and down, not past the ends", () => {
    expect(
      labels(
        (
          applyCriteriaEdit(null, edit({ intent: "runter", kriterium: "fachwissen" })) as {
            criteria: ScorecardCriterion[];
          }
        ).criteria,
      ),
    ).toEqual(["Kommunikation", "Fachwissen", "Motivation"]);
    expect(
      labels(
        (
          applyCriteriaEdit(null, edit({ intent: "hoch", kriterium: "motivation" })) as {
            criteria: ScorecardCriterion[];
          }
        ).criteria,
      ),
    ).toEqual(["Fachwissen", "Motivation", "Kommunikation"]);
    expect(applyCriteriaEdit(null, edit({ intent: "hoch", kriterium: "fachwissen" }))).toEqual({
      ok: false,
      message: "Das Kriterium „Fachwissen“ kann nicht weiter nach oben rücken.",
    });
    expect(applyCriteriaEdit(null, edit({ intent: "runter", kriterium: "weg" }))).toEqual({
      ok: false,
      message: "Dieses Kriterium gibt es nicht mehr. Bitte laden Sie die Seite neu.",
    });
  });

  it("remove down to one criterion, never the last", () => {
    const one = [{ key: "fachwissen", label: "Fachwissen" }];
    expect(applyCriteriaEdit(null, edit({ intent: "entfernen", kriterium: "motivation" }))).toMatchObject({
      ok: true,
      criteria: DEFAULT_CRITERIA.slice(0, 2),
    });
    expect(applyCriteriaEdit(one, edit({ intent: "entfernen", kriterium: "fachwissen" }))).toEqual({
      ok: false,
      message: "Mindestens ein Kriterium muss bleiben.",
    });
  });

  it("take at most ten criteria", () => {
    const ten = Array.from({ length: MAX_CRITERIA }, (_, i) => ({ key: `k${i}`, label: `Kriterium ${i}` }));
    expect(applyCriteriaEdit(ten, edit({ intent: "hinzufuegen", schluessel: "abcdef01", bezeichnung: "Elf" }))).toEqual(
      {
        ok: false,
        message: "Höchstens 10 Kriterien sind möglich.",
      },
    );
  });

  it("restore the defaults (null)", () => {
    expect(applyCriteriaEdit([{ key: "x", label: "X" }], edit({ intent: "standard" }))).toMatchObject({
      ok: true,
      criteria: null,
      changed: true,
    });
  });

  it("read a new criterion's key only as the page made it", () => {
    expect(
      criteriaEditSchema.safeParse({ intent: "hinzufuegen", schluessel: "fachwissen", bezeichnung: "X" }).success,
    ).toBe(false);
    expect(criteriaEditSchema.safeParse({ intent: "loeschen" }).success).toBe(false);
  });
});

describe("the scorecard form", () => {
  const schema = scorecardFormSchema(DEFAULT_CRITERIA);

  it("saves a draft with ratings missing", () => {
    const parsed = schema.safeParse({
      intent: "entwurf",
      "bewertung-fachwissen": "4",
      "kommentar-fachwissen": " gut ",
    });
    expect(parsed.success && parsed.data).toEqual({
      submit: false,
      ratings: [
        { key: "fachwissen", label: "Fachwissen", rating: 4, comment: "gut" },
        { key: "kommunikation", label: "Kommunikation", rating: null, comment: "" },
        { key: "motivation", label: "Motivation", rating: null, comment: "" },
      ],
      recommendation: null,
      comment: "",
    });
  });

  it("submits only with every criterion rated, naming each one missing at its field", () => {
    const parsed = schema.safeParse({ intent: "absenden", "bewertung-fachwissen": "4" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["bewertung-kommunikation", "Bitte bewerten Sie „Kommunikation“ mit 1 bis 5, bevor Sie den Bogen abgeben."],
      ["bewertung-motivation", "Bitte bewerten Sie „Motivation“ mit 1 bis 5, bevor Sie den Bogen abgeben."],
    ]);
    const full = schema.safeParse({
      intent: "absenden",
      "bewertung-fachwissen": "4",
      "bewertung-kommunikation": "5",
      "bewertung-motivation": "1",
      empfehlung: "ja",
    });
    expect(full.success && full.data.submit && full.data.recommendation).toBe("ja");
  });

  it("refuses ratings outside 1–5, unknown recommendations and overlong comments", () => {
    expect(schema.safeParse({ intent: "entwurf", "bewertung-fachwissen": "6" }).error?.issues[0]?.message).toBe(
      "Bitte wählen Sie eine Bewertung von 1 bis 5.",
    );
    expect(schema.safeParse({ intent: "entwurf", empfehlung: "vielleicht" }).error?.issues[0]?.message).toBe(
      "Bitte wählen Sie eine der Empfehlungen.",
    );
    expect(
      schema.safeParse({ intent: "entwurf", "kommentar-motivation": "x".repeat(2001) }).error?.issues[0]?.message,
    ).toBe(`Ein Kommentar darf höchstens ${formatInteger(2000)} Zeichen lang sein.`);
  });
});

describe("the summary", () => {
  const at = new Date("2026-11-30T09:00:00Z");
  const rating = (key: string, label: string, value: number | null, comment = "") => ({
    key,
    label,
    rating: value,
    comment,
  });

  it("averages each criterion over the submitted scorecards that rated it, with each colleague's rating and comment", () => {
    const summary = summariseScorecards(DEFAULT_CRITERIA, [
      {
        authorName: "Katharina Mayr",
        ratings: [rating("fachwissen", "Fachwissen", 4, "sicher"), rating("kommunikation", "Kommunikation", 3)],
        recommendation: "ja",
        comment: "",
        submittedAt: at,
      },
      {
        authorName: "Lukas Berger",
        ratings: [
          rating("fachwissen", "Fachwissen", 5),
          rating("kommunikation", "Kommunikation", 2),
          rating("alt", "Belastbarkeit", 1, "früher"),
        ],
        recommendation: null,
        comment: "",
        submittedAt: at,
      },
    ]);
    expect(summary.map(({ label, removed, average, count }) => ({ label, removed, average, count }))).toEqual([
      { label: "Fachwissen", removed: false, average: 4.5, count: 2 },
      { label: "Kommunikation", removed: false, average: 2.5, count: 2 },
      { label: "Motivation", removed: false, average: null, count: 0 },
      // A criterion removed from the ad since: its ratings stay readable under the label they were given under.
      { label: "Belastbarkeit", removed: true, average: 1, count: 1 },
    ]);
    expect(summary[0]!.ratings).toEqual([
      { authorName: "Katharina Mayr", rating: 4, comment: "sicher" },
      { authorName: "Lukas Berger", rating: 5, comment: "" },
    ]);
    expect(averageText(4.5)).toBe("4,5");
    expect(averageText(4)).toBe("4,0");
    expect(averageText(null)).toBe("");
  });

  it("shows a renamed criterion under its new label (the key is the same)", () => {
    const [first] = summariseScorecards(
      [{ key: "fachwissen", label: "Fachkenntnisse" }],
      [
        {
          authorName: "A",
          ratings: [rating("fachwissen", "Fachwissen", 3)],
          recommendation: null,
          comment: "",
          submittedAt: at,
        },
      ],
    );
    expect(first).toMatchObject({ label: "Fachkenntnisse", average: 3, count: 1, removed: false });
  });

  it("keeps the ratings of removed criteria when a scorecard is edited", () => {
    expect(
      mergeRatings(
        [rating("fachwissen", "Fachwissen", 2), rating("alt", "Belastbarkeit", 4)],
        [rating("fachwissen", "Fachwissen", 3)],
      ),
    ).toEqual([rating("fachwissen", "Fachwissen", 3), rating("alt", "Belastbarkeit", 4)]);
  });
});
