import PDFDocument from "pdfkit";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer } from "./fixtures";

/**
 * Decision 058 in the browser: a second application of the same mailbox is marked in the
 * Bewerber-Manager as a possible duplicate, linked both ways, and a colleague merges it after
 * ticking the confirmation. Ad 4 of kunde@demo.at takes the two applications; the names carry
 * a stamp, so no other spec's data meets them.
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
async function apply(
  request: APIRequestContext,
  baseURL: string,
  person: { first: string; last: string; email: string },
) {
  const bare = await request.get("/jobs/4", { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, baseURL).pathname;
  const response = await request.post(`${adPath}/bewerben`, {
    headers: { origin: baseURL },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: person.first,
      nachname: person.last,
      email: person.email,
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

test("a possible duplicate is marked in the Bewerber-Manager and merged after a confirmation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Doppler${Date.now()}`;
  const email = `${last.toLowerCase()}@example.at`;
  await apply(page.request, baseURL!, { first: "Dora", last, email });
  await apply(page.request, baseURL!, { first: "Dora Maria", last, email: email.toUpperCase() });

  await signInCustomer(page, "kunde@demo.at", `/p/applications/bewerber-manager?q=${last}`);
  const rows = page.getByRole("row").filter({ hasText: last });
  await expect(rows).toHaveCount(2);
  const laterRow = rows.filter({ hasText: "Dora Maria" });
  await expect(laterRow.getByRole("link", { name: "Mögliche Doppelbewerbung" })).toBeVisible();
  await expect(
    rows.filter({ hasNotText: "Dora Maria" }).getByRole("link", { name: "Mögliche Doppelbewerbung" }),
  ).toHaveCount(0);

  await laterRow.getByRole("link", { name: `Dora Maria ${last}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dora Maria ${last}` })).toBeVisible();
  const mark = page.getByRole("region", { name: "Mögliche Doppelbewerbung" });
  await expect(mark.getByRole("link", { name: new RegExp(`^Dora ${last}, eingegangen am`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await mark.getByText("Mit der früheren Bewerbung zusammenführen").click();
  const merge = mark.getByRole("button", { name: "Zusammenführen", exact: true });
  const confirmation = mark.getByRole("checkbox", { name: /Beide Bewerbungen stammen von derselben Person/ });
  await expect(confirmation).toBeVisible();
  await expectNoAxeViolations(page);
  // Without the tick the browser keeps the form (the server would refuse it too).
  await merge.click();
  await expect(page.getByRole("heading", { level: 1, name: `Dora Maria ${last}` })).toBeVisible();
  expect(await confirmation.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await confirmation.check();
  await merge.click();
  await expect(page.getByText("Die Bewerbungen wurden zusammengeführt.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Dora Maria ${last}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Doppelbewerbung zusammengeführt");
  await expect(page.getByRole("region", { name: "Mögliche Doppelbewerbung" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/p/applications/bewerber-manager?q=${last}`);
  await expect(page.getByRole("row").filter({ hasText: last })).toHaveCount(1);
});
