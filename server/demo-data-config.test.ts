import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { PRODUCTION_BASE, REAL_ISSUER } from "../tests/support/production-env";

/** Issue 12 §5: reference data comes from migrations; demo data never reaches production. */
describe("demo data configuration", () => {
  it("seeds an empty database with demo data by default outside production, and only on request", () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ APP_ENV: "staging" }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
  });

  it("never seeds in production, and refuses to start when asked to", () => {
    const production = { ...PRODUCTION_BASE, ...REAL_ISSUER };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: "true" })).toThrow(/SEED_DEMO_DATA/);
  });
});

/** Issue 13 §5: production refuses what would expose mail or sessions. */
describe("production refuses unsafe settings", () => {
  const production = { ...PRODUCTION_BASE, ...REAL_ISSUER };

  it("starts with the production settings as given", () => {
    expect(loadConfig(production).production).toBe(true);
  });

  it("refuses the debug mode, which shows every outbox e-mail under /debug/mails", () => {
    expect(() => loadConfig({ ...production, DEBUG_MODE: "true" })).toThrow(/DEBUG_MODE/);
    expect(loadConfig({ ...production, DEBUG_MODE: "false" }).env.DEBUG_MODE).toBe(false);
  });

  it("refuses a public address without https, under which session cookies would not be Secure", () => {
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: "http://arbeitgeber.example.at" })).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });
});
