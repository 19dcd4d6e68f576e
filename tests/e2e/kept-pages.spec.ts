import { expect, test, type Page } from "@playwright/test";
import { signInCustomer, waitForHydration } from "./fixtures";

/**
 * Pages the portal answers from its caches carry no nonce: their inline scripts are allowed by
 * hashes in the answer's policy (decision 055). A browser must run them as it runs a rendered
 * page: no script refused, the page hydrated, and the code of the next page loaded on navigation.
 */

/** Collects the page's CSP violations, in the page itself and as the browser logs them. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

/**
 * Opens `path` until the cache answers it. A write of another test running beside this one
 * (a signed-in person's change empties the public pages; a change of the company's data moves
 * its version) can make the next answer a render.
 */
async function loadKept(page: Page, path: string): Promise<Record<string, string>> {
  let headers: Record<string, string> = {};
  await expect
    .poll(async () => {
      headers = (await page.goto(path))?.headers() ?? {};
      return headers["x-page-cache"];
    })
    .toBe("hit");
  return headers;
}

test.describe("pages answered from a cache", () => {
  test("a public content page runs its scripts, hydrates and navigates", async ({ page }) => {
    const violations = await watchPolicy(page);
    const kept = await loadKept(page, "/produkte/stelleninserate");
    expect(kept["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);

    const productLink = page
      .getByRole("main")
      .getByRole("link", { name: /Stelleninserat Standard/ })
      .first();
    await waitForHydration(productLink);
    await productLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stelleninserat Standard");
    expect(await violations()).toEqual([]);
  });

  test("the job-ad list of a company runs its scripts, hydrates and navigates", async ({ page }) => {
    const violations = await watchPolicy(page);
    await signInCustomer(page, "kunde@demo.at");
    await loadKept(page, "/p/jobs");

    const credits = page.getByRole("navigation", { name: "Portalnavigation" }).getByRole("link", { name: "Guthaben" });
    await waitForHydration(credits);
    await credits.click();
    await expect(page).toHaveURL(/\/p\/credits$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
