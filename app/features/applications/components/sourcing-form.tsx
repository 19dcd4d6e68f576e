import { useId } from "react";
import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { MANAGER_PATH } from "./inbox-view";
import { ResultNotice } from "./result-notice";

export interface SourcingFormProps {
  /** The company's live ads to choose from. */
  ads: readonly { id: number; title: string; city: string | null }[];
  /** The applications already taken from this conversation, with their ads. */
  applications: readonly { id: number; adId: number; adTitle: string }[];
  /** Whether the person accepted the request (and is in the pool): only then the form shows. */
  mayAdd: boolean;
  result: { ok: boolean; message: string; applicationId?: number } | null;
}

/**
 * "Zu Bewerber-Manager hinzufügen" on a person's conversation in Active Sourcing (issue 34 §7): an
 * ad select and one button, and the applications already made from the conversation, linked.
 * A plain form: it works without JavaScript.
 */
export function SourcingForm({ ads, applications, mayAdd, result }: SourcingFormProps) {
  const headingId = useId();
  const selectId = useId();
  if (!mayAdd && applications.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-slate-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Bewerber-Manager
      </h2>
      <div aria-live="polite">
        {result ? (
          <div className="space-y-1">
            <ResultNotice result={result} />
            {result.applicationId ? (
              <p>
                <Link to={`${MANAGER_PATH}/${result.applicationId}`} className="text-brand-700 underline">
                  Bewerbung im Bewerber-Manager öffnen
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {applications.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {applications.map((application) => (
            <li key={application.id}>
              <Link to={`${MANAGER_PATH}/${application.id}`} className="text-brand-700 underline">
                Bewerbung für „{application.adTitle}“
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {!mayAdd ? null : ads.length === 0 ? (
        <p className="text-slate-700">Ihr Unternehmen hat derzeit kein aktives Inserat.</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="bewerber-manager" />
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
              Inserat
            </label>
            <select id={selectId} name="inserat" required defaultValue="" className={FIELD_INPUT_CLASS}>
              <option value="" disabled>
                Bitte wählen
              </option>
              {ads.map((ad) => (
                <option key={ad.id} value={ad.id}>
                  {ad.title}
                  {ad.city ? ` · ${ad.city}` : ""} · Nr. {ad.id}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClassName("primary")}>
            Zu Bewerber-Manager hinzufügen
          </button>
        </Form>
      )}
    </section>
  );
}
