import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplicationStage } from "@db/schema";
import {
  applyStageEdit,
  checkStageList,
  MAX_STAGES,
  removalTargets,
  stageEditSchema,
  stageKeyFor,
  type StageEdit,
  type StageEditResult,
} from "./stage-editor";
import { DEFAULT_STAGES } from "./stages";

/**
 * The stage editor's rules (docs/applications.md, "Stages"): any sequence of edits keeps one
 * inbox first and one hired and one rejected stage last, kept stages keep their keys, new keys
 * are unique, and no application is left in a stage that is gone.
 */

const KEY = /^[a-z0-9-]{1,40}$/;
const FIXED_KEYS = ["eingegangen", "eingestellt", "abgesagt"];

function expectWellFormed(stages: readonly ApplicationStage[]) {
  const kinds = stages.map((stage) => stage.kind);
  expect(kinds[0]).toBe("inbox");
  expect(kinds.at(-2)).toBe("hired");
  expect(kinds.at(-1)).toBe("rejected");
  expect(kinds.filter((kind) => kind !== "open")).toHaveLength(3);
  expect(kinds.filter((kind) => kind === "open").length).toBeGreaterThanOrEqual(1);
  expect(stages.length).toBeLessThanOrEqual(MAX_STAGES);
  const keys = stages.map((stage) => stage.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(key).toMatch(KEY);
  const labels = stages.map((stage) => stage.label.toLocaleLowerCase("de-AT"));
  expect(new Set(labels).size).toBe(labels.length);
  for (const stage of stages) {
    expect(stage.label).toBe(stage.label.trim());
    expect(stage.label.length).toBeGreaterThanOrEqual(1);
    expect(stage.label.length).toBeLessThanOrEqual(40);
  }
}

function accepted(result: StageEditResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

const edit = (fields: Record<string, unknown>): StageEdit => stageEditSchema.parse(fields);

describe("a stage's key", () => {
  it("comes from the label, German letters spelt out, with a number when taken", () => {
    expect(stageKeyFor("Zweitgespräch", new Set())).toBe("zweitgespraech");
    expect(stageKeyFor("Zweitgespräch", new Set(["zweitgespraech"]))).toBe("zweitgespraech-2");
    expect(stageKeyFor("Zweitgespräch", new Set(["zweitgespraech", "zweitgespraech-2"]))).toBe("zweitgespraech-3");
    expect(stageKeyFor("„…“", new Set())).toBe("phase");
    expect(stageKeyFor("Ä".repeat(40), new Set())).toMatch(KEY);
  });

  it("is unique and well-formed for any labels", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 }), (labels) => {
        const taken = new Set<string>();
        for (const label of labels) {
          const key = stageKeyFor(label, taken);
          expect(key).toMatch(KEY);
          expect(taken.has(key)).toBe(false);
          taken.add(key);
        }
      }),
    );
  });
});

