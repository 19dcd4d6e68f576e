import { z } from "zod";
import type { ApplicationAnswer, ApplicationQuestion } from "@db/schema/applications";
import { asksAboutPayHistory, PAY_HISTORY_REFUSAL } from "~/features/job-ads/pay-transparency";

/**
 * An ad's own questions and their knock-out rules (docs/applications.md). The candidate sees no
 * difference between a plain and a knock-out question; an answer that disqualifies sets the
 * application aside in the company's "Ausgeschieden" filter instead of its inbox.
 */

export const MAX_QUESTIONS = 10;
/** smart bewerben asks at most this many (the short form is done in under a minute). */
export const MAX_SMART_QUESTIONS = 3;

export const QUESTION_TYPE_LABELS: Record<ApplicationQuestion["type"], string> = {
  yesno: "Ja/Nein",
  choice: "Auswahl",
  number: "Zahl",
  text: "Text",
};

export const YES = "ja";
export const NO = "nein";

const label = z
  .string()
  .trim()
  .min(3, "Bitte formulieren Sie die Frage (mindestens 3 Zeichen).")
  .max(200, "Die Frage darf höchstens 200 Zeichen lang sein.");

export const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, "Ungültige Frage."),
    type: z.enum(["yesno", "choice", "number", "text"], { message: "Bitte wählen Sie die Art der Frage." }),
    label,
    options: z
      .array(
        z.string().trim().min(1, "Eine Antwortmöglichkeit ist leer.").max(100, "Eine Antwortmöglichkeit ist zu lang."),
      )
      .max(10, "Höchstens 10 Antwortmöglichkeiten."),
    required: z.boolean(),
    knockout: z.union([
      z.object({ values: z.array(z.string()).min(1) }),
      z.object({ min: z.number().finite() }),
      z.null(),
    ]),
  })
  .superRefine((question, ctx) => {
    if (question.type === "choice" && question.options.length < 2) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Eine Auswahlfrage braucht mindestens 2 Antworten." });
    }
    if (question.type !== "choice" && question.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Nur Auswahlfragen haben Antwortmöglichkeiten." });
    }
    const ko = question.knockout;
    if (!ko) return;
    if (question.type === "text") {
      ctx.addIssue({ code: "custom", path: ["knockout"], message: "Eine Textfrage kann kein K.-o.-Kriterium sein." });
    } else if (question.type === "number" && !("min" in ko)) {
      ctx.addIssue({ code: "custom", path: ["knockout"], message: "Bitte geben Sie die Mindestzahl an." });
    } else if (question.type !== "number") {
      const allowed = question.type === "yesno" ? [YES, NO] : question.options;
      if (!("values" in ko) || !ko.values.every((value) => allowed.includes(value))) {
        ctx.addIssue({
          code: "custom",
          path: ["knockout"],
          message: "Das K.-o.-Kriterium passt nicht zu den Antworten.",
        });
      } else if (ko.values.length >= allowed.length) {
        ctx.addIssue({
          code: "custom",
          path: ["knockout"],
          message: "Mindestens eine Antwort muss weiterkommen, sonst scheidet jede Bewerbung aus.",
        });
      }
    }
  });

/** The form field of a question's answer. */
export const answerField = (question: Pick<ApplicationQuestion, "id">) => `frage-${question.id}`;

export type AnswerCheck =
  { ok: true; answers: ApplicationAnswer[]; knockedOut: boolean } | { ok: false; errors: Record<string, string> };

function readAnswer(question: ApplicationQuestion, raw: string): { value: string } | { error: string } {
  const value = raw.trim();
  if (value === "") return question.required ? { error: "Bitte beantworten Sie diese Frage." } : { value: "" };
  switch (question.type) {
    case "yesno":
      return value === YES || value === NO ? { value } : { error: "Bitte wählen Sie Ja oder Nein." };
    case "choice":
      return question.options.includes(value) ? { value } : { error: "Bitte wählen Sie eine der Antworten." };
    case "number": {
      const number = Number(value.replace(",", "."));
      return Number.isFinite(number) && number >= 0 && number <= 100_000
        ? { value: String(number) }
        : { error: "Bitte geben Sie eine Zahl ab 0 ein." };
    }
    case "text":
      return value.length <= 1000 ? { value } : { error: "Die Antwort darf höchstens 1000 Zeichen lang sein." };
  }
}

