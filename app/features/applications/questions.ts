import { z } from "zod";
import type { ApplicationAnswer, ApplicationQuestion } from "@db/schema/applications";

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

/** "Speichern" of a question's form: the question it describes (a new one under `newId`), checked by `questionSchema`. */
function savedQuestionSchema(known: (id: string) => boolean, newId: string) {
  return z
    .object({
      intent: z.literal("frage-speichern"),
      // A question removed meanwhile (in another tab) is not saved again.
      id: z
        .string()
        .optional()
        .refine((id) => !id || known(id), GONE),
      ...questionFormSchema.shape,
    })
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
      return { id: id || newId, type: typ, label: frage, options, required: pflicht === "on", knockout };
    })
    .pipe(questionSchema)
    .transform((question) => ({ kind: "save" as const, question }));
}

/** "Nach oben" and "Entfernen" of a question's form. */
function movedQuestionSchema(known: (id: string) => boolean) {
  return z
    .object({
      intent: z.enum(["frage-hoch", "frage-entfernen"]),
      id: z.string({ error: GONE }).refine(known, GONE),
    })
    .transform(({ intent, id }) => ({ kind: intent === "frage-hoch" ? ("up" as const) : ("remove" as const), id }));
}

/**
 * One action of the question editor on a list (read by parseForm): save a question, move it up
 * or remove it. The value is the new list, checked again as a whole (count up to `max`, types,
 * knock-outs); a new question is saved under `newId`.
 */
export function questionEditSchema(questions: readonly ApplicationQuestion[], max: number, newId: string) {
  const known = (id: string) => questions.some((question) => question.id === id);
  return z
    .discriminatedUnion("intent", [savedQuestionSchema(known, newId), movedQuestionSchema(known)], {
      error: "Unbekannte Aktion.",
    })
    .transform((edit) => applyQuestionEdit(questions, edit))
    .pipe(z.array(questionSchema).max(max, `Höchstens ${max} Fragen.`));
}

/**
 * Applies an editor action to a list of questions: save (replace by id, or append), remove, or
 * move up. The caller checks the resulting list's length.
 */
export function applyQuestionEdit(
  questions: readonly ApplicationQuestion[],
  edit: { kind: "save"; question: ApplicationQuestion } | { kind: "remove" | "up"; id: string },
): ApplicationQuestion[] {
  if (edit.kind === "save") {
    const index = questions.findIndex((question) => question.id === edit.question.id);
    return index === -1
      ? [...questions, edit.question]
      : questions.map((question, i) => (i === index ? edit.question : question));
  }
  const index = questions.findIndex((question) => question.id === edit.id);
  if (index === -1) return [...questions];
  if (edit.kind === "remove") return questions.filter((_, i) => i !== index);
  if (index === 0) return [...questions];
  const next = [...questions];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return next;
}
