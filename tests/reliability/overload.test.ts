import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OVERLOADED_MESSAGE } from "../../server/plain-answers";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Issue 13 §6, the short probe: a portal that serves two dynamic requests at once and lets two
 * more wait gets a burst of 50 (signed-in pages, JSON, a public page). Every answer must be a 200
 * or the German 503 with Retry-After — nothing else, no dropped connection — /healthz and static
 * files answer throughout, and the portal serves normally afterwards. Nothing here depends on
 * how fast the machine is: which requests are shed depends on timing, that some are does not
 * (50 requests arrive within the time two pages take).
 */
const BURST = 50;

let portal: TestPortal;
const customer = new HttpBrowser();

beforeAll(async () => {
  portal = await startTestPortal({
    MAX_CONCURRENT_REQUESTS: "2",
    MAX_QUEUED_REQUESTS: "2",
    JOBS_ENABLED: "false",
  });
  await signIn(customer, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
});

afterAll(async () => {
  await portal?.stop();
});

interface Answer {
  kind: "page" | "json" | "public page";
  status: number;
  retryAfter: string | null;
  contentType: string;
  body: string;
}

async function answer(kind: Answer["kind"], response: Promise<Response>): Promise<Answer> {
  const r = await response;
  return {
    kind,
    status: r.status,
    retryAfter: r.headers.get("retry-after"),
    contentType: r.headers.get("content-type") ?? "",
    body: await r.text(),
  };
}

function burst(): Promise<Answer>[] {
  const headers = { "user-agent": BROWSER_USER_AGENT };
  return Array.from({ length: BURST }, (_, i) => {
    if (i % 5 === 3) return answer("json", customer.request(`${portal.baseUrl}/api/auth/me`, { headers }));
    if (i % 5 === 4) return answer("public page", fetch(`${portal.baseUrl}/produkte/stelleninserate`, { headers }));
    return answer("page", customer.request(`${portal.baseUrl}/p/jobs`, { headers }));
  });
}

describe("overload (issue 13 §6)", () => {
  it("sheds a burst with German 503s and Retry-After, keeps /healthz and static files answering", async () => {
    let flooding = true;
    const side: { path: string; status: number | "error" }[] = [];
    const probe = (async () => {
      while (flooding) {
        for (const path of ["/healthz", "/readyz", "/favicon.svg"]) {
          const status = await fetch(`${portal.baseUrl}${path}`).then(
            async (r) => (await r.arrayBuffer(), r.status),
            () => "error" as const,
          );
          side.push({ path, status });
        }
      }
    })();
    // Two bursts back to back: the second arrives while the first is still being served.
    const answers = await Promise.all([...burst(), ...burst()]);
    flooding = false;
    await probe;

    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected.map((a) => `${a.kind} ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) {
      expect(a.retryAfter, `${a.kind}: Retry-After`).toMatch(/^\d+$/);
      if (a.kind === "json") {
        expect(a.contentType).toContain("application/json");
        expect(JSON.parse(a.body)).toEqual({ message: OVERLOADED_MESSAGE });
      } else {
        expect(a.contentType).toContain("text/html");
        expect(a.body).toContain('lang="de"');
        expect(a.body).toContain(OVERLOADED_MESSAGE);
      }
    }
    expect(side.length).toBeGreaterThan(0);
    expect(side.filter((s) => s.status !== 200)).toEqual([]);
  });

  it("serves normally once the burst is over", async () => {
    const headers = { "user-agent": BROWSER_USER_AGENT };
    for (let i = 0; i < 5; i++) {
      const page = await customer.request(`${portal.baseUrl}/p/jobs`, { headers });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Meine Inserate");
    }
    const me = await customer.request(`${portal.baseUrl}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(portal.running()).toBe(true);
  });
});
