import { expect, test } from "@playwright/test";
import { STYLEGUIDE_COMPONENTS } from "../../app/features/styleguide/components";
import { expectNoAxeViolations } from "./fixtures";

test.describe("styleguide", () => {
  for (const component of STYLEGUIDE_COMPONENTS) {
    test(`/styleguide/${component.slug} shows its demos without axe violations`, async ({ page }) => {
      const response = await page.goto(`/styleguide/${component.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: component.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the modal is 736 px wide by default, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/styleguide/modal");
    const opener = page.getByRole("button", { name: "Standardbreite öffnen" });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const width = await dialog.evaluate((el) => el.closest("[data-rac], section, div")!.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(736);
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the tooltip appears on keyboard focus and closes on Escape", async ({ page }) => {
    await page.goto("/styleguide/modal");
    await page.getByRole("button", { name: "Duplizieren" }).focus();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText("Inserat duplizieren");
    expect(await tooltip.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("270px");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("the decimal field applies the input rules of SPEC §5", async ({ page }) => {
    await page.goto("/styleguide/inputs");
    const field = page.getByRole("textbox").and(page.locator('[inputmode="decimal"]')).first();
    // Pasted at once: letters go, two decimals at most after the comma; the dot before three
    // digits groups thousands (decision 015).
    await field.fill("1.234,567abc");
    await expect(field).toHaveValue("1.234,56");
    await field.blur();
    await expect(field).toHaveValue("1.234,56");
    // Typed key by key: letters never appear; a dot waits for blur ("12.5" may still become "12.500"),
    // then a dot before two digits is the decimal comma.
    await field.fill("");
    await field.pressSequentially("12.5x6");
    await expect(field).toHaveValue("12.56");
    await field.blur();
    await expect(field).toHaveValue("12,56");
  });
});
