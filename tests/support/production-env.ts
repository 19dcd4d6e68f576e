/*
 * Configuration a production deployment could run with, for the tests of `loadConfig`'s
 * production rules (each test leaves out or breaks what it is about).
 */

/** Everything production asks for besides the invoice issuer. */
export const PRODUCTION_BASE = {
  APP_ENV: "production",
  PUBLIC_BASE_URL: "https://arbeitgeber.example.at",
  DATABASE_URL: "postgres://db/portal",
  OIDC_BUSINESS_ISSUER: "https://business.example.at",
  OIDC_INTERNAL_ISSUER: "https://sso.example.at",
  OIDC_BUSINESS_CLIENT_SECRET: "s1",
  OIDC_INTERNAL_CLIENT_SECRET: "s2",
  SMTP_URL: "smtp://mail.example.at:587",
  COOKIE_SECRETS: "a-production-secret-of-32-characters-or-more",
};

/** Issuer values a production deployment could run with (valid checksum, no demo values). */
export const REAL_ISSUER = {
  INVOICE_SELLER_NAME: "Karriere Medien GmbH",
  INVOICE_SELLER_STREET: "Mariahilfer Straße 1",
  INVOICE_SELLER_POSTCODE: "1060",
  INVOICE_SELLER_CITY: "Wien",
  INVOICE_SELLER_UID: "ATU12345678",
  INVOICE_SELLER_IBAN: "AT48 3200 0000 1234 5864",
  INVOICE_SELLER_BIC: "RLNWATWW",
  INVOICE_SELLER_FN: "FN 654321z",
  INVOICE_SELLER_FN_COURT: "Handelsgericht Wien",
};