function disqualifies(question: ApplicationQuestion, value: string): boolean {
  const ko = question.knockout;
  if (!ko || value === "") return false;
  if ("min" in ko) return Number(value) < ko.min;
  return ko.values.includes(value);
}

/** The candidate's answers to the form's questions, read from the submitted fields. */
export function checkAnswers(questions: readonly ApplicationQuestion[], fields: Record<string, string>): AnswerCheck {
  const errors: Record<string, string> = {};
  const answers: ApplicationAnswer[] = [];
  for (const question of questions) {
    const read = readAnswer(question, fields[answerField(question)] ?? "");
    if ("error" in read) {
      errors[answerField(question)] = read.error;
      continue;
    }
    answers.push({
      questionId: question.id,
      label: question.label,
      answer: read.value,
      knockedOut: disqualifies(question, read.value),
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, answers, knockedOut: answers.some((answer) => answer.knockedOut) };
}

/** How an answer reads in the manager ("Ja", "5", …). */
export function answerText(answer: Pick<ApplicationAnswer, "answer">): string {
  if (answer.answer === YES) return "Ja";
  if (answer.answer === NO) return "Nein";
  return answer.answer === "" ? "—" : answer.answer;
}

const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const GONE = "Diese Frage gibt es nicht mehr.";
/** An add form whose question is already in the list with other content: sent from an old page. */
const CHANGED =
  "Die Fragen wurden inzwischen geändert. Bitte prüfen Sie die Liste und fügen Sie die Frage erneut hinzu.";
/** The id a question's form carries: a saved question's, or the one-time id of the add form. */
const questionId = z.string({ error: GONE }).regex(/^[a-z0-9-]{1,40}$/, GONE);

/** The editor's actions: add a question, save one, move one up, remove one. */
export type QuestionEditKind = "add" | "save" | "up" | "remove";

/** One action of the question editor, done on a list. */
export interface QuestionEdit {
  kind: QuestionEditKind;
  /** The question acted on, as the edit left it (removed: as it was). */
  question: ApplicationQuestion;
  /** The list after the edit; unchanged when the same question is added twice. */
  questions: ApplicationQuestion[];
  /** Where the question stands in the new list (removed: where it stood). */
  at: number;
}

/** One question as the editor's form sends it (German field names). */
export const questionFormSchema = z.object({
  typ: z.enum(["yesno", "choice", "number", "text"], { message: "Bitte wählen Sie die Art der Frage." }),
  frage: z.string(),
  optionen: z.string().max(2000).optional(),
  pflicht: z.literal("on").optional(),
  ko_janein: z.enum(["", YES, NO]).optional(),
  ko_werte: z.string().max(2000).optional(),
  ko_min: z.string().max(20).optional(),
});

/**
 * "Frage hinzufügen" and "Speichern" of a question's form: the question it describes, checked by
 * `questionSchema` and the pay transparency rule (EU 2023/970 Art. 5 (2): no question about the
 * candidate's current or previous pay, neither in its text nor in its answers).
 */
function savedQuestionSchema(intent: "frage-hinzufuegen" | "frage-speichern") {
  return z
    .object({ intent: z.literal(intent), id: questionId, ...questionFormSchema.shape })
    .transform(({ id, typ, frage, optionen, pflicht, ko_janein, ko_werte, ko_min }, context) => {
      const options = typ === "choice" ? lines(optionen) : [];
      let knockout: ApplicationQuestion["knockout"] = null;
      if (typ === "yesno" && ko_janein) knockout = { values: [ko_janein] };
      if (typ === "choice" && lines(ko_werte).length > 0) knockout = { values: lines(ko_werte) };
      if (typ === "number" && ko_min && ko_min.trim() !== "") {
        const min = Number(ko_min.replace(",", "."));
        if (!Number.isFinite(min)) {
          context.addIssue({
            code: "custom",
            path: ["ko_min"],
            message: "Bitte geben Sie die Mindestzahl als Zahl an.",
          });
          return z.NEVER;
        }
        knockout = { min };
      }
      return { id, type: typ, label: frage, options, required: pflicht === "on", knockout };
    })
    .pipe(questionSchema)
    .superRefine((question, context) => {
      if (asksAboutPayHistory(question.label)) {
        context.addIssue({ code: "custom", path: ["label"], message: PAY_HISTORY_REFUSAL });
      } else if (question.options.some(asksAboutPayHistory)) {
        context.addIssue({ code: "custom", path: ["options"], message: PAY_HISTORY_REFUSAL });
      }
    })
    .transform((question) => ({
      kind: intent === "frage-hinzufuegen" ? ("add" as const) : ("save" as const),
      question,
    }));
}

/** "Nach oben" of a question's form. */
const movedUpSchema = z
  .object({ intent: z.literal("frage-hoch"), id: questionId })
  .transform(({ id }) => ({ kind: "up" as const, id }));

/** "Entfernen": only with the confirmation the dialog (or, without JavaScript, the page) asks for. */
const removedSchema = z
  .object({
    intent: z.literal("frage-entfernen"),
    id: questionId,
    bestaetigt: z.literal("ja", "Bitte bestätigen Sie, dass Sie die Frage entfernen möchten."),
  })
  .transform(({ id }) => ({ kind: "remove" as const, id }));

/** Whether two questions ask the same (the stored one's keys may come back in another order). */
function sameQuestion(a: ApplicationQuestion, b: ApplicationQuestion): boolean {
  return (
    a.type === b.type &&
    a.label === b.label &&
    a.required === b.required &&
    a.options.join("\n") === b.options.join("\n") &&
    JSON.stringify(a.knockout) === JSON.stringify(b.knockout)
  );
}

/**
 * One action of the question editor on a list (read by parseForm): add a question, save one, move
 * one up or remove one; the value is the question acted on and the new list (at most `max`).
 * Adding is idempotent: the add form carries the id its question gets (a fresh one each time the
 * page is built), so a second "Frage hinzufügen" of the same form finds its question in the list
 * and changes nothing. A question saved, moved or removed must still be in the list.
 */
export function questionEditSchema(questions: readonly ApplicationQuestion[], max: number) {
  return z
    .discriminatedUnion(
      "intent",
      [savedQuestionSchema("frage-hinzufuegen"), savedQuestionSchema("frage-speichern"), movedUpSchema, removedSchema],
      { error: "Unbekannte Aktion." },
    )
    .transform((edit, context): QuestionEdit => {
      const id = "id" in edit ? edit.id : edit.question.id;
      const at = questions.findIndex((question) => question.id === id);
      const before = questions[at];
      if (!before) {
        if (edit.kind === "add") {
          return {
            kind: "add",
            question: edit.question,
            questions: [...questions, edit.question],
            at: questions.length,
          };
        }
        context.addIssue({ code: "custom", path: ["id"], message: GONE });
        return z.NEVER;
      }
      switch (edit.kind) {
        case "add":
          if (sameQuestion(before, edit.question))
            return { kind: "add", question: before, questions: [...questions], at };
          context.addIssue({ code: "custom", path: [], message: CHANGED });
          return z.NEVER;
        case "save":
          return { kind: "save", question: edit.question, questions: questions.with(at, edit.question), at };
        case "remove":
          return { kind: "remove", question: before, questions: questions.toSpliced(at, 1), at };
        case "up": {
          if (at === 0) return { kind: "up", question: before, questions: [...questions], at };
          const moved = questions.with(at, questions[at - 1]!).with(at - 1, before);
          return { kind: "up", question: before, questions: moved, at: at - 1 };
        }
      }
    })
    .refine((edit) => edit.questions.length <= max, `Höchstens ${max} Fragen.`);
}

/**
 * The status line of a done edit. It names the question, so two removals in a row read as two
 * messages (a screen reader does not repeat a status that did not change).
 */
export function questionEditNotice(edit: Pick<QuestionEdit, "kind" | "question">): string {
  const label = `„${edit.question.label}“`;
  switch (edit.kind) {
    case "add":
      return `Frage ${label} hinzugefügt.`;
    case "save":
      return `Frage ${label} gespeichert.`;
    case "up":
      return `Frage ${label} nach oben verschoben.`;
    case "remove":
      return `Frage ${label} entfernt.`;
  }
}
