import { data } from "react-router";
import type { Route } from "./+types/order";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { PAYMENT_TERM_DAYS, VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { BrandingOrderView } from "~/features/employer-branding/components/order-view";
import { brandingOrderPage, orderBranding } from "~/features/employer-branding/order.server";
import { brandingOrderSchema } from "~/features/employer-branding/schema";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { refusalOf } from "~/lib/domain-error";
import { formatDate } from "~/lib/format";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export function meta() {
  return [{ title: "Arbeitgeberprofil bestellen | Arbeitgeberportal" }];
}

/**
 * `/p/employer-branding/bestellen` (issue 35 §3; not in SPEC §2's list): Employer Branding Basic
 * and Plus to order in the portal, with an invoice, as the talent-search licence is. Every company
 * user may open it; a company without the Arbeitgeberprofil is led here instead of to the
 * marketing page (decision 073).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const page = await brandingOrderPage(db, company.id, company.abilities, new Date());
  if (page.offers.length === 0) throw data("Das Arbeitgeberprofil ist derzeit nicht im Angebot.", { status: 404 });
  return { page, vatRatePercent: VAT_RATE_PERCENT, paymentTermDays: PAYMENT_TERM_DAYS };
}

/** Orders a term for the session's company: invoice, term, the product's abilities; audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user, context: requestCtx } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), brandingOrderSchema);
  if (submission.status !== "success") return refuseForm(submission);
  try {
    const order = await orderBranding(
      db,
      {
        companyId: company.id,
        slug: submission.value.product,
        orderedBy: `${user.firstName} ${user.lastName}`.trim() || user.email,
        expectedStartsOn: submission.value.startsOn,
        now: new Date(),
      },
      { actor: user, requestId: requestCtx.requestId },
    );
    return {
      result: submission.reply(),
      message: `Bestellt: ${order.productName} vom ${formatDate(order.startsOn)} bis ${formatDate(order.endsOn)}. Die Rechnung ${order.invoiceNumber} ist ausgestellt.`,
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
}

export default function BrandingOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Arbeitgeberprofil bestellen">
        <p>
          Zeigen Sie Bewerberinnen und Bewerbern, wer Sie als Arbeitgeber sind: Beide Produkte enthalten die
          Unternehmensseite Plus. Sie bestellen hier für ein Jahr und erhalten eine Rechnung.
        </p>
      </PageHeading>
      <div aria-live="polite">
        {refusal ? <Notification tone="error" title={refusal} /> : null}
        {actionData && "message" in actionData ? (
          <>
            <Notification
              tone="success"
              title={actionData.message}
              description="Ihr Arbeitgeberprofil ist freigeschaltet; Sie finden es in der Navigation."
            />
            <p className="mt-3">
              <Link to="/p/employer-branding/dashboard">Zur Übersicht Ihres Arbeitgeberprofils</Link>
            </p>
          </>
        ) : null}
      </div>
      <BrandingOrderView
        page={loaderData.page}
        vatRatePercent={loaderData.vatRatePercent}
        paymentTermDays={loaderData.paymentTermDays}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