describe("checking a new list against the old one", () => {
  const open = (label: string) => ({ label, kind: "open" as const });
  const [inbox, review, interview, offer, hired, rejected] = DEFAULT_STAGES as [
    ApplicationStage,
    ApplicationStage,
    ApplicationStage,
    ApplicationStage,
    ApplicationStage,
    ApplicationStage,
  ];

  it("keeps renamed stages' keys, gives new ones a key of their own, and names the removed", () => {
    const result = checkStageList(DEFAULT_STAGES, [
      { ...inbox, label: "  Neu   eingegangen " },
      open("Zweitgespräch"),
      { ...interview, label: "Erstgespräch" },
      open("Interview"),
      hired,
      rejected,
    ]);
    expect(result).toEqual({
      ok: true,
      stages: [
        { key: "eingegangen", label: "Neu eingegangen", kind: "inbox" },
        { key: "zweitgespraech", label: "Zweitgespräch", kind: "open" },
        { key: "interview", label: "Erstgespräch", kind: "open" },
        // "interview" is taken by the renamed stage: the history still means that one.
        { key: "interview-2", label: "Interview", kind: "open" },
        hired,
        rejected,
      ],
      removed: [review, offer],
    });
  });

  it.each([
    ["an empty label", [inbox, open("  "), hired, rejected], "Bitte geben Sie jeder Phase eine Bezeichnung."],
    [
      "a label of 41 characters",
      [inbox, open("x".repeat(41)), hired, rejected],
      "Die Bezeichnung einer Phase darf höchstens 40 Zeichen lang sein.",
    ],
    [
      "a control character",
      [inbox, open("Probe\u0000tag"), hired, rejected],
      "Die Bezeichnung einer Phase enthält unzulässige Zeichen.",
    ],
    [
      "the same label in another case",
      [inbox, review, { ...interview, label: "in prüfung" }, hired, rejected],
      "Die Bezeichnung „in prüfung“ kommt mehrfach vor. Bitte geben Sie jeder Phase eine eigene.",
    ],
    [
      "13 stages",
      [inbox, ...Array.from({ length: 10 }, (_, n) => open(`Runde ${n + 1}`)), hired, rejected],
      "Höchstens 12 Phasen sind möglich.",
    ],
    ["no open stage", [inbox, hired, rejected], "Mindestens eine Phase zwischen Eingang und Abschluss muss bleiben."],
    [
      "the inbox removed",
      [review, hired, rejected],
      "Die Phase „Eingegangen“ kann umbenannt, aber nicht entfernt werden.",
    ],
    [
      "the hired stage removed",
      [inbox, review, rejected],
      "Die Phase „Eingestellt“ kann umbenannt, aber nicht entfernt werden.",
    ],
    ["the inbox not first", [review, inbox, hired, rejected], "Die Eingangsphase muss die erste Phase bleiben."],
    [
      "an open stage after the hired one",
      [inbox, hired, review, rejected],
      "Die Phasen für Einstellungen und Absagen bleiben am Ende, in dieser Reihenfolge.",
    ],
    [
      "an open stage made the hired one",
      [inbox, { ...review, kind: "hired" as const }, rejected],
      "Die Art der Phase „In Prüfung“ kann nicht geändert werden.",
    ],
    [
      "a second inbox",
      [inbox, { label: "Auch neu", kind: "inbox" as const }, review, hired, rejected],
      "Neue Phasen liegen zwischen Eingang und Abschluss.",
    ],
    [
      "a key the list never had",
      [inbox, { key: "erfunden", label: "Erfunden", kind: "open" as const }, hired, rejected],
      "Diese Phase gibt es nicht mehr. Bitte laden Sie die Seite neu.",
    ],
    [
      "a key twice",
      [inbox, review, { ...review, label: "Noch einmal" }, hired, rejected],
      "Diese Phase gibt es nicht mehr. Bitte laden Sie die Seite neu.",
    ],
  ])("refuses %s in German", (_, draft, message) => {
    expect(checkStageList(DEFAULT_STAGES, draft)).toEqual({ ok: false, message });
  });

  const draftLabel = fc.oneof(
    fc.constantFrom("Interview", "INTERVIEW", "Zweitgespräch", "Probetag", "  Angebot ", "", "Eingegangen"),
    fc.string({ maxLength: 45 }),
  );
  const draftStage = fc.oneof(
    fc.constantFrom(...DEFAULT_STAGES).chain((stage) =>
      fc.record({
        key: fc.constant(stage.key),
        label: fc.oneof(fc.constant(stage.label), draftLabel),
        kind: fc.constant(stage.kind),
      }),
    ),
    fc.record({ label: draftLabel, kind: fc.constantFrom("open" as const, "open" as const, "hired" as const) }),
  );

  it("accepts only well-formed lists, keeping the fixed stages and every kept key", () => {
    fc.assert(
      fc.property(fc.array(draftStage, { maxLength: 14 }), (draft) => {
        const result = checkStageList(DEFAULT_STAGES, draft);
        if (!result.ok) return;
        expectWellFormed(result.stages);
        const kept = draft.flatMap((stage) => ("key" in stage && stage.key !== undefined ? [stage.key] : []));
        const keys = result.stages.map((stage) => stage.key);
        for (const key of FIXED_KEYS) expect(keys).toContain(key);
        // Kept stages in their places with their keys; new ones with keys the old list never had.
        result.stages.forEach((stage, index) => {
          const drafted = draft[index]!;
          if ("key" in drafted && drafted.key !== undefined) expect(stage.key).toBe(drafted.key);
          else expect(DEFAULT_STAGES.some((old) => old.key === stage.key)).toBe(false);
        });
        expect(result.removed.map((stage) => stage.key)).toEqual(
          DEFAULT_STAGES.filter((stage) => !kept.includes(stage.key)).map((stage) => stage.key),
        );
      }),
    );
  });
});

