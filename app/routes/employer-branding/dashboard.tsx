import { redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { EmployerBrandingDashboard } from "~/features/employer-branding/components/dashboard-view";
import { pageStatus } from "~/features/employer-branding/employer-page.server";
import { employerPageMetrics } from "~/features/employer-branding/metrics.server";
import { offerPageFor } from "~/features/navigation/offers";

export function meta() {
  return [{ title: "Arbeitgeberprofil | Arbeitgeberportal" }];
}

/** The employer-branding overview of the session's company (any employer-branding product). */
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const offer = offerPageFor(pattern, company.abilities);
  if (offer) throw redirect(offer);
  const now = new Date();
  const [page, metrics] = await Promise.all([
    pageStatus(db, company.id),
    employerPageMetrics(db, company.id, { period: 30, now }),
  ]);
  if (!page) throw redirect("/p/dashboard");
  const editorPath = page.products.plus
    ? "/p/employer-branding/page-plus"
    : page.products.page
      ? "/p/employer-branding/page"
      : null;
  return { page, metrics, editorPath };
}

export default function EmployerBrandingDashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Arbeitgeberprofil">
        <p>Ihre Unternehmensseite, wer sie besucht und wer Ihnen folgt.</p>
      </PageHeading>
      <EmployerBrandingDashboard
        page={loaderData.page}
        metrics={loaderData.metrics}
        editorPath={loaderData.editorPath}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
