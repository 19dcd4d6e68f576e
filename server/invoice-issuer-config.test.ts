import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { PRODUCTION_BASE as PRODUCTION, REAL_ISSUER } from "../tests/support/production-env";

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
