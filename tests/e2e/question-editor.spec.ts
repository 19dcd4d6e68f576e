import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer } from "./fixtures";

/**
 * The knock-out question editor in the browser (issue 34 §1): after "Frage hinzufügen" the add
 * form is empty and has the focus, and the status says what was done; a question about the
 * current pay is refused at its field; "Entfernen" asks in a dialog naming the question, and
 * "Abbrechen" changes nothing. Ad 3 of kunde@demo.at (scheduled) is used by no other spec; the
 * questions carry a stamp and are removed again.
 */

const EDITOR = "/p/applications/bewerber-manager/inserate/3/fragen";

/** The form of the saved question whose text is `label`. */
const savedQuestion = (page: Page, label: string) =>
  page.getByRole("form", { name: /^Frage \d+/ }).filter({ has: page.locator(`input[name="frage"][value="${label}"]`) });

test("a question is added once, the form empties, and removal asks first", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const stamp = Date.now();
  const label = `Haben Sie einen Staplerschein? (${stamp})`;
  await signInCustomer(page, "kunde@demo.at", EDITOR);
  await expect(page.getByRole("heading", { level: 1, name: /^Fragen an Bewerber:innen/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Added: the status names it, the add form is empty again and ready for the next one.
  const addForm = page.getByRole("form", { name: "Neue Frage" });
  const addField = addForm.getByLabel("Frage", { exact: true });
  await addField.fill(label);
  await addForm.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(page.getByRole("status")).toHaveText(`Frage „${label}“ hinzugefügt.`);
  await expect(savedQuestion(page, label)).toHaveCount(1);
  await expect(addField).toHaveValue("");
  await expect(addField).toBeFocused();

  // A question about the current pay is refused at its field, with the reason, and nothing is added.
  await addField.fill("Wie hoch ist Ihr aktuelles Gehalt?");
  await addForm.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(
    addForm.getByText(/^Fragen nach dem derzeitigen oder früheren Gehalt sind nicht zulässig/),
  ).toBeVisible();
  await expect(addField).toHaveAttribute("aria-invalid", "true");
  await expect(addField).toBeFocused();
  await expect(addField).toHaveValue("Wie hoch ist Ihr aktuelles Gehalt?");
  await expect(savedQuestion(page, "Wie hoch ist Ihr aktuelles Gehalt?")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Removal asks first; "Abbrechen" keeps the question and gives the focus back.
  const remove = savedQuestion(page, label).getByRole("button", { name: /entfernen$/ });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Frage entfernen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`„${label}“`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(savedQuestion(page, label)).toHaveCount(1);

  // Confirmed, it goes, and the status says so.
  await remove.click();
  await dialog.getByRole("button", { name: "Frage entfernen" }).click();
  await expect(page.getByRole("status")).toHaveText(`Frage „${label}“ entfernt.`);
  await expect(savedQuestion(page, label)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
