import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { createTokenSigner } from "~/lib/signed-token.server";

/**
 * The employer page (issue 14) over HTTP: the public page `/unternehmen/{slug}`, its editor
 * `/p/employer-branding/page(-plus)` with autosave, publish, take down and restore, and the walls
 * between companies. Demo data: kunde@demo.at acts for Donautal Technik GmbH (company 1, Plus, a
 * published page at /unternehmen/donautal-technik-gmbh) and Donautal Logistik GmbH (company 3,
 * the Basic page, none yet); hybrid@demo.at's bakery has no employer-branding product.
 */

let t: TestPortal;
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const DEMO_PAGE = "/unternehmen/donautal-technik-gmbh";
const ABOUT =
  "<p>Wir sind ein Familienbetrieb mit vierzig Jahren Erfahrung in der Elektrotechnik und bilden jedes Jahr Lehrlinge aus.</p>";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
});
afterAll(async () => {
  await t?.stop();
});

const get = (path: string, headers: Record<string, string> = PERSON) =>
  fetch(`${t.baseUrl}${path}`, { headers, redirect: "manual" });

async function customer(email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser();
  await signIn(browser, t.baseUrl, "business", email);
  return browser;
}

function post(browser: HttpBrowser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: {
      origin: t.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER_USER_AGENT,
    },
    body,
  });
}

async function html(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  return { status: response.status, html: await response.text() };
}

function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page);
  expect(match, "JSON-LD").not.toBeNull();
  return JSON.parse(match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Record<string, unknown>;
}

/** The slug of the public address the editor names. */
function publicPathOf(editorHtml: string): string {
  const match = /\/unternehmen\/[a-z0-9-]+/.exec(editorHtml);
  expect(match, "public path in the editor").not.toBeNull();
  return match![0];
}

