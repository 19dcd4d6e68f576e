import { z } from "zod";
import type { InvoiceParty } from "@db/schema/billing";

/**
 * The issuer of every invoice: § 11 Abs. 1 UStG (name, address, UID number), § 14 UGB
 * (Firmenbuchnummer and Firmenbuchgericht on business documents) and what a customer needs to
 * pay (IBAN, BIC). Configured through the INVOICE_SELLER_* variables; the defaults are demo
 * values that production refuses (server/config.ts).
 */

/** ISO 13616: move the first four characters to the end, letters to 10–35, the number mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** ISO 9362: bank code, country, location, optional branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** "AT61 1904 3002 3457 3201": groups of four, as printed on Austrian invoices. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

const compact = (text: string) => text.replace(/\s+/g, "").toUpperCase();

export const invoiceIssuerEnvShape = {
  INVOICE_SELLER_NAME: z.string().trim().min(2).default("Arbeitgeberportal GmbH"),
  INVOICE_SELLER_STREET: z.string().trim().min(2).default("Landstraße 12"),
  INVOICE_SELLER_POSTCODE: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "vierstellige Postleitzahl")
    .default("4020"),
  INVOICE_SELLER_CITY: z.string().trim().min(2).default("Linz"),
  INVOICE_SELLER_UID: z
    .string()
    .transform(compact)
    .pipe(z.string().regex(/^ATU\d{8}$/, "UID-Nummer im Format ATU12345678"))
    .default("ATU73912846"),
  INVOICE_SELLER_IBAN: z
    .string()
    .transform(compact)
    .refine(isValidIban, "keine gültige IBAN (Format oder Prüfziffer falsch)")
    .default("AT611904300234573201"),
  INVOICE_SELLER_BIC: z
    .string()
    .transform(compact)
    .pipe(z.string().regex(BIC_PATTERN, "kein gültiger BIC (8 oder 11 Zeichen, z. B. BKAUATWW)"))
    .default("DEMOATWWXXX"),
  /** Firmenbuchnummer: digits and the check letter, printed as "FN 123456a". */
  INVOICE_SELLER_FN: z
    .string()
    .trim()
    .transform((text) =>
      text
        .replace(/^FN\s*/i, "")
        .replace(/\s+/g, "")
        .toLowerCase(),
    )
    .pipe(z.string().regex(/^\d{1,6}[a-z]$/, "Firmenbuchnummer im Format FN 123456a"))
    .default("123456a"),
  INVOICE_SELLER_FN_COURT: z.string().trim().min(5).default("Landesgericht Linz"),
};

type IssuerEnv = {
  [Key in keyof typeof invoiceIssuerEnvShape]: z.output<(typeof invoiceIssuerEnvShape)[Key]>;
};

/** The demo values, which production must replace. */
export const DEMO_ISSUER_ENV: IssuerEnv = z.object(invoiceIssuerEnvShape).parse({});

export function invoiceIssuerFromEnv(env: IssuerEnv): Required<InvoiceParty> {
  return {
    name: env.INVOICE_SELLER_NAME,
    street: env.INVOICE_SELLER_STREET,
    postcode: env.INVOICE_SELLER_POSTCODE,
    city: env.INVOICE_SELLER_CITY,
    country: "Österreich",
    uidNumber: env.INVOICE_SELLER_UID,
    iban: env.INVOICE_SELLER_IBAN,
    bic: env.INVOICE_SELLER_BIC,
    companyRegisterNumber: `FN ${env.INVOICE_SELLER_FN}`,
    companyRegisterCourt: env.INVOICE_SELLER_FN_COURT,
  };
}
