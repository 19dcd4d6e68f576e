import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { PRODUCTION_BASE, REAL_ISSUER } from "../tests/support/production-env";

/** Decision 077: webhooks reach a local receiver in the demo and tests, never in production. */
describe("webhook targets configuration", () => {
  const production = { ...PRODUCTION_BASE, ...REAL_ISSUER };

  it("allows private targets and http:// outside production by default, and can be told not to", () => {
    expect(loadConfig({}).webhookTargets).toEqual({ httpsOnly: false, allowPrivate: true });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "false" }).webhookTargets).toEqual({
      httpsOnly: false,
      allowPrivate: false,
    });
  });

  it("sends only to public https:// addresses in production, and refuses to start when told otherwise", () => {
    expect(loadConfig(production).webhookTargets).toEqual({ httpsOnly: true, allowPrivate: false });
    expect(() => loadConfig({ ...production, WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true" })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE_TARGETS/,
    );
  });
});
