import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { PRODUCTION_BASE, REAL_ISSUER } from "../../tests/support/production-env";

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
    const { SMTP_URL: _smtp, ...production } = { ...PRODUCTION_BASE, ...REAL_ISSUER };
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
