import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * "The ad is live" means one thing on every surface (issue 33 §2, decision 063): active and its
 * run end ahead. An ad whose run end has passed while the expiry sweep has not yet run (the
 * background jobs are off here) is still `active` in its row, and must be live nowhere: its
 * public page and JobPosting, the other jobs on another ad's page, the sitemap, the employer
 * page, the dashboard's count, matching, the ads a contact request or a talent project may name,
 * and the apply form.
 *
 * Demo data (db/seed-job-ads.ts): kunde@demo.at's company "Donautal Technik GmbH" (Talentsuche
 * Premium, with matching) owns ads 1–8; the test makes ad 4 ended-but-not-swept and ad 6 live.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const COMPANY = "Donautal Technik GmbH";
const EMPLOYER_PAGE = "/unternehmen/donautal-technik-gmbh";
/** Ends an hour ago; the sweep has not seen it. */
const ENDED = 4;
/** Runs ten more days. */
const LIVE = 6;
/** A person of the talent pool (db/seed-talents.ts: a Java developer in Vienna). */
const PROFILE = 2;

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
const kunde = new HttpBrowser();
const path = new Map<number, string>();

const get = (target: string) => fetch(`${t.baseUrl}${target}`, { headers: PERSON, redirect: "manual" });
const signedIn = (target: string, init: RequestInit = {}) =>
  kunde.request(`${t.baseUrl}${target}`, { redirect: "manual", ...init, headers: { ...PERSON, ...init.headers } });
const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
/** The ids of `/jobs/{id}-…` links in a page. */
const linkedAds = (html: string) => new Set([...html.matchAll(/\/jobs\/(\d+)-[a-z0-9-]+/g)].map((m) => Number(m[1])));

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  const update = `update job_ads set status = 'active', anonymous = false, application_method = 'portal',
    published_at = now() - interval '20 days', expires_at = now() + $2::interval
    where id = $1 and company_id = (select id from companies where full_name = $3) returning id`;
  for (const [id, runsFor] of [
    [ENDED, "-1 hour"],
    [LIVE, "10 days"],
  ] as const) {
    const { rows } = await database.executeSql(update, [id, runsFor, COMPANY]);
    expect(rows, `ad ${id} of ${COMPANY}`).toHaveLength(1);
  }
  for (const id of [ENDED, LIVE]) {
    const moved = await get(`/jobs/${id}`);
    expect(moved.status).toBe(301);
    path.set(id, new URL(moved.headers.get("location")!, t.baseUrl).pathname);
  }
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
}, 180_000);
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

describe("an active ad past its run end, before the expiry sweep", () => {
  it("has a gone page (410) without JobPosting, while the live ad's page has one", async () => {
    const ended = await get(path.get(ENDED)!);
    expect(ended.status).toBe(410);
    expect(await ended.text()).not.toContain('"JobPosting"');
    const live = await get(path.get(LIVE)!);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('"JobPosting"');
  });

  it("is not among the other jobs of the company's live ad", async () => {
    const html = await (await get(path.get(LIVE)!)).text();
    expect(linkedAds(html)).not.toContain(ENDED);
  });

  it("is not in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(path.get(LIVE)!);
    expect(xml).not.toContain(path.get(ENDED)!);
  });

  it("is not on the employer page", async () => {
    const page = await get(EMPLOYER_PAGE);
    expect(page.status).toBe(200);
    const ads = linkedAds(await page.text());
    expect(ads).toContain(LIVE);
    expect(ads).not.toContain(ENDED);
  });

  it("takes no application: the apply form leads back to the page, a sent form is not stored", async () => {
    const apply = await get(`${path.get(ENDED)!}/bewerben`);
    expect(apply.status).toBe(303);
    expect(new URL(apply.headers.get("location")!, t.baseUrl).pathname).toBe(path.get(ENDED));
    // As the browser sends the form: multipart, without a document.
    const fields = new FormData();
    for (const [name, value] of Object.entries({ vorname: "Anna", nachname: "Muster", email: "anna@example.at" })) {
      fields.append(name, value);
    }
    fields.append("datenschutz", "on");
    const sent = await fetch(`${t.baseUrl}${path.get(ENDED)!}/bewerben`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl },
      body: fields,
      redirect: "manual",
    });
    // The action refuses (409); the page's loader then sends the browser to the ad's gone page.
    expect(sent.status).toBe(303);
    expect(new URL(sent.headers.get("location")!, t.baseUrl).pathname).toBe(path.get(ENDED));
    const { rows } = await database.executeSql("select id from applications where email = $1", ["anna@example.at"]);
    expect(rows).toHaveLength(0);
  });

  it("is not counted among the dashboard's live ads", async () => {
    const [{ n }] = (
      await database.executeSql(
        `select count(*)::int as n from job_ads where status = 'active' and expires_at > now()
          and company_id = (select id from companies where full_name = $1)`,
        [COMPANY],
      )
    ).rows as [{ n: number }];
    const html = (await (await signedIn("/p/dashboard")).text()).replace(/<!-- -->/g, "");
    const shown = /Aktive Inserate<\/[^>]+>\s*<[^>]+>([\d.]+)</.exec(html);
    expect(shown, "the dashboard's key figure").not.toBeNull();
    expect(Number(shown![1]!.replace(/\./g, ""))).toBe(n);
  });

  it("is not offered by matching, and its matching page is a 404", async () => {
    const overview = await signedIn("/p/active-sourcing/matching");
    expect(overview.status).toBe(200);
    const html = await overview.text();
    expect(html).toContain(`/p/active-sourcing/matching/${LIVE}`);
    expect(html).not.toContain(`/p/active-sourcing/matching/${ENDED}`);
    expect((await signedIn(`/p/active-sourcing/matching/${ENDED}`)).status).toBe(404);
    expect((await signedIn(`/p/active-sourcing/matching/${ENDED}/contact/${PROFILE}`)).status).toBe(404);
  });

  it("cannot be named in a contact request or a talent project", async () => {
    const contact = await (await signedIn(`/p/active-sourcing/search/contact/${PROFILE}`)).text();
    expect(contact).toMatch(new RegExp(`<option[^>]*value="${LIVE}"`));
    expect(contact).not.toMatch(new RegExp(`<option[^>]*value="${ENDED}"`));
    const projects = await (await signedIn("/p/active-sourcing/projects")).text();
    expect(projects).toMatch(new RegExp(`<option[^>]*value="${LIVE}"`));
    expect(projects).not.toMatch(new RegExp(`<option[^>]*value="${ENDED}"`));
    const sent = await signedIn(
      `/p/active-sourcing/search/contact/${PROFILE}`,
      form({ subject: "Ihre Erfahrung", body: "Guten Tag, wir würden uns gerne austauschen.", jobAdId: String(ENDED) }),
    );
    expect(sent.status).toBe(400);
    const { rows } = await database.executeSql(
      "select count(*)::int as n from talent_contact_requests where job_ad_id = $1",
      [ENDED],
    );
    expect((rows[0] as { n: number }).n).toBe(0);
  });
});
