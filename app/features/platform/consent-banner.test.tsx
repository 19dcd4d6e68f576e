// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, ConsentBanner, readConsent, saveConsent } from "./consent-banner";

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

beforeEach(clearConsent);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("readConsent", () => {
  it("reads the choice from a Cookie header", () => {
    expect(readConsent("a=1; ap_consent=granted; b=2")).toBe("granted");
    expect(readConsent("ap_consent=denied")).toBe("denied");
  });

  it("treats a missing or unknown value as no choice", () => {
    for (const header of [
      null,
      undefined,
      "",
      "a=1",
      "ap_consent=yes",
      "ap_consent=",
      "ap_consent",
      "x_ap_consent=granted",
    ]) {
      expect(readConsent(header)).toBeNull();
    }
  });

  it("reads the cookie as the `cookie` package does: spaces trimmed, the first one wins", () => {
    expect(readConsent("  ap_consent = granted ;x=1")).toBe("granted");
    expect(readConsent("ap_consent=denied; ap_consent=granted")).toBe("denied");
    expect(readConsent('ap_consent="granted"')).toBeNull();
  });
});

describe("saveConsent", () => {
  it("writes the cookie for a year, for the whole site, SameSite=Lax", () => {
    const writes: string[] = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => void writes.push(value));
    saveConsent("denied");
    expect(writes).toEqual([`${CONSENT_COOKIE}=denied; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`]);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("marks the cookie Secure on https", () => {
    const writes: string[] = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => void writes.push(value));
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, protocol: "https:" });
    saveConsent("granted");
    expect(writes).toEqual([
      `${CONSENT_COOKIE}=granted; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`,
    ]);
  });
});

describe("ConsentBanner", () => {
  function renderBanner(serverConsent: "granted" | "denied" | null = null) {
    const router = createMemoryRouter([{ path: "*", element: <ConsentBanner serverConsent={serverConsent} /> }]);
    render(<RouterProvider router={router} />);
  }
  const banner = () => screen.queryByRole("region", { name: "Cookies und Datenschutz" });

  it("asks with two equal buttons and a link to the privacy policy", () => {
    renderBanner();
    expect(banner()).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Cookies und Datenschutz" })).toBeTruthy();
    const accept = screen.getByRole("button", { name: "Alle akzeptieren" });
    const necessary = screen.getByRole("button", { name: "Nur notwendige" });
    expect(accept.className).toBe(necessary.className);
    expect(screen.getByRole("link", { name: "Mehr in unserer Datenschutzerklärung" }).getAttribute("href")).toBe(
      "/datenschutz",
    );
  });

  it.each([
    ["Alle akzeptieren", "granted"],
    ["Nur notwendige", "denied"],
  ] as const)("„%s“ stores %s and closes the banner", (label, choice) => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: label }));
    expect(readConsent(document.cookie)).toBe(choice);
    expect(banner()).toBeNull();
  });

  it("uses native, focusable buttons (keyboard activation is covered in tests/e2e/platform.spec.ts)", () => {
    renderBanner();
    const necessary = screen.getByRole("button", { name: "Nur notwendige" });
    expect(necessary.tagName).toBe("BUTTON");
    expect(necessary.getAttribute("type")).toBe("button");
    act(() => necessary.focus());
    expect(document.activeElement).toBe(necessary);
    fireEvent.click(necessary);
    expect(readConsent(document.cookie)).toBe("denied");
  });

  it("is not shown once a choice exists", () => {
    document.cookie = `${CONSENT_COOKIE}=denied; Path=/`;
    renderBanner("denied");
    expect(banner()).toBeNull();
  });

  it("the server renders it from the Cookie header alone", () => {
    const Stub = (serverConsent: "granted" | null) =>
      createRoutesStub([{ path: "/", Component: () => <ConsentBanner serverConsent={serverConsent} /> }]);
    const Open = Stub(null);
    const Closed = Stub("granted");
    expect(renderToString(<Open />)).toContain("Cookies und Datenschutz");
    expect(renderToString(<Closed />)).not.toContain("Cookies und Datenschutz");
  });

  it("reserves scroll padding while open, so focused content is not hidden under it", () => {
    render(
      <MemoryRouter>
        <ConsentBanner serverConsent={null} />
      </MemoryRouter>,
    );
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });
});
