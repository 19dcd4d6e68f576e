import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatDate, formatDateTime } from "~/lib/format";
import { formMessageOf, sentTextOf, type FormResult } from "~/lib/form-reply";
import { BODY_MAX, CONTACT_TEMPLATES, SUBJECT_MAX, templateById } from "../contact-templates";
import type { ConversationMessage, ReleasedContact, RequestState } from "../contacts.server";
import type { ProfileApplication } from "../relations.server";
import { AppliedMark } from "./relation-marks";

/** Seconds between two looks for new messages while a messages page is open. */
export const MESSAGES_POLL_SECONDS = 20;

export const MESSAGES_PATH = "/p/active-sourcing/messages";
export const messagesPathOf = (profileId: number) => `${MESSAGES_PATH}/${profileId}`;
export const contactPathOf = (profileId: number) => `/p/active-sourcing/search/contact/${profileId}`;

export const STATE_LABELS: Record<RequestState, string> = {
  offen: "Anfrage offen",
  angenommen: "Angenommen",
  abgelehnt: "Abgelehnt",
  abgelaufen: "Abgelaufen (Kontingent erstattet)",
};

const STATE_CLASSES: Record<RequestState, string> = {
  offen: "bg-amber-100 text-amber-900",
  angenommen: "bg-green-100 text-green-900",
  abgelehnt: "bg-slate-200 text-slate-900",
  abgelaufen: "bg-slate-200 text-slate-900",
};

