import { useId } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";

export interface FollowResult {
  ok: boolean;
  message: string;
}

/**
 * "Firma folgen": an e-mail address for the company's new ads. The answer is the same whether or
 * not the address already follows; the confirmation mail does the rest (double opt-in). On its
 * employer page the box posts to the page itself; elsewhere (a job ad) `action` names the employer
 * page, which answers without leaving the page the box is on (without JavaScript the visitor lands
 * on the employer page with the answer).
 */
export function FollowBox({
  companyName,
  result: pageResult,
  action,
}: {
  companyName: string;
  result?: FollowResult | undefined;
  action?: string;
}) {
  const emailId = useId();
  const hintId = useId();
  const resultId = useId();
  const navigation = useNavigation();
  const fetcher = useFetcher<FormAnswer>();
  const FollowForm = action ? fetcher.Form : Form;
  const result = action ? (noticeOf(fetcher.data) ?? undefined) : pageResult;
  const sending = action
    ? fetcher.state === "submitting"
    : navigation.state === "submitting" && navigation.formData?.get("intent") === "follow";
  return (
    <section aria-labelledby="follow-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="follow-title" className="text-lg font-bold text-slate-900">
        {companyName} folgen
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        Erhalten Sie neue Stellen von {companyName} per E-Mail, höchstens einmal am Tag. Abmelden können Sie sich mit
        einem Klick in jeder E-Mail.
      </p>
      <FollowForm method="post" action={action} preventScrollReset className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="intent" value="follow" />
        <label htmlFor={emailId} className="text-sm font-semibold text-slate-800">
          Ihre E-Mail-Adresse
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-describedby={[hintId, result ? resultId : null].filter(Boolean).join(" ")}
          aria-invalid={result && !result.ok ? true : undefined}
          className={FIELD_INPUT_CLASS}
        />
        <button
          type="submit"
          disabled={sending}
          className="mt-1 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          Firma folgen
        </button>
        {result ? (
          <p
            id={resultId}
            role={result.ok ? "status" : "alert"}
            className={result.ok ? "text-green-800" : "text-red-700"}
          >
            {result.message}
          </p>
        ) : null}
      </FollowForm>
    </section>
  );
}
