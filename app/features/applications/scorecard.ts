import { z } from "zod";
import type { ScorecardCriterion, ScorecardRating } from "@db/schema/applications";
import { formatInteger } from "~/lib/format";

/**
 * The scorecard (Bewertungsbogen, issue 34 §4, docs/applications.md): an ad's criteria, each
 * colleague's ratings of an application (1–5 per criterion, with comments), and the summary a
 * colleague sees once their own scorecard is submitted. Pure rules; the data is in
 * `scorecard.server.ts`.
 */

/** The criteria of an ad that has none of its own. */
export const DEFAULT_CRITERIA: readonly ScorecardCriterion[] = [
  { key: "fachwissen", label: "Fachwissen" },
  { key: "kommunikation", label: "Kommunikation" },
  { key: "motivation", label: "Motivation" },
];

export const MIN_CRITERIA = 1;
export const MAX_CRITERIA = 10;
export const MAX_CRITERION_LABEL_LENGTH = 60;
export const MAX_RATING_COMMENT_LENGTH = 2000;
export const MAX_OVERALL_COMMENT_LENGTH = 5000;

/** The criteria to use: the ad's own, or the defaults (null or an empty list). */
export function criteriaOf(stored: readonly ScorecardCriterion[] | null | undefined): readonly ScorecardCriterion[] {
  return stored && stored.length > 0 ? stored : DEFAULT_CRITERIA;
}

/** A new criterion's key: the one-time id the editor's page made for its add form (8 hex digits). */
export const newCriterionKeySchema = z
  .string("Die Seite ist veraltet. Bitte laden Sie sie neu.")
  .regex(/^[0-9a-f]{8}$/, "Die Seite ist veraltet. Bitte laden Sie sie neu.");

const criterionKeySchema = z
  .string("Bitte wählen Sie ein Kriterium.")
  .regex(/^[a-z0-9-]{1,40}$/, "Bitte wählen Sie ein Kriterium.");

/** A criterion's label: spaces trimmed and runs of them made one, 1–60 characters, no control characters. */
export const criterionLabelSchema = z
  .string("Bitte geben Sie dem Kriterium eine Bezeichnung.")
  .transform((label) => label.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Bitte geben Sie dem Kriterium eine Bezeichnung.")
      .max(
        MAX_CRITERION_LABEL_LENGTH,
        `Die Bezeichnung eines Kriteriums darf höchstens ${MAX_CRITERION_LABEL_LENGTH} Zeichen lang sein.`,
      )
      .regex(/^[^\p{Cc}]*$/u, "Die Bezeichnung eines Kriteriums enthält unzulässige Zeichen."),
  );

/** One change on the criteria page: its own form each, told apart by `intent`. */
const criteriaEditUnion = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("umbenennen"),
      bezeichnungen: z.record(criterionKeySchema, z.string(), "Bitte wählen Sie ein Kriterium."),
    }),
    z.object({
      intent: z.literal("hinzufuegen"),
      schluessel: newCriterionKeySchema,
      bezeichnung: z.string("Bitte geben Sie eine Bezeichnung für das neue Kriterium an."),
    }),
    z.object({ intent: z.literal("hoch"), kriterium: criterionKeySchema }),
    z.object({ intent: z.literal("runter"), kriterium: criterionKeySchema }),
    z.object({ intent: z.literal("entfernen"), kriterium: criterionKeySchema }),
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

/** One change on the criteria page, read from its form's fields. */
export const criteriaEditSchema = z.preprocess(gatherLabels, criteriaEditUnion);

export type CriteriaEdit = z.output<typeof criteriaEditSchema>;

export type CriteriaEditResult =
  | {
      ok: true;
      /** What to store: the list, or null for the defaults; unchanged: nothing to store. */
      criteria: ScorecardCriterion[] | null;
      changed: boolean;
      message: string;
    }
  | { ok: false; message: string };

const refuse = (message: string): CriteriaEditResult => ({ ok: false, message });
const NO_SUCH_CRITERION = "Dieses Kriterium gibt es nicht mehr. Bitte laden Sie die Seite neu.";
const sameLabel = (label: string) => label.toLocaleLowerCase("de-AT");

/**
 * Checks a whole list: 1–10 criteria, each label valid and unique regardless of case. Answers the
 * list with its labels tidied, or the German reason.
 */
export function checkCriteria(
  draft: readonly ScorecardCriterion[],
): { ok: true; criteria: ScorecardCriterion[] } | { ok: false; message: string } {
  if (draft.length < MIN_CRITERIA) return { ok: false, message: "Mindestens ein Kriterium muss bleiben." };
  if (draft.length > MAX_CRITERIA) return { ok: false, message: `Höchstens ${MAX_CRITERIA} Kriterien sind möglich.` };
  const seen = new Set<string>();
  const criteria: ScorecardCriterion[] = [];
  for (const criterion of draft) {
    const label = criterionLabelSchema.safeParse(criterion.label);
    if (!label.success) return { ok: false, message: label.error.issues[0]!.message };
    if (seen.has(sameLabel(label.data)))
      return {
        ok: false,
        message: `Die Bezeichnung „${label.data}“ kommt mehrfach vor. Bitte geben Sie jedem Kriterium eine eigene.`,
      };
    seen.add(sameLabel(label.data));
    criteria.push({ key: criterion.key, label: label.data });
  }
  return { ok: true, criteria };
}

