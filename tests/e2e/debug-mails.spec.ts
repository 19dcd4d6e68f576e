import PDFDocument from "pdfkit";
import { expect, test, type Page } from "@playwright/test";
import { HttpBrowser, signIn } from "../support/http-browser";
import { publishAdThroughApi } from "../support/job-ad-api";
import { startTestPortal, type TestPortal } from "../support/portal";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  signInCustomer,
  waitForHydration,
  openDebugMail,
} from "./fixtures";

/**
 * /debug/mails needs debug mode, which the shared e2e portal has off (as in production): this
 * suite starts a portal of its own with DEBUG_MODE and a one-second job sweep. The follower's
 * journey (issue 14) and the applications' journey (issue 15) read their e-mails here too.
 */

let portal: TestPortal;
// One worker runs the file in order: in parallel, each worker would start a portal of its own.
test.describe.configure({ mode: "default" });

/** kunde@demo.at publishes a new ad of Donautal Technik GmbH through the API; resolves with its id. */
async function publishNewAd(title: string): Promise<number> {
  const customer = new HttpBrowser();
  await signIn(customer, portal.baseUrl, "business", "kunde@demo.at");
  return publishAdThroughApi(customer, portal.baseUrl, { title });
}

test.beforeAll(async () => {
  // Starting and seeding a portal takes longer than a test's usual budget.
  test.setTimeout(120_000);
  portal = await startTestPortal({
    DEBUG_MODE: "true",
    JOBS_SWEEP_SECONDS: "1",
    // Followers' alerts at any hour, not from 07:00 Vienna on: the suite runs day and night.
    FOLLOWER_ALERT_HOUR: "0",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // A publication queues an e-mail; the queue delivers it into the outbox.
  await publishNewAd("Postausgang-Test Monteur:in (m/w/d)");
});

test.afterAll(async () => {
  await portal?.stop();
});

test("the mail outbox viewer lists the delivered e-mail and shows its text", async ({ page }) => {
  await page.goto(`${portal.baseUrl}/debug`);
  await page.getByRole("link", { name: "E-Mail-Postausgang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Postausgang" })).toBeVisible();

  const subject = "Ihr Inserat „Postausgang-Test Monteur:in (m/w/d)“ ist veröffentlicht";
  // The company's every user gets it; kunde's row.
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: subject }) })
    .filter({ has: page.getByRole("cell", { name: "kunde@demo.at" }) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("cell", { name: "Nur im Postausgang" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole("cell", { name: "kunde@demo.at" })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: subject }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(
    page.getByText(/Ihr Inserat „Postausgang-Test Monteur:in \(m\/w\/d\)“ \(Nr\. \d+\) ist veröffentlicht/),
  ).toBeVisible();
  // The loading bar of the client-side navigation sits outside the landmarks while it shows.
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Zurück zum Postausgang" }).click();
  await expect(page).toHaveURL(/\/debug\/mails$/);
});

test("a visitor follows the company, confirms with the button of the mail's link, gets the next ad and unsubscribes", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const email = `folgerin.${Date.now()}@example.at`;
  await page.goto(`${portal.baseUrl}/unternehmen/donautal-technik-gmbh`);
  const follow = page.getByRole("region", { name: "Donautal Technik GmbH folgen" });
  await waitForHydration(follow.getByRole("button", { name: "Firma folgen" }));
  await follow.getByRole("textbox", { name: "Ihre E-Mail-Adresse" }).fill(email);
  await follow.getByRole("button", { name: "Firma folgen" }).click();
  await expect(follow.getByText(/Fast geschafft: Wir haben Ihnen eine E-Mail geschickt/)).toBeVisible();
  await expectNoAxeViolations(page);

  const confirmation = await openDebugMail(
    page,
    portal.baseUrl,
    /Bitte bestätigen Sie: Neue Stellen von Donautal Technik GmbH/,
  );
  expect(confirmation).toContain(email);
  const confirmLink = /(http\S+\/folgen\?token=\S+)/.exec(confirmation)![1]!;
  // Opening the link (what a mail scanner does too) only shows the question; the button confirms.
  await page.goto(confirmLink);
  await expect(
    page.getByRole("heading", { level: 1, name: "Neue Stellen von Donautal Technik GmbH per E-Mail" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForHydration(page.getByRole("button", { name: "Jetzt folgen" }));
  await page.getByRole("button", { name: "Jetzt folgen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sie folgen jetzt: Donautal Technik GmbH" })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Folge-Test Elektriker:in ${Date.now()} (m/w/d)`;
  await publishNewAd(title);
  const alert = await openDebugMail(
    page,
    portal.baseUrl,
    new RegExp(`Neue Stelle bei Donautal Technik GmbH: ${title.replace(/[()]/g, "\\$&")}`),
  );
  expect(alert).toContain(email);
  const unsubscribeLink = /(http\S+\/job-alerts\/abmelden\?token=\S+)/.exec(alert)![1]!;
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { level: 1, name: "Job-Alerts abmelden" })).toBeVisible();
  await expect(
    page.getByText(`${email} erhält neue Stellen von Donautal Technik GmbH.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The mail program's "Abmelden" (List-Unsubscribe, RFC 8058): a POST from its own servers,
  // without the portal's origin or cookies.
  const oneClick = await page.request.post(unsubscribeLink.replace("/abmelden?", "/abmelden/ein-klick?"), {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { cookie: "" },
  });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dieser Abmeldelink ist nicht mehr gültig" })).toBeVisible();
  // The old confirmation link does not follow again: that needs a new request.
  await page.goto(confirmLink);
  await expect(
    page.getByRole("heading", { level: 1, name: "Dieser Bestätigungslink ist nicht mehr gültig" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Jetzt folgen" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** A one-page PDF CV, made the way a word processor's export would be. */
function cvPdf(name: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(`Lebenslauf ${name}: Elektrotechnik, Lehrabschluss, fünf Jahre Montage.`);
    doc.end();
  });
}

/** Fills the application form of the page as a candidate on a phone does, and sends it. */
async function apply(page: Page, person: { first: string; last: string; email: string; permit: "Ja" | "Nein" }) {
  const form = page.getByRole("form", { name: /^Bewerbung als / });
  await form.getByLabel("Vorname").fill(person.first);
  await form.getByLabel("Nachname").fill(person.last);
  await form.getByLabel("E-Mail-Adresse").fill(person.email);
  await form.getByLabel("Lebenslauf").setInputFiles({
    name: `Lebenslauf ${person.last}.pdf`,
    mimeType: "application/pdf",
    buffer: await cvPdf(`${person.first} ${person.last}`),
  });
  await form
    .getByRole("group", { name: /Arbeitserlaubnis/ })
    .getByRole("radio", { name: person.permit })
    .check();
  await form.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Bewerbung absenden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bewerbung" })).toBeVisible();
}

test("candidates apply on a phone, the company triages, invites and rejects, and a candidate withdraws", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const manager = `${portal.baseUrl}/p/applications/bewerber-manager`;
  const stamp = Date.now();
  const knockedOut = {
    first: "Karin",
    last: `Kogler${stamp}`,
    email: `karin.${stamp}@example.at`,
    permit: "Nein",
  } as const;
  const smart = {
    first: "Stefan",
    last: `Steiner${stamp}`,
    email: `stefan.${stamp}@example.at`,
    permit: "Ja",
  } as const;

  // The company asks a knock-out question on ad 4 and offers smart bewerben for it.
  await signInCustomer(page, "kunde@demo.at", `${manager}/inserate/4/fragen`);
  const newQuestion = page.getByRole("form", { name: "Neue Frage" });
  await newQuestion
    .getByLabel("Frage", { exact: true })
    .fill("Haben Sie eine gültige Arbeitserlaubnis für Österreich?");
  await newQuestion.getByLabel("Bei Ja/Nein scheidet aus, wer antwortet:").selectOption({ label: "Nein" });
  await newQuestion.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Frage „Haben Sie eine gültige Arbeitserlaubnis für Österreich?“ hinzugefügt.",
  );
  await page.getByLabel("Smart Bewerben für dieses Inserat").selectOption({ label: "Ein" });
  await page.getByRole("button", { name: "Speichern" }).first().click();
  // The editor's status line stays in the page (empty now), beside the switch's notice.
  await expect(page.getByRole("status").filter({ hasText: "Smart Bewerben gespeichert." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${portal.baseUrl}/p/applications/smart-bewerben`);
  await expect(page.getByRole("heading", { level: 1, name: "Smart Bewerben" })).toBeVisible();
  await expect(page.getByLabel(/^Smart Bewerben für .+/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // One candidate applies with the full form and fails the knock-out, one with smart bewerben.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(`${portal.baseUrl}/jobs/4`);
  // On a phone the consent banner covers the form's bottom until it is answered.
  await declineOptionalCookies(phone);
  await phone.getByRole("article").getByRole("link", { name: "Jetzt über das Portal bewerben" }).click();
  await apply(phone, knockedOut);
  await phone.goto(`${portal.baseUrl}/jobs/4/bewerben?art=smart`);
  await expect(phone.getByText("in unter einer Minute erledigt")).toBeVisible();
  await apply(phone, smart);

  // The company finds the smart application in the inbox and the other under "Ausgeschieden".
  await page.goto(`${manager}?inserat=4`);
  await expect(page.getByRole("link", { name: `${smart.first} ${smart.last}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${knockedOut.first} ${knockedOut.last}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^Ausgeschieden/ }).click();
  await expect(page.getByRole("link", { name: `${knockedOut.first} ${knockedOut.last}` })).toBeVisible();

  // Rejected in bulk; the e-mail waits for the next morning.
  await page.getByRole("checkbox", { name: `${knockedOut.first} ${knockedOut.last} auswählen` }).check();
  await page.getByText("Ausgewählten absagen …").click();
  await expect(page.getByLabel("E-Mail senden")).toHaveValue("morgen");
  await page.getByRole("button", { name: "Ausgewählten absagen" }).click();
  const confirm = page.getByRole("dialog", { name: `${knockedOut.first} ${knockedOut.last} absagen?` });
  await expect(confirm).toContainText("Die Absage-E-Mail ist geplant für");
  await confirm.getByRole("button", { name: "Absage bestätigen" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Abgesagt\. Die E-Mail ist für .+ geplant/);

  // The smart application: rated, moved to the interview stage, invited.
  await page.goto(`${manager}?inserat=4`);
  await page.getByRole("link", { name: `${smart.first} ${smart.last}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${smart.first} ${smart.last}` })).toBeVisible();
  await page.getByRole("radio", { name: "4 von 5 Sternen" }).check();
  await page.getByRole("button", { name: "Bewerten" }).click();
  await expect(page.getByRole("status")).toHaveText("Mit 4 von 5 Sternen bewertet.");
  await page.getByLabel("Verschieben nach").selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Verschieben" }).click();
  await expect(page.getByRole("status")).toHaveText("In die Phase „Interview“ verschoben.");
  await page.getByRole("button", { name: "E-Mail senden" }).click();
  await expect(page.getByRole("status")).toHaveText(`E-Mail an ${smart.first} ${smart.last} gesendet.`);
  // The CV is drawn in the page by pdf.js; loading it is a logged read.
  await expect(page.getByRole("img", { name: `Lebenslauf ${smart.last}.pdf, Seite 1 von 1` })).toBeVisible();
  await expectNoAxeViolations(page);
  const applicationUrl = page.url();

  // The candidate answers the invitation through its link, and the company reads the reply.
  const invitation = await openDebugMail(phone, portal.baseUrl, /^Einladung zum Gespräch: /);
  const replyLink = /(http\S+\/bewerbung\/nachrichten\?token=\S+)/.exec(invitation)![1]!;
  await phone.goto(replyLink);
  await expect(phone.getByRole("heading", { level: 1, name: "Nachrichten zu Ihrer Bewerbung" })).toBeVisible();
  await expect(phone.getByText(/^Einladung zum Gespräch: /)).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.getByLabel("Ihre Nachricht").fill("Vielen Dank, Dienstag um 10 Uhr passt mir gut.");
  await phone.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(phone.getByRole("status")).toHaveText(/Ihre Nachricht wurde gesendet\./);
  await page.goto(applicationUrl);
  const thread = page.getByRole("region", { name: "Nachrichten" });
  await expect(thread.getByRole("listitem", { name: `Nachricht von ${smart.first} ${smart.last}` })).toContainText(
    "Dienstag um 10 Uhr passt mir gut.",
  );
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Dokument geöffnet");

  // The company adds a stage of its own; the application's stage choice offers it.
  await page.goto(`${manager}/phasen`);
  await declineOptionalCookies(page);
  await page.getByLabel("Bezeichnung", { exact: true }).fill("Zweitgespräch");
  await page.getByLabel("Einfügen nach").selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Phase hinzufügen" }).click();
  await expect(page.getByRole("status")).toHaveText("Die Phase „Zweitgespräch“ ist hinzugefügt.");
  await expectNoAxeViolations(page);
  await page.goto(applicationUrl);
  await expect(page.getByLabel("Verschieben nach").getByRole("option", { name: "Zweitgespräch" })).toHaveCount(1);

  // The candidate withdraws by the link of the confirmation e-mail: the data goes at once.
  const confirmation = await openDebugMail(phone, portal.baseUrl, /^Ihre Bewerbung: /);
  expect(confirmation).toContain(smart.email);
  const withdrawLink = /(http\S+\/bewerbung\/zurueckziehen\?token=\S+)/.exec(confirmation)![1]!;
  await phone.goto(withdrawLink);
  await expect(phone.getByRole("heading", { level: 1, name: "Bewerbung zurückziehen" })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.getByRole("button", { name: "Bewerbung zurückziehen und Daten löschen" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Bewerbung zurückgezogen" })).toBeVisible();
  await page.goto(applicationUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Anonymisiert" })).toBeVisible();
  await expect(page.getByText(smart.email)).toHaveCount(0);

  // The withdrawn application leaves the inbox and its counts; it is listed under „Zurückgezogen“, never as „Neu“.
  // The ad filter names the ad with its number, state and date, so ads of the same title differ.
  const withdrawnPath = new URL(applicationUrl).pathname;
  await page.goto(manager);
  const adFilter = page.getByRole("combobox", { name: "Inserat", exact: true });
  const adOption = adFilter.getByRole("option", { name: /^.+ · Nr\. 4 · / });
  await expect(adOption).toHaveText(
    /^.+ · Nr\. 4 · (.+ · )?Aktiv · veröffentlicht am \d{2}\.\d{2}\.\d{4} · \d+ Bewerbung(en)?$/,
  );
  await adFilter.selectOption({ label: (await adOption.textContent())! });
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(/inserat=4/);
  // Inbox links carry the list's query (previous/next follow the filter).
  const withdrawnLink = page.locator(`a[href="${withdrawnPath}"], a[href^="${withdrawnPath}?"]`);
  await expect(withdrawnLink).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Ansicht" })
    .getByRole("link", { name: /^Zurückgezogen \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/ansicht=zurueckgezogen/);
  const withdrawnRow = page.getByRole("row").filter({ has: withdrawnLink });
  await expect(withdrawnRow.getByRole("cell", { name: "Zurückgezogen", exact: true })).toBeVisible();
  await expect(withdrawnRow.getByRole("link", { name: "Anonymisiert" })).toBeVisible();
  await expect(withdrawnRow.getByText("Neu", { exact: true })).toHaveCount(0);
  await expect(adFilter).toHaveValue("4");
  await expectNoAxeViolations(page);

  // A HYBRID company has the Bewerber-Manager, but not smart bewerben.
  const hybrid = await browser.newPage();
  await signInCustomer(hybrid, "hybrid@demo.at", manager);
  await expect(hybrid.getByRole("heading", { level: 1, name: "Bewerber-Manager" })).toBeVisible();
  await hybrid.goto(`${portal.baseUrl}/p/applications/smart-bewerben`);
  await expect(hybrid.getByText("Smart Bewerben steht nur Unternehmen im Direktvertrieb zur Verfügung.")).toBeVisible();
});

test("kunde@demo.at contacts a Buchhalterin from the talent search; she accepts by the e-mail's link and answers", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const month = new Date().toLocaleDateString("de-AT", { month: "long", timeZone: "Europe/Vienna" });
  await signInCustomer(page, "kunde@demo.at", `${portal.baseUrl}/p/active-sourcing/search?resetSearch=true`);
  await page.getByLabel("Jobtitel, Kenntnisse oder Stichwort").fill("Buchhalter");
  await page.getByLabel("Ort oder Postleitzahl").fill("Linz");
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page).toHaveURL(/q=Buchhalter&ort=Linz/);
  await page.getByRole("checkbox", { name: /^Aktiv suchend/ }).check();
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/wechsel=aktiv/);
  await page
    .getByRole("list", { name: "Suchergebnisse" })
    .getByRole("link", { name: "Buchhalterin, 8 Jahre Berufserfahrung, Linz" })
    .click();
  await expect(page).toHaveURL(/\/search\/candidate\/1\?/);

  // The request: a template, one of the company's active ads attached.
  await page.getByRole("link", { name: "Kontaktanfrage senden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktanfrage" })).toBeVisible();
  await expect(page.getByText(`Noch 40 von 40 Kontaktanfragen im ${month}`)).toBeVisible();
  await waitForHydration(page.getByLabel("Vorlage"));
  await page.getByLabel("Vorlage").selectOption({ label: "Kennenlernen" });
  await expect(page.getByLabel("Betreff")).toHaveValue("{Unternehmen} möchte Sie kennenlernen");
  const ad = page.getByLabel("Inserat anhängen (optional)");
  const adLabel = await ad.locator("option").nth(1).textContent();
  await ad.selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page).toHaveURL(/\/p\/active-sourcing\/messages\/1\?gesendet=1$/);
  await expect(page.getByText("Ihre Kontaktanfrage wurde gesendet.")).toBeVisible();
  await expect(page.getByText("Donautal Technik GmbH möchte Sie kennenlernen")).toBeVisible();
  await expect(page.getByText("Sehr geehrte Frau …,")).toBeVisible();
  await expect(page.getByText("Sabine Hofer")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Sabine reads the e-mail (her name there, never on the company's side) and follows its link.
  const mail = await openDebugMail(
    page,
    portal.baseUrl,
    /^Kontaktanfrage: Donautal Technik GmbH möchte Sie kennenlernen$/,
  );
  expect(mail).toContain("Sehr geehrte Frau Hofer,");
  expect(mail).toContain(`Die Stelle: ${adLabel!.replace(/ \(Nr\. \d+\)$/, "")}`);
  const link = /https?:\/\/\S+\/talente\/anfrage\?token=\S+/.exec(mail)![0];
  const sabine = await browser.newPage();
  await sabine.goto(link);
  await expect(
    sabine.getByRole("heading", { level: 1, name: "Kontaktanfrage von Donautal Technik GmbH" }),
  ).toBeVisible();
  await expect(sabine.getByText("Donautal Technik GmbH hat Sie angefragt")).toBeVisible();
  await expectNoAxeViolations(sabine);
  await sabine.getByRole("button", { name: "Anfrage annehmen" }).click();
  await expect(sabine.getByText("Sie haben die Anfrage angenommen.")).toBeVisible();
  await sabine.getByLabel("Ihre Nachricht").fill("Gern! Ich bin ab Montag erreichbar.");
  await sabine.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(sabine.getByText("Ihre Antwort wurde gesendet.")).toBeVisible();
  await expect(sabine.getByText("Donautal Technik GmbH hat Ihre Kontaktdaten erhalten")).toBeVisible();
  await sabine.close();

  // The company: the badge counts the unread messages; the conversation shows her name and answer.
  await page.goto(`${portal.baseUrl}/p/active-sourcing/search`);
  await expect(page.getByText("2 ungelesene Nachrichten").first()).toBeAttached();
  await page.goto(`${portal.baseUrl}/p/active-sourcing/messages`);
  const conversations = page.getByRole("list", { name: "Gespräche" });
  await expect(conversations.getByRole("link", { name: "Sabine Hofer" })).toBeVisible();
  await expect(conversations.getByText("2 ungelesen")).toBeVisible();
  await expectNoAxeViolations(page);
  await conversations.getByRole("link", { name: "Sabine Hofer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sabine Hofer" })).toBeVisible();
  await expect(page.getByText("sabine.hofer@example.at")).toBeVisible();
  await expect(page.getByText("Gern! Ich bin ab Montag erreichbar.")).toBeVisible();
  await expect(page.getByText("ungelesene Nachrichten")).toHaveCount(0);
  await page.getByLabel("Ihre Nachricht").fill("Danke! Wir rufen Sie am Montag an.");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Danke! Wir rufen Sie am Montag an.")).toBeVisible();
  await expectNoAxeViolations(page);
});
