import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Mentions in an application's notes (issue 34 §5) over HTTP: kunde@demo.at (Katharina Mayr) writes
 * "@Lena Gruber" in a note of Donautal Technik GmbH; her colleague kollegin@demo.at (Lena Gruber,
 * the same company) gets the mail with the link and an unread "Erwähnungen" entry in the
 * navigation, which opening the application marks read. The writer herself, and hybrid@demo.at
 * (Florian Brunner, Bäckerei Alpenkorn GmbH: another company) are never notified; the application's
 * page offers only the company's colleagues.
 *
 * The test reads the portal's database (the mail outbox) by SQL: on PGlite the seeded template runs
 * in this process behind a TCP socket and the portal is started on it. The tests build on each other.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const MENTIONS = `${MANAGER}/erwaehnungen`;
const COMPANY = "Donautal Technik GmbH";
const BADGE = "ungelesene Erwähnungen";

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let kollegin: HttpBrowser;
let hybrid: HttpBrowser;
/** An application of Donautal Technik GmbH, and its page. */
let applicationPath = "";

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(`select subject, text from mail_outbox where "to" = $1 order by id`, [email]);

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string>) {
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The count on the navigation's "Erwähnungen" entry, 0 without a badge. */
async function badge(browser: HttpBrowser): Promise<number> {
  const { html } = await page(browser, "/p/jobs");
  const entry = new RegExp(`href="${MENTIONS}"[^>]*>[\\s\\S]*?</a>`).exec(html)?.[0];
  expect(entry, "the navigation's Erwähnungen entry").toBeDefined();
  return Number(new RegExp(`>(\\d+)<span class="sr-only"> ${BADGE}</span>`).exec(entry!)?.[1] ?? 0);
}

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  kollegin = new HttpBrowser();
  await signIn(kollegin, t.baseUrl, "business", "kollegin@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const [application] = await rows<{ id: number }>(
    `select a.id from applications a join companies c on c.id = a.company_id
     where c.full_name = $1 and a.anonymised_at is null and a.withdrawn_at is null order by a.id limit 1`,
    [COMPANY],
  );
  applicationPath = `${MANAGER}/${application!.id}`;
});
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

describe("mentions in notes", () => {
  it("offers the company's colleagues on the application's page, never the writer or another company's people", async () => {
    const { status, html } = await page(kunde, applicationPath);
    expect(status).toBe(200);
    expect(html).toContain('aria-autocomplete="list"');
    // The loader's colleagues (the page's data for the suggestions), and the hint's example.
    expect(html).toContain("Lena Gruber");
    expect(html).toContain("@Lena Gruber");
    expect(html).not.toContain("Florian Brunner");
    expect(html).not.toContain("kollegin@demo.at");
    expect(await badge(kunde)).toBe(0);
    expect(await badge(kollegin)).toBe(0);
  });

  it("mails the mentioned colleague the link and shows the mention in her navigation, not in others'", async () => {
    const noted = await post(kunde, applicationPath, {
      intent: "notiz",
      text: "@Lena Gruber bitte den Lebenslauf ansehen.",
    });
    expect(noted.status).toBe(200);
    expect(noted.html).toContain("Notiz gespeichert; Lena Gruber wurde benachrichtigt.");
    const mails = await mailsTo("kollegin@demo.at");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Katharina Mayr hat Sie in einer Notiz erwähnt");
    expect(mails[0]!.text).toContain(`${t.baseUrl}${applicationPath}`);
    expect(await mailsTo("kunde@demo.at")).toEqual([]);

    expect(await badge(kollegin)).toBe(1);
    expect(await badge(kunde)).toBe(0);
    expect(await badge(hybrid)).toBe(0);
    const list = await page(kollegin, MENTIONS);
    expect(list.status).toBe(200);
    expect(list.html).toContain("1 ungelesene Erwähnung.");
    expect(list.html).toContain(`href="${applicationPath}#notizen"`);
    expect(list.html).toContain("Katharina Mayr hat Sie am");
    expect((await page(kunde, MENTIONS)).html).toContain("Sie wurden noch in keiner Notiz erwähnt.");
  });

  it("marks the mention read when the colleague opens the application", async () => {
    const opened = await page(kollegin, applicationPath);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("@Lena Gruber bitte den Lebenslauf ansehen.");
    expect(await badge(kollegin)).toBe(0);
    expect((await page(kollegin, MENTIONS)).html).toContain("Alle Erwähnungen gelesen.");
  });

  it("notifies no one for the writer herself or a person of another company", async () => {
    const self = await post(kunde, applicationPath, { intent: "notiz", text: "Notiz an mich: @Katharina Mayr" });
    expect(self.status).toBe(200);
    expect(self.html).toContain("Notiz gespeichert.");
    const stranger = await post(kunde, applicationPath, { intent: "notiz", text: "@Florian Brunner, kennen Sie sie?" });
    expect(stranger.status).toBe(200);
    expect(stranger.html).toContain("Notiz gespeichert.");
    expect(stranger.html).not.toContain("wurde benachrichtigt");
    expect(await mailsTo("kunde@demo.at")).toEqual([]);
    expect(await mailsTo("hybrid@demo.at")).toEqual([]);
    expect(await badge(kunde)).toBe(0);
    expect(await badge(hybrid)).toBe(0);
    expect((await page(hybrid, MENTIONS)).html).toContain("Sie wurden noch in keiner Notiz erwähnt.");
    expect(await mailsTo("kollegin@demo.at")).toHaveLength(1);
  });

  it("refuses another company's note on the application, mentioning no one", async () => {
    const foreign = await post(hybrid, applicationPath, { intent: "notiz", text: "@Lena Gruber hallo" });
    expect(foreign.status).toBe(404);
    expect(await mailsTo("kollegin@demo.at")).toHaveLength(1);
    expect(await badge(kollegin)).toBe(0);
  });
});
