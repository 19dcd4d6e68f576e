import { data } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/credits";
import { customerMay } from "@auth/abilities";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { buyCredits, loadCredits, purchaseOptions } from "~/features/account/credits.server";
import { creditsLabel } from "~/features/account/labels";
import { ledgerQuerySchema, purchaseSchema } from "~/features/account/schema";
import { VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { AccountError } from "~/features/account/components/account-error";
import {
  CreditLedger,
  CreditLots,
  CreditPurchase,
  type PurchaseResult,
} from "~/features/account/components/credits-view";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";

export function meta() {
  return [{ title: "Guthaben | Arbeitgeberportal" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const { seite } = ledgerQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const canBuy = customerMay(company.abilities, "placeJobAds");
  return {
    credits: await loadCredits(db, company.id, seite),
    purchaseOptions: canBuy ? await purchaseOptions(db) : [],
    canBuy,
    showInvoices: customerMay(company.abilities, "invoices"),
    vatRatePercent: VAT_RATE_PERCENT,
  };
}

/**
 * Buys credit packs. Needs the "job" ability (credits pay for job ads); the "invoice" ability
 * only decides whether the company sees its invoices in the portal, the invoice is issued anyway.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context, { right: "placeJobAds" });
  const submission = parseForm(await request.formData(), purchaseSchema);
  if (submission.status !== "success") return refuseForm(submission);
  try {
    const order = await buyCredits(db, user, { companyId: company.id, ...submission.value });
    return data<PurchaseResult>({ result: submission.reply({ resetForm: true }), order });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
}

export default function CreditsRoute({ loaderData }: Route.ComponentProps) {
  const { credits } = loaderData;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Guthaben">
        <p>Mit Credits veröffentlichen Sie Inserate. Credits, die zuerst ablaufen, werden zuerst verwendet.</p>
      </PageHeading>
      <p className="rounded-lg border border-slate-200 bg-white p-5">
        <span className="block text-base font-semibold text-slate-700">Aktuelles Guthaben</span>
        <span className="text-3xl font-bold text-brand-900 tabular-nums">{creditsLabel(credits.balance)}</span>
      </p>
      {loaderData.canBuy ? (
        <CreditPurchase options={loaderData.purchaseOptions} vatRatePercent={loaderData.vatRatePercent} />
      ) : null}
      <CreditLots lots={credits.lots} />
      <CreditLedger
        rows={credits.ledger}
        page={credits.page}
        pages={credits.pages}
        showInvoices={loaderData.showInvoices}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
