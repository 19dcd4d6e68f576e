import { data, redirect } from "react-router";
import type { Route } from "./+types/plus";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { writeAudit } from "~/features/audit/audit-log.server";
import { PAYMENT_TERM_DAYS, VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { PlusView } from "~/features/employer-branding/components/plus-view";
import { orderPlusTerm, plusOverview } from "~/features/employer-branding/plus.server";
import { plusOrderSchema } from "~/features/employer-branding/schema";
import { offerPageFor } from "~/features/navigation/offers";
import { refusalOf } from "~/lib/domain-error";
import { formatDate } from "~/lib/format";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export function meta() {
  return [{ title: "Employer Branding Plus | Arbeitgeberportal" }];
}

function plusContext(context: Route.LoaderArgs["context"], pattern: string) {
  const companyUser = requireCompanyUser(context);
  return { ...companyUser, offer: offerPageFor(pattern, companyUser.company.abilities) };
}

/** Employer Branding Plus (employerBrandingPlus): the product, the company's terms, the next order. */
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { db, company, offer } = plusContext(context, pattern);
  if (offer) throw redirect(offer);
  const overview = await plusOverview(db, company.id, new Date());
  if (!overview) throw data("Employer Branding Plus ist derzeit nicht im Angebot.", { status: 404 });
  return { overview, vatRatePercent: VAT_RATE_PERCENT, paymentTermDays: PAYMENT_TERM_DAYS };
}

/** Orders the next term: an invoice and the term, for the session's company only; audited. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const { db, company, user, offer, context: requestContext } = plusContext(context, pattern);
  if (offer) throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  const submission = parseForm(await request.formData(), plusOrderSchema);
  if (submission.status !== "success") return refuseForm(submission);
  try {
    const orderedBy = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const order = await orderPlusTerm(db, {
      companyId: company.id,
      orderedBy,
      expectedStartsOn: submission.value.startsOn,
      now: new Date(),
    });
    await writeAudit(db, user, {
      action: "employer-branding-plus.order",
      entityType: "company",
      entityId: String(company.id),
      before: null,
      after: order,
      requestId: requestContext.requestId,
    });
    return data<FormAnswer>({
      result: submission.reply(),
      notice: `Bestellt: Employer Branding Plus vom ${formatDate(order.startsOn)} bis ${formatDate(order.endsOn)}. Die Rechnung ${order.invoiceNumber} ist ausgestellt.`,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
}

export default function EmployerBrandingPlusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Employer Branding Plus">
        <p>{loaderData.overview.product.shortDescription}</p>
      </PageHeading>
      <PlusView
        overview={loaderData.overview}
        vatRatePercent={loaderData.vatRatePercent}
        paymentTermDays={loaderData.paymentTermDays}
        result={noticeOf(actionData) ?? undefined}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
