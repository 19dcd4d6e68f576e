// @vitest-environment happy-dom
// The tag manager script must not really load; happy-dom reports the skipped file as loaded.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, saveConsent } from "./consent-banner";
import { ACTIVE_SOURCING_PATTERNS, pageViewPath } from "~/lib/private-paths";
import { INTERACTION_EVENTS, TAG_MANAGER_SCRIPT_ID, TagManager } from "./tag-manager";

describe("pageViewPath", () => {
  it.each([
    ["/p/active-sourcing/search", "/p/active-sourcing/search"],
    ["/p/active-sourcing/matching", "/p/active-sourcing/matching"],
    ["/p/active-sourcing/messages", "/p/active-sourcing/messages"],
    ["/p/active-sourcing/projects", "/p/active-sourcing/projects"],
    ["/p/active-sourcing/releases", "/p/active-sourcing/releases"],
    ["/p/active-sourcing/saved-search", "/p/active-sourcing/saved-search"],
    ["/p/active-sourcing/info-new-version", "/p/active-sourcing/info-new-version"],
    ["/p/active-sourcing/lizenz", "/p/active-sourcing/lizenz"],
    ["/p/active-sourcing/messages/4711", "/p/active-sourcing/messages/:profileId"],
    ["/p/active-sourcing/matching/88", "/p/active-sourcing/matching/:jobId"],
    ["/p/active-sourcing/projects/p-12", "/p/active-sourcing/projects/:projectId"],
    ["/p/active-sourcing/search/contact/4711", "/p/active-sourcing/search/contact/:profileId"],
    ["/p/active-sourcing/search/candidate/123", "/p/active-sourcing/search/candidate/:profileId"],
    ["/p/active-sourcing/matching/88/contact/4711", "/p/active-sourcing/matching/:jobId/contact/:profileId"],
    ["/p/active-sourcing/projects/p-12/contact/4711", "/p/active-sourcing/projects/:projectId/contact/:profileId"],
  ])("%s → %s", (pathname, expected) => {
    expect(pageViewPath(pathname)).toBe(expected);
  });

  it("covers every active-sourcing route of SPEC §2 and the licence page", () => {
    expect(ACTIVE_SOURCING_PATTERNS).toHaveLength(15);
  });

  it("accepts a trailing slash", () => {
    expect(pageViewPath("/p/active-sourcing/search/candidate/123/")).toBe(
      "/p/active-sourcing/search/candidate/:profileId",
    );
  });

  it("never reports the rest of an unknown active-sourcing path", () => {
    expect(pageViewPath("/p/active-sourcing/search/candidate/123/notes/9")).toBe("/p/active-sourcing/*");
  });

  it("leaves every other path as it is", () => {
    for (const pathname of ["/", "/p/jobs/12/data", "/p/active-sourcing", "/produkte/talentsuche/top"]) {
      expect(pageViewPath(pathname)).toBe(pathname);
    }
  });
});

describe("TagManager", () => {
  const script = () => document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement | null;

  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    delete window.dataLayer;
  });
  afterEach(() => {
    cleanup();
    script()?.remove();
  });

  function renderTagManager(path = "/") {
    const router = createMemoryRouter(
      [{ path: "*", element: <TagManager tagManagerId="GTM-ABC123" nonce="n0nce" /> }],
      {
        initialEntries: [path],
      },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("loads at once with the consent cookie, with the page's nonce", () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    renderTagManager();
    expect(script()?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
    expect(script()?.nonce).toBe("n0nce");
    expect(script()?.async).toBe(true);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
  });

  it("without a choice loads neither at once nor at the first interaction", () => {
    renderTagManager();
    expect(script()).toBeNull();
    act(() => void window.dispatchEvent(new Event("scroll")));
    expect(script()).toBeNull();
  });

  it.each(INTERACTION_EVENTS)("loads at the first %s when consent was granted meanwhile", (type) => {
    renderTagManager();
    // A choice made in another tab: the cookie changes, this tab is not told.
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    expect(script()).toBeNull();
    act(() => void document.body.dispatchEvent(new Event(type, { bubbles: type !== "scroll" })));
    if (type === "scroll") act(() => void window.dispatchEvent(new Event("scroll")));
    expect(script()).not.toBeNull();
  });

  it("listens passively and only until the first interaction", () => {
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    renderTagManager();
    const interactionCalls = added.mock.calls.filter(([type]) =>
      (INTERACTION_EVENTS as readonly string[]).includes(type),
    );
    expect(interactionCalls.map(([type]) => type).sort()).toEqual([...INTERACTION_EVENTS].sort());
    for (const [, , options] of interactionCalls) expect(options).toMatchObject({ passive: true });
    act(() => void window.dispatchEvent(new Event("click")));
    const removedTypes = removed.mock.calls.map(([type]) => type);
    for (const type of INTERACTION_EVENTS) expect(removedTypes).toContain(type);
    vi.restoreAllMocks();
  });

  it("loads when the visitor accepts in the banner", () => {
    renderTagManager();
    act(() => saveConsent("granted"));
    expect(script()).not.toBeNull();
  });

  it("never loads after 'Nur notwendige', however much the visitor interacts", () => {
    renderTagManager();
    act(() => saveConsent("denied"));
    for (const type of INTERACTION_EVENTS) act(() => void window.dispatchEvent(new Event(type)));
    expect(script()).toBeNull();
  });

  it("pushes a page view per navigation, active-sourcing ids replaced", async () => {
    const router = renderTagManager("/p/jobs");
    await act(() => router.navigate("/p/active-sourcing/search/candidate/123"));
    await act(() => router.navigate("/p/active-sourcing/search/candidate/123?tab=cv"));
    await act(() => router.navigate("/p/active-sourcing/messages/77"));
    expect(window.dataLayer?.filter((entry) => entry.event === "page_view")).toEqual([
      { event: "page_view", page_path: "/p/jobs" },
      { event: "page_view", page_path: "/p/active-sourcing/search/candidate/:profileId" },
      { event: "page_view", page_path: "/p/active-sourcing/messages/:profileId" },
    ]);
  });

  it("adds the script only once", () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    renderTagManager();
    act(() => saveConsent("granted"));
    expect(document.querySelectorAll(`#${TAG_MANAGER_SCRIPT_ID}`)).toHaveLength(1);
  });
});