function moveWithin(current: readonly ScorecardCriterion[], key: string, step: -1 | 1) {
  const index = current.findIndex((criterion) => criterion.key === key);
  const criterion = current[index];
  if (!criterion) return NO_SUCH_CRITERION;
  const neighbour = current[index + step];
  if (!neighbour)
    return `Das Kriterium „${criterion.label}“ kann nicht weiter nach ${step < 0 ? "oben" : "unten"} rücken.`;
  const next = [...current];
  next[index] = neighbour;
  next[index + step] = criterion;
  return next;
}

/**
 * One edit of an ad's `current` criteria (as stored: null for the defaults): the list to store,
 * or the German reason for refusing it. Keys never change; a new criterion's key is the add
 * form's one-time id, so the same form sent twice adds it once.
 */
export function applyCriteriaEdit(
  stored: readonly ScorecardCriterion[] | null,
  edit: CriteriaEdit,
): CriteriaEditResult {
  const current = criteriaOf(stored);
  if (edit.intent === "standard") {
    return {
      ok: true,
      criteria: null,
      changed: stored !== null && stored.length > 0,
      message: "Die Standardkriterien sind wiederhergestellt.",
    };
  }
  let draft: ScorecardCriterion[];
  let message: string;
  if (edit.intent === "umbenennen") {
    draft = current.map((criterion) => ({ ...criterion, label: edit.bezeichnungen[criterion.key] ?? "" }));
    message = "Die Bezeichnungen sind gespeichert.";
  } else if (edit.intent === "hinzufuegen") {
    const label = criterionLabelSchema.safeParse(edit.bezeichnung);
    if (!label.success) return refuse(label.error.issues[0]!.message);
    const existing = current.find((criterion) => criterion.key === edit.schluessel);
    if (existing) {
      // The same form again (a double click): done already. Another label: the page is older than the list.
      return sameLabel(existing.label) === sameLabel(label.data)
        ? {
            ok: true,
            criteria: [...current],
            changed: false,
            message: `Das Kriterium „${existing.label}“ ist hinzugefügt.`,
          }
        : refuse("Die Kriterien wurden inzwischen geändert. Bitte laden Sie die Seite neu.");
    }
    if (current.length >= MAX_CRITERIA) return refuse(`Höchstens ${MAX_CRITERIA} Kriterien sind möglich.`);
    draft = [...current, { key: edit.schluessel, label: label.data }];
    message = `Das Kriterium „${label.data}“ ist hinzugefügt.`;
  } else if (edit.intent === "hoch" || edit.intent === "runter") {
    const moved = moveWithin(current, edit.kriterium, edit.intent === "hoch" ? -1 : 1);
    if (typeof moved === "string") return refuse(moved);
    draft = moved;
    const label = current.find((criterion) => criterion.key === edit.kriterium)!.label;
    message = `Das Kriterium „${label}“ ist ${edit.intent === "hoch" ? "nach oben" : "nach unten"} gerückt.`;
  } else {
    const removed = current.find((criterion) => criterion.key === edit.kriterium);
    if (!removed) return refuse(NO_SUCH_CRITERION);
    if (current.length <= MIN_CRITERIA) return refuse("Mindestens ein Kriterium muss bleiben.");
    draft = current.filter((criterion) => criterion.key !== removed.key);
    message = `Das Kriterium „${removed.label}“ ist entfernt. Bisherige Bewertungen dazu bleiben lesbar.`;
  }
  const checked = checkCriteria(draft);
  if (!checked.ok) return checked;
  return { ok: true, criteria: checked.criteria, changed: true, message };
}

/** Greenhouse's overall recommendation, in German. */
export const RECOMMENDATIONS = {
  "klares-nein": "Klares Nein",
  nein: "Eher nein",
  ja: "Eher ja",
  "klares-ja": "Klares Ja",
} as const;

export type Recommendation = keyof typeof RECOMMENDATIONS;

const ratingField = z
  .union([z.literal(""), z.enum(["1", "2", "3", "4", "5"])], "Bitte wählen Sie eine Bewertung von 1 bis 5.")
  .optional()
  .transform((value) => (value ? Number(value) : null));

const commentField = (max: number) =>
  z
    .string("Ungültiger Kommentar.")
    .max(max, `Ein Kommentar darf höchstens ${formatInteger(max)} Zeichen lang sein.`)
    .optional()
    .transform((value) => (value ?? "").trim());

