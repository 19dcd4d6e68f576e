import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { publishAdThroughApi } from "../support/job-ad-api";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Following a company cannot be turned against a third party (issue 32 §4), over HTTP against the
 * production server: the three confirmation mails a day count per mailbox, not per spelling of an
 * address; opening the mail's link (GET, HEAD: what mail scanners do) subscribes no one, only the
 * page's button does, once; and after a one-click unsubscribe the old link stays dead. The mails
 * are read from the outbox (/debug/mails, debug mode). Every request comes from a client address
 * of its own (`X-Forwarded-For` behind TRUST_PROXY), so the per-client limit is not what holds.
 * Demo data: kunde@demo.at acts for Donautal Technik GmbH (company 1), whose page is published.
 */

let t: TestPortal;
let kunde: HttpBrowser;
const DEMO_PAGE = "/unternehmen/donautal-technik-gmbh";
let clients = 0;

/** Tried and held per kind of probe, printed as `following abuse probe figures` (docs/reliability.md). */
const figures = new Map<string, { tried: number; held: number }>();
function probe(kind: string, held: boolean): boolean {
  const figure = figures.get(kind) ?? { tried: 0, held: 0 };
  figures.set(kind, { tried: figure.tried + 1, held: figure.held + (held ? 1 : 0) });
  return held;
}

/** A person's browser at an address no earlier request of this suite came from. */
const person = () => ({ "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": `198.51.100.${++clients}` });

