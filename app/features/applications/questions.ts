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

export const questionListSchema = z.array(questionSchema).max(MAX_QUESTIONS, `Höchstens ${MAX_QUESTIONS} Fragen.`);

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

/** One question as the editor's form sends it (German field names). */
export const questionFormSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  typ: z.enum(["yesno", "choice", "number", "text"], { message: "Bitte wählen Sie die Art der Frage." }),
  frage: z.string(),
  optionen: z.string().max(2000).optional(),
  pflicht: z.literal("on").optional(),
  ko_janein: z.enum(["", YES, NO]).optional(),
  ko_werte: z.string().max(2000).optional(),
  ko_min: z.string().max(20).optional(),
});

/** The question the editor's form describes, checked by `questionSchema`; `newId` names a new one. */
export function questionFromForm(
  fields: Record<string, unknown>,
  newId: string,
): { ok: true; question: ApplicationQuestion } | { ok: false; message: string } {
  const form = questionFormSchema.safeParse(fields);
  if (!form.success) return { ok: false, message: form.error.issues[0]!.message };
  const { id, typ, frage, optionen, pflicht, ko_janein, ko_werte, ko_min } = form.data;
  const options = typ === "choice" ? lines(optionen) : [];
  let knockout: ApplicationQuestion["knockout"] = null;
  if (typ === "yesno" && ko_janein) knockout = { values: [ko_janein] };
  if (typ === "choice" && lines(ko_werte).length > 0) knockout = { values: lines(ko_werte) };
  if (typ === "number" && ko_min && ko_min.trim() !== "") {
    const min = Number(ko_min.replace(",", "."));
    if (!Number.isFinite(min)) return { ok: false, message: "Bitte geben Sie die Mindestzahl als Zahl an." };
    knockout = { min };
  }
  const question = questionSchema.safeParse({
    id: id ?? newId,
    type: typ,
    label: frage,
    options,
    required: pflicht === "on",
    knockout,
  });
  return question.success
    ? { ok: true, question: question.data }
    : { ok: false, message: question.error.issues[0]!.message };
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