export function StateLabel({ state }: { state: RequestState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_CLASSES[state]}`}>
      {STATE_LABELS[state]}
    </span>
  );
}

/** The contact data a person released to the company by accepting its request. */
export function ReleasedContactCard({ released }: { released: ReleasedContact }) {
  return (
    <section
      aria-labelledby="released-contact"
      className="space-y-2 rounded-md border border-green-300 bg-green-50 p-4"
    >
      <h2 id="released-contact" className="text-lg font-semibold text-brand-900">
        Kontaktdaten
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Name</dt>
        <dd>
          {released.firstName} {released.lastName}
        </dd>
        <dt className="font-medium">E-Mail</dt>
        <dd>
          <a className="text-brand-700 underline" href={`mailto:${released.email}`}>
            {released.email}
          </a>
        </dd>
        {released.phone ? (
          <>
            <dt className="font-medium">Telefon</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${released.phone.replace(/\s/g, "")}`}>
                {released.phone}
              </a>
            </dd>
          </>
        ) : null}
        {released.employers.length > 0 ? (
          <>
            <dt className="font-medium">Stationen</dt>
            <dd>
              <ul className="list-inside list-disc">
                {released.employers.map((employer) => (
                  <li key={employer}>{employer}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** On the profile: send a request, or where the request stands. */
export function ContactStatus({
  profileId,
  state,
  released,
  contactHref,
  applications = [],
}: {
  profileId: number;
  state: RequestState | null;
  released: ReleasedContact | null;
  contactHref: string;
  /** The company's applications that came from the profile ("Beworben", decision 081). */
  applications?: readonly ProfileApplication[];
}) {
  return (
    <div className="space-y-4">
      {released ? <ReleasedContactCard released={released} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {state ? <StateLabel state={state} /> : null}
        {applications.map((application) => (
          <AppliedMark key={application.id} application={application} />
        ))}
        {state === "offen" || state === "angenommen" ? (
          <Link to={messagesPathOf(profileId)} className={buttonClassName("secondary")}>
            Zur Unterhaltung
          </Link>
        ) : (
          <Link to={contactHref} className={buttonClassName("primary")}>
            Kontaktanfrage senden
          </Link>
        )}
      </div>
    </div>
  );
}

interface ContactFormProps {
  ads: ReadonlyArray<{ id: number; title: string }>;
  defaultAdId: number | null;
  errors: Record<string, string>;
  values: { subject: string; body: string; jobAdId: string } | null;
}

/**
 * The request: a template fills subject and message (placeholders stay until sending), the
 * company edits them and may attach one of its active ads.
 */
export function ContactForm({ ads, defaultAdId, errors, values }: ContactFormProps) {
  const first = CONTACT_TEMPLATES[0]!;
  const [templateId, setTemplateId] = useState(first.id);
  const [subject, setSubject] = useState(values?.subject ?? first.subject);
  const [body, setBody] = useState(values?.body ?? first.body);
  const busy = useNavigation().state === "submitting";
  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `fehler-${name}` : undefined,
  });
  return (
    <Form method="post" className="flex max-w-3xl flex-col gap-5" noValidate>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor="kontakt-vorlage" className="text-sm font-medium text-slate-900">
          Vorlage
        </label>
        <select
          id="kontakt-vorlage"
          value={templateId}
          onChange={(event) => {
            const template = templateById(event.target.value);
            setTemplateId(event.target.value);
            if (template) {
              setSubject(template.subject);
              setBody(template.body);
            }
          }}
          className={FIELD_INPUT_CLASS}
        >
          {CONTACT_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
      </div>
      <p id="platzhalter" className="text-sm text-slate-700">
        Platzhalter werden beim Senden ersetzt: {"{Anrede}"} durch die Anrede der Person, {"{Jobtitel}"} durch den Titel
        des angehängten Inserats (sonst den Wunschjob der Person), {"{Unternehmen}"} durch Ihren Firmennamen,{" "}
        {"{Absender}"} durch Ihren Namen.
      </p>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor="kontakt-betreff" className="text-sm font-medium text-slate-900">
          Betreff
        </label>
        <input
          id="kontakt-betreff"
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={SUBJECT_MAX}
          required
          className={FIELD_INPUT_CLASS}
          {...field("subject")}
        />
        {errors.subject ? <ErrorText id="fehler-subject">{errors.subject}</ErrorText> : null}
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor="kontakt-nachricht" className="text-sm font-medium text-slate-900">
          Nachricht
        </label>
        <textarea
          id="kontakt-nachricht"
          name="body"
          rows={12}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={BODY_MAX}
          required
          className={`${FIELD_INPUT_CLASS} resize-y`}
          {...field("body")}
        />
        {errors.body ? <ErrorText id="fehler-body">{errors.body}</ErrorText> : null}
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor="kontakt-inserat" className="text-sm font-medium text-slate-900">
          Inserat anhängen (optional)
        </label>
        <select
          id="kontakt-inserat"
          name="jobAdId"
          defaultValue={values?.jobAdId ?? (defaultAdId === null ? "" : String(defaultAdId))}
          className={FIELD_INPUT_CLASS}
          {...field("jobAdId")}
        >
          <option value="">Kein Inserat</option>
          {ads.map((ad) => (
            <option key={ad.id} value={ad.id}>
              {ad.title} (Nr. {ad.id})
            </option>
          ))}
        </select>
        {errors.jobAdId ? <ErrorText id="fehler-jobAdId">{errors.jobAdId}</ErrorText> : null}
      </div>
      <p className="text-sm text-slate-700">
        Die Anfrage verbraucht eine Kontaktanfrage Ihres Monatskontingents. Antwortet die Person nicht innerhalb von 14
        Tagen, erhalten Sie sie zurück.
      </p>
      <button type="submit" disabled={busy} className={`${buttonClassName("primary", "lg")} self-start`}>
        Anfrage senden
      </button>
    </Form>
  );
}

const KIND_TEXT: Record<ConversationMessage["kind"], string> = {
  request: "Kontaktanfrage",
  message: "Nachricht",
  accepted: "Angenommen",
  declined: "Abgelehnt",
};

/** The acceptance as the person reads it (the stored text speaks to the company). */
export const ACCEPTED_FOR_PERSON = "Das Unternehmen sieht jetzt Ihren Namen und Ihre Kontaktdaten.";

/** The messages of a conversation, oldest first; `viewer` decides whose side is "you". */
export function MessageList({
  messages,
  viewer,
  companyName,
  personName = null,
}: {
  messages: readonly ConversationMessage[];
  viewer: "company" | "candidate";
  companyName: string;
  /** The person's name once they accepted (the company's view). */
  personName?: string | null;
}) {
  return (
    <ol className="space-y-3" aria-label="Nachrichten">
      {messages.map((message) => {
        const own = message.direction === viewer;
        // Each message names the colleague who wrote it; the company's name where the colleague is unknown.
        const recruiter = message.authorName || companyName;
        const author =
          message.direction === "company"
            ? viewer === "company" || !message.authorName
              ? recruiter
              : `${message.authorName}, ${companyName}`
            : viewer === "candidate"
              ? "Sie"
              : (personName ?? "Kandidat:in");
        const body = viewer === "candidate" && message.kind === "accepted" ? ACCEPTED_FOR_PERSON : message.body;
        return (
          <li
            key={message.id}
            className={`max-w-2xl rounded-md border p-4 ${own ? "ml-auto border-brand-200 bg-brand-50" : "border-slate-300 bg-white"}`}
          >
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{author}</span> · {KIND_TEXT[message.kind]} ·{" "}
              <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-900">{body}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** New messages without a reload: the page's data is fetched again every `seconds` while the tab is visible. */
export function useRevalidateEvery(seconds: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [revalidate, seconds, state]);
}

export function MessageComposer({
  result,
  hidden = {},
}: {
  /** The reply to the last message sent: its refusal shows at the message, which keeps its text. */
  result: FormResult | undefined;
  /** Fields the form sends along (the person's token and intent). */
  hidden?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = formMessageOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  return (
    <Form ref={formRef} method="post" className="flex max-w-2xl flex-col gap-3" key={busy ? "busy" : "idle"}>
      {Object.entries(hidden).map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor="nachricht-text" className="text-sm font-medium text-slate-900">
          Ihre Nachricht
        </label>
        <textarea
          id="nachricht-text"
          name="body"
          rows={5}
          maxLength={BODY_MAX}
          required
          defaultValue={sentTextOf(result, "body") ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "fehler-nachricht" : undefined}
          className={`${FIELD_INPUT_CLASS} resize-y`}
        />
        {error ? <ErrorText id="fehler-nachricht">{error}</ErrorText> : null}
      </div>
      <button type="submit" disabled={busy} className={`${buttonClassName("primary")} self-start`}>
        Nachricht senden
      </button>
    </Form>
  );
}

export const answerByText = (answerBy: Date | string) => `Antwort erwartet bis ${formatDate(answerBy)}`;
