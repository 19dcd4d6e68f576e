import { expect, test, type Page } from "@playwright/test";
import {
  LOADING_HIDE_DELAY_MS,
  LOADING_THROTTLE_MS,
  LOADING_TICK_MS,
} from "../../app/features/platform/loading-indicator";
import { expectNoAxeViolations, waitForHydration } from "./fixtures";

const NOTICE = "Eine neue Version des Arbeitgeberportals ist verfügbar.";

/** Client-side navigation and React handlers need the page hydrated, not just rendered. */
const waitForPage = (page: Page) => waitForHydration(page.locator("body a[href]").first());

/** Survives client-side navigation, not a full page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute("data-e2e-marker", "1"));
}

/** Null while a navigation replaces the document, so polling callers simply try again. */
const isSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-e2e-marker") === "1").catch(() => null);

const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookies und Datenschutz" });
const headerLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

test.describe("version check", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { id: "neu", timestamp: Date.now() }, headers: { "Cache-Control": "no-cache" } }),
    );
  });

  /** Returning to the tab triggers a poll; repeated until the app's listener is in place. */
  async function detectNewVersion(page: Page) {
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(page.getByRole("status")).toContainText(NOTICE, { timeout: 1_000 });
    }).toPass();
  }

  test("a different build id shows the notice, and „Jetzt neu laden“ reloads", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("status")).toHaveCount(0);
    await detectNewVersion(page);
    await markDocument(page);
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Jetzt neu laden" }).click()]);
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });

  test("after a new version the next navigation is a full page load", async ({ page }) => {
    await page.goto("/");
    await detectNewVersion(page);
    await markDocument(page);
    await headerLink(page, "Stelleninserate").click();
    await page.waitForURL("**/produkte/stelleninserate");
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => isSameDocument(page)).toBe(false);
  });

  test("the deployed record of this build shows nothing", async ({ page }) => {
    await page.unroute("**/builds/latest.json");
    await page.goto("/");
    await waitForPage(page);
    await expect(async () => {
      const polled = page.waitForResponse((response) => new URL(response.url()).pathname === "/builds/latest.json", {
        timeout: 1_000,
      });
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await polled;
    }).toPass();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
});

test.describe("consent banner", () => {
  test("is shown until a choice is made and passes axe", async ({ page }) => {
    await page.goto("/");
    await expect(consentBanner(page)).toBeVisible();
    await expect(consentBanner(page).getByRole("heading", { name: "Cookies und Datenschutz" })).toBeVisible();
    await expect(
      consentBanner(page).getByRole("link", { name: "Mehr in unserer Datenschutzerklärung" }),
    ).toHaveAttribute("href", "/datenschutz");
    await expectNoAxeViolations(page);
  });

  test("„Nur notwendige“ stores the refusal for a year; no tag manager ever loads", async ({ page, context }) => {
    const tagManagerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("googletagmanager")) tagManagerRequests.push(request.url());
    });
    await page.goto("/");
    await waitForPage(page);
    await consentBanner(page).getByRole("button", { name: "Nur notwendige" }).click();
    await expect(consentBanner(page)).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name === "ap_consent");
    expect(cookie).toMatchObject({ value: "denied", path: "/", sameSite: "Lax" });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs(cookie!.expires - yearFromNow)).toBeLessThan(120);

    // Every kind of first interaction, then a new page: still nothing.
    await page.mouse.move(200, 200);
    await page.mouse.click(5, 300);
    await page.keyboard.press("Shift");
    await page.mouse.wheel(0, 400);
    await page.reload();
    await expect(consentBanner(page)).toHaveCount(0);
    await page.mouse.click(5, 300);
    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);
    expect(tagManagerRequests).toEqual([]);
  });

  test("the server leaves the banner out once a choice exists", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "ap_consent", value: "granted", url: baseURL! }]);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("Cookies und Datenschutz");
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test("works with the keyboard and leaves the page usable behind it", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    // Non-modal: the page's own links stay clickable while it shows.
    await expect(consentBanner(page)).toBeVisible();
    await headerLink(page, "Talentsuche").click();
    await page.waitForURL("**/produkte/talentsuche");
    await consentBanner(page).getByRole("button", { name: "Alle akzeptieren" }).focus();
    await page.keyboard.press("Enter");
    await expect(consentBanner(page)).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === "ap_consent")?.value).toBe("granted");
  });

  test("its privacy-policy link prefetches the page on hover", async ({ page }) => {
    // React Router learns the routes of the page's links with one /__manifest request after
    // hydration; a link prefetches only once its route is known, as for a person, who is slower.
    const discovered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/__manifest" && response.url().includes("%2Fdatenschutz"),
    );
    await page.goto("/");
    await waitForPage(page);
    await discovered;
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === "/datenschutz.data");
    await consentBanner(page).getByRole("link", { name: "Mehr in unserer Datenschutzerklärung" }).hover();
    await prefetch;
    await page.getByRole("link", { name: "Mehr in unserer Datenschutzerklärung" }).click();
    await page.waitForURL("**/datenschutz");
    await expect(page.locator("h1")).toBeVisible();
  });
});

