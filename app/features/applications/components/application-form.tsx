import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ApplicationQuestion } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { parseWithZod } from "@conform-to/zod/v4";
import { ErrorText } from "~/components/ui/field";
import { focusFirstInvalidFieldSoon } from "~/components/ui/focus-invalid";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { CV_ACCEPT, MAX_FILE_BYTES, MAX_OTHER_FILES, OTHER_ACCEPT, FILE_MESSAGES, otherFilesError } from "../files";
import { NO_SALUTATION_LABEL, SALUTATION_LABELS, SALUTATIONS } from "../greeting";
import { answerField, NO, YES } from "../questions";
import { applicationFieldsSchema } from "../schema";
import { fieldErrorsOf } from "~/lib/form-reply";

export interface ApplicationFormProps {
  jobAdId: number;
  title: string;
  companyName: string;
  adPath: string;
  variant: "standard" | "smart";
  questions: ApplicationQuestion[];
  /** The other variant's address, when the ad offers both. */
  otherVariantPath: string | null;
  errors: Record<string, string>;
  /** What was sent, so that a refused form keeps it (files excepted: browsers never refill those). */
  values: Record<string, string>;
  formError: string | null;
}

/** Typed text is kept in the tab's session storage, so that a reload or a failed upload loses nothing. */
const draftKey = (jobAdId: number) => `bewerbung:${jobAdId}`;
const KEPT_FIELDS = /^(anrede|vorname|nachname|email|telefon|nachricht|frage-[a-z0-9-]+)$/;

export function clearApplicationDraft(jobAdId: number) {
  try {
    sessionStorage.removeItem(draftKey(jobAdId));
  } catch {
    // Storage may be off (private mode): nothing was kept then.
  }
}

function errorId(name: string) {
  return `fehler-${name}`;
}

function FieldShell({
  name,
  label,
  required,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={FIELD_ROOT_CLASS}>
      <label htmlFor={`feld-${name}`} className="text-sm font-medium text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`hinweis-${name}`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <ErrorText id={errorId(name)}>{error}</ErrorText> : null}
    </div>
  );
}

