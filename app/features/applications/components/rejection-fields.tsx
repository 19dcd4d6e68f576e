import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { MAIL_TEMPLATES, REJECTION_REASONS, SEND_TIMES } from "../templates";

/**
 * The fields of a rejection, single or bulk: the reason (kept, never sent), the e-mail from the
 * template with its placeholders, and when it goes out (not at 23:00: "morgen um 8 Uhr").
 */
export function RejectionFields({ idPrefix, errors }: { idPrefix: string; errors: Record<string, string> }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-4">
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("grund")} className="text-sm font-medium text-slate-900">
          Grund (nur intern)
        </label>
        <select id={id("grund")} name="grund" required defaultValue="qualifikation" className={FIELD_INPUT_CLASS}>
          {Object.entries(REJECTION_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("betreff")} className="text-sm font-medium text-slate-900">
          Betreff
        </label>
        <input
          id={id("betreff")}
          name="betreff"
          required
          maxLength={200}
          defaultValue={MAIL_TEMPLATES.absage.subject}
          className={FIELD_INPUT_CLASS}
          aria-invalid={errors.betreff ? true : undefined}
        />
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("text")} className="text-sm font-medium text-slate-900">
          Text der E-Mail
        </label>
        <p id={id("platzhalter")} className="text-sm text-slate-700">
          Platzhalter: {"{Anrede}"} (z. B. „Sehr geehrte Frau Huber“ oder „Guten Tag Alex Huber“), {"{Vorname}"},{" "}
          {"{Nachname}"}, {"{Stelle}"}, {"{Unternehmen}"}, {"{Absender}"}.
        </p>
        <textarea
          id={id("text")}
          name="text"
          required
          rows={8}
          maxLength={10_000}
          defaultValue={MAIL_TEMPLATES.absage.body}
          className={FIELD_INPUT_CLASS}
          aria-describedby={id("platzhalter")}
          aria-invalid={errors.text ? true : undefined}
        />
      </div>
      <div className={FIELD_ROOT_CLASS}>
        <label htmlFor={id("zeitpunkt")} className="text-sm font-medium text-slate-900">
          E-Mail senden
        </label>
        <select id={id("zeitpunkt")} name="zeitpunkt" defaultValue="morgen" className={FIELD_INPUT_CLASS}>
          {Object.entries(SEND_TIMES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {/* Sent without the page's script, the form skipped the dialog: the server asks here instead. */}
      {errors.bestaetigt && !errors.ids ? (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="bestaetigt"
              value="ja"
              required
              className="mt-1 size-4"
              aria-invalid
              aria-describedby={id("bestaetigt-fehler")}
            />
            <span>Ja, ich sage ab. Die E-Mail geht zum gewählten Zeitpunkt hinaus.</span>
          </label>
          <p id={id("bestaetigt-fehler")} className="text-sm text-red-800">
            {errors.bestaetigt}
          </p>
        </div>
      ) : null}
    </div>
  );
}
