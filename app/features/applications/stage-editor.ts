import { z } from "zod";
import type { ApplicationStage } from "@db/schema/applications";
import { slugify } from "~/lib/slug";
import { DEFAULT_STAGES, stageLabel } from "./stages";

/**
 * The stage editor's rules (docs/applications.md, "Stages"): a company's list is checked as a
 * whole against the list it replaces. The inbox comes first, "hired" and "rejected" end it, and
 * between them lie the open stages the company may rename, add, reorder and remove.
 */

/** At most this many stages in all: with the three fixed ones, up to nine open stages. */
export const MAX_STAGES = 12;
/** At least one open stage: the work between receiving and deciding has a place. */
export const MIN_OPEN_STAGES = 1;
export const MAX_LABEL_LENGTH = 40;
/** A generated key's stem leaves room for a "-12" suffix within the 40 characters of a key. */
const KEY_STEM_LENGTH = 36;

const FIXED_KINDS = ["inbox", "hired", "rejected"] as const;

const CHOOSE_STAGE = "Bitte wählen Sie eine Phase.";

export const stageKeySchema = z.string(CHOOSE_STAGE).regex(/^[a-z0-9-]{1,40}$/, CHOOSE_STAGE);

/** A stage's name: spaces trimmed and runs of them made one, 1–40 characters, no control characters. */
export const stageLabelSchema = z
  .string()
  .transform((label) => label.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Bitte geben Sie jeder Phase eine Bezeichnung.")
      .max(MAX_LABEL_LENGTH, `Die Bezeichnung einer Phase darf höchstens ${MAX_LABEL_LENGTH} Zeichen lang sein.`)
      .regex(/^[^\p{Cc}]*$/u, "Die Bezeichnung einer Phase enthält unzulässige Zeichen."),
  );

/** The edited list: kept stages name their key, new ones have none yet. */
export const stageListSchema = z
  .array(
    z.object({
      key: stageKeySchema.optional(),
      label: stageLabelSchema,
      kind: z.enum(["inbox", "open", "hired", "rejected"], "Unbekannte Art einer Phase."),
    }),
  )
  .max(MAX_STAGES, `Höchstens ${MAX_STAGES} Phasen sind möglich.`);

export type StageDraft = z.input<typeof stageListSchema>[number];

export type StageListCheck =
  { ok: true; stages: ApplicationStage[]; removed: ApplicationStage[] } | { ok: false; message: string };

const sameLabel = (label: string) => label.toLocaleLowerCase("de-AT");

