import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import type { ApplicationQuestion } from "@db/schema/applications";
import { Button } from "~/components/ui/button";
import { buttonClassName, type ButtonVariant } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Modal } from "~/components/ui/modal";
import { Notification } from "~/components/ui/notification";
import { fieldErrorsOf, isRefused, noticeOf, sentTextsOf, type FormAnswer, type FormResult } from "~/lib/form-reply";
import { NO, QUESTION_TYPE_LABELS, YES, type QuestionEditKind } from "../questions";

type QuestionField = "frage" | "typ" | "optionen" | "ko_janein" | "ko_werte" | "ko_min";
type QuestionErrors = Partial<Record<QuestionField, string>>;

/** The action's answer to an edit of the question editor: the reply, its status line, and what was done to which question. */
export interface QuestionEditAnswer extends FormAnswer {
  edited?: { kind: QuestionEditKind; id: string; at: number };
}

/** The search parameter of the page that asks, without JavaScript, whether a question is to be removed. */
const REMOVE_PARAM = "entfernen";

/** Whether an action's answer belongs to the question editor (its intents start with "frage-"). */
export function isQuestionEditAnswer(answer: FormAnswer | undefined): answer is QuestionEditAnswer {
  const intent = answer?.result.initialValue?.intent;
  return typeof intent === "string" && intent.startsWith("frage-");
}

/** The form a refused edit came from: a saved question's (its id) or the add form ("neu"). */
function refusedForm(result: FormResult | undefined): string | null {
  const sent = result?.initialValue ?? {};
  if (!isRefused(result)) return null;
  if (sent.intent === "frage-hinzufuegen") return "neu";
  return sent.intent === "frage-speichern" && typeof sent.id === "string" ? sent.id : null;
}

/**
 * The errors of a refused "Speichern" or "Frage hinzufügen" by the form's fields: the form's own
 * names, or the question's (label, options, knockout) that the form was read into.
 */
function savedQuestionErrors(result: FormResult | undefined): QuestionErrors {
  const sent = result?.initialValue ?? {};
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
  return errors;
}

/** A question's form values, as its fields show them. */
interface QuestionValues {
  frage: string;
  typ: string;
  pflicht: boolean;
  optionen: string;
  ko_janein: string;
  ko_werte: string;
  ko_min: string;
}

function valuesOf(question: ApplicationQuestion | null): QuestionValues {
  const ko = question?.knockout ?? null;
  return {
    frage: question?.label ?? "",
    typ: question?.type ?? "yesno",
    pflicht: question?.required ?? true,
    optionen: question?.options.join("\n") ?? "",
    ko_janein: ko && "values" in ko && question?.type === "yesno" ? (ko.values[0] ?? "") : "",
    ko_werte: ko && "values" in ko && question?.type === "choice" ? ko.values.join("\n") : "",
    ko_min: ko && "min" in ko ? String(ko.min) : "",
  };
}

/** The values a refused form sent, so a page without JavaScript shows them again. */
function sentValuesOf(result: FormResult | undefined): QuestionValues {
  const sent = sentTextsOf(result);
  return {
    frage: sent.frage ?? "",
    typ: sent.typ ?? "yesno",
    pflicht: sent.pflicht === "on",
    optionen: sent.optionen ?? "",
    ko_janein: sent.ko_janein ?? "",
    ko_werte: sent.ko_werte ?? "",
    ko_min: sent.ko_min ?? "",
  };
}

function QuestionFields({
  values,
  prefix,
  errors = {},
}: {
  values: QuestionValues;
  prefix: string;
  errors?: QuestionErrors;
}) {
  const id = (name: string) => `${prefix}-${name}`;
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
          defaultValue={values.frage}
          className={FIELD_INPUT_CLASS}
          {...invalid("frage")}
        />
        {error("frage")}
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("typ")} className="text-sm font-medium text-slate-900">
          Art der Antwort
        </label>
        <select id={id("typ")} name="typ" defaultValue={values.typ} className={FIELD_INPUT_CLASS} {...invalid("typ")}>
          {Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error("typ")}
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" name="pflicht" defaultChecked={values.pflicht} className="size-4" />
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
          defaultValue={values.optionen}
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
            defaultValue={values.ko_janein}
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
            defaultValue={values.ko_werte}
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
            defaultValue={values.ko_min}
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
 * A submit button of the editor that takes no second press while its form is on its way: marked
 * aria-disabled (not disabled, so the focus stays on it) and its clicks (also Enter in a field of
 * its form) cancelled.
 */
