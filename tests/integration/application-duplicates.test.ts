import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 32 §3, decision 058: nobody but the candidate changes an application. The open form
 * needs no account, so a second application of the same mailbox to the same ad (any case) is a
 * new application, marked in the Bewerber-Manager as a possible duplicate of the earlier one;
 * the earlier one — its details, documents (rows and stored bytes), talent-pool consent and the
 * candidate's links — stays as it was, whichever came first. A colleague merges the two (after
 * a confirmation) or keeps both; another company, staff and a form without the confirmation
 * change nothing.
 *
 * Each sender gets its own client address (TRUST_PROXY, X-Forwarded-For), as an attacker and a
 * candidate would have, so the per-client limit of five applications does not cap the suite.
 * Documents go to a file store of the suite's own, so the test sees the stored bytes.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";

let t: TestPortal;
let sink: SmtpSink;
let documentsDir = "";
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let staff: HttpBrowser;
/** Ad 4's public address (kunde@demo.at's company). */
let adPath = "";
let adId = 0;
let clients = 0;

beforeAll(async () => {
  documentsDir = await mkdtemp(path.join(os.tmpdir(), "duplicates-documents-"));
  sink = await startSmtpSink();
  t = await startTestPortal({
    JOBS_ENABLED: "true",
    JOBS_SWEEP_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    TRUST_PROXY: "true",
    DOCUMENT_STORE: "file",
    DOCUMENTS_DIR: documentsDir,
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  staff = new HttpBrowser();
  await signIn(staff, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
  const bare = await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
  adId = Number(/^\/jobs\/(\d+)-/.exec(adPath)![1]);
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
  if (documentsDir) await rm(documentsDir, { recursive: true, force: true });
});

interface Sender {
  vorname: string;
  nachname: string;
  email: string;
  telefon?: string;
  nachricht?: string;
  talentpool?: boolean;
}

/** Sends the application form as a browser does, from a client address of its own. */
async function apply(sender: Sender, cv: { name: string; bytes: Uint8Array }): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {
    art: "standard",
    vorname: sender.vorname,
    nachname: sender.nachname,
    email: sender.email,
    telefon: sender.telefon ?? "",
    nachricht: sender.nachricht ?? "",
    website: "",
    datenschutz: "on",
    ...(sender.talentpool ? { talentpool: "on" } : {}),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("lebenslauf", new Blob([new Uint8Array(cv.bytes)], { type: "application/pdf" }), cv.name);
  clients += 1;
  const response = await fetch(`${t.baseUrl}${adPath}/bewerben`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "x-forwarded-for": `198.51.100.${clients}` },
    body: form,
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(303);
  expect(response.headers.get("location")).toBe(`${adPath}/bewerben/danke`);
}

async function page(browser: HttpBrowser, pathname: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${pathname}`, { headers: PERSON });
  // React puts comment markers between adjacent text parts.
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The ids of the rows the inbox lists for a search (links to an application's page, not to a part of it). */
async function inboxIds(q: string): Promise<number[]> {
  const { status, html } = await page(kunde, `${MANAGER}?${new URLSearchParams({ q, ansicht: "alle" })}`);
  expect(status).toBe(200);
  return [
    ...new Set(
      [...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => Number(m[1])),
    ),
  ];
}

/** The inbox's table row of an application. */
async function inboxRow(q: string, id: number): Promise<string> {
  const { html } = await page(kunde, `${MANAGER}?${new URLSearchParams({ q, ansicht: "alle" })}`);
  // The row's link carries the inbox's query (previous/next follow the filter).
  const row = html.split("<tr").find((part) => new RegExp(`href="${MANAGER}/${id}[?"]`).test(part));
  expect(row, `row of application ${id}`).toBeDefined();
  return row!;
}

function post(browser: HttpBrowser, pathname: string, fields: Record<string, string>) {
  return browser.request(`${t.baseUrl}${pathname}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function linkIn(text: string, pathname: string): string {
  const match = new RegExp(`${pathname.replace(/\//g, "\\/")}\\?token=(\\S+)`).exec(text);
  expect(match, `${pathname} link in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

interface DataCopy {
  bewerbung: {
    vorname: string;
    nachname: string;
    email: string;
    telefon: string | null;
    nachricht: string | null;
    talentpoolBis: string | null;
    lebenslaufText: string | null;
    dokumente: { art: string; dateiname: string }[];
  };
}

async function dataCopy(token: string): Promise<{ status: number; copy: DataCopy | null }> {
  const response = await fetch(`${t.baseUrl}/bewerbung/daten.json?token=${encodeURIComponent(token)}`, {
    headers: PERSON,
  });
  return { status: response.status, copy: response.ok ? ((await response.json()) as DataCopy) : null };
}

/** The links of a candidate's confirmation mail. */
async function linksOf(email: string, ...parts: string[]) {
  const text = await sink.mailTo(email, ["vielen Dank für Ihre Bewerbung", ...parts]);
  return { text, data: linkIn(text, "/bewerbung/daten"), withdraw: linkIn(text, "/bewerbung/zurueckziehen") };
}

/** The documents an application's page links, with their labels. */
function documentLinks(html: string, id: number): { href: string; label: string }[] {
  return [...html.matchAll(new RegExp(`href="(${MANAGER}/${id}/dokumente/[0-9a-f-]{36})"[^>]*>([^<]+)<`, "g"))].map(
    (match) => ({ href: match[1]!, label: match[2]! }),
  );
}

async function download(href: string): Promise<Uint8Array> {
  const response = await kunde.request(`${t.baseUrl}${href}`, { headers: PERSON });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The files the store holds for an application (`applications/{company}/{application}/{document}`). */
async function storedFiles(id: number): Promise<string[]> {
  const root = path.join(documentsDir, "applications");
  const companies = await readdir(root).catch(() => [] as string[]);
  const files: string[] = [];
  for (const company of companies) {
    files.push(...(await readdir(path.join(root, company, String(id))).catch(() => [] as string[])));
  }
  return files;
}

/** "Bewerbungen" of the ad on the company's Kennzahlen page (job_ad_metrics_daily). */
async function metricApplications(): Promise<number> {
  const { status, html } = await page(kunde, `/p/jobs/metrics?inserat=${adId}`);
  expect(status).toBe(200);
  const match = /<dt[^>]*>Bewerbungen<\/dt><dd[^>]*>([\d.]+)<\/dd>/.exec(html);
  expect(match, "the applications figure").not.toBeNull();
  return Number(match![1]!.replace(/\./g, ""));
}

/** Everything a candidate would check of their own application, to compare before and after. */
async function snapshot(id: number, dataToken: string) {
  const detail = await page(kunde, `${MANAGER}/${id}`);
  expect(detail.status).toBe(200);
  const documents = documentLinks(detail.html, id);
  return {
    heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(detail.html)?.[1],
    mailto: /href="mailto:([^"]+)"/.exec(detail.html)?.[1],
    talentPool: /<dt[^>]*>Talentpool<\/dt><dd>([^<]+)<\/dd>/.exec(detail.html)?.[1],
    documents: documents.map((document) => document.label),
    bytes: await Promise.all(documents.map((document) => download(document.href))),
    stored: (await storedFiles(id)).sort(),
    // The copy's own creation time changes with every read; what it says about the application must not.
    copy: (await dataCopy(dataToken)).copy?.bewerbung ?? null,
  };
}

describe("a second application with the candidate's address", () => {
  const KLARA: Sender = {
    vorname: "Klara",
    nachname: "Quellenbacher",
    email: "klara.quellenbacher@example.at",
    telefon: "+43 664 1112233",
    nachricht: "Ich freue mich auf Ihre Antwort.",
    talentpool: true,
  };
  const FORGED: Sender = {
    vorname: "Mallory",
    nachname: "Unterwieser",
    email: "KLARA.Quellenbacher@EXAMPLE.AT",
    telefon: "+43 699 9999999",
    nachricht: "Ich ziehe meine Bewerbung zurück.",
  };

  it("leaves the candidate's application, documents, consent and data link as they were; the new one is separate and marked", async () => {
    const figureBefore = await metricApplications();
    const klaraCv = await textPdf("Lebenslauf Klara Quellenbacher, Schweißtechnikerin");
    await apply(KLARA, { name: "Lebenslauf Klara.pdf", bytes: klaraCv });
    const [klaraId] = await inboxIds("Quellenbacher");
    expect(klaraId).toBeDefined();
    const klaraLinks = await linksOf(KLARA.email, "Guten Tag Klara Quellenbacher");
    const before = await snapshot(klaraId!, klaraLinks.data);
    expect(before.heading).toBe("Klara Quellenbacher");
    expect(before.talentPool).toMatch(/^Ja, bis \d{2}\.\d{2}\.\d{4}$/);
    expect(before.documents).toEqual(["Lebenslauf: Lebenslauf Klara.pdf"]);
    expect(before.bytes).toEqual([klaraCv]);
    expect(before.stored).toHaveLength(1);
    expect(before.copy).toMatchObject({
      vorname: "Klara",
      telefon: KLARA.telefon,
      nachricht: KLARA.nachricht,
      dokumente: [expect.objectContaining({ dateiname: "Lebenslauf Klara.pdf" })],
    });
    expect(before.copy?.talentpoolBis).not.toBeNull();

    await apply(FORGED, { name: "anders.pdf", bytes: await textPdf("Ein ganz anderer Lebenslauf") });

    expect(await snapshot(klaraId!, klaraLinks.data)).toEqual(before);
    const klaraPage = await page(kunde, `${MANAGER}/${klaraId}`);
    expect(klaraPage.html).not.toContain("Bewerbung aktualisiert");
    expect(klaraPage.html).toContain(KLARA.telefon!);
    expect(klaraPage.html).not.toContain(FORGED.telefon!);
    expect(klaraPage.html).not.toContain(FORGED.nachricht!);

    const [forgedId] = await inboxIds("Unterwieser");
    expect(forgedId).toBeDefined();
    expect(forgedId).not.toBe(klaraId);
    const forgedPage = await page(kunde, `${MANAGER}/${forgedId}`);
    expect(forgedPage.html).toMatch(/<h1[^>]*>Mallory Unterwieser<\/h1>/);
    expect(forgedPage.html).toContain('<h2 id="doppelt"');
    expect(forgedPage.html).toContain(`href="${MANAGER}/${klaraId}"`);
    expect(forgedPage.html).toContain('name="intent" value="zusammenfuehren"');
    expect(documentLinks(forgedPage.html, forgedId!).map((document) => document.label)).toEqual([
      "Lebenslauf: anders.pdf",
    ]);
    expect(await storedFiles(forgedId!)).toHaveLength(1);
    // Both ways: the earlier application names the later one, the inbox row marks the later one.
    expect(klaraPage.html).toContain(`href="${MANAGER}/${forgedId}"`);
    expect(await inboxRow("Unterwieser", forgedId!)).toContain(`href="${MANAGER}/${klaraId}#doppelt-spaeter"`);
    expect(await inboxRow("Quellenbacher", klaraId!)).not.toContain("Mögliche Doppelbewerbung");

    // The mailbox's owner hears of the second application, with links that act on it alone.
    const forgedLinks = await linksOf(KLARA.email, "Guten Tag Mallory Unterwieser");
    expect(forgedLinks.text).toContain("bereits eine Bewerbung eingegangen");
    expect(forgedLinks.data).not.toBe(klaraLinks.data);
    expect((await dataCopy(forgedLinks.data)).copy?.bewerbung).toMatchObject({
      vorname: "Mallory",
      talentpoolBis: null,
    });
    // A duplicate is a received application: it counts.
    expect(await metricApplications()).toBe(figureBefore + 2);

    // Withdrawing the second through its link removes the second alone; the candidate's stays.
    const withdrawn = await fetch(
      `${t.baseUrl}/bewerbung/zurueckziehen?token=${encodeURIComponent(forgedLinks.withdraw)}`,
      {
        method: "POST",
        headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: forgedLinks.withdraw }),
      },
    );
    await withdrawn.arrayBuffer();
    expect((await page(kunde, `${MANAGER}/${forgedId}`)).html).toMatch(/<h1[^>]*>Anonymisiert<\/h1>/);
    expect(await snapshot(klaraId!, klaraLinks.data)).toEqual(before);
  });
});

describe("the forged application first, the candidate's second", () => {
  const JONAS: Sender = {
    vorname: "Jonas",
    nachname: "Rabensteiner",
    email: "jonas.rabensteiner@example.at",
    telefon: "+43 676 5554433",
  };
  const FORGED: Sender = {
    vorname: "Eve",
    nachname: "Vorauswieser",
    email: "Jonas.RABENSTEINER@example.at",
    nachricht: "Bitte keine Rückmeldung.",
    talentpool: true,
  };
  let jonasId = 0;
  let forgedId = 0;

  it("stores the candidate's own application apart, intact, and marks it as a possible duplicate", async () => {
    await apply(FORGED, { name: "falsch.pdf", bytes: await textPdf("Gefälschter Lebenslauf") });
    [forgedId] = (await inboxIds("Vorauswieser")) as [number];
    const forgedLinks = await linksOf(JONAS.email, "Guten Tag Eve Vorauswieser");
    const forgedBefore = await snapshot(forgedId, forgedLinks.data);

    const jonasCv = await textPdf("Lebenslauf Jonas Rabensteiner, Zerspanungstechniker");
    await apply(JONAS, { name: "Lebenslauf Jonas.pdf", bytes: jonasCv });
    [jonasId] = (await inboxIds("Rabensteiner")) as [number];
    expect(jonasId).not.toBe(forgedId);
    const jonasLinks = await linksOf(JONAS.email, "Guten Tag Jonas Rabensteiner");
    const jonas = await snapshot(jonasId, jonasLinks.data);
    expect(jonas.heading).toBe("Jonas Rabensteiner");
    expect(jonas.talentPool).toBe("Nein");
    expect(jonas.documents).toEqual(["Lebenslauf: Lebenslauf Jonas.pdf"]);
    expect(jonas.bytes).toEqual([jonasCv]);
    expect(jonas.stored).toHaveLength(1);
    expect(jonas.copy).toMatchObject({
      vorname: "Jonas",
      telefon: JONAS.telefon,
      nachricht: null,
      talentpoolBis: null,
      dokumente: [expect.objectContaining({ dateiname: "Lebenslauf Jonas.pdf" })],
    });
    expect(jonas.copy?.lebenslaufText).toContain("Zerspanungstechniker");
    // The earlier one is not touched either: nothing of Jonas reaches it.
    expect(await snapshot(forgedId, forgedLinks.data)).toEqual(forgedBefore);

    const jonasPage = await page(kunde, `${MANAGER}/${jonasId}`);
    expect(jonasPage.html).toContain('<h2 id="doppelt"');
    expect(jonasPage.html).toContain(`href="${MANAGER}/${forgedId}"`);
  });

  it("keeps both on a colleague's word: the mark goes, both stay, the history says so", async () => {
    const kept = await post(kunde, `${MANAGER}/${jonasId}`, { intent: "getrennt" });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain("Beide Bewerbungen bleiben bestehen.");
    const jonasPage = await page(kunde, `${MANAGER}/${jonasId}`);
    expect(jonasPage.html).not.toContain('<h2 id="doppelt"');
    expect(jonasPage.html).toContain("Mögliche Doppelbewerbung als eigene Bewerbung behalten");
    expect((await page(kunde, `${MANAGER}/${forgedId}`)).html).not.toContain('<h2 id="doppelt-spaeter"');
    expect(await inboxRow("Rabensteiner", jonasId)).not.toContain("Mögliche Doppelbewerbung");
    const again = await post(kunde, `${MANAGER}/${jonasId}`, { intent: "zusammenfuehren", bestaetigt: "on" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("nicht (mehr) als mögliche Doppelbewerbung markiert");
  });
});

describe("merging a possible duplicate", () => {
  const LENA: Sender = {
    vorname: "Lena",
    nachname: "Birnbacher",
    email: "lena.birnbacher@example.at",
    telefon: "+43 650 1000000",
    talentpool: true,
  };
  const CORRECTED: Sender = {
    ...LENA,
    email: "LENA.BIRNBACHER@example.at",
    telefon: "+43 650 2000000",
    nachricht: "Anbei mein aktueller Lebenslauf.",
    talentpool: false,
  };
  let lenaId = 0;
  let laterId = 0;
  let lenaData = "";
  let laterData = "";
  let firstCv: Uint8Array | undefined;
  let secondCv: Uint8Array | undefined;

  beforeAll(async () => {
    firstCv = await textPdf("Lebenslauf Lena Birnbacher 2025");
    await apply(LENA, { name: "Lebenslauf alt.pdf", bytes: firstCv });
    [lenaId] = (await inboxIds("Birnbacher")) as [number];
    lenaData = (await linksOf(LENA.email, "Guten Tag Lena Birnbacher", "Lebenslauf alt.pdf")).data;
    secondCv = await textPdf("Lebenslauf Lena Birnbacher 2026, Projektleiterin");
    await apply(CORRECTED, { name: "Lebenslauf neu.pdf", bytes: secondCv });
    laterId = (await inboxIds("Birnbacher")).find((id) => id !== lenaId)!;
    laterData = (await linksOf(LENA.email, "Guten Tag Lena Birnbacher", "Lebenslauf neu.pdf")).data;
  });

  it("is refused for another company (404), staff and a form without the confirmation, changing nothing", async () => {
    const before = [await snapshot(lenaId, lenaData), await snapshot(laterId, laterData)];
    const foreign = await post(hybrid, `${MANAGER}/${laterId}`, { intent: "zusammenfuehren", bestaetigt: "on" });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("Birnbacher");
    const foreignKeep = await post(hybrid, `${MANAGER}/${laterId}`, { intent: "getrennt" });
    expect(foreignKeep.status).toBe(404);
    const byStaff = await post(staff, `${MANAGER}/${laterId}`, { intent: "zusammenfuehren", bestaetigt: "on" });
    expect([302, 303, 403]).toContain(byStaff.status);
    const unconfirmed = await post(kunde, `${MANAGER}/${laterId}`, { intent: "zusammenfuehren" });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(
      "Bitte bestätigen Sie, dass beide Bewerbungen von derselben Person stammen.",
    );
    const crossSite = await kunde.request(`${t.baseUrl}${MANAGER}/${laterId}`, {
      method: "POST",
      headers: { ...PERSON, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "zusammenfuehren", bestaetigt: "on" }),
    });
    expect(crossSite.status).toBe(403);
    expect([await snapshot(lenaId, lenaData), await snapshot(laterId, laterData)]).toEqual(before);
  });

  it("keeps the earlier application with the newer details and both documents, its consent and its links; the duplicate goes", async () => {
    const figureBefore = await metricApplications();
    const consentBefore = (await dataCopy(lenaData)).copy!.bewerbung.talentpoolBis;
    expect(consentBefore).not.toBeNull();
    const merged = await post(kunde, `${MANAGER}/${laterId}`, { intent: "zusammenfuehren", bestaetigt: "on" });
    expect([302, 303]).toContain(merged.status);
    expect(new URL(merged.headers.get("location")!, t.baseUrl).pathname).toBe(`${MANAGER}/${lenaId}`);

    expect((await page(kunde, `${MANAGER}/${laterId}`)).status).toBe(404);
    expect(await inboxIds("Birnbacher")).toEqual([lenaId]);
    const after = await snapshot(lenaId, lenaData);
    expect(after.documents.sort()).toEqual(["Lebenslauf: Lebenslauf neu.pdf", "Unterlage: Lebenslauf alt.pdf"]);
    expect(after.bytes).toHaveLength(2);
    expect(after.bytes).toContainEqual(firstCv);
    expect(after.bytes).toContainEqual(secondCv);
    // The moved document keeps its stored bytes under its first key: nothing orphaned, nothing lost.
    expect([...(await storedFiles(lenaId)), ...(await storedFiles(laterId))]).toHaveLength(2);
    expect(after.copy).toMatchObject({
      telefon: CORRECTED.telefon,
      nachricht: CORRECTED.nachricht,
      talentpoolBis: consentBefore,
    });
    expect(after.copy?.lebenslaufText).toContain("Projektleiterin");
    expect(after.talentPool).toMatch(/^Ja, bis /);
    const detail = await page(kunde, `${MANAGER}/${lenaId}`);
    expect(detail.html).toContain("Doppelbewerbung zusammengeführt");
    expect(detail.html).toContain(`Bewerbung Nr. ${laterId} vom`);
    expect(detail.html).not.toContain('<h2 id="doppelt');
    // The duplicate's links die with it (its data is gone: 410); the candidate is told which links still work.
    expect((await dataCopy(laterData)).status).toBe(410);
    const told = await sink.mailTo(LENA.email, ["zusammengeführt"]);
    expect((await dataCopy(linkIn(told, "/bewerbung/daten"))).status).toBe(200);
    // Two submissions became one application: the figure agrees with the list again.
    expect(await metricApplications()).toBe(figureBefore - 1);
  });
});