/** A key for a new stage from its label ("Zweitgespräch" → "zweitgespraech"), not in `taken`. */
export function stageKeyFor(label: string, taken: ReadonlySet<string>): string {
  const stem = slugify(label, "phase").slice(0, KEY_STEM_LENGTH).replace(/-+$/, "");
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const key = `${stem}-${n}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * Checks the company's new list against its old one: the rules above, labels unique regardless of
 * case, kept stages keep their key and kind, the fixed stages stay. New stages get a key from
 * their label, unique among the old and the new keys (a removed stage's key is not reused: the
 * history still names it). Answers the list to store and the stages it removes.
 */
export function checkStageList(old: readonly ApplicationStage[], draft: readonly StageDraft[]): StageListCheck {
  const parsed = stageListSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const list = parsed.data;
  const oldByKey = new Map(old.map((stage) => [stage.key, stage]));
  const seenKeys = new Set<string>();
  const seenLabels = new Set<string>();
  for (const stage of list) {
    if (stage.key !== undefined) {
      const before = oldByKey.get(stage.key);
      if (!before || seenKeys.has(stage.key))
        return { ok: false, message: "Diese Phase gibt es nicht mehr. Bitte laden Sie die Seite neu." };
      if (before.kind !== stage.kind)
        return { ok: false, message: `Die Art der Phase „${before.label}“ kann nicht geändert werden.` };
      seenKeys.add(stage.key);
    } else if (stage.kind !== "open") {
      return { ok: false, message: "Neue Phasen liegen zwischen Eingang und Abschluss." };
    }
    if (seenLabels.has(sameLabel(stage.label)))
      return {
        ok: false,
        message: `Die Bezeichnung „${stage.label}“ kommt mehrfach vor. Bitte geben Sie jeder Phase eine eigene.`,
      };
    seenLabels.add(sameLabel(stage.label));
  }
  for (const stage of old) {
    if (FIXED_KINDS.some((kind) => kind === stage.kind) && !seenKeys.has(stage.key))
      return { ok: false, message: `Die Phase „${stage.label}“ kann umbenannt, aber nicht entfernt werden.` };
  }
  const kinds = list.map((stage) => stage.kind);
  for (const kind of FIXED_KINDS) {
    if (kinds.filter((each) => each === kind).length !== 1)
      return {
        ok: false,
        message: "Es muss genau eine Eingangsphase, eine für Einstellungen und eine für Absagen geben.",
      };
  }
  if (kinds[0] !== "inbox") return { ok: false, message: "Die Eingangsphase muss die erste Phase bleiben." };
  if (kinds.at(-2) !== "hired" || kinds.at(-1) !== "rejected")
    return { ok: false, message: "Die Phasen für Einstellungen und Absagen bleiben am Ende, in dieser Reihenfolge." };
  if (kinds.filter((kind) => kind === "open").length < MIN_OPEN_STAGES)
    return { ok: false, message: "Mindestens eine Phase zwischen Eingang und Abschluss muss bleiben." };
  const taken = new Set([...old.map((stage) => stage.key), ...seenKeys]);
  const stages = list.map(({ key, label, kind }): ApplicationStage => {
    if (key !== undefined) return { key, label, kind };
    const fresh = stageKeyFor(label, taken);
    taken.add(fresh);
    return { key: fresh, label, kind };
  });
  return { ok: true, stages, removed: old.filter((stage) => !seenKeys.has(stage.key)) };
}

/** One change on the editor's page: its own form each, told apart by `intent`. */
const stageEditUnion = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("umbenennen"), bezeichnungen: z.record(stageKeySchema, z.string(), CHOOSE_STAGE) }),
    z.object({
      intent: z.literal("hinzufuegen"),
      bezeichnung: z.string("Bitte geben Sie eine Bezeichnung für die neue Phase an."),
      nach: stageKeySchema,
    }),
    z.object({ intent: z.literal("hoch"), phase: stageKeySchema }),
    z.object({ intent: z.literal("runter"), phase: stageKeySchema }),
    z.object({
      intent: z.literal("entfernen"),
      phase: stageKeySchema,
      ziel: z.union([z.literal("").transform(() => undefined), stageKeySchema]).optional(),
    }),
    z.object({ intent: z.literal("standard") }),
  ],
  "Unbekannte Aktion.",
);

/** The labels of the rename form (`bezeichnung-{key}`) as one record, `bezeichnungen`. */
function gatherLabels(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const fields: Record<string, unknown> = {};
  const labels: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name.startsWith("bezeichnung-")) labels[name.slice("bezeichnung-".length)] = field;
    else fields[name] = field;
  }
  return fields.intent === "umbenennen" ? { ...fields, bezeichnungen: labels } : fields;
}

/** One change on the editor's page, read from its form's fields. */
export const stageEditSchema = z.preprocess(gatherLabels, stageEditUnion);

export type StageEdit = z.output<typeof stageEditSchema>;

/** Applications of a removed stage and where they go. */
export interface StageMove {
  from: ApplicationStage;
  to: ApplicationStage;
}

export type StageEditResult =
  | {
      ok: true;
      /** What to store: the list, or null for the defaults. */
      stages: ApplicationStage[] | null;
      moves: StageMove[];
      message: string;
    }
  | { ok: false; message: string };

const refuse = (message: string): StageEditResult => ({ ok: false, message });
const NO_SUCH_STAGE = "Diese Phase gibt es nicht mehr. Bitte laden Sie die Seite neu.";

/** Where a removed stage's applications may go: the inbox and the open stages (closing is a decision per application). */
export function removalTargets(stages: readonly ApplicationStage[], removed: string): ApplicationStage[] {
  return stages.filter((stage) => stage.key !== removed && (stage.kind === "inbox" || stage.kind === "open"));
}

const plural = (count: number) => (count === 1 ? "1 Bewerbung" : `${count} Bewerbungen`);

/** "„A“ (2), „B“ (1) und „C“ (5)" */
function listStages(entries: { label: string; count: number }[]): string {
  const names = entries.map((entry) => `„${entry.label}“ (${entry.count})`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} und ${names.at(-1)}`;
}

function moveWithin(current: readonly ApplicationStage[], key: string, step: -1 | 1): StageDraft[] | string {
  const index = current.findIndex((stage) => stage.key === key);
  const stage = current[index];
  if (!stage) return NO_SUCH_STAGE;
  const neighbour = current[index + step];
  if (stage.kind !== "open" || neighbour?.kind !== "open")
    return `Die Phase „${stage.label}“ kann nicht weiter nach ${step < 0 ? "oben" : "unten"} rücken.`;
  const next = [...current];
  next[index] = neighbour;
  next[index + step] = stage;
  return next;
}

/**
 * One edit of the company's `current` list, given how many applications sit in each stage
 * (`counts`, by key; keys of no stage count too): the checked list and the moves of a removed
 * stage's applications, or the German reason for refusing it.
 */
