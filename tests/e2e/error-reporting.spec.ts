import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/ports";
import { startStubCollector, type StubCollector } from "../support/stub-collector";
import { fillLogin } from "./fixtures";

/**
 * Error reporting switched on (issue 32 §6, decision 061): a portal of its own whose SENTRY_DSN
 * points at a stub collector on 127.0.0.1, on `localhost` like the shared test portal and the
 * default installation, so the identity provider is another origin of the same host. The SSO check
 * must still sign a person in, no trace header may go to the provider, the CSP must allow what the
 * SDK needs (its envelopes, the replay's worker), and an error in the page must reach the collector.
 */

const ERROR_MESSAGE = "Absichtlicher Fehler im Browsertest der Fehlerberichte";

interface ReportingPortal {
  url: string;
  idpUrl: string;
  child: ChildProcess;
  output: () => string;
}

let collector: StubCollector;
let portal: ReportingPortal;

/** The browser tests' portal (tests/e2e/serve.ts) with error reporting on; ready once it says so. */
async function startReportingPortal(dsn: string): Promise<ReportingPortal> {
  const [port, idpPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const idpUrl = `http://localhost:${idpPort}`;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_BASE_URL: url,
      IDP_PUBLIC_URL: idpUrl,
      LOG_LEVEL: "warn",
      SENTRY_DSN: dsn,
      // Every page load traced, so a trace header would go wherever the SDK's targets let it.
      SENTRY_TRACES_RATE: "1",
      SENTRY_ERROR_REPLAY_RATE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("e2e portal ready")) resolve();
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    child.once("exit", (code) => reject(new Error(`portal exited (${code}):\n${output}`)));
  });
  return { url, idpUrl, child, output: () => output };
}

test.beforeAll(async () => {
  // A fresh portal migrates and seeds its database first: room for a busy two-core machine.
  test.setTimeout(300_000);
  collector = await startStubCollector();
  portal = await startReportingPortal(collector.dsn);
});

test.afterAll(async () => {
  const { child } = portal ?? {};
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await collector?.close();
});

test("signs in by the SSO check, sends no trace header to the identity provider and reports a page's error", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const idpRequests: Array<Promise<{ url: string; headers: Record<string, string> }>> = [];
  page.on("request", (request) => {
    if (request.url().startsWith(portal.idpUrl)) {
      idpRequests.push(request.allHeaders().then((headers) => ({ url: request.url(), headers })));
    }
  });

  // Signed in at the business portal (the provider keeps its session), then the portal's session ends.
  await page.goto(`${portal.url}/p/jobs`);
  await fillLogin(page, "kunde@demo.at");
  await page.waitForURL(`${portal.url}/p/jobs`);
  await page.context().clearCookies({ name: "ap_sid" });
  const signedIn = async () => {
    const answer = await page.request.get(`${portal.url}/api/auth/me`);
    return ((await answer.json()) as { isAuthenticated?: boolean }).isAuthenticated;
  };
  expect(await signedIn()).toBe(false);

  // A public page asks the provider and signs the visitor in again, back on the same page.
  const automaticSignIn = page.waitForRequest(`${portal.url}/api/auth/business/login?redirectUrl=%2Fagb`);
  await page.goto(`${portal.url}/agb`);
  await automaticSignIn;
  await page.waitForEvent(
    "framenavigated",
    (frame) => frame === page.mainFrame() && frame.url() === `${portal.url}/agb`,
  );
  expect(await signedIn()).toBe(true);

  // Error reporting has started on this page: the replay's compression worker runs, from the
  // portal's own origin (the CSP allows 'self').
  await expect.poll(() => page.workers().some((worker) => new URL(worker.url()).origin === portal.url)).toBe(true);

  // A request of the page to its own origin carries the trace header: tracing itself still works.
  const ownRequest = page.waitForRequest(`${portal.url}/api/auth/me`);
  await page.evaluate(() => fetch("/api/auth/me").then(() => undefined));
  expect(await (await ownRequest).allHeaders()).toHaveProperty("sentry-trace");

  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, ERROR_MESSAGE);
  await expect
    .poll(() =>
      collector
        .items()
        .filter((item) => item.header.type === "event")
        .flatMap(
          (item) => (item.payload as { exception?: { values?: Array<{ value?: string }> } }).exception?.values ?? [],
        )
        .some((exception) => exception.value === ERROR_MESSAGE),
    )
    .toBe(true);

  const sent = await Promise.all(idpRequests);
  expect(sent.some((request) => new URL(request.url).pathname === "/int/session/auth")).toBe(true);
  expect(
    sent
      .filter((request) => "sentry-trace" in request.headers || "baggage" in request.headers)
      .map((request) => request.url),
  ).toEqual([]);
  expect(violations).toEqual([]);
});