/** aria attributes of a control with its hint and error. */
function described(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint ? `hinweis-${name}` : null, error ? errorId(name) : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

function Choice({ question, value, error }: { question: ApplicationQuestion; value: string; error?: string }) {
  const name = answerField(question);
  const options =
    question.type === "yesno"
      ? [
          { value: YES, label: "Ja" },
          { value: NO, label: "Nein" },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  return (
    <fieldset className={FIELD_ROOT_CLASS} {...described(name, { error })}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">
        {question.label}
        {question.required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div className={question.type === "yesno" ? "flex gap-3" : "flex flex-col gap-2"}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              required={question.required}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <ErrorText id={errorId(name)}>{error}</ErrorText> : null}
    </fieldset>
  );
}

function Question({ question, value, error }: { question: ApplicationQuestion; value: string; error?: string }) {
  const name = answerField(question);
  if (question.type === "yesno" || question.type === "choice") {
    return <Choice question={question} value={value} error={error} />;
  }
  return (
    <FieldShell name={name} label={question.label} required={question.required} error={error}>
      {question.type === "number" ? (
        <input
          id={`feld-${name}`}
          name={name}
          inputMode="decimal"
          defaultValue={value}
          required={question.required}
          className={`${FIELD_INPUT_CLASS} max-w-40`}
          {...described(name, { error })}
        />
      ) : (
        <textarea
          id={`feld-${name}`}
          name={name}
          rows={3}
          maxLength={1000}
          defaultValue={value}
          required={question.required}
          className={FIELD_INPUT_CLASS}
          {...described(name, { error })}
        />
      )}
    </FieldShell>
  );
}

/** Checks what the browser can check before sending: the same schema as the server, and the files' size. */
function checkInBrowser(form: HTMLFormElement, questions: readonly ApplicationQuestion[]): Record<string, string> {
  const data = new FormData(form);
  const submission = parseWithZod(data, { schema: applicationFieldsSchema, disableAutoCoercion: true });
  const errors = fieldErrorsOf(submission.reply());
  const cv = data.get("lebenslauf");
  if (!(cv instanceof File) || cv.size === 0) errors.lebenslauf = FILE_MESSAGES.cvMissing;
  else if (cv.size > MAX_FILE_BYTES) errors.lebenslauf = FILE_MESSAGES.tooLarge;
  const others = data.getAll("unterlagen").filter((file): file is File => file instanceof File && file.size > 0);
  const othersError = otherFilesError(others);
  if (othersError) errors.unterlagen = othersError;
  for (const question of questions) {
    const answer = data.get(answerField(question));
    if (question.required && !(typeof answer === "string" && answer.trim())) {
      errors[answerField(question)] = "Bitte beantworten Sie diese Frage.";
    }
  }
  return errors;
}

/**
 * The candidate's application form (issue 15): one column, large targets, the phone's keyboards
 * (e-mail, phone, numbers), the address book's autofill. A honeypot field catches form robots.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { jobAdId, title, companyName, adPath, variant, questions, otherVariantPath, formError } = props;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  // The browser's check holds until the server answers again: then the server's errors count.
  const [clientCheck, setClientCheck] = useState<{
    after: Record<string, string>;
    errors: Record<string, string>;
  } | null>(null);
  const errors = clientCheck && clientCheck.after === props.errors ? clientCheck.errors : props.errors;
  const { values } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const smart = variant === "smart";

  // Restores what was typed before a reload (only into fields still empty).
  useEffect(() => {
    let kept: Record<string, string> = {};
    try {
      kept = JSON.parse(sessionStorage.getItem(draftKey(jobAdId)) ?? "{}") as Record<string, string>;
    } catch {
      return;
    }
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(kept)) {
      if (!KEPT_FIELDS.test(name) || typeof value !== "string") continue;
      const controls = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `[name="${CSS.escape(name)}"]`,
      );
      for (const control of controls) {
        if (control instanceof HTMLInputElement && control.type === "radio") control.checked = control.value === value;
        else if (!control.value) control.value = value;
      }
    }
  }, [jobAdId]);

  // Focuses the first field the server refused, in reading order.
  useEffect(() => {
    if (Object.keys(props.errors).length > 0 && formRef.current) focusFirstInvalidFieldSoon(formRef.current);
  }, [props.errors]);

  function keep(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!KEPT_FIELDS.test(target.name)) return;
    try {
      const kept = JSON.parse(sessionStorage.getItem(draftKey(jobAdId)) ?? "{}") as Record<string, string>;
      kept[target.name] = target.value;
      sessionStorage.setItem(draftKey(jobAdId), JSON.stringify(kept));
    } catch {
      // Storage may be full or off: the form still works, a reload just loses the typing.
    }
  }

  function check(event: FormEvent<HTMLFormElement>) {
    // React clears currentTarget once the handler returns; the focus below runs a frame later.
    const form = event.currentTarget;
    const found = checkInBrowser(form, questions);
    if (Object.keys(found).length === 0) {
      setClientCheck(null);
      return;
    }
    event.preventDefault();
    setClientCheck({ after: props.errors, errors: found });
    focusFirstInvalidFieldSoon(form);
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-700">{smart ? "Smart Bewerben" : "Online-Bewerbung"}</p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">bei {companyName}</p>
      <p className="mt-4 text-slate-700">
        {smart
          ? "Name, E-Mail, Lebenslauf – in unter einer Minute erledigt, auch am Handy. Ein Konto brauchen Sie nicht."
          : "Ein Konto brauchen Sie nicht. Pflichtfelder sind mit * markiert."}
      </p>
      {otherVariantPath ? (
        <p className="mt-2 text-sm">
          <Link to={otherVariantPath} className="font-semibold text-brand-700 underline">
            {smart
              ? "Lieber ausführlich bewerben (mit Nachricht und weiteren Unterlagen)"
              : "Schneller: Smart Bewerben"}
          </Link>
        </p>
      ) : null}
      {formError ? (
        <div role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          {formError}
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onChange={keep}
        onSubmit={check}
        className="mt-8 flex flex-col gap-6"
        aria-label={`Bewerbung als ${title}`}
      >
        <input type="hidden" name="art" value={variant} />
        <FieldShell name="anrede" label="Anrede (freiwillig)" error={errors.anrede}>
          {/* A select, not a radio group: the short form of smart bewerben stays short. */}
          <select
            id="feld-anrede"
            name="anrede"
            autoComplete="honorific-prefix"
            defaultValue={values.anrede ?? ""}
            className={`${FIELD_INPUT_CLASS} max-w-48`}
            {...described("anrede", { error: errors.anrede })}
          >
            <option value="">{NO_SALUTATION_LABEL}</option>
            {SALUTATIONS.map((salutation) => (
              <option key={salutation} value={salutation}>
                {SALUTATION_LABELS[salutation]}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="grid gap-6 sm:grid-cols-2">
          <FieldShell name="vorname" label="Vorname" required error={errors.vorname}>
            <input
              id="feld-vorname"
              name="vorname"
              autoComplete="given-name"
              maxLength={100}
              required
              defaultValue={values.vorname}
              className={FIELD_INPUT_CLASS}
              {...described("vorname", { error: errors.vorname })}
            />
          </FieldShell>
          <FieldShell name="nachname" label="Nachname" required error={errors.nachname}>
            <input
              id="feld-nachname"
              name="nachname"
              autoComplete="family-name"
              maxLength={100}
              required
              defaultValue={values.nachname}
              className={FIELD_INPUT_CLASS}
              {...described("nachname", { error: errors.nachname })}
            />
          </FieldShell>
        </div>
        <FieldShell name="email" label="E-Mail-Adresse" required error={errors.email}>
          <input
            id="feld-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={200}
            required
            defaultValue={values.email}
            className={FIELD_INPUT_CLASS}
            {...described("email", { error: errors.email })}
          />
        </FieldShell>
        {smart ? null : (
          <FieldShell name="telefon" label="Telefonnummer (freiwillig)" error={errors.telefon}>
            <input
              id="feld-telefon"
              name="telefon"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={values.telefon}
              className={FIELD_INPUT_CLASS}
              {...described("telefon", { error: errors.telefon })}
            />
          </FieldShell>
        )}
        <FieldShell
          name="lebenslauf"
          label="Lebenslauf"
          required
          hint="PDF oder Word, höchstens 5 MB."
          error={errors.lebenslauf}
        >
          <input
            id="feld-lebenslauf"
            name="lebenslauf"
            type="file"
            accept={CV_ACCEPT}
            required
            className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
            {...described("lebenslauf", { hint: true, error: errors.lebenslauf })}
          />
        </FieldShell>
        {smart ? null : (
          <FieldShell
            name="unterlagen"
            label="Weitere Unterlagen (freiwillig)"
            hint={`Zeugnisse, Zertifikate: bis zu ${MAX_OTHER_FILES} Dateien (PDF, Word, JPEG oder PNG), je höchstens 5 MB.`}
            error={errors.unterlagen}
          >
            <input
              id="feld-unterlagen"
              name="unterlagen"
              type="file"
              multiple
              accept={OTHER_ACCEPT}
              className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-200 file:px-4 file:font-semibold file:text-slate-900"
              {...described("unterlagen", { hint: true, error: errors.unterlagen })}
            />
          </FieldShell>
        )}
        {questions.map((question) => (
          <Question
            key={question.id}
            question={question}
            value={values[answerField(question)] ?? ""}
            error={errors[answerField(question)]}
          />
        ))}
        {smart ? null : (
          <FieldShell name="nachricht" label="Ihre Nachricht (freiwillig)" error={errors.nachricht}>
            <textarea
              id="feld-nachricht"
              name="nachricht"
              rows={5}
              maxLength={3000}
              defaultValue={values.nachricht}
              className={FIELD_INPUT_CLASS}
              {...described("nachricht", { error: errors.nachricht })}
            />
          </FieldShell>
        )}
        <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="feld-website">Bitte lassen Sie dieses Feld leer</label>
          <input id="feld-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-3 rounded-md bg-slate-50 p-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="datenschutz"
              required
              defaultChecked={values.datenschutz === "on"}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...described("datenschutz", { error: errors.datenschutz })}
            />
            <span>
              Ich habe die{" "}
              <Link to="/datenschutz" target="_blank" className="font-semibold text-brand-700 underline">
                Datenschutzhinweise
              </Link>{" "}
              gelesen. {companyName} verarbeitet meine Daten für diese Bewerbung und löscht sie spätestens sieben Monate
              nach Abschluss des Verfahrens.
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            </span>
          </label>
          {errors.datenschutz ? <ErrorText id={errorId("datenschutz")}>{errors.datenschutz}</ErrorText> : null}
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="talentpool"
              defaultChecked={values.talentpool === "on"}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>
              Freiwillig: In den Talentpool aufnehmen. {companyName} darf meine Daten 24 Monate aufbewahren und mich für
              spätere passende Stellen ansprechen. Ich kann das jederzeit widerrufen.
            </span>
          </label>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={adPath} className="font-semibold text-brand-700 underline">
            Zurück zum Inserat
          </Link>
          <button
            type="submit"
            disabled={sending}
            className={`${buttonClassName("primary", "lg")} min-h-12 w-full sm:w-auto`}
          >
            {sending ? "Wird gesendet …" : "Bewerbung absenden"}
          </button>
        </div>
      </Form>
    </div>
  );
}
