import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Decision 055 with a tag manager configured: a kept page has no nonce that 'strict-dynamic'
 * could pass on to the scripts the tag manager loads, so its policy allows them by name.
 */

let t: TestPortal;

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false", TAG_MANAGER_ID: "GTM-TEST123" });
}, 300_000);
afterAll(async () => {
  await t?.stop();
});

const scriptSourcesOf = (policy: string | null) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ");

describe("the policy of a kept page with a tag manager", () => {
  it("allows the tag manager's scripts by name beside the page's own and its hashes", async () => {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${t.baseUrl}/produkte/talentsuche`, {
        headers: { "user-agent": BROWSER_USER_AGENT },
      });
      answers.push({
        state: response.headers.get("x-page-cache"),
        policy: response.headers.get("content-security-policy"),
        html: await response.text(),
      });
    }
    const [rendered, kept] = answers;
    expect(rendered?.state).toBe("miss");
    expect(scriptSourcesOf(rendered!.policy)).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
    ]);
    expect(kept?.state).toBe("hit");
    const [self, tagManager, ...hashes] = scriptSourcesOf(kept!.policy) ?? [];
    expect([self, tagManager]).toEqual(["'self'", "https://*.googletagmanager.com"]);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // The tag manager's id still reaches the browser, which loads it after consent.
    expect(kept?.html).toContain("GTM-TEST123");
  });
});
