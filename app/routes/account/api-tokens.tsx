import { data, Form, Link } from "react-router";
import type { Route } from "./+types/api-tokens";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { NewSecret, RevokeTokenButton, TokenTable } from "~/features/integrations/components/token-views";
import { tokenFormSchema } from "~/features/integrations/schema";
import { EXPIRY_DAYS, SCOPE_LABELS, SCOPES } from "~/features/integrations/scopes";
import { createToken, revokeToken, tokensOf, tokenState } from "~/features/integrations/tokens.server";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { fieldErrorsOf, formMessageOf, isRefused, sentTextOf, type FormResult } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { viennaDay } from "~/lib/format";

export function meta() {
  return [{ title: "API-Zugänge | Einstellungen | Arbeitgeberportal" }];
}

/**
 * `/p/account/settings/api-tokens` (issue 36 §2, decision 076): the company's API tokens for the
 * integration API. A colleague creates one (name, scopes, expiry) and sees its secret once;
 * every colleague sees the list with the last use and may revoke a token.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "apiTokens" });
  const now = new Date();
  const tokens = await tokensOf(db, company.id);
  return {
    tokens: tokens.map((token) => ({ ...token, state: tokenState(token, now) })),
    today: viennaDay(now),
  };
}

type ActionAnswer = { result: FormResult; created?: { name: string; secret: string }; notice?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context, { right: "apiTokens" });
  const now = new Date();
  const submission = parseForm(await request.formData(), tokenFormSchema(now));
  if (submission.status !== "success") return refuseForm(submission);
  const value = submission.value;
  if (value.intent === "revoke") {
    const revoked = await revokeToken(
      db,
      company.id,
      value.tokenId,
      { user, requestId: requestContext.requestId },
      now,
    );
    if (!revoked) {
      return refuseForm(submission, {
        formErrors: ["Diesen API-Zugang gibt es nicht oder er ist bereits widerrufen."],
        status: 404,
      });
    }
    return data<ActionAnswer>({
      result: submission.reply({ resetForm: true }),
      notice: "Der API-Zugang ist widerrufen.",
    });
  }
  const { token, secret } = await createToken(
    db,
    { companyId: company.id, name: value.name, scopes: value.scopes, expiresAt: value.expiresAt },
    { user, requestId: requestContext.requestId },
  );
  return data<ActionAnswer>({
    result: submission.reply({ resetForm: true }),
    created: { name: token.name, secret },
  });
}

export default function ApiTokensRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionAnswer | undefined;
  const result = answer?.result;
  const refused = isRefused(result);
  const errors = fieldErrorsOf(result);
  const formError = refused && errors[""] ? errors[""] : undefined;
  const today = loaderData.today;
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="API-Zugänge">
        <p>
          Mit einem API-Zugang greifen Ihre eigenen Systeme (z. B. Ihr HR-System) über die Integrations-API auf Ihre
          Inserate und Bewerbungen zu. Jeder Zugang hat nur die Berechtigungen, die Sie wählen, und gilt höchstens ein
          Jahr.{" "}
          <Link to="/p/account/settings" className="text-brand-700 underline">
            Zurück zu den Einstellungen
          </Link>
        </p>
      </PageHeading>

      {answer?.created ? <NewSecret name={answer.created.name} secret={answer.created.secret} /> : null}
      <div aria-live="polite">
        {answer?.notice ? <p className="font-medium text-green-800">{answer.notice}</p> : null}
        {formError ? (
          <p role="alert" className="font-medium text-red-700">
            {formError}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="token-list" className="space-y-3">
        <h2 id="token-list" className="text-xl font-semibold text-brand-900">
          Ihre API-Zugänge
        </h2>
        <TokenTable
          tokens={loaderData.tokens}
          caption="API-Zugänge Ihres Unternehmens"
          actions={(token) => <RevokeTokenButton token={token} />}
        />
      </section>

      <section aria-labelledby="token-new" className="max-w-2xl space-y-4">
        <h2 id="token-new" className="text-xl font-semibold text-brand-900">
          Neuen API-Zugang erstellen
        </h2>
        <Form method="post" className="space-y-5 rounded-lg border border-slate-200 bg-white p-5" noValidate>
          <input type="hidden" name="intent" value="create" />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="token-name" className="font-semibold">
              Name
            </label>
            <p id="token-name-hint" className="text-sm text-slate-700">
              Wofür der Zugang ist, z. B. „Personio“ oder „Karriereseite“.
            </p>
            <input
              id="token-name"
              name="name"
              maxLength={80}
              defaultValue={refused ? (sentTextOf(result, "name") ?? "") : ""}
              aria-describedby={errors.name ? "token-name-hint token-name-error" : "token-name-hint"}
              aria-invalid={errors.name ? true : undefined}
              className={FIELD_INPUT_CLASS}
            />
            {errors.name ? (
              <p id="token-name-error" className="text-sm font-medium text-red-700">
                {errors.name}
              </p>
            ) : null}
          </div>
          <fieldset className="space-y-2" aria-describedby={errors.scopes ? "token-scopes-error" : undefined}>
            <legend className="font-semibold">Berechtigungen</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-2">
                <input type="checkbox" name="scopes" value={scope} className="mt-1 size-4" />
                <span>
                  {SCOPE_LABELS[scope]} <span className="font-mono text-xs text-slate-700">({scope})</span>
                </span>
              </label>
            ))}
            {errors.scopes ? (
              <p id="token-scopes-error" className="text-sm font-medium text-red-700">
                {errors.scopes}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="font-semibold">Gültig für</legend>
            {EXPIRY_DAYS.map((days) => (
              <label key={days} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="expiry"
                  value={String(days)}
                  defaultChecked={days === 90}
                  className="size-4"
                />
                {days === 365 ? "1 Jahr" : `${days} Tage`}
              </label>
            ))}
            <label className="flex items-center gap-2">
              <input type="radio" name="expiry" value="datum" className="size-4" />
              Bis zu einem Datum
            </label>
            <div className="flex flex-col gap-1.5 pl-6">
              <label htmlFor="token-expires-on">Ablaufdatum</label>
              <input
                id="token-expires-on"
                name="expiresOn"
                type="date"
                min={today}
                max={latest}
                aria-describedby={errors.expiresOn ? "token-expires-error" : undefined}
                aria-invalid={errors.expiresOn ? true : undefined}
                className={`${FIELD_INPUT_CLASS} max-w-xs`}
              />
              {errors.expiresOn ? (
                <p id="token-expires-error" className="text-sm font-medium text-red-700">
                  {errors.expiresOn}
                </p>
              ) : null}
            </div>
          </fieldset>
          {refused && !formError && formMessageOf(result) ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Bitte prüfen Sie Ihre Eingaben.
            </p>
          ) : null}
          <button type="submit" className={buttonClassName()}>
            API-Zugang erstellen
          </button>
        </Form>
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
