import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/dashboard";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { EXPIRY_WINDOW_DAYS, loadDashboard, openMessage } from "~/features/account/dashboard.server";
import { openMessageSchema } from "~/features/account/schema";
import { welcomeLine } from "~/features/account/welcome";
import { AccountError } from "~/features/account/components/account-error";
import {
  ExpiringJobAds,
  KeyFigures,
  RecentApplications,
  RejectedJobAds,
  UnreadMessages,
} from "~/features/account/components/dashboard-view";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { EndingTerms } from "~/features/billing/components/ending-terms";
import { endingTerms } from "~/features/billing/term-reminders.server";
import { viennaDay } from "~/lib/format";

export function meta() {
  return [{ title: "Übersicht | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  return {
    welcome: welcomeLine(user.firstName, company.fullName, company.abilities),
    dashboard: await loadDashboard(db, company.id),
    expiryWindowDays: EXPIRY_WINDOW_DAYS,
    // Terms that run out within 30 days (issue 35 §4): the licence, the Arbeitgeberprofil.
    endingTerms: (await endingTerms(db, viennaDay(new Date()), company.id)).map(
      ({ termId, productName, endsOn, daysLeft, renewPath }) => ({ termId, productName, endsOn, daysLeft, renewPath }),
    ),
  };
}

/** Opens one of the company's messages: marks it read and returns it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), openMessageSchema);
  const message =
    submission.status === "success" ? await openMessage(db, company.id, submission.value.messageId) : null;
  if (!message) {
    return refuseForm(submission, {
      formErrors: ["Diese Nachricht gibt es nicht."],
      status: submission.status === "success" ? 404 : 400,
    });
  }
  return { message };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Übersicht">
        <p>{loaderData.welcome}</p>
      </PageHeading>
      <EndingTerms terms={loaderData.endingTerms} />
      <KeyFigures data={dashboard} />
      <RejectedJobAds jobAds={dashboard.rejectedJobAds} />
      <RecentApplications applications={dashboard.recentApplications} />
      <div className="grid gap-6 lg:grid-cols-2">
        <UnreadMessages messages={dashboard.unreadMessages} />
        <ExpiringJobAds jobAds={dashboard.expiringJobAds} windowDays={loaderData.expiryWindowDays} />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
