import { data, Link } from "react-router";
import { customerMay } from "@auth/abilities";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/settings";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { getNotificationPreferences, saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { notificationPreferencesSchema } from "~/features/account/schema";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { SettingsForm, type SettingsResult } from "~/features/account/components/settings-form";
import { WEBHOOKS_PATH } from "~/features/webhooks/paths";

export function meta() {
  return [{ title: "Einstellungen | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user, company } = requireCompanyUser(context);
  return {
    email: user.email,
    preferences: await getNotificationPreferences(db, user.id),
    webhooks: customerMay(company.abilities, "webhooks"),
    apiTokens: customerMay(company.abilities, "apiTokens"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), notificationPreferencesSchema);
  if (submission.status !== "success") {
    return refuseForm(submission, {
      formErrors: ["Ihre Einstellungen konnten nicht gespeichert werden. Bitte laden Sie die Seite neu."],
    });
  }
  await saveNotificationPreferences(db, user.id, submission.value);
  return data<SettingsResult>({ result: submission.reply() });
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Einstellungen">
        <p>
          Welche E-Mails wir Ihnen an {loaderData.email} senden. Die Einstellungen gelten für Ihr Konto in allen
          Unternehmen, für die Sie tätig sind.
        </p>
      </PageHeading>
      <SettingsForm preferences={loaderData.preferences} />
      {loaderData.apiTokens || loaderData.webhooks ? (
        <section aria-labelledby="settings-integrations" className="mt-8 max-w-2xl space-y-2">
          <h2 id="settings-integrations" className="text-lg font-semibold text-slate-900">
            Schnittstellen
          </h2>
          <p>Verbinden Sie Ihr HR-System oder andere eigene Systeme mit dem Portal.</p>
          {loaderData.apiTokens ? (
            <p>
              <Link to="/p/account/settings/api-tokens" className="font-medium text-brand-700 underline">
                API-Zugänge
              </Link>
              : Schlüssel für die Integrations-API, mit der Ihr System Inserate und Bewerbungen liest und bearbeitet.
            </p>
          ) : null}
          {loaderData.webhooks ? (
            <p>
              <Link to={WEBHOOKS_PATH} className="font-medium text-brand-700 underline">
                Webhooks
              </Link>
              : Ihr HR-System über neue Bewerbungen, Phasenwechsel und Inserate benachrichtigen.
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