test.describe("loading indicator", () => {
  // The page's clock stands still after hydration and moves only when the test says so: whether
  // the bar shows depends on the 200 ms throttle in page time, not on how busy this machine is.
  async function freezeClock(page: Page) {
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
  }

  /**
   * Lets React run the effects of its last commit (it schedules them through MessageChannel,
   * which the test clock does not stop): a page that shows the new content may not yet have
   * cleared the loading bar's timers, and page time moved now would fire them.
   */
  async function settleEffects(page: Page) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          let rounds = 0;
          channel.port1.onmessage = () => (++rounds >= 10 ? resolve() : channel.port2.postMessage(null));
          channel.port2.postMessage(null);
        }),
    );
  }

  test("shows a progress bar during a slow navigation and hides it afterwards", async ({ page }) => {
    let answer!: () => void;
    const slowServer = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/produkte/stelleninserate.data*", async (route) => {
      await slowServer;
      await route.continue();
    });
    await page.goto("/");
    await waitForPage(page);
    await freezeClock(page);
    const bar = page.getByRole("progressbar", { name: "Seite wird geladen" });
    await expect(bar).toHaveCount(0);
    const requested = page.waitForRequest("**/produkte/stelleninserate.data*");
    await headerLink(page, "Stelleninserate").click();
    await requested;
    await expect(bar).toHaveCount(0);
    // The throttle passes, then one tick moves the bar off zero width. React sets its timers in
    // effects that may run after a step of the clock: page time moves in steps until they did.
    await expect
      .poll(async () => {
        await page.clock.runFor(LOADING_TICK_MS);
        return bar.isVisible();
      })
      .toBe(true);
    await expect(bar).toHaveCSS("height", "3px");
    answer();
    await page.waitForURL("**/produkte/stelleninserate");
    await expect(page.locator("h1")).toBeVisible();
    // The full bar stays for the hide delay, then fades out.
    await expect
      .poll(async () => {
        await page.clock.runFor(LOADING_HIDE_DELAY_MS);
        return bar.count();
      })
      .toBe(0);
  });

  test("stays hidden for a navigation shorter than the throttle", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    let seen = false;
    await page.exposeFunction("barSeen", () => (seen = true));
    await page.evaluate(() => {
      const notify = (window as unknown as { barSeen: () => void }).barSeen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-hidden="false"]')) notify();
      }).observe(document.body, { attributes: true, childList: true, subtree: true });
    });
    await freezeClock(page);
    await headerLink(page, "Talentsuche").click();
    await page.waitForURL("**/produkte/talentsuche");
    await expect(page.locator("h1")).toBeVisible();
    await settleEffects(page);
    // The throttle's time passes only now, after the navigation: its timer is gone, no bar.
    await page.clock.runFor(LOADING_THROTTLE_MS + LOADING_HIDE_DELAY_MS);
    await expect(page.getByRole("progressbar", { name: "Seite wird geladen" })).toHaveCount(0);
    expect(seen).toBe(false);
  });
});

test.describe("chunk-load failure (SPEC §8)", () => {
  const TARGET = "/produkte/stelleninserate";
  const GUARD_KEY = `ap:chunk-reload:${TARGET}`;

  test("loads the target page once, and a second failure within 10 s shows the error instead of looping", async ({
    page,
  }) => {
    // Five page loads and three navigations: room for a busy two-core machine.
    test.setTimeout(120_000);
    // Date.now() stands still, so "within 10 s" does not depend on how fast this machine is.
    await page.clock.setFixedTime(new Date("2026-03-02T09:00:00+01:00"));
    // The target page's code is gone, as after a deployment.
    await page.route("**/assets/produkte-stelleninserate-*.js", (route) => route.abort());
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });

    await page.goto("/");
    await waitForPage(page);
    await markDocument(page);
    await headerLink(page, "Stelleninserate").click();
    await expect.poll(() => isSameDocument(page)).toBe(false);
    await page.waitForURL(`**${TARGET}`);
    await expect(page.locator("h1")).toBeVisible();
    // One full page load, of the target (not a reload of the page the user left).
    expect(documents).toEqual(["/", TARGET]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)).not.toBeNull();

    // The same path fails again at once: the error page, no further load.
    await page.goto("/");
    await waitForPage(page);
    await headerLink(page, "Stelleninserate").click();
    await expect(page.getByRole("heading", { name: "Ein Fehler ist aufgetreten", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    expect(documents).toEqual(["/", TARGET, "/"]);

    // Ten seconds later the guard lets the next failure load the page again.
    await page.clock.setFixedTime(new Date("2026-03-02T09:00:10+01:00"));
    await page.goto("/");
    await waitForPage(page);
    await headerLink(page, "Stelleninserate").click();
    await page.waitForURL(`**${TARGET}`);
    await expect.poll(() => documents).toEqual(["/", TARGET, "/", "/", TARGET]);
    // The reloaded page shows the server's rendering (its code is still missing) and loads
    // nothing more. The test ends on that settled page: closing the context while the page still
    // loads and its module request is being aborted can stall the teardown.
    await expect(page.getByRole("heading", { name: "Stelleninserate", level: 1 })).toBeVisible();
    await page.waitForLoadState("load");
    await page.unrouteAll({ behavior: "wait" });
    expect(documents).toEqual(["/", TARGET, "/", "/", TARGET]);
  });
});
