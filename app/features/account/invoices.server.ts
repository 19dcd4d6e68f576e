import { invoiceIssuer } from "~/features/billing/invoices.server";
import { formatIban } from "~/features/billing/issuer";

export function invoiceFileName(number: string): string {
  return `Rechnung-${number}.pdf`;
}

/** Where the company pays its invoices: the seller's account and register entry (§ 14 UGB). */
export interface PaymentDetailsView {
  recipient: string;
  address: string;
  iban: string;
  bic: string;
  companyRegister: string;
  uidNumber: string | null;
}

export function paymentDetails(): PaymentDetailsView {
  const issuer = invoiceIssuer();
  return {
    recipient: issuer.name,
    address: `${issuer.street}, ${issuer.postcode} ${issuer.city}`,
    iban: formatIban(issuer.iban),
    bic: issuer.bic,
    companyRegister: `${issuer.companyRegisterNumber}, ${issuer.companyRegisterCourt}`,
    uidNumber: issuer.uidNumber,
  };
}
