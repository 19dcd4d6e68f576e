import PDFDocument from "pdfkit";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, waitForHydration } from "./fixtures";

/**
 * Issue 34 §4 in the browser, by keyboard: kunde@demo.at adds a criterion to ad 4's scorecard,
 * rates a fresh application (refused while a criterion is unrated, the focus on it), submits, sees
 * the summary and changes the submitted scorecard. axe on the criteria page, the application's page
 * (also with the refusal showing) and the scorecard's own page. That a colleague sees nothing of it
 * before submitting their own is tested over HTTP (tests/integration/application-scorecards.test.ts):
 * the demo data has no second user in kunde's company.
 */

const MANAGER = "/p/applications/bewerber-manager";
const CRITERIA = `${MANAGER}/inserate/4/bewertungskriterien`;

function cvPdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** Picks a rating in a criterion's radio group from the keyboard: focus on its first radio, arrows to the value. */
async function rate(page: Page, criterion: string, value: number): Promise<void> {
  const group = page.getByRole("group", { name: criterion, exact: true });
  await group.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  for (let step = 1; step < value; step++) await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio").nth(value - 1)).toBeChecked();
}

test("a colleague rates an application by keyboard, submits, sees the summary and changes it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Bogen${Date.now()}`;
  const bare = await page.request.get("/jobs/4", { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, baseURL).pathname;
  const sent = await page.request.post(`${adPath}/bewerben`, {
    headers: { origin: baseURL!, "x-forwarded-for": "198.51.100.34" },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: "Berta",
      nachname: last,
      email: `${last.toLowerCase()}@example.at`,
      telefon: "",
      nachricht: "",
      website: "",
      datenschutz: "on",
      lebenslauf: { name: "lebenslauf.pdf", mimeType: "application/pdf", buffer: await cvPdf(`Lebenslauf ${last}`) },
    },
  });
  expect(sent.status()).toBe(303);

  // The criteria: one added from the keyboard (typed, Enter), announced, and the add form empty again.
  await signInCustomer(page, "kunde@demo.at", CRITERIA);
  await expect(page.getByRole("heading", { level: 1, name: /^Bewertungskriterien: / })).toBeVisible();
  await expectNoAxeViolations(page);
  const criterion = `Lernbereitschaft ${last.slice(-4)}`;
  const newLabel = page.getByLabel("Bezeichnung", { exact: true });
  await waitForHydration(newLabel);
  await newLabel.focus();
  await page.keyboard.type(criterion);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Das Kriterium „${criterion}“ ist hinzugefügt.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: new RegExp(criterion) })).toBeVisible();
  await expect(newLabel).toHaveValue("");
  await expectNoAxeViolations(page);

  // Katharina's scorecard: refused while a criterion is unrated (the focus goes to it), then submitted.
  await page.goto(`${MANAGER}?q=${last}`);
  await page.getByRole("link", { name: `Berta ${last}` }).click();
  const section = page.getByRole("region", { name: "Bewertungsbogen" });
  await expect(section.getByText("Noch niemand hat einen Bewertungsbogen abgegeben.")).toBeVisible();
  const submit = section.getByRole("button", { name: "Bewertungsbogen abgeben" });
  await waitForHydration(submit);
  await rate(page, "Fachwissen", 4);
  await page.keyboard.press("Tab");
  await expect(section.getByLabel("Kommentar zu Fachwissen (optional)")).toBeFocused();
  await page.keyboard.type("Kennt die Normen genau");
  await rate(page, "Kommunikation", 3);
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(
    section.getByText("Bitte bewerten Sie „Motivation“ mit 1 bis 5, bevor Sie den Bogen abgeben."),
  ).toBeVisible();
  await expect(
    section.getByRole("group", { name: "Motivation", exact: true }).getByRole("radio").first(),
  ).toBeFocused();
  await expect(section.getByLabel("Kommentar zu Fachwissen (optional)")).toHaveValue("Kennt die Normen genau");
  await expectNoAxeViolations(page);
  await rate(page, "Motivation", 5);
  await rate(page, criterion, 2);
  await section.getByLabel("Ihre Empfehlung").selectOption("ja");
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText("Ihr Bewertungsbogen ist abgegeben.");
  await expect(section.getByText("Zusammenfassung (1 Bogen)")).toBeVisible();
  await expect(section.getByText("Katharina Mayr: 4 von 5 – Kennt die Normen genau")).toBeVisible();
  await expectNoAxeViolations(page);
  const applicationUrl = page.url();

  // Changed after submitting: it stays submitted, and the summary follows.
  await expect(section.getByRole("button", { name: "Bewertungsbogen abgeben" })).toHaveCount(0);
  const save = section.getByRole("button", { name: "Änderungen speichern" });
  await waitForHydration(save);
  await rate(page, "Kommunikation", 4);
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText("Ihr Bewertungsbogen ist geändert.");
  await expect(section.getByText("Kommunikation: Durchschnitt 4,0 von 5 (1 Bewertung)")).toBeVisible();

  // The scorecard's own page (where the form posts without JavaScript) shows the same, and passes axe.
  await page.goto(`${new URL(applicationUrl).pathname}/bewertung`);
  await expect(page.getByRole("heading", { level: 1, name: `Bewertungsbogen: Berta ${last}` })).toBeVisible();
  await expect(page.getByText(`${criterion}: Durchschnitt 2,0 von 5 (1 Bewertung)`)).toBeVisible();
  await expectNoAxeViolations(page);
});
