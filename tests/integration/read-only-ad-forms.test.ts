import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_ONLY_REASON } from "~/features/job-ads/policy";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * A locked ad is read-only (the job-ad policy, decision 024), also its application form (issue 33
 * §2, decision 063): the application forms once kept their own list of "editable" states, which
 * let a company change a locked ad's questions and smart bewerben switch. Demo data: ad 7 of
 * kunde@demo.at's company "Donautal Technik GmbH" (direct sales) is locked, ad 4 is active.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const LOCKED = 7;
const ACTIVE = 4;
const SMART = "/p/applications/smart-bewerben";
const questionsOf = (id: number) => `/p/applications/bewerber-manager/inserate/${id}/fragen`;

let t: TestPortal;
const kunde = new HttpBrowser();

const post = (path: string, fields: Record<string, string>) =>
  kunde.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

describe("the application form of a locked ad", () => {
  it("is not offered for smart bewerben, while an active ad is", async () => {
    const page = await html(await kunde.request(`${t.baseUrl}${SMART}`, { headers: PERSON }));
    expect(page).toMatch(new RegExp(`name="inserat" value="${ACTIVE}"`));
    expect(page).not.toMatch(new RegExp(`name="inserat" value="${LOCKED}"`));
  });

  it("refuses a smart bewerben switch with the policy's reason (409)", async () => {
    const refused = await post(SMART, { intent: "inserat", inserat: String(LOCKED), smart: "an" });
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain(READ_ONLY_REASON);
    const allowed = await post(SMART, { intent: "inserat", inserat: String(ACTIVE), smart: "an" });
    expect(allowed.status).toBe(200);
  });

  it("refuses a changed question with the policy's reason (409)", async () => {
    const refused = await post(questionsOf(LOCKED), { intent: "add", text: "Haben Sie einen Führerschein?" });
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain(READ_ONLY_REASON);
  });
});
