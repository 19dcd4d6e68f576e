// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@auth/user";
import { PROFILE_PLACEHOLDER_SRC } from "~/components/ui/profile-image";
import { NAV_CHOICE_COOKIE, type NavigationHints } from "./nav-layout";
import { LARGE_SCREEN_QUERY, SideNavigation } from "./side-navigation";
import { CONTENT_HOST, hybrid, kunde } from "./test-users";

/** A matchMedia whose answer the test decides; `resize` flips it like crossing the breakpoint. */
function mockScreen(isLarge: boolean) {
  const listeners = new Set<() => void>();
  let matches = isLarge;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    expect(query).toBe(LARGE_SCREEN_QUERY);
    return {
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    resize(toLarge: boolean) {
      matches = toLarge;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

interface RenderOptions {
  path?: string;
  isLarge?: boolean;
  unreadMessages?: number;
  hints?: NavigationHints;
  /** Renders the whole frame (top bar with the phone menu button, and this page). */
  page?: string;
}

function navigationRouter(user: AuthUser, { path = "/p/dashboard", unreadMessages, hints, page }: RenderOptions) {
  return createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SideNavigation user={user} supportEmail="support@example.ch" unreadMessages={unreadMessages} hints={hints}>
            {page === undefined ? undefined : <main>{page}</main>}
          </SideNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

function renderNavigation(user: AuthUser = kunde(), options: RenderOptions = {}) {
  const screenSize = mockScreen(options.isLarge ?? false);
  const router = navigationRouter(user, options);
  const view = render(<RouterProvider router={router} />);
  return { router, screenSize, ...view };
}

const toggle = () => screen.getByRole("button", { name: /^Navigation (ein|aus)klappen$/ });
const groupButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

let consoleProblems: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  consoleProblems = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
});
afterEach(() => {
  cleanup();
  for (const spy of consoleProblems) expect(spy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  document.body.style.overflow = "";
});

describe("SideNavigation: open and collapsed", () => {
  it("is collapsed below 1920px and the toggle expands and collapses it", () => {
    renderNavigation();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-label")).toBe("Navigation ausklappen");
    expect(document.getElementById(toggle().getAttribute("aria-controls")!)).toBeTruthy();
    expect(screen.queryByText("Karin Kunde")).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe("Navigation einklappen");
    expect(screen.getByText("Karin Kunde")).toBeTruthy();
    expect(screen.getByText("Muster AG")).toBeTruthy();
    expect(screen.getByText("Zürich")).toBeTruthy();

    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("is open from 1920px on", () => {
    renderNavigation(kunde(), { isLarge: true });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Karin Kunde")).toBeTruthy();
  });

  it("renders collapsed on the server when the request tells nothing about the screen", () => {
    mockScreen(true);
    const html = renderToString(<RouterProvider router={navigationRouter(kunde(), {})} />);
    expect(html).toContain('aria-label="Navigation ausklappen"');
    expect(html).not.toContain("Karin Kunde");
  });

  it("renders open on the server when the request says the screen is large, so hydration shows no flash", () => {
    mockScreen(false);
    const hints: NavigationHints = { isLargeScreen: true, rememberedOpen: null };
    const html = renderToString(<RouterProvider router={navigationRouter(kunde(), { hints })} />);
    expect(html).toContain('aria-label="Navigation einklappen"');
    expect(html).toContain("Karin Kunde");
  });

  it("renders collapsed on a large screen when the user collapsed it there before", () => {
    mockScreen(true);
    const hints: NavigationHints = { isLargeScreen: true, rememberedOpen: false };
    const html = renderToString(<RouterProvider router={navigationRouter(kunde(), { hints })} />);
    expect(html).toContain('aria-label="Navigation ausklappen"');
    renderNavigation(kunde(), { isLarge: true, hints });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("remembers the toggle choice of a large screen in a cookie, not that of the overlay", () => {
    document.cookie = `${NAV_CHOICE_COOKIE}=; Max-Age=0; Path=/`;
    renderNavigation(kunde(), { isLarge: true });
    fireEvent.click(toggle());
    expect(document.cookie).toContain(`${NAV_CHOICE_COOKIE}=closed`);
    fireEvent.click(toggle());
    expect(document.cookie).toContain(`${NAV_CHOICE_COOKIE}=open`);
    cleanup();
    document.cookie = `${NAV_CHOICE_COOKIE}=; Max-Age=0; Path=/`;
    renderNavigation(kunde(), { isLarge: false });
    fireEvent.click(toggle());
    expect(document.cookie).not.toContain(NAV_CHOICE_COOKIE);
  });

  it("follows the screen across the breakpoint until the user toggles", () => {
    const { screenSize } = renderNavigation();
    screenSize.resize(true);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    screenSize.resize(false);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the avatar, and the placeholder when there is none or it fails", () => {
    renderNavigation();
    const avatar = screen.getByRole("img", { name: "Profilbild" });
    expect(avatar.getAttribute("src")).toBe("https://static.example.ch/avatars/karin.jpg");
    fireEvent.error(avatar);
    expect(avatar.getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
    cleanup();
    renderNavigation(hybrid());
    expect(screen.getByRole("img", { name: "Profilbild" }).getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
  });

  it("labels collapsed icons with tooltips", () => {
    renderNavigation();
    act(() => groupButton("Inserate").focus());
    expect(screen.getByRole("tooltip").textContent).toBe("Inserate");
    act(() => screen.getByRole("link", { name: "Guthaben" }).focus());
    expect(screen.getByRole("tooltip").textContent).toBe("Guthaben");
  });

  it("shows no tooltips while expanded, where the labels are visible", () => {
    renderNavigation(kunde(), { isLarge: true });
    act(() => groupButton("Inserate").focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

describe("SideNavigation: groups", () => {
  it("opens one group at a time", () => {
    renderNavigation(kunde(), { isLarge: true });
    fireEvent.click(groupButton("Inserate"));
    expect(groupButton("Inserate").getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(groupButton("Inserate").getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "Kennzahlen" })).toBeTruthy();

    fireEvent.click(groupButton("Talentdatenbank"));
    expect(groupButton("Talentdatenbank").getAttribute("aria-expanded")).toBe("true");
    expect(groupButton("Inserate").getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);

    fireEvent.click(groupButton("Talentdatenbank"));
    expect(groupButton("Talentdatenbank").getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the group of the current page by itself, also after navigating", async () => {
    const { router } = renderNavigation(kunde(), { isLarge: true, path: "/p/jobs/12/data" });
    expect(groupButton("Inserate").getAttribute("aria-expanded")).toBe("true");
    const jobAds = document.getElementById(groupButton("Inserate").getAttribute("aria-controls")!)!;
    expect(within(jobAds).getByRole("link", { name: "Übersicht" }).getAttribute("aria-current")).toBe("page");

    await act(() => router.navigate("/p/active-sourcing/messages"));
    expect(groupButton("Talentdatenbank").getAttribute("aria-expanded")).toBe("true");
    expect(groupButton("Inserate").getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("link", { name: "Nachrichten" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens the nav and the group when a collapsed group icon is clicked", () => {
    renderNavigation();
    fireEvent.click(groupButton("Profil"));
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(groupButton("Profil").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Ansprechperson" })).toBeTruthy();
  });

  it("closes the groups when the nav closes", () => {
    renderNavigation(kunde(), { isLarge: true });
    fireEvent.click(groupButton("Profil"));
    fireEvent.click(toggle());
    expect(groupButton("Profil").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Ansprechperson" })).toBeNull();
    fireEvent.click(toggle());
    expect(groupButton("Profil").getAttribute("aria-expanded")).toBe("false");
  });

  it("reopens the group of the current page when the nav opens again", () => {
    renderNavigation(kunde(), { isLarge: true, path: "/p/jobs" });
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(groupButton("Inserate").getAttribute("aria-expanded")).toBe("true");
  });

  it("shows single-entry groups as plain links", () => {
    renderNavigation(kunde(), { path: "/p/credits" });
    const credits = screen.getByRole("link", { name: "Guthaben" });
    expect(credits.getAttribute("href")).toBe("/p/credits");
    expect(credits.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Übersicht" }).getAttribute("aria-current")).toBeNull();
  });
});

describe("SideNavigation: overlay below 1920px", () => {
  it("locks page scrolling while open and closes on Escape", () => {
    renderNavigation();
    document.body.style.overflow = "auto";
    fireEvent.click(toggle());
    expect(document.body.style.overflow).toBe("hidden");

    act(() => groupButton("Inserate").focus());
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.body.style.overflow).toBe("auto");
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when the backdrop is clicked", () => {
    const { container } = renderNavigation();
    fireEvent.click(toggle());
    const backdrop = container.querySelector('[aria-hidden="true"].fixed');
    expect(backdrop).toBeTruthy();
    fireEvent.click(backdrop!);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.body.style.overflow).toBe("");
  });

  it("closes once the user has picked a page", async () => {
    const { router } = renderNavigation();
    fireEvent.click(toggle());
    await act(() => router.navigate("/p/credits"));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.body.style.overflow).toBe("");
  });

  it("releases the scroll lock when unmounted", () => {
    const { unmount } = renderNavigation();
    fireEvent.click(toggle());
    unmount();
    expect(document.body.style.overflow).toBe("");
  });

  it("neither overlays nor locks scrolling from 1920px on", () => {
    const { container } = renderNavigation(kunde(), { isLarge: true });
    expect(document.body.style.overflow).toBe("");
    expect(container.querySelector('[aria-hidden="true"].fixed')).toBeNull();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });
});

describe("SideNavigation: entries", () => {
  it("shows the unread-message badge on Nachrichten, and on the collapsed group", () => {
    renderNavigation(kunde(), { unreadMessages: 4 });
    expect(groupButton("Talentdatenbank").textContent).toContain("4 ungelesene Nachrichten");
    fireEvent.click(groupButton("Talentdatenbank"));
    const messages = screen.getByRole("link", { name: "Nachrichten 4 ungelesene Nachrichten" });
    expect(messages.getAttribute("href")).toBe("/p/active-sourcing/messages");
  });

  it("shows no badge without unread messages", () => {
    renderNavigation(kunde(), { isLarge: true, path: "/p/active-sourcing/messages" });
    expect(screen.getByRole("link", { name: "Nachrichten" })).toBeTruthy();
    expect(screen.queryByText(/ungelesene Nachrichten/)).toBeNull();
  });

  it("links the talent search with its reset parameter", () => {
    renderNavigation(kunde(), { isLarge: true, path: "/p/active-sourcing/search" });
    expect(screen.getByRole("link", { name: "Talentsuche" }).getAttribute("href")).toBe(
      "/p/active-sourcing/search?resetSearch=true",
    );
  });

  it("names each entry's tracking detail and queues its click for the tag manager (SPEC §3 elementDetail)", () => {
    delete window.dataLayer;
    renderNavigation(kunde(), { isLarge: true, path: "/p/active-sourcing/search" });
    const search = screen.getByRole("link", { name: "Talentsuche" });
    expect(search.getAttribute("data-element-detail")).toBe("navigation.talents.search");
    fireEvent.click(search);
    expect(window.dataLayer).toEqual([{ event: "nav_click", element_detail: "navigation.talents.search" }]);
  });

  it("signs out with a POST form that needs no JavaScript", () => {
    renderNavigation(kunde(), { isLarge: true, path: "/p/account/settings" });
    const logout = screen.getByRole("button", { name: "Abmelden" });
    expect(logout.getAttribute("type")).toBe("submit");
    const form = logout.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/auth/oauth/logout");
  });

  it("opens FAQs and AGB in a new tab and says so", () => {
    renderNavigation();
    const faqs = screen.getByRole("link", { name: "FAQs (öffnet in neuem Tab)" });
    expect(faqs.getAttribute("href")).toBe(`${CONTENT_HOST}/hr/faqs`);
    expect(faqs.getAttribute("target")).toBe("_blank");
    expect(faqs.getAttribute("rel")).toBe("noopener");
    const agb = screen.getByRole("link", { name: "AGB und Impressum (öffnet in neuem Tab)" });
    expect(agb.getAttribute("target")).toBe("_blank");
  });

  it("opens the contact-person dialog from Ansprechperson", () => {
    renderNavigation(kunde(), { isLarge: true, path: "/p/account/settings" });
    fireEvent.click(screen.getByRole("button", { name: "Ansprechperson" }));
    const dialog = screen.getByRole("dialog", { name: "Ansprechperson" });
    expect(within(dialog).getByText("Sandro Verkauf")).toBeTruthy();
  });

  it("opens from the phone menu button, moves focus into the overlay and gives it back on Escape", () => {
    renderNavigation(kunde(), { page: "Seite" });
    const menu = screen.getByRole("button", { name: "Menü" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    act(() => menu.focus());
    fireEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(toggle());
    expect(screen.getByRole("main", { hidden: true }).closest("[inert]")).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("main").closest("[inert]")).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it("does not close the overlay when Escape closes the contact dialog", () => {
    renderNavigation(kunde(), { path: "/p/account/settings" });
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: "Ansprechperson" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });
});
