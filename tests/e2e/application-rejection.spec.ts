import PDFDocument from "pdfkit";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, waitForHydration } from "./fixtures";

/**
 * Issue 34 §1 in the browser: "Absagen" asks first in a dialog that names the candidate and when
 * the mail goes; cancelling changes nothing; a rejection planned for "Morgen um 8 Uhr" shows on
 * the application's page with "Geplante Absage zurücknehmen", which takes it back (the mail is
 * never sent: tests/integration/application-rejection-outbox.test.ts runs the outbox at that
 * time) and returns the application to "In Prüfung". Ad 4 of kunde@demo.at takes the
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

/** Sends ad 4's application form as the browser would (the form itself is tested elsewhere). */
async function apply(request: APIRequestContext, baseURL: string, person: { first: string; last: string }) {
  const bare = await request.get("/jobs/4", { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, baseURL).pathname;
  const response = await request.post(`${adPath}/bewerben`, {
    headers: { origin: baseURL },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: person.first,
      nachname: person.last,
      email: `${person.last.toLowerCase()}@example.at`,
      telefon: "",
      nachricht: "",
      website: "",
      datenschutz: "on",
      lebenslauf: {
        name: `Lebenslauf ${person.last}.pdf`,
        mimeType: "application/pdf",
        buffer: await cvPdf(`Lebenslauf ${person.first} ${person.last}`),
      },
    },
  });
  expect(response.status()).toBe(303);
}

test("a rejection planned for the morning is confirmed first and taken back before its mail leaves", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Zaudrer${Date.now()}`;
  const name = `Rosa ${last}`;
  await apply(page.request, baseURL!, { first: "Rosa", last });

  await signInCustomer(page, "kunde@demo.at", `/p/applications/bewerber-manager?q=${last}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByLabel("Verschieben nach").selectOption({ label: "In Prüfung" });
  await page.getByRole("button", { name: "Verschieben" }).click();
  await expect(page.getByRole("status")).toHaveText("In die Phase „In Prüfung“ verschoben.");

  const rejection = page.getByRole("region", { name: "Absagen" });
  await rejection.getByLabel("E-Mail senden").selectOption({ label: "Morgen um 8 Uhr" });
  const absagen = rejection.getByRole("button", { name: "Absagen", exact: true });
  await waitForHydration(absagen);

  // The first click only asks; cancelling leaves everything as it was.
  await absagen.click();
  const dialog = page.getByRole("dialog", { name: `${name} absagen?` });
  await expect(dialog).toContainText(`Sie sagen ${name} ab.`);
  await expect(dialog).toContainText(/Die Absage-E-Mail ist geplant für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr\./);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(absagen).toBeFocused();
  await expect(page.getByLabel("Verschieben nach")).toHaveValue("in-pruefung");
  await expect(page.getByRole("region", { name: "Nachrichten" })).toContainText(
    "Noch keine Nachrichten mit dieser Person.",
  );

  // Asked again, and confirmed by keyboard.
  await absagen.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Absage bestätigen" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Abgesagt\. Die E-Mail ist für .+, 08:00 Uhr geplant/);

  const planned = page.getByRole("region", { name: /^Absage geplant für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr$/ });
  await expect(planned).toBeVisible();
  await expect(page.getByLabel("Verschieben nach")).toHaveValue("abgesagt");
  await expectNoAxeViolations(page);

  await planned.getByRole("button", { name: "Geplante Absage zurücknehmen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Die geplante Absage an ${name} wurde zurückgenommen; die E-Mail wird nicht gesendet. Die Bewerbung ist wieder in der Phase „In Prüfung“.`,
  );
  await expect(page.getByRole("region", { name: /^Absage geplant/ })).toHaveCount(0);
  await expect(page.getByLabel("Verschieben nach")).toHaveValue("in-pruefung");
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Geplante Absage zurückgenommen");
  await expect(page.getByRole("region", { name: "Nachrichten" })).toContainText(
    "Noch keine Nachrichten mit dieser Person.",
  );
  await expectNoAxeViolations(page);
});
