import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * A file over 5 MB is refused in the browser before anything is sent (issue 32 §6): the field
 * says why in German, and no upload of 20 MB starts only to end in the 413 page. Demo data: ad 4
 * takes applications through the portal; nothing is sent, so nothing changes.
 */

const TOO_LARGE = "Eine Datei darf höchstens 5 MB groß sein.";

test("the application form refuses a CV and a document over 5 MB before sending", async ({ page }) => {
  await page.goto("/jobs/4");
  await expect(page).toHaveURL(/\/jobs\/4-[a-z0-9-]+$/);
  await page.goto(`${new URL(page.url()).pathname}/bewerben`);
  const form = page.getByRole("form", { name: /^Bewerbung als / });
  await waitForHydration(form);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/bewerben/.test(request.url())) posts.push(request.url());
  });

  await form.getByLabel("Vorname").fill("Maria");
  await form.getByLabel("Nachname").fill("Huber");
  await form.getByLabel("E-Mail-Adresse").fill("maria.huber@example.at");
  const sixMegabytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * 1024 * 1024)]);
  await form
    .getByLabel("Lebenslauf")
    .setInputFiles({ name: "Lebenslauf.pdf", mimeType: "application/pdf", buffer: sixMegabytes });
  await form
    .getByLabel("Weitere Unterlagen (freiwillig)")
    .setInputFiles({ name: "Zeugnis.pdf", mimeType: "application/pdf", buffer: sixMegabytes });
  await form.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
  await form.getByRole("button", { name: "Bewerbung absenden" }).click();

  await expect(form.getByText(TOO_LARGE)).toHaveCount(2);
  await expect(form.getByLabel("Lebenslauf")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});
