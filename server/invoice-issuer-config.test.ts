import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

/** Issuer values a production deployment could run with (valid checksum, no demo values). */
const REAL_ISSUER = {
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

const PRODUCTION = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://db/portal",
  OIDC_BUSINESS_ISSUER: "https://business.example.at",
  OIDC_INTERNAL_ISSUER: "https://sso.example.at",
  OIDC_BUSINESS_CLIENT_SECRET: "s1",
  OIDC_INTERNAL_CLIENT_SECRET: "s2",
  SMTP_URL: "smtp://mail.example.at:587",
  COOKIE_SECRETS: "a-production-secret-of-32-characters-or-more",
};

describe("invoice issuer configuration", () => {
  it("has demo values with a valid IBAN outside production", () => {
    const { env } = loadConfig({});
    expect(env).toMatchObject({
      INVOICE_SELLER_IBAN: "AT611904300234573201",
      INVOICE_SELLER_BIC: "DEMOATWWXXX",
      INVOICE_SELLER_FN: "123456a",
      INVOICE_SELLER_FN_COURT: "Landesgericht Linz",
    });
  });

  it("reads and normalises the variables", () => {
    const { env } = loadConfig(REAL_ISSUER);
    expect(env).toMatchObject({
      INVOICE_SELLER_IBAN: "AT483200000012345864",
      INVOICE_SELLER_BIC: "RLNWATWW",
      INVOICE_SELLER_FN: "654321z",
    });
  });

  it.each([
    ["INVOICE_SELLER_IBAN", "AT483200000012345865", /Prüfziffer/],
    ["INVOICE_SELLER_IBAN", "AT48", /IBAN/],
    ["INVOICE_SELLER_BIC", "RLNW-ATWW", /BIC/],
    ["INVOICE_SELLER_BIC", "RLNWATW", /BIC/],
    ["INVOICE_SELLER_FN", "123456", /Firmenbuchnummer/],
    ["INVOICE_SELLER_UID", "DE123456789", /UID/],
    ["INVOICE_SELLER_POSTCODE", "10600", /Postleitzahl/],
  ])("refuses %s=%s", (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
    expect(() => loadConfig({ [key]: value })).toThrow(key);
  });

  it("requires every issuer variable in production, and no demo bank data", () => {
    expect(loadConfig({ ...PRODUCTION, ...REAL_ISSUER }).production).toBe(true);
    expect(() => loadConfig(PRODUCTION)).toThrow(/INVOICE_SELLER_IBAN/);
    const { INVOICE_SELLER_FN_COURT: _court, ...withoutCourt } = REAL_ISSUER;
    expect(() => loadConfig({ ...PRODUCTION, ...withoutCourt })).toThrow(/INVOICE_SELLER_FN_COURT/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ...REAL_ISSUER, INVOICE_SELLER_IBAN: "AT61 1904 3002 3457 3201" }),
    ).toThrow(/INVOICE_SELLER_IBAN/);
  });
});