describe("an edit on the editor's page", () => {
  const none = {};

  it("renames every stage from one form, keeping the keys", () => {
    const result = accepted(
      applyStageEdit(
        DEFAULT_STAGES,
        edit({
          intent: "umbenennen",
          "bezeichnung-eingegangen": "Neu",
          "bezeichnung-in-pruefung": "Sichtung",
          "bezeichnung-interview": "Gespräch",
          "bezeichnung-angebot": "Angebot",
          "bezeichnung-eingestellt": "Zusage",
          "bezeichnung-abgesagt": "Absage",
        }),
        none,
      ),
    );
    expect(result.stages!.map((stage) => [stage.key, stage.label])).toEqual([
      ["eingegangen", "Neu"],
      ["in-pruefung", "Sichtung"],
      ["interview", "Gespräch"],
      ["angebot", "Angebot"],
      ["eingestellt", "Zusage"],
      ["abgesagt", "Absage"],
    ]);
    expect(result.message).toBe("Die Bezeichnungen sind gespeichert.");
  });

  it("refuses a rename form that leaves a stage out", () => {
    const fields = { intent: "umbenennen", "bezeichnung-eingegangen": "Neu" };
    expect(applyStageEdit(DEFAULT_STAGES, edit(fields), none)).toEqual({
      ok: false,
      message: "Bitte geben Sie jeder Phase eine Bezeichnung.",
    });
  });

  it("adds an open stage after the chosen one, and refuses one after the hired stage", () => {
    const added = accepted(
      applyStageEdit(
        DEFAULT_STAGES,
        edit({ intent: "hinzufuegen", bezeichnung: "Zweitgespräch", nach: "interview" }),
        none,
      ),
    );
    expect(added.stages!.map((stage) => stage.key)).toEqual([
      "eingegangen",
      "in-pruefung",
      "interview",
      "zweitgespraech",
      "angebot",
      "eingestellt",
      "abgesagt",
    ]);
    expect(added.message).toBe("Die Phase „Zweitgespräch“ ist hinzugefügt.");
    expect(
      applyStageEdit(DEFAULT_STAGES, edit({ intent: "hinzufuegen", bezeichnung: "Danach", nach: "eingestellt" }), none),
    ).toEqual({ ok: false, message: "Neue Phasen liegen zwischen Eingang und Abschluss." });
    expect(
      applyStageEdit(DEFAULT_STAGES, edit({ intent: "hinzufuegen", bezeichnung: " ", nach: "interview" }), none),
    ).toEqual({
      ok: false,
      message: "Bitte geben Sie eine Bezeichnung für die neue Phase an.",
    });
    expect(
      applyStageEdit(
        DEFAULT_STAGES,
        edit({ intent: "hinzufuegen", bezeichnung: "interview", nach: "interview" }),
        none,
      ),
    ).toEqual({
      ok: false,
      message: "Die Bezeichnung „interview“ kommt mehrfach vor. Bitte geben Sie jeder Phase eine eigene.",
    });
  });

  it("moves an open stage among the open ones only", () => {
    const down = accepted(applyStageEdit(DEFAULT_STAGES, edit({ intent: "runter", phase: "in-pruefung" }), none));
    expect(down.stages!.map((stage) => stage.key).slice(1, 4)).toEqual(["interview", "in-pruefung", "angebot"]);
    expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "hoch", phase: "in-pruefung" }), none)).toEqual({
      ok: false,
      message: "Die Phase „In Prüfung“ kann nicht weiter nach oben rücken.",
    });
    expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "runter", phase: "angebot" }), none)).toEqual({
      ok: false,
      message: "Die Phase „Angebot“ kann nicht weiter nach unten rücken.",
    });
    expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "hoch", phase: "eingestellt" }), none).ok).toBe(false);
  });

  it("removes a stage with applications only with a target among the inbox and the open stages", () => {
    const counts = { interview: 3, eingegangen: 5 };
    expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "entfernen", phase: "interview", ziel: "" }), counts)).toEqual(
      {
        ok: false,
        message: "In der Phase „Interview“ liegen 3 Bewerbungen. Bitte wählen Sie, in welche Phase sie wechseln.",
      },
    );
    for (const ziel of ["interview", "abgesagt", "eingestellt", "gibt-es-nicht"]) {
      expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "entfernen", phase: "interview", ziel }), counts)).toEqual({
        ok: false,
        message: "Bitte wählen Sie eine der verbleibenden offenen Phasen oder den Eingang.",
      });
    }
    const removed = accepted(
      applyStageEdit(DEFAULT_STAGES, edit({ intent: "entfernen", phase: "interview", ziel: "angebot" }), counts),
    );
    expect(removed.moves).toEqual([{ from: DEFAULT_STAGES[2], to: DEFAULT_STAGES[3] }]);
    expect(removed.message).toBe("Die Phase „Interview“ ist entfernt; 3 Bewerbungen sind jetzt in „Angebot“.");
    const empty = accepted(applyStageEdit(DEFAULT_STAGES, edit({ intent: "entfernen", phase: "angebot" }), counts));
    expect(empty.moves).toEqual([]);
    expect(empty.message).toBe("Die Phase „Angebot“ ist entfernt.");
    expect(applyStageEdit(DEFAULT_STAGES, edit({ intent: "entfernen", phase: "abgesagt" }), counts)).toEqual({
      ok: false,
      message: "Die Phase „Abgesagt“ kann umbenannt, aber nicht entfernt werden.",
    });
    expect(removalTargets(DEFAULT_STAGES, "interview").map((stage) => stage.key)).toEqual([
      "eingegangen",
      "in-pruefung",
      "angebot",
    ]);
  });

  it("restores the defaults unless applications sit in stages the defaults lack, naming those", () => {
    const own: ApplicationStage[] = [
      { key: "eingegangen", label: "Neu", kind: "inbox" },
      { key: "zweitgespraech", label: "Zweitgespräch", kind: "open" },
      { key: "probetag", label: "Probetag", kind: "open" },
      { key: "eingestellt", label: "Eingestellt", kind: "hired" },
      { key: "abgesagt", label: "Abgesagt", kind: "rejected" },
    ];
    expect(
      applyStageEdit(own, edit({ intent: "standard" }), { eingegangen: 4, zweitgespraech: 2, probetag: 1 }),
    ).toEqual({
      ok: false,
      message:
        "Die Standardphasen können nicht wiederhergestellt werden: In den Phasen „Zweitgespräch“ (2) und „Probetag“ (1) liegen noch Bewerbungen, die es dort nicht gibt. Bitte entfernen Sie diese Phasen zuerst und wählen Sie, wohin die Bewerbungen wechseln.",
    });
    expect(applyStageEdit(own, edit({ intent: "standard" }), { probetag: 1 }).ok).toBe(false);
    expect(applyStageEdit(own, edit({ intent: "standard" }), { eingegangen: 4, zweitgespraech: 0 })).toEqual({
      ok: true,
      stages: null,
      moves: [],
      message: "Die Standardphasen sind wiederhergestellt.",
    });
  });

  it("reads unknown actions and bad keys as refusals of the schema", () => {
    expect(stageEditSchema.safeParse({ intent: "loeschen" }).success).toBe(false);
    expect(stageEditSchema.safeParse({ intent: "hoch", phase: "../x" }).success).toBe(false);
    expect(stageEditSchema.safeParse({ intent: "entfernen", phase: "interview" }).success).toBe(true);
  });

  const label = fc.oneof(
    fc.constantFrom("Zweitgespräch", "zweitgespräch", "Interview", "Probetag", "Assessment", "", " ", "x".repeat(41)),
    fc.string({ maxLength: 12 }),
  );
  /** An edit drawn against whatever list it meets: indexes pick stages, so most edits name real ones. */
  const step = fc.oneof(
    fc.record({
      intent: fc.constant("umbenennen" as const),
      labels: fc.array(label, { minLength: 12, maxLength: 12 }),
    }),
    fc.record({ intent: fc.constant("hinzufuegen" as const), label, at: fc.nat(12) }),
    fc.record({ intent: fc.constantFrom("hoch" as const, "runter" as const), at: fc.nat(12) }),
    fc.record({ intent: fc.constant("entfernen" as const), at: fc.nat(12), to: fc.nat(12), withTarget: fc.boolean() }),
    fc.constant({ intent: "standard" as const }),
  );
  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

  function editOf(current: readonly ApplicationStage[], drawn: Step): StageEdit {
    const at = (n: number) => current[n % current.length]!.key;
    switch (drawn.intent) {
      case "umbenennen":
        return {
          intent: "umbenennen",
          bezeichnungen: Object.fromEntries(current.map((stage, n) => [stage.key, drawn.labels[n] ?? stage.label])),
        };
      case "hinzufuegen":
        return { intent: "hinzufuegen", bezeichnung: drawn.label, nach: at(drawn.at) };
      case "hoch":
      case "runter":
        return { intent: drawn.intent, phase: at(drawn.at) };
      case "entfernen":
        return { intent: "entfernen", phase: at(drawn.at), ziel: drawn.withTarget ? at(drawn.to) : undefined };
      case "standard":
        return { intent: "standard" };
    }
  }

  it("keeps any sequence of edits well-formed, the keys of kept stages, and no application in a stage that is gone", () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 25 }),
        fc.dictionary(fc.constantFrom(...DEFAULT_STAGES.map((stage) => stage.key)), fc.nat(3)),
        (steps, initial) => {
          let current: readonly ApplicationStage[] = DEFAULT_STAGES;
          let counts: Record<string, number> = { ...initial };
          for (const drawn of steps) {
            const result = applyStageEdit(current, editOf(current, drawn), counts);
            if (!result.ok) {
              expect(result.message.length).toBeGreaterThan(0);
              continue;
            }
            const next = result.stages ?? DEFAULT_STAGES;
            expectWellFormed(next);
            const nextKeys = new Set(next.map((stage) => stage.key));
            for (const key of FIXED_KEYS) expect(nextKeys).toContain(key);
            // A stage that stays keeps its key and kind; a stage that goes hands its applications on.
            for (const stage of current) {
              const kept = next.find((each) => each.key === stage.key);
              if (kept) expect(kept.kind).toBe(stage.kind);
              else if ((counts[stage.key] ?? 0) > 0) {
                const move = result.moves.find((each) => each.from.key === stage.key);
                expect(move).toBeDefined();
                expect(nextKeys).toContain(move!.to.key);
                expect(["inbox", "open"]).toContain(move!.to.kind);
              }
            }
            const before = counts;
            counts = { ...before };
            for (const move of result.moves) {
              counts[move.to.key] = (counts[move.to.key] ?? 0) + (before[move.from.key] ?? 0);
              counts[move.from.key] = 0;
            }
            for (const [key, held] of Object.entries(counts)) if (held > 0) expect(nextKeys).toContain(key);
            current = next;
          }
        },
      ),
    );
  });
});