/** The scorecard form's field names of a criterion. */
export const ratingFieldName = (key: string) => `bewertung-${key}`;
export const commentFieldName = (key: string) => `kommentar-${key}`;

export interface ScorecardInput {
  submit: boolean;
  ratings: ScorecardRating[];
  recommendation: Recommendation | null;
  comment: string;
}

/**
 * The scorecard form for these criteria: a rating (1–5) and a comment per criterion, the overall
 * recommendation and comment; `intent` "entwurf" saves a draft (anything may be missing),
 * "absenden" submits and needs every criterion rated.
 */
export function scorecardFormSchema(criteria: readonly ScorecardCriterion[]) {
  const shape: Record<string, z.ZodType> = {
    intent: z.enum(["entwurf", "absenden"], "Unbekannte Aktion."),
    empfehlung: z
      .union([z.literal(""), z.enum(Object.keys(RECOMMENDATIONS) as [Recommendation, ...Recommendation[]])], {
        error: "Bitte wählen Sie eine der Empfehlungen.",
      })
      .optional()
      .transform((value) => value || null),
    gesamtkommentar: commentField(MAX_OVERALL_COMMENT_LENGTH),
  };
  for (const criterion of criteria) {
    shape[ratingFieldName(criterion.key)] = ratingField;
    shape[commentFieldName(criterion.key)] = commentField(MAX_RATING_COMMENT_LENGTH);
  }
  return z
    .object(shape)
    .superRefine((value, context) => {
      if (value.intent !== "absenden") return;
      for (const criterion of criteria) {
        if (value[ratingFieldName(criterion.key)] === null)
          context.addIssue({
            code: "custom",
            path: [ratingFieldName(criterion.key)],
            message: `Bitte bewerten Sie „${criterion.label}“ mit 1 bis 5, bevor Sie den Bogen abgeben.`,
          });
      }
    })
    .transform((value): ScorecardInput => ({
      submit: value.intent === "absenden",
      ratings: criteria.map((criterion) => ({
        key: criterion.key,
        label: criterion.label,
        rating: value[ratingFieldName(criterion.key)] as number | null,
        comment: value[commentFieldName(criterion.key)] as string,
      })),
      recommendation: value.empfehlung as Recommendation | null,
      comment: value.gesamtkommentar as string,
    }));
}

/**
 * A scorecard's ratings after an edit: the criteria of the form take the new values; ratings of
 * criteria removed from the ad since stay as they were (they remain readable in the summary).
 */
export function mergeRatings(
  previous: readonly ScorecardRating[],
  edited: readonly ScorecardRating[],
): ScorecardRating[] {
  const editedKeys = new Set(edited.map((rating) => rating.key));
  return [...edited, ...previous.filter((rating) => !editedKeys.has(rating.key))];
}

/** A submitted scorecard as the summary reads it. */
export interface SubmittedScorecard {
  authorName: string;
  ratings: readonly ScorecardRating[];
  recommendation: string | null;
  comment: string;
  submittedAt: Date;
}

export interface CriterionSummary {
  key: string;
  label: string;
  /** Not among the ad's criteria any more: only earlier scorecards rated it. */
  removed: boolean;
  /** The average of the ratings given, or null when none. */
  average: number | null;
  /** How many submitted scorecards rated it. */
  count: number;
  ratings: { authorName: string; rating: number; comment: string }[];
}

/**
 * The summary of the submitted scorecards: per criterion of the ad (in its order, with its current
 * label), then per criterion removed since (with the label it was rated under), the average, the
 * number of ratings and each colleague's rating and comment.
 */
export function summariseScorecards(
  criteria: readonly ScorecardCriterion[],
  scorecards: readonly SubmittedScorecard[],
): CriterionSummary[] {
  const current = new Set(criteria.map((criterion) => criterion.key));
  const removed = new Map<string, string>();
  for (const scorecard of scorecards) {
    for (const rating of scorecard.ratings) {
      if (!current.has(rating.key) && rating.rating !== null && !removed.has(rating.key))
        removed.set(rating.key, rating.label);
    }
  }
  const rows = [
    ...criteria.map((criterion) => ({ ...criterion, removed: false })),
    ...[...removed].map(([key, label]) => ({ key, label, removed: true })),
  ];
  return rows.map((row) => {
    const ratings = scorecards.flatMap((scorecard) => {
      const rating = scorecard.ratings.find((each) => each.key === row.key);
      return rating && rating.rating !== null
        ? [{ authorName: scorecard.authorName, rating: rating.rating, comment: rating.comment }]
        : [];
    });
    const average =
      ratings.length === 0 ? null : ratings.reduce((sum, rating) => sum + rating.rating, 0) / ratings.length;
    return { key: row.key, label: row.label, removed: row.removed, average, count: ratings.length, ratings };
  });
}

/** An average as the page and the export show it: one decimal, de-AT ("3,5"). */
export function averageText(average: number | null): string {
  return average === null
    ? ""
    : average.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
