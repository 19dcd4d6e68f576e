import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

/** The background-job and e-mail settings of server/config.ts. */
describe("job and mail configuration", () => {
  it("runs the jobs every minute and keeps e-mails in the outbox by default", () => {
    const { env } = loadConfig({});
    expect(env).toMatchObject({
      JOBS_ENABLED: true,
      JOBS_SWEEP_SECONDS: 60,
      MAIL_FROM: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("reads the variables", () => {
    const { env } = loadConfig({
      JOBS_ENABLED: "false",
      JOBS_SWEEP_SECONDS: "2",
      SMTP_URL: "smtps://user:pass@mail.example.at:465",
      MAIL_FROM: "Portal <portal@example.at>",
    });
    expect(env).toMatchObject({
      JOBS_ENABLED: false,
      JOBS_SWEEP_SECONDS: 2,
      SMTP_URL: "smtps://user:pass@mail.example.at:465",
      MAIL_FROM: "Portal <portal@example.at>",
    });
  });

  it("refuses bad values", () => {
    expect(() => loadConfig({ JOBS_SWEEP_SECONDS: "0" })).toThrow(/JOBS_SWEEP_SECONDS/);
    expect(() => loadConfig({ JOBS_SWEEP_SECONDS: "1.5" })).toThrow(/JOBS_SWEEP_SECONDS/);
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.at" })).toThrow(/SMTP_URL/);
  });

  it("requires an SMTP server in production", () => {
    const production = {
      APP_ENV: "production",
      DATABASE_URL: "postgres://db/portal",
      OIDC_BUSINESS_ISSUER: "https://business.example.at",
      OIDC_INTERNAL_ISSUER: "https://sso.example.at",
      OIDC_BUSINESS_CLIENT_SECRET: "s1",
      OIDC_INTERNAL_CLIENT_SECRET: "s2",
      // Production states its invoice issuer (server/invoice-issuer-config.test.ts).
      INVOICE_SELLER_NAME: "Karriere Medien GmbH",
      INVOICE_SELLER_STREET: "Mariahilfer Straße 1",
      INVOICE_SELLER_POSTCODE: "1060",
      INVOICE_SELLER_CITY: "Wien",
      INVOICE_SELLER_UID: "ATU12345678",
      INVOICE_SELLER_IBAN: "AT483200000012345864",
      INVOICE_SELLER_BIC: "RLNWATWW",
      INVOICE_SELLER_FN: "654321z",
      INVOICE_SELLER_FN_COURT: "Handelsgericht Wien",

      COOKIE_SECRETS: "a-production-secret-of-32-characters-or-more",
    };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.at:587" }).env.SMTP_URL).toBe(
      "smtp://mail.example.at:587",
    );
    // The key signing the flash cookie: never the demo one, never a short one.
    const withMail = { ...production, SMTP_URL: "smtp://mail.example.at:587" };
    expect(() => loadConfig({ ...withMail, COOKIE_SECRETS: undefined })).toThrow(/COOKIE_SECRETS/);
    expect(() => loadConfig({ ...withMail, COOKIE_SECRETS: "short" })).toThrow(/COOKIE_SECRETS/);
  });
});