describe("the public employer page", () => {
  it("shows the published page with facts, benefits, voices and the company's live jobs, without a cookie", async () => {
    const response = await get(DEMO_PAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    const page = await response.text();
    expect(page).toMatch(/<h1[^>]*>Donautal Technik GmbH<\/h1>/);
    expect(page).toContain("Über uns");
    expect(page).toContain("Flexible Arbeitszeiten");
    expect(page).toContain("Stimmen aus dem Team");
    expect(page).toContain("50–249 Mitarbeitende");
    expect(page).toMatch(/href="\/jobs\/4-[a-z0-9-]+\?von=unternehmen"/);
    expect(page).toMatch(/Offene Stellen \(\d+\)/);
  });

  it("describes the company to search engines as an Organization", async () => {
    const page = await (await get(DEMO_PAGE)).text();
    const jsonLd = jsonLdOf(page);
    expect(jsonLd["@type"]).toBe("Organization");
    expect(jsonLd.name).toBe("Donautal Technik GmbH");
    expect(jsonLd.url).toBe(`${t.baseUrl}${DEMO_PAGE}`);
    expect(jsonLd.foundingDate).toBe("1987");
    expect(jsonLd.sameAs).toEqual(["https://www.example.at/"]);
    expect(jsonLd.numberOfEmployees).toMatchObject({ "@type": "QuantitativeValue", minValue: 50, maxValue: 249 });
    expect(page).toContain(`<link rel="canonical" href="${t.baseUrl}${DEMO_PAGE}"`);
  });

  it("filters the jobs by words of the title and by place, and says so when nothing matches", async () => {
    const all = await (await get(DEMO_PAGE)).text();
    const titles = [...all.matchAll(/href="\/jobs\/\d+-[a-z0-9-]+\?von=unternehmen"[^>]*>([^<]+)</g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(0);
    const word = titles[0]!.split(/\s+/)[0]!;
    const filtered = await (await get(`${DEMO_PAGE}?q=${encodeURIComponent(word)}`)).text();
    const filteredTitles = [...filtered.matchAll(/href="\/jobs\/\d+-[a-z0-9-]+\?von=unternehmen"[^>]*>([^<]+)</g)].map(
      (m) => m[1]!,
    );
    expect(filteredTitles.length).toBeGreaterThan(0);
    expect(filteredTitles.every((title) => title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const none = await (await get(`${DEMO_PAGE}?q=keinestellemitdiesemwort`)).text();
    expect(none).toContain("Keine offene Stelle passt zu Ihrer Suche.");
    const nowhere = await (await get(`${DEMO_PAGE}?ort=Nirgendwo`)).text();
    expect(nowhere).toContain("Keine offene Stelle passt zu Ihrer Suche.");
  });

  it("is linked from the company's job ads, for visitors and as the organisation's sameAs", async () => {
    const ad = await (await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON })).text();
    expect(ad).toContain(`href="${DEMO_PAGE}"`);
    const hiring = jsonLdOf(ad).hiringOrganization as Record<string, unknown>;
    expect(hiring.sameAs).toBe(`${t.baseUrl}${DEMO_PAGE}`);
  });

  it("answers 404 for an address no published page has", async () => {
    expect((await get("/unternehmen/gibt-es-nicht")).status).toBe(404);
    expect((await get("/unternehmen/%E2%9C%93")).status).toBe(404);
    expect((await get(`/unternehmen/${"a".repeat(300)}`)).status).toBe(404);
  });

  it("is listed in the sitemap", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${t.baseUrl}${DEMO_PAGE}</loc>`);
  });
});

describe("following the company", () => {
  const follow = (email: string) =>
    fetch(`${t.baseUrl}${DEMO_PAGE}`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "follow", email }),
    });

  it("asks for a valid address and then for the confirmation, the same for every address", async () => {
    const bad = await follow("keine-adresse");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an");
    const good = await follow("bewerberin@example.at");
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Fast geschafft: Wir haben Ihnen eine E-Mail geschickt.");
  });

  it("confirms by the signed link of the mail, and refuses any other link", async () => {
    const signer = createTokenSigner(["demo-cookie-secret"]);
    const token = signer.seal(JSON.stringify({ companyId: 1, email: "link@example.at", at: Date.now() }));
    // Opening the link asks; the page's button confirms (following-abuse.test.ts: only it, once).
    const opened = await get(`${DEMO_PAGE}/folgen?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Neue Stellen von Donautal Technik GmbH per E-Mail");
    const confirmed = await fetch(`${t.baseUrl}${DEMO_PAGE}/folgen`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Sie folgen jetzt: Donautal Technik GmbH");
    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen"]).seal(
      JSON.stringify({ companyId: 1, email: "fremd@example.at", at: Date.now() }),
    );
    expect((await get(`${DEMO_PAGE}/folgen?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    expect((await get(`${DEMO_PAGE}/folgen`)).status).toBe(400);
    const old = signer.seal(JSON.stringify({ companyId: 1, email: "alt@example.at", at: Date.now() - 8 * 86_400_000 }));
    const expired = await get(`${DEMO_PAGE}/folgen?token=${encodeURIComponent(old)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("Der Bestätigungslink ist abgelaufen");
  });

  it("stops a client that asks for many confirmation mails, in German and with Retry-After", async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 8; i++) answers.push(await follow(`serie.${i}@example.at`));
    const refused = answers.findIndex((answer) => answer.status === 429);
    // Five at once per client (decision 037); the test above already asked once.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(5);
    expect(answers.slice(0, refused).every((answer) => answer.status === 200)).toBe(true);
    expect(Number(answers[refused]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answers[refused]!.text()).toMatch(
      /Sie haben in kurzer Zeit viele Anfragen gesendet\. Bitte versuchen Sie es in (einer Minute|\d Minuten) erneut\./,
    );
  });

  it("answers an unknown unsubscribe link without telling anything", async () => {
    const unknown = await get("/job-alerts/abmelden?token=gibt-es-nicht-0123456789");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Dieser Abmeldelink ist nicht mehr gültig");
    // A mail program's one-click POST (List-Unsubscribe) comes from elsewhere: it reaches its own
    // address, which needs the token; the page's button is an ordinary same-origin form.
    const oneClick = await fetch(`${t.baseUrl}/job-alerts/abmelden/ein-klick?token=gibt-es-nicht-0123456789`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(404);
    expect(await oneClick.text()).toBe("Dieser Abmeldelink ist nicht mehr gültig.");
    const foreign = await fetch(`${t.baseUrl}/job-alerts/abmelden?token=gibt-es-nicht-0123456789`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(foreign.status).toBe(403);
    const opened = await get("/job-alerts/abmelden/ein-klick?token=abc");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/job-alerts/abmelden?token=abc");
  });
});

describe("the editor", () => {
  it("lets kunde@demo.at save a draft, publish it, restore an earlier version and take the page down", async () => {
    const kunde = await customer("kunde@demo.at");
    const editor = await html(kunde, "/p/employer-branding/page-plus");
    expect(editor.status).toBe(200);
    expect(editor.html).toContain("Unternehmensseite bearbeiten");
    expect(publicPathOf(editor.html)).toBe(DEMO_PAGE);

    // The autosave stores the draft; the public still sees the published version.
    const saved = await post(kunde, "/p/employer-branding/page-plus/entwurf", {
      intent: "autosave",
      claim: "Ein neuer Claim im Entwurf",
      about: ABOUT,
      foundedYear: "19",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });
    const draft = await html(kunde, "/p/employer-branding/page-plus");
    expect(draft.html).toContain("Ein neuer Claim im Entwurf");
    // A year half typed keeps the stored one.
    expect(draft.html).toContain('value="1987"');
    expect(await (await get(DEMO_PAGE)).text()).not.toContain("Ein neuer Claim im Entwurf");

    // Publishing checks every field and says what is wrong, in German; nothing goes public.
    const refused = await post(kunde, "/p/employer-branding/page-plus", {
      intent: "publish",
      claim: "Veröffentlichter Claim",
      about: ABOUT,
      foundedYear: "3000",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Bitte geben Sie das Gründungsjahr vierstellig an");
    expect(await (await get(DEMO_PAGE)).text()).not.toContain("Veröffentlichter Claim");

    const published = await post(kunde, "/p/employer-branding/page-plus", {
      intent: "publish",
      claim: "Veröffentlichter Claim",
      about: ABOUT,
      foundedYear: "1987",
      benefits: ["homeoffice", "sport"],
      "voices[0].name": "Eva",
      "voices[0].role": "Technikerin",
      "voices[0].quote": "Hier zählt, was man kann.",
    });
    expect(published.status).toBe(302);
    const publicPage = await (await get(DEMO_PAGE)).text();
    expect(publicPage).toContain("Veröffentlichter Claim");
    expect(publicPage).toContain("Homeoffice");
    expect(publicPage).toContain("Hier zählt, was man kann.");
    expect(publicPage).not.toContain("Flexible Arbeitszeiten");

    // Restoring the first version (the demo's) brings its claim back into the draft only.
    const versions = await html(kunde, "/p/employer-branding/page-plus");
    const ids = [...versions.html.matchAll(/name="versionId" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const restored = await post(kunde, "/p/employer-branding/page-plus", {
      intent: "restore",
      versionId: String(Math.min(...ids)),
    });
    expect(restored.status).toBe(302);
    expect((await html(kunde, "/p/employer-branding/page-plus")).html).toContain(
      "Wir bringen Strom, Licht und Technik",
    );
    expect(await (await get(DEMO_PAGE)).text()).toContain("Veröffentlichter Claim");

    const down = await post(kunde, "/p/employer-branding/page-plus", { intent: "unpublish" });
    expect(down.status).toBe(302);
    expect((await get(DEMO_PAGE)).status).toBe(404);

    // Publish the restored demo version again, for the other tests of the run.
    const again = await html(kunde, "/p/employer-branding/page-plus");
    expect(again.html).toContain("Entwurf, nicht öffentlich");
    const republished = await post(kunde, "/p/employer-branding/page-plus", {
      intent: "publish",
      claim: "Wir bringen Strom, Licht und Technik in Oberösterreichs Betriebe.",
      about: ABOUT,
    });
    expect(republished.status).toBe(302);
    expect((await get(DEMO_PAGE)).status).toBe(200);
  });

  it("refuses unknown intents, foreign version ids and images of another company, changing nothing", async () => {
    const kunde = await customer("kunde@demo.at");
    expect((await post(kunde, "/p/employer-branding/page-plus", { intent: "loeschen" })).status).toBe(400);
    expect((await post(kunde, "/p/employer-branding/page-plus", { intent: "restore", versionId: "abc" })).status).toBe(
      400,
    );
    expect(
      (await post(kunde, "/p/employer-branding/page-plus", { intent: "restore", versionId: "2000000000" })).status,
    ).toBe(404);
    const foreign = await post(kunde, "/p/employer-branding/page-plus/entwurf", {
      logoPath: "/uploads/nicht-von-dieser-firma-123",
    });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { message: string }).message).toBe("Bitte laden Sie das Bild erneut hoch.");
  });

  it("keeps each company to its own page: the Basic page of the second company, without Plus parts", async () => {
    const kunde = await customer("kunde@demo.at");
    const switched = await post(kunde, "/p/account/company-switch", { companyId: "3" });
    expect(switched.status).toBeLessThan(400);
    const editor = await html(kunde, "/p/employer-branding/page");
    expect(editor.status).toBe(200);
    const path = publicPathOf(editor.html);
    expect(path).toBe("/unternehmen/donautal-logistik-gmbh");
    expect(editor.html).toContain("Mehr zeigen mit der Unternehmensseite Plus");
    expect(editor.html).not.toContain("Veröffentlichter Claim");
    expect((await get(path)).status).toBe(404);

    const published = await post(kunde, "/p/employer-branding/page", {
      intent: "publish",
      claim: "Logistik aus Steyr",
      about: ABOUT,
      "voices[0].name": "Nur mit Plus",
      "voices[0].quote": "Dieses Zitat zeigt nur die Plus-Seite.",
    });
    expect(published.status).toBe(302);
    const page = await (await get(path)).text();
    expect(page).toContain("Logistik aus Steyr");
    expect(page).not.toContain("Dieses Zitat zeigt nur die Plus-Seite.");
    // The other company's page is untouched.
    expect(await (await get(DEMO_PAGE)).text()).not.toContain("Logistik aus Steyr");
    // The Plus address is the offer for a Basic company.
    const plus = await kunde.request(`${t.baseUrl}/p/employer-branding/page-plus`, {
      headers: PERSON,
      redirect: "manual",
    });
    expect(plus.status).toBe(302);
    expect(plus.headers.get("location")).toBe("/p/employer-branding/bestellen");
  });

  it("sends a company without the product to the offer and refuses its writes", async () => {
    const hybrid = await customer("hybrid@demo.at");
    const page = await hybrid.request(`${t.baseUrl}/p/employer-branding/page`, { headers: PERSON, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/p/employer-branding/bestellen");
    expect((await post(hybrid, "/p/employer-branding/page", { intent: "publish", about: ABOUT })).status).toBe(403);
    expect((await post(hybrid, "/p/employer-branding/page/entwurf", { claim: "x" })).status).toBe(403);
  });

  it("refuses visitors and writes from another site", async () => {
    const anonymous = await fetch(`${t.baseUrl}/p/employer-branding/page/entwurf`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "claim=x",
      redirect: "manual",
    });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).not.toBe(200);
    const kunde = await customer("kunde@demo.at");
    const crossSite = await kunde.request(`${t.baseUrl}/p/employer-branding/page-plus`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=unpublish",
    });
    expect(crossSite.status).toBe(403);
    expect((await get(DEMO_PAGE)).status).toBe(200);
  });
});

describe("staff and the employer page", () => {
  async function staff(email: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", email, "demo1234", "/p/internal");
    return browser;
  }

  it("shows the page's state on the company's page, and adLock staff take it offline with a reason and back", async () => {
    const admin = await staff("admin@intern.demo.at");
    const companyPage = await html(admin, "/p/internal/companies/1/jobs");
    expect(companyPage.status).toBe(200);
    expect(companyPage.html).toContain("Unternehmensseite Plus");
    expect(companyPage.html).toContain(`href="${DEMO_PAGE}"`);

    const tooShort = await post(admin, "/p/internal/companies/1/jobs", {
      intent: "employer-page-offline",
      reason: "kurz",
    });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("mindestens 10 Zeichen");
    expect((await get(DEMO_PAGE)).status).toBe(200);

    const reason = "Das Titelbild zeigt Personen ohne deren Einwilligung.";
    const offline = await post(admin, "/p/internal/companies/1/jobs", { intent: "employer-page-offline", reason });
    expect(offline.status).toBe(200);
    expect((await get(DEMO_PAGE)).status).toBe(404);
    expect((await html(admin, "/p/internal/companies/1/jobs")).html).toContain(reason);

    // The company reads the reason and cannot publish meanwhile.
    const kunde = await customer("kunde@demo.at");
    expect((await html(kunde, "/p/employer-branding/page-plus")).html).toContain(reason);
    const refused = await post(kunde, "/p/employer-branding/page-plus", { intent: "publish", about: ABOUT });
    expect(refused.status).toBe(409);
    expect((await post(kunde, "/p/employer-branding/page-plus/entwurf", { claim: "x" })).status).toBe(409);
    expect((await get(DEMO_PAGE)).status).toBe(404);

    const again = await post(admin, "/p/internal/companies/1/jobs", { intent: "employer-page-offline", reason });
    expect(again.status).toBe(409);

    const online = await post(admin, "/p/internal/companies/1/jobs", { intent: "employer-page-online" });
    expect(online.status).toBe(200);
    expect((await get(DEMO_PAGE)).status).toBe(200);
  });

  it("refuses staff without adLock", async () => {
    const readOnly = await staff("readonly@intern.demo.at");
    const page = await html(readOnly, "/p/internal/companies/1/jobs");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Unternehmensseite offline nehmen");
    const refused = await post(readOnly, "/p/internal/companies/1/jobs", {
      intent: "employer-page-offline",
      reason: "Ein Versuch ohne die nötige Berechtigung.",
    });
    expect(refused.status).toBe(403);
    expect((await get(DEMO_PAGE)).status).toBe(200);
  });
});

describe("the company's overview and figures", () => {
  it("counts views by where visitors came from and clicks from the page to a job, and shows them", async () => {
    const kunde = await customer("kunde@demo.at");
    const before = await html(kunde, "/p/employer-branding/metrics?ansicht=tabelle");
    expect(before.status).toBe(200);
    const searchBefore = Number(/Suchmaschinen<\/th><td[^>]*>(\d+)</.exec(before.html)?.[1] ?? "0");

    // The page's beacon (decision 038) says where the visitor came from; reading the page counts nothing.
    const beacon = (path: string, fields: Record<string, string>, userAgent = BROWSER_USER_AGENT) =>
      fetch(`${t.baseUrl}${path}/aufruf`, {
        method: "POST",
        headers: { "user-agent": userAgent, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    await get(DEMO_PAGE, { ...PERSON, referer: "https://www.google.at/" });
    expect((await beacon(DEMO_PAGE, { referrer: "https://www.google.at/" })).status).toBe(204);
    // Bots are not views; a click from the list to a job counts as a job click.
    expect(
      (
        await beacon(
          DEMO_PAGE,
          { referrer: "https://www.google.at/" },
          "Googlebot/2.1 (+http://www.google.com/bot.html)",
        )
      ).status,
    ).toBe(204);
    const jobPath = /href="(\/jobs\/4-[a-z0-9-]+)\?von=unternehmen"/.exec(await (await get(DEMO_PAGE)).text())?.[1];
    expect(jobPath).toBeDefined();
    expect((await get(`${jobPath}?von=unternehmen`)).status).toBe(200);
    expect((await beacon(jobPath!, { von: "unternehmen", referrer: `${t.baseUrl}/` })).status).toBe(204);
    expect((await beacon("/unternehmen/gibt-es-nicht", {})).status).toBe(404);

    const after = await html(kunde, "/p/employer-branding/metrics?ansicht=tabelle");
    const searchAfter = Number(/Suchmaschinen<\/th><td[^>]*>(\d+)</.exec(after.html)?.[1] ?? "0");
    expect(searchAfter).toBe(searchBefore + 1);
    expect(after.html).toContain("Klicks auf Stellen");
    expect(after.html).toContain("Je Inserat");

    const csv = await kunde.request(`${t.baseUrl}/p/employer-branding/metrics/export?zeitraum=90`, { headers: PERSON });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("kennzahlen-arbeitgeberprofil-90-tage.csv");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark first, so that Excel reads the umlauts as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Tag;Aufrufe der Unternehmensseite;Klicks auf Stellen;Neue Follower");
    expect(lines).toHaveLength(91);
    const today = lines.at(-1)!.split(";");
    expect(Number(today[1])).toBeGreaterThanOrEqual(1);
    expect(Number(today[2])).toBeGreaterThanOrEqual(1);
  });

  it("shows the page's state and the last 30 days on the dashboard", async () => {
    const kunde = await customer("kunde@demo.at");
    const dashboard = await html(kunde, "/p/employer-branding/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain("Ihre Unternehmensseite");
    expect(dashboard.html).toMatch(/Veröffentlicht seit \d{2}\.\d{2}\.\d{4}/);
    expect(dashboard.html).toContain('href="/p/employer-branding/page-plus"');
    expect(dashboard.html).toContain("Follower insgesamt");
    expect(dashboard.html).not.toContain("Das bietet die Unternehmensseite Plus");
  });

  it("keeps companies without an employer-branding product out", async () => {
    const hybrid = await customer("hybrid@demo.at");
    for (const path of ["/p/employer-branding/dashboard", "/p/employer-branding/metrics"]) {
      const response = await hybrid.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/p/employer-branding/bestellen");
    }
    const csv = await hybrid.request(`${t.baseUrl}/p/employer-branding/metrics/export`, { headers: PERSON });
    expect(csv.status).toBe(403);
  });
});

describe("Employer Branding Plus", () => {
  const startsOnOf = (page: string) => /name="startsOn" value="(\d{4}-\d{2}-\d{2})"/.exec(page)?.[1];

  it("orders the next term with an invoice, after the company's consent, once per shown term", async () => {
    const kunde = await customer("kunde@demo.at");
    const before = await html(kunde, "/p/employer-branding/plus");
    expect(before.status).toBe(200);
    expect(before.html).toContain("Workshop zu Ihrem Arbeitgeberversprechen");
    expect(before.html).toContain("noch keine Laufzeit bestellt");
    expect(before.html).toContain("5.900,00");
    const startsOn = startsOnOf(before.html)!;
    expect(startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const unconfirmed = await post(kunde, "/p/employer-branding/plus", { intent: "order", startsOn });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen.");

    const ordered = await post(kunde, "/p/employer-branding/plus", { intent: "order", startsOn, confirm: "on" });
    expect(ordered.status).toBe(200);
    const answer = await ordered.text();
    const invoiceNumber = /Die Rechnung ([A-Z0-9-]+) ist ausgestellt/.exec(answer)?.[1];
    expect(invoiceNumber).toBeDefined();
    expect((await html(kunde, "/p/account/invoices")).html).toContain(invoiceNumber!);

    // The same form again (a double click, a second tab) buys nothing more.
    const again = await post(kunde, "/p/employer-branding/plus", { intent: "order", startsOn, confirm: "on" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Inzwischen wurde bereits eine Laufzeit bestellt");

    const after = await html(kunde, "/p/employer-branding/plus");
    expect(after.html).toContain("ist aktiv, bezahlt bis");
    expect(after.html).toContain(invoiceNumber!);
    // A renewal starts the day after the term.
    expect(startsOnOf(after.html)! > startsOn).toBe(true);
  });

  it("sends companies without the product to the offer and refuses their orders", async () => {
    const kunde = await customer("kunde@demo.at");
    await post(kunde, "/p/account/company-switch", { companyId: "3" });
    const page = await kunde.request(`${t.baseUrl}/p/employer-branding/plus`, { headers: PERSON, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/p/employer-branding/bestellen");
    const order = await post(kunde, "/p/employer-branding/plus", {
      intent: "order",
      startsOn: "2026-01-01",
      confirm: "on",
    });
    expect(order.status).toBe(403);
  });
});
