import PDFDocument from "pdfkit";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, waitForHydration } from "./fixtures";

/**
 * Issue 34 §5 in the browser, by keyboard: in a note, "@" and letters offer the company's
 * colleagues in a listbox that the arrow keys walk (the textarea names the active option),
 * Escape closes and Enter takes; a polite live region counts the suggestions. kunde@demo.at
 * (Katharina Mayr) mentions her colleague kollegin@demo.at (Lena Gruber), who finds the mention
 * under "Erwähnungen" and, opening the application, reads it. Ad 4 of kunde@demo.at takes the
 * application; the name carries a stamp, so no other spec's data meets it.
 */

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

test("a colleague is mentioned by keyboard and finds the mention in the navigation", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Erwaehnt${Date.now()}`;
  const name = `Mira ${last}`;
  const bare = await page.request.get("/jobs/4", { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, baseURL).pathname;
  const sent = await page.request.post(`${adPath}/bewerben`, {
    headers: { origin: baseURL! },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: "Mira",
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

  await signInCustomer(page, "kunde@demo.at", `/p/applications/bewerber-manager?q=${last}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const note = page.getByRole("textbox", { name: "Neue Notiz" });
  await waitForHydration(note);
  const suggestions = page.locator("[data-mention-announcer]");

  await note.focus();
  await page.keyboard.type("Bitte @le");
  const listbox = page.getByRole("listbox", { name: "Kolleg:innen erwähnen" });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option")).toHaveText(["Lena Gruber"]);
  await expect(note).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
  const active = listbox.getByRole("option", { name: "Lena Gruber", selected: true });
  await expect(note).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id"))!);
  await expect(suggestions).toHaveText(/^1 Vorschlag\./);
  await expectNoAxeViolations(page);

  // Escape closes the list for this "@"; typing on keeps it closed, so a plain "@le" could stay.
  await page.keyboard.press("Escape");
  await expect(listbox).toHaveCount(0);
  await expect(note).not.toHaveAttribute("aria-activedescendant", /.+/);
  await expect(note).toBeFocused();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("@Gru");
  await expect(listbox).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(active).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(listbox).toHaveCount(0);
  await expect(note).toHaveValue("Bitte @Lena Gruber ");
  await expect(suggestions).toHaveText("Lena Gruber erwähnt.");
  await page.keyboard.type("den Lebenslauf ansehen.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Notiz speichern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Notiz gespeichert; Lena Gruber wurde benachrichtigt.")).toBeVisible();
  await expect(page.getByText("Bitte @Lena Gruber den Lebenslauf ansehen.")).toBeVisible();

  // The colleague, in a browser of her own: the mention waits under "Erwähnungen".
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await signInCustomer(colleague, "kollegin@demo.at", "/p/applications/bewerber-manager/erwaehnungen");
  await expect(colleague.getByRole("heading", { level: 1, name: "Erwähnungen" })).toBeVisible();
  // The collapsed navigation carries the count on the group of "Erwähnungen".
  await expect(colleague.getByRole("button", { name: "Recruiting Services 1 ungelesene Erwähnungen" })).toBeVisible();
  const entry = colleague.getByRole("listitem").filter({ hasText: name });
  await expect(entry).toContainText("Neu");
  await expect(entry).toContainText("Katharina Mayr hat Sie am");
  await expectNoAxeViolations(colleague);
  await entry.getByRole("link", { name }).click();
  await expect(colleague.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(colleague.getByText("Bitte @Lena Gruber den Lebenslauf ansehen.")).toBeVisible();
  await colleague.goto("/p/applications/bewerber-manager/erwaehnungen");
  await expect(colleague.getByRole("listitem").filter({ hasText: name })).not.toContainText("Neu");
  await expect(colleague.getByRole("button", { name: "Recruiting Services", exact: true })).toBeVisible();
  await context.close();
});
