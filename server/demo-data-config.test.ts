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