export function applyStageEdit(
  current: readonly ApplicationStage[],
  edit: StageEdit,
  counts: Readonly<Record<string, number>>,
): StageEditResult {
  const held = (key: string) => counts[key] ?? 0;
  if (edit.intent === "standard") {
    const defaults = new Set(DEFAULT_STAGES.map((stage) => stage.key));
    const stranded = Object.keys(counts)
      .filter((key) => !defaults.has(key) && held(key) > 0)
      .map((key) => ({ label: stageLabel(current, key), count: held(key) }));
    if (stranded.length > 0)
      return refuse(
        `Die Standardphasen können nicht wiederhergestellt werden: In ${stranded.length === 1 ? "der Phase" : "den Phasen"} ${listStages(stranded)} liegen noch Bewerbungen, die es dort nicht gibt. Bitte entfernen Sie ${stranded.length === 1 ? "diese Phase" : "diese Phasen"} zuerst und wählen Sie, wohin die Bewerbungen wechseln.`,
      );
    // The defaults' fixed stages are every list's (their keys never change), so nothing else is lost.
    return { ok: true, stages: null, moves: [], message: "Die Standardphasen sind wiederhergestellt." };
  }
  let draft: StageDraft[];
  let message: string;
  let moves: { from: ApplicationStage; to: string }[] = [];
  if (edit.intent === "umbenennen") {
    draft = current.map((stage) => ({ ...stage, label: edit.bezeichnungen[stage.key] ?? "" }));
    message = "Die Bezeichnungen sind gespeichert.";
  } else if (edit.intent === "hinzufuegen") {
    const after = current.findIndex((stage) => stage.key === edit.nach);
    if (after < 0) return refuse(NO_SUCH_STAGE);
    if (current[after]!.kind !== "inbox" && current[after]!.kind !== "open")
      return refuse("Neue Phasen liegen zwischen Eingang und Abschluss.");
    const label = stageLabelSchema.safeParse(edit.bezeichnung);
    if (!label.success)
      return refuse(
        edit.bezeichnung.trim() === ""
          ? "Bitte geben Sie eine Bezeichnung für die neue Phase an."
          : label.error.issues[0]!.message,
      );
    if (current.length >= MAX_STAGES) return refuse(`Höchstens ${MAX_STAGES} Phasen sind möglich.`);
    draft = [...current.slice(0, after + 1), { label: label.data, kind: "open" }, ...current.slice(after + 1)];
    message = `Die Phase „${label.data}“ ist hinzugefügt.`;
  } else if (edit.intent === "hoch" || edit.intent === "runter") {
    const moved = moveWithin(current, edit.phase, edit.intent === "hoch" ? -1 : 1);
    if (typeof moved === "string") return refuse(moved);
    draft = moved;
    message = `Die Phase „${stageLabel(current, edit.phase)}“ ist ${edit.intent === "hoch" ? "nach oben" : "nach unten"} gerückt.`;
  } else {
    const removed = current.find((stage) => stage.key === edit.phase);
    if (!removed) return refuse(NO_SUCH_STAGE);
    if (removed.kind !== "open")
      return refuse(`Die Phase „${removed.label}“ kann umbenannt, aber nicht entfernt werden.`);
    const count = held(removed.key);
    if (count > 0) {
      const target = removalTargets(current, removed.key).find((stage) => stage.key === edit.ziel);
      if (!edit.ziel)
        return refuse(
          `In der Phase „${removed.label}“ liegen ${plural(count)}. Bitte wählen Sie, in welche Phase ${count === 1 ? "sie wechselt" : "sie wechseln"}.`,
        );
      if (!target) return refuse("Bitte wählen Sie eine der verbleibenden offenen Phasen oder den Eingang.");
      moves = [{ from: removed, to: target.key }];
    }
    draft = current.filter((stage) => stage.key !== removed.key);
    message =
      count > 0
        ? `Die Phase „${removed.label}“ ist entfernt; ${plural(count)} ${count === 1 ? "ist" : "sind"} jetzt in „${stageLabel(current, moves[0]!.to)}“.`
        : `Die Phase „${removed.label}“ ist entfernt.`;
  }
  const checked = checkStageList(current, draft);
  if (!checked.ok) return checked;
  // No application is left in a stage that is gone.
  if (checked.removed.some((stage) => held(stage.key) > 0 && !moves.some((move) => move.from.key === stage.key)))
    return refuse("Bitte wählen Sie, wohin die Bewerbungen der entfernten Phase wechseln.");
  return {
    ok: true,
    stages: checked.stages,
    moves: moves.map((move) => ({ from: move.from, to: checked.stages.find((stage) => stage.key === move.to)! })),
    message,
  };
}
