import PDFDocument from "pdfkit";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer } from "./fixtures";

/**
 * Issue 34 §2 in the browser: an ad's pipeline board, a card moved from the keyboard. The
 * focus stays on the moved card and the live region says each step. Ad 4 of kunde@demo.at takes
 * the application; its name carries a stamp, and the board's search shows only it.
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

test("a card moves to the next stage by keyboard, keeps the focus and is announced", async ({ page, baseURL }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Kanban${Date.now()}`;
  const bare = await page.request.get("/jobs/4", { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, baseURL).pathname;
  const sent = await page.request.post(`${adPath}/bewerben`, {
    headers: { origin: baseURL! },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: "Karla",
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

  await signInCustomer(page, "kunde@demo.at", `/p/applications/bewerber-manager/inserate/4?q=${last}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Pipeline: / })).toBeVisible();
  const inbox = page.getByRole("region", { name: "Eingegangen (1)" });
  await expect(inbox.getByRole("link", { name: `Karla ${last}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const handle = page.getByRole("button", { name: `Karla ${last} verschieben` });
  await handle.focus();
  await page.keyboard.press("Space");
  const status = page.getByRole("status").filter({ hasText: /Karte|verschoben|über/ });
  await expect(status).toHaveText(/Karte Karla .* aufgenommen, in „Eingegangen“/);
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText(`Karla ${last} über „In Prüfung“.`);
  await expect(handle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(status).toHaveText(`Karla ${last} nach „In Prüfung“ verschoben.`);
  const checking = page.getByRole("region", { name: "In Prüfung (1)" });
  await expect(checking.getByRole("link", { name: `Karla ${last}` })).toBeVisible();
  await expect(handle).toBeFocused();
  await expectNoAxeViolations(page);

  // The move stuck: on a fresh load the card is in its new column, with the history entry behind it.
  await page.reload();
  await expect(page.getByRole("region", { name: "In Prüfung (1)" })).toBeVisible();
  await page.getByRole("link", { name: `Karla ${last}` }).click();
  await expect(page.getByText("Phase geändert von „Eingegangen“ nach „In Prüfung“")).toBeVisible();
});
