import type { Route } from "./+types/invoices";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { paymentDetails } from "~/features/account/invoices.server";
import { listInvoices } from "~/features/billing/invoices.server";
import { AccountError } from "~/features/account/components/account-error";
import { InvoiceList, PaymentDetails } from "~/features/account/components/invoice-list";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";

export function meta() {
  return [{ title: "Rechnungen | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "invoices" });
  return {
    companyName: company.fullName,
    invoices: await listInvoices(db, company.id),
    payment: paymentDetails(),
  };
}

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Rechnungen">
        <p>Alle Rechnungen der {loaderData.companyName}. Die PDF-Dateien enthalten alle Angaben nach § 11 UStG.</p>
      </PageHeading>
      <InvoiceList invoices={loaderData.invoices} />
      {loaderData.invoices.length > 0 ? <PaymentDetails payment={loaderData.payment} /> : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