function SubmitButton({
  busy,
  variant = "primary",
  children,
  ...rest
}: Omit<ComponentProps<"button">, "type" | "className" | "onClick"> & { busy: boolean; variant?: ButtonVariant }) {
  return (
    <button
      {...rest}
      type="submit"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      className={`${buttonClassName(variant, "sm")} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {children}
    </button>
  );
}

/** Whether the page's data already shows the edit (a new add form, the list after it). */
function showsEdit(
  edited: NonNullable<QuestionEditAnswer["edited"]>,
  questions: readonly ApplicationQuestion[],
  newId: string,
): boolean {
  switch (edited.kind) {
    case "add":
      return newId !== edited.id;
    case "up":
      return questions[edited.at]?.id === edited.id;
    case "remove":
      return !questions.some((question) => question.id === edited.id);
    case "save":
      return true;
  }
}

/** Where focus goes after a done edit, once the page shows the new list. */
function focusAfter(editor: HTMLElement, edited: NonNullable<QuestionEditAnswer["edited"]>) {
  const byId = (id: string) => editor.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  switch (edited.kind) {
    case "add":
      // The add form is empty again: ready for the next question.
      byId("neu-frage")?.focus();
      return;
    case "up":
      // On the moved question, so "Nach oben" can be pressed again.
      (byId(`frage-${edited.id}-hoch`) ?? byId(`frage-${edited.id}-titel`))?.focus();
      return;
    case "remove": {
      // The question that took its place, else the one before it, else the add form.
      const headings = [...editor.querySelectorAll<HTMLElement>("[data-question-title]")];
      (headings[edited.at] ?? headings[edited.at - 1] ?? byId("neu-titel"))?.focus();
      return;
    }
    case "save":
      // The form stays as it is, and so does the focus on its button.
      return;
  }
}

/**
 * The questions of an application form: each in its own form (save, move up, remove) and one for
 * a new question. The candidate never learns which answers disqualify. The status of the last
 * edit is one line (a new edit replaces it); removing asks first, in a dialog, or without
 * JavaScript on the page (`?entfernen={id}`); the server refuses a removal without the confirmation.
 */
export function QuestionEditor({
  questions,
  max,
  newId,
  answer,
}: {
  questions: ApplicationQuestion[];
  max: number;
  /** The id the next added question gets, fresh each time the page is built: a new one empties the add form. */
  newId: string;
  /** The action's answer to the last edit: a refused question shows each error at its field, and the first takes the focus. */
  answer?: QuestionEditAnswer | undefined;
}) {
  const editorRef = useRef<HTMLDivElement>(null);
  const result = answer?.result;
  useFocusFirstInvalid(editorRef, result);
  const refused = refusedForm(result);
  const errorsOf = (form: string) => (refused === form ? savedQuestionErrors(result) : undefined);
  const notice = noticeOf(answer);
  // A refusal that names fields is shown there; one that does not (a question gone, a removal unconfirmed) here.
  const shownAtFields = refused !== null && Object.keys(savedQuestionErrors(result)).length > 0;
  const navigation = useNavigation();
  /** Whether an edit of the question with this id (the add form's: its one-time id) is on its way or its page loading. */
  const busy = (id: string) =>
    navigation.state !== "idle" &&
    String(navigation.formData?.get("intent") ?? "").startsWith("frage-") &&
    navigation.formData?.get("id") === id;
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const askedToRemove = searchParams.get(REMOVE_PARAM);
  const [removing, setRemoving] = useState<ApplicationQuestion | null>(null);

  // The action's answer arrives before the page's new data: focus moves once the page shows the edit.
  const focusedFor = useRef<QuestionEditAnswer | undefined>(undefined);
  useEffect(() => {
    const edited = answer?.edited;
    if (!editorRef.current || !edited || focusedFor.current === answer) return;
    if (!showsEdit(edited, questions, newId)) return;
    focusedFor.current = answer;
    focusAfter(editorRef.current, edited);
  }, [answer, questions, newId]);

  const askRemoval = (event: MouseEvent, question: ApplicationQuestion) => {
    // With JavaScript the dialog asks; without it, the page of the GET form does.
    event.preventDefault();
    setRemoving(question);
  };
  const remove = (question: ApplicationQuestion) => {
    void submit({ intent: "frage-entfernen", id: question.id, bestaetigt: "ja" }, { method: "post", action: pathname });
    setRemoving(null);
  };

  return (
    <div ref={editorRef} className="space-y-6">
      {/* Present from the first render, so screen readers hear each new status. */}
      <div role="status">
        {notice?.ok ? (
          <p className="rounded-lg border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
            {notice.message}
          </p>
        ) : null}
      </div>
      {notice && !notice.ok && !shownAtFields ? <Notification tone="error" title={notice.message} /> : null}
      {questions.length === 0 ? <p className="text-slate-700">Noch keine Fragen.</p> : null}
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-md border border-slate-300 p-4">
            <Form method="post" action={pathname} aria-labelledby={`frage-${question.id}-titel`}>
              <input type="hidden" name="id" value={question.id} />
              <h3
                id={`frage-${question.id}-titel`}
                tabIndex={-1}
                data-question-title
                className="mb-3 font-semibold text-brand-900"
              >
                Frage {index + 1}
                {question.knockout ? <span className="ml-2 text-sm text-red-800">(K.-o.)</span> : null}
              </h3>
              <QuestionFields
                values={refused === question.id ? sentValuesOf(result) : valuesOf(question)}
                prefix={`frage-${question.id}`}
                errors={errorsOf(question.id)}
              />
              <div className="mt-4 flex flex-wrap gap-3">
                <SubmitButton name="intent" value="frage-speichern" busy={busy(question.id)}>
                  Speichern
                </SubmitButton>
                {index > 0 ? (
                  <SubmitButton
                    name="intent"
                    value="frage-hoch"
                    id={`frage-${question.id}-hoch`}
                    variant="secondary"
                    busy={busy(question.id)}
                    aria-label={`Frage ${index + 1} nach oben`}
                  >
                    Nach oben
                  </SubmitButton>
                ) : null}
                {/* A GET form's button: without JavaScript it opens the page that asks (below). */}
                <button
                  type="submit"
                  form={`frage-${question.id}-entfernen`}
                  name={REMOVE_PARAM}
                  value={question.id}
                  onClick={(event) => askRemoval(event, question)}
                  className={buttonClassName("danger-outline", "sm")}
                  aria-label={`Frage ${index + 1} entfernen`}
                >
                  Entfernen
                </button>
              </div>
            </Form>
            {/* Never sent with JavaScript (the dialog asks): a plain form, whose fragment leads to the question asked. */}
            <form
              method="get"
              action={`${pathname}#frage-${question.id}-bestaetigen`}
              id={`frage-${question.id}-entfernen`}
            />
            {askedToRemove === question.id ? (
              <Form
                method="post"
                action={pathname}
                id={`frage-${question.id}-bestaetigen`}
                className="mt-4 space-y-3 rounded-md border border-red-700 bg-red-50 p-3"
                aria-label={`Frage ${index + 1} entfernen`}
              >
                <input type="hidden" name="intent" value="frage-entfernen" />
                <input type="hidden" name="id" value={question.id} />
                <input type="hidden" name="bestaetigt" value="ja" />
                <p>
                  Möchten Sie die Frage „{question.label}“ entfernen? Bereits eingegangene Antworten bleiben bei den
                  Bewerbungen erhalten.
                </p>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton variant="danger" busy={busy(question.id)}>
                    Frage entfernen
                  </SubmitButton>
                  <Link to={pathname} preventScrollReset className={buttonClassName("secondary", "sm")}>
                    Abbrechen
                  </Link>
                </div>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
      {questions.length < max ? (
        <Form
          key={newId}
          method="post"
          action={pathname}
          className="rounded-md border border-dashed border-slate-400 p-4"
          aria-labelledby="neu-titel"
        >
          <input type="hidden" name="id" value={newId} />
          <h3 id="neu-titel" tabIndex={-1} className="mb-3 font-semibold text-brand-900">
            Neue Frage
          </h3>
          <QuestionFields
            values={refused === "neu" ? sentValuesOf(result) : valuesOf(null)}
            prefix="neu"
            errors={errorsOf("neu")}
          />
          <div className="mt-4">
            <SubmitButton name="intent" value="frage-hinzufuegen" busy={busy(newId)}>
              Frage hinzufügen
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="text-slate-700">Mehr als {max} Fragen sind nicht möglich.</p>
      )}
      <Modal
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Frage entfernen?"
        footer={
          <>
            <Button variant="secondary" slot="close">
              Abbrechen
            </Button>
            <Button variant="danger" onPress={() => removing && remove(removing)}>
              Frage entfernen
            </Button>
          </>
        }
      >
        {removing ? (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">„{removing.label}“</p>
            <p>
              Die Frage wird aus dem Bewerbungsformular entfernt. Bereits eingegangene Antworten bleiben bei den
              Bewerbungen erhalten.
            </p>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
