import { useRef } from "react";
import { Form } from "react-router";
import type { ApplicationQuestion } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { fieldErrorsOf, isRefused, type FormResult } from "~/lib/form-reply";
import { NO, QUESTION_TYPE_LABELS, YES } from "../questions";

type QuestionField = "frage" | "typ" | "optionen" | "ko_janein" | "ko_werte" | "ko_min";
type QuestionErrors = Partial<Record<QuestionField, string>>;

/**
 * The errors of a refused "Speichern" by the form's fields: the form's own names, or the
 * question's (label, options, knockout) that the form was read into. The form is the one of the
 * question sent (its id), or the new question's (null).
 */
function savedQuestionErrors(
  result: FormResult | undefined,
): { questionId: string | null; errors: QuestionErrors } | null {
  const sent = result?.initialValue ?? {};
  if (!isRefused(result) || sent.intent !== "frage-speichern") return null;
  const knockout: QuestionField = sent.typ === "yesno" ? "ko_janein" : sent.typ === "choice" ? "ko_werte" : "ko_min";
  const fieldOf: Record<string, QuestionField> = {
    frage: "frage",
    label: "frage",
    typ: "typ",
    type: "typ",
    optionen: "optionen",
    options: "optionen",
    ko_janein: "ko_janein",
    ko_werte: "ko_werte",
    ko_min: "ko_min",
    knockout,
  };
  const errors: QuestionErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(result))) {
    const field = fieldOf[key.split("[")[0] ?? ""];
    if (field) errors[field] ??= message;
  }
  return { questionId: typeof sent.id === "string" ? sent.id : null, errors };
}

function QuestionFields({
  question,
  prefix,
  errors = {},
}: {
  question: ApplicationQuestion | null;
  prefix: string;
  errors?: QuestionErrors;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  const ko = question?.knockout ?? null;
  /** What marks a field refused: aria-invalid, and its message below it. */
  const invalid = (name: QuestionField) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": id(`${name}-fehler`) } : {};
  const error = (name: QuestionField) =>
    errors[name] ? <ErrorText id={id(`${name}-fehler`)}>{errors[name]}</ErrorText> : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className={`${FIELD_ROOT_CLASS} sm:col-span-2`}>
        <label htmlFor={id("frage")} className="text-sm font-medium text-slate-900">
          Frage
        </label>
        <input
          id={id("frage")}
          name="frage"
          required
          maxLength={200}
          defaultValue={question?.label ?? ""}
          className={FIELD_INPUT_CLASS}
          {...invalid("frage")}
        />
        {error("frage")}
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("typ")} className="text-sm font-medium text-slate-900">
          Art der Antwort
        </label>
        <select
          id={id("typ")}
          name="typ"
          defaultValue={question?.type ?? "yesno"}
          className={FIELD_INPUT_CLASS}
          {...invalid("typ")}
        >
          {Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error("typ")}
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" name="pflicht" defaultChecked={question?.required ?? true} className="size-4" />
        Pflichtfrage
      </label>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("optionen")} className="text-sm font-medium text-slate-900">
          Antworten einer Auswahlfrage (eine pro Zeile)
        </label>
        <textarea
          id={id("optionen")}
          name="optionen"
          rows={3}
          defaultValue={question?.options.join("\n") ?? ""}
          className={FIELD_INPUT_CLASS}
          {...invalid("optionen")}
        />
        {error("optionen")}
      </div>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">K.-o.-Kriterium (freiwillig)</legend>
        <div className={FIELD_ROOT_CLASS}>
          <label htmlFor={id("ko-janein")} className="text-sm text-slate-900">
            Bei Ja/Nein scheidet aus, wer antwortet:
          </label>
          <select
            id={id("ko-janein")}
            name="ko_janein"
            defaultValue={ko && "values" in ko && question?.type === "yesno" ? ko.values[0] : ""}
            className={FIELD_INPUT_CLASS}
            {...invalid("ko_janein")}
          >
            <option value="">Niemand</option>
            <option value={YES}>Ja</option>
            <option value={NO}>Nein</option>
          </select>
          {error("ko_janein")}
        </div>
        <div className={FIELD_ROOT_CLASS}>
          <label htmlFor={id("ko-werte")} className="text-sm text-slate-900">
            Bei Auswahl scheidet aus, wer wählt (eine pro Zeile):
          </label>
          <textarea
            id={id("ko-werte")}
            name="ko_werte"
            rows={2}
            defaultValue={ko && "values" in ko && question?.type === "choice" ? ko.values.join("\n") : ""}
            className={FIELD_INPUT_CLASS}
            {...invalid("ko_werte")}
          />
          {error("ko_werte")}
        </div>
        <div className={FIELD_ROOT_CLASS}>
          <label htmlFor={id("ko-min")} className="text-sm text-slate-900">
            Bei Zahl scheidet aus, wer weniger angibt als:
          </label>
          <input
            id={id("ko-min")}
            name="ko_min"
            inputMode="decimal"
            defaultValue={ko && "min" in ko ? String(ko.min) : ""}
            className={`${FIELD_INPUT_CLASS} max-w-32`}
            {...invalid("ko_min")}
          />
          {error("ko_min")}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * The questions of an application form: each in its own form (save, move up, remove) and one for
 * a new question. The candidate never learns which answers disqualify.
 */
export function QuestionEditor({
  questions,
  max,
  result,
}: {
  questions: ApplicationQuestion[];
  max: number;
  /** The action's reply: a refused question shows each error at its field, and the first takes the focus. */
  result?: FormResult | undefined;
}) {
  const editorRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(editorRef, result);
  const refused = savedQuestionErrors(result);
  const errorsOf = (questionId: string | null) =>
    refused && refused.questionId === questionId ? refused.errors : undefined;
  return (
    <div ref={editorRef} className="space-y-6">
      {questions.length === 0 ? <p className="text-slate-700">Noch keine Fragen.</p> : null}
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-md border border-slate-300 p-4">
            <Form method="post" aria-label={`Frage ${index + 1}`}>
              <input type="hidden" name="id" value={question.id} />
              <h3 className="mb-3 font-semibold text-brand-900">
                Frage {index + 1}
                {question.knockout ? <span className="ml-2 text-sm text-red-800">(K.-o.)</span> : null}
              </h3>
              <QuestionFields question={question} prefix={`frage-${question.id}`} errors={errorsOf(question.id)} />
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="intent"
                  value="frage-speichern"
                  className={buttonClassName("primary", "sm")}
                >
                  Speichern
                </button>
                {index > 0 ? (
                  <button type="submit" name="intent" value="frage-hoch" className={buttonClassName("secondary", "sm")}>
                    Nach oben
                  </button>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="frage-entfernen"
                  className={buttonClassName("danger-outline", "sm")}
                >
                  Entfernen
                </button>
              </div>
            </Form>
          </li>
        ))}
      </ol>
      {questions.length < max ? (
        <Form method="post" className="rounded-md border border-dashed border-slate-400 p-4" aria-label="Neue Frage">
          <h3 className="mb-3 font-semibold text-brand-900">Neue Frage</h3>
          <QuestionFields question={null} prefix="neu" errors={errorsOf(null)} />
          <button
            type="submit"
            name="intent"
            value="frage-speichern"
            className={`${buttonClassName("primary", "sm")} mt-4`}
          >
            Frage hinzufügen
          </button>
        </Form>
      ) : (
        <p className="text-slate-700">Mehr als {max} Fragen sind nicht möglich.</p>
      )}
    </div>
  );
}