beforeAll(async () => {
  t = await startTestPortal({
    DEBUG_MODE: "true",
    TRUST_PROXY: "true",
    JOBS_SWEEP_SECONDS: "1",
    // Followers' alerts at any hour, not from 07:00 Vienna on: the suite runs day and night.
    FOLLOWER_ALERT_HOUR: "0",
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
});
afterAll(async () => {
  const lines = [...figures].map(
    ([kind, { tried, held }]) => `${kind}: ${tried} tried, ${held} held, ${tried - held} failed`,
  );
  console.log(`following abuse probe figures:\n${lines.join("\n")}`);
  await t?.stop();
});

const follow = (email: string) =>
  fetch(`${t.baseUrl}${DEMO_PAGE}`, {
    method: "POST",
    headers: { ...person(), origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "follow", email }),
  });

/** The outbox's rows (subject and recipient), newest first, with the address of each mail's page. */
async function outbox(): Promise<Array<{ row: string; path: string }>> {
  const page = await (await fetch(`${t.baseUrl}/debug/mails`)).text();
  return page
    .split("<tr")
    .slice(1)
    .map((row) => ({ row, path: /href="(\/debug\/mails\/\d+)"/.exec(row)?.[1] ?? "" }))
    .filter((mail) => mail.path !== "");
}

/** The text of the newest mail to `to` whose subject matches, once the outbox has it. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found: { row: string; path: string } | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox()).find((mail) => mail.row.includes(`>${to}<`) && subject.test(mail.row));
        return found !== undefined;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  return (await fetch(`${t.baseUrl}${found!.path}`)).text();
}

function linkIn(mail: string, pattern: RegExp): string {
  const match = pattern.exec(mail);
  expect(match, `${pattern} in the mail`).not.toBeNull();
  return match![1]!.replace(/&amp;/g, "&");
}

/** Followers of Donautal Technik GmbH in all, as the company's overview says. */
async function followers(): Promise<number> {
  const response = await kunde.request(`${t.baseUrl}/p/employer-branding/dashboard`, {
    headers: { "user-agent": BROWSER_USER_AGENT },
  });
  const match = /Follower insgesamt<\/dt><dd[^>]*>([\d.]+)<\/dd>/.exec(await response.text());
  expect(match, "followers in the overview").not.toBeNull();
  return Number(match![1]!.replace(/\./g, ""));
}

const CONFIRMATION = /Bitte bestätigen Sie: Neue Stellen von Donautal Technik GmbH/;
const confirmLinkIn = (mail: string) => linkIn(mail, /(http\S+\/folgen\?token=[^\s<"]+)/);

/** The button of the page the link opens: a same-origin form post with the token of the link. */
function pressButton(link: string, extraHeaders: Record<string, string> = {}) {
  const token = new URL(link).searchParams.get("token") ?? "";
  return fetch(link, {
    method: "POST",
    headers: { ...person(), origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded", ...extraHeaders },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

describe("the limit of confirmation mails", () => {
  it("counts +tag variants and any case of one mailbox as that mailbox: 8 asked, 3 queued", async () => {
    const variants = [
      "opfer+1@example.at",
      "opfer+2@example.at",
      "Opfer+3@Example.at",
      "OPFER+newsletter@EXAMPLE.AT",
      "opfer@example.at",
      "opfer+x+y@example.at",
      "opfer+6@example.at",
      "opfer+7@example.at",
    ];
    for (const email of variants) {
      const answer = await follow(email);
      // The same answer whether a mail went out or not: the form tells no one which addresses were asked.
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Fast geschafft: Wir haben Ihnen eine E-Mail geschickt.");
    }
    const queued = (await outbox()).filter(
      (mail) => /opfer[^@<]*@example\.at/i.test(mail.row) && CONFIRMATION.test(mail.row),
    );
    // Each request beyond the third of the day is a probe that must queue nothing.
    for (let i = 3; i < variants.length; i++)
      probe("confirmation mails beyond 3 a day per mailbox", queued.length <= i);
    expect(queued).toHaveLength(3);
  });
});

describe("the confirmation link", () => {
  const EMAIL = "leserin@example.at";
  let link = "";

  it("opens a page with a button when read by GET or HEAD, and subscribes no one", async () => {
    expect((await follow(EMAIL)).status).toBe(200);
    link = confirmLinkIn(await mailTo(EMAIL, CONFIRMATION));
    const before = await followers();

    const opened = await fetch(link, { headers: person() });
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(probe("link opened without the button (GET, HEAD, scanner)", (await followers()) === before)).toBe(true);
    expect(page).toContain("Neue Stellen von Donautal Technik GmbH per E-Mail");
    expect(page).toMatch(/<form[^>]*method="post"[^>]*>/);
    expect(page).toMatch(/<input type="hidden" name="token" value="[^"]+"/);
    expect(page).toContain(">Jetzt folgen</button>");
    expect((await fetch(link, { method: "HEAD", headers: person() })).status).toBe(200);
    expect(probe("link opened without the button (GET, HEAD, scanner)", (await followers()) === before)).toBe(true);
    // A scanner that opens it again, as a crawler, changes nothing either.
    expect((await fetch(link, { headers: { "user-agent": "Mozilla/5.0 (compatible; LinkScanner/1.0)" } })).status).toBe(
      200,
    );
    expect(probe("link opened without the button (GET, HEAD, scanner)", (await followers()) === before)).toBe(true);

    // The button's POST confirms.
    const confirmed = await pressButton(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Sie folgen jetzt: Donautal Technik GmbH");
    expect(await followers()).toBe(before + 1);
  });

  it("is spent once used: opened or posted again, it says so in German and changes nothing", async () => {
    const count = await followers();
    const opened = await fetch(link, { headers: person() });
    expect(probe("used link again (GET, POST)", opened.status === 410)).toBe(true);
    const page = await opened.text();
    expect(page).toContain("Dieser Bestätigungslink ist nicht mehr gültig");
    expect(page).not.toContain(">Jetzt folgen</button>");
    const replayed = await pressButton(link);
    expect(probe("used link again (GET, POST)", replayed.status === 410)).toBe(true);
    expect(await replayed.text()).toContain("Dieser Bestätigungslink ist nicht mehr gültig");
    expect(await followers()).toBe(count);
  });

  it("refuses a post without the portal's origin, and a form without a token", async () => {
    const count = await followers();
    const foreign = await pressButton(link, { origin: "https://angreifer.example" });
    expect(probe("confirmation posted from another origin", foreign.status === 403)).toBe(true);
    const empty = await fetch(`${t.baseUrl}${DEMO_PAGE}/folgen`, {
      method: "POST",
      headers: { ...person(), origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Dieser Bestätigungslink ist ungültig");
    expect(await followers()).toBe(count);
  });

  it("stays dead after a one-click unsubscribe: following again needs a new request", async () => {
    const title = `Folge-Abmeldetest Elektriker:in ${Date.now()} (m/w/d)`;
    await publishAdThroughApi(kunde, t.baseUrl, { title });
    const alert = await mailTo(EMAIL, /Neue Stelle bei Donautal Technik GmbH/);
    const unsubscribeLink = linkIn(alert, /(http\S+\/job-alerts\/abmelden\?token=[A-Za-z0-9_-]+)/);
    const count = await followers();
    // The mail program's "Abmelden" (RFC 8058): a POST from its own servers, without the portal's origin.
    const oneClick = await fetch(unsubscribeLink.replace("/abmelden?", "/abmelden/ein-klick?"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await followers()).toBe(count - 1);

    const opened = await fetch(link, { headers: person() });
    expect(probe("old link after a one-click unsubscribe (GET, POST)", opened.status === 410)).toBe(true);
    const page = await opened.text();
    expect(page).toContain("Dieser Bestätigungslink ist nicht mehr gültig");
    expect(page).toContain("geben Sie Ihre E-Mail-Adresse auf der Seite der Firma bitte noch einmal ein");
    expect(probe("old link after a one-click unsubscribe (GET, POST)", (await pressButton(link)).status === 410)).toBe(
      true,
    );
    expect(await followers()).toBe(count - 1);

    // A new request brings a new link, which works.
    expect((await follow(EMAIL)).status).toBe(200);
    await expect.poll(async () => confirmLinkIn(await mailTo(EMAIL, CONFIRMATION)), { timeout: 30_000 }).not.toBe(link);
    const fresh = confirmLinkIn(await mailTo(EMAIL, CONFIRMATION));
    expect((await pressButton(fresh)).status).toBe(200);
    expect(await followers()).toBe(count);
  });
});
