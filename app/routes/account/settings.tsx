import { data } from "react-router";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/settings";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { getNotificationPreferences, saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { notificationPreferencesSchema } from "~/features/account/schema";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { SettingsForm, type SettingsResult } from "~/features/account/components/settings-form";

export function meta() {
  return [{ title: "Einstellungen | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = requireCompanyUser(context);
  return { email: user.email, preferences: await getNotificationPreferences(db, user.id) };
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
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
