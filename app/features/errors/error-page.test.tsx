// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import type { PublicConfig } from "~/lib/public-config";
import { ErrorPage } from "./error-page";

afterEach(cleanup);

const publicConfig = {
  baseUrl: "https://portal.example",
  businessPortalUrl: "https://business.example",
  contentHostUrl: "https://content.example",
  supportEmail: "hilfe@portal.example",
} as PublicConfig;

const customer: AuthUser = {
  ...ANONYMOUS_USER,
  isAuthenticated: true,
  isExternalUser: true,
  roles: ["external"],
  routes: { dashboard: "/p/dashboard" } as AuthUser["routes"],
};

function renderError(error: unknown, user: AuthUser | null) {
  render(
    <MemoryRouter>
      <ErrorPage error={error} user={user} publicConfig={publicConfig} />
    </MemoryRouter>,
  );
}

describe("ErrorPage", () => {
  it("shows the not-found page with its four link cards on 404", () => {
    renderError(new ErrorResponse(404, "Not Found", "Page not found: /x"), null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Diese Seite konnte nicht gefunden werden.");
    expect(screen.getByText("Vielleicht finden Sie hier, wonach Sie suchen:")).toBeTruthy();
    const hrefs = ["Startseite", "Stelleninserate", "HR Know-how", "Häufige Fragen"].map((name) =>
      screen
        .getAllByRole("link")
        .find((a) => a.textContent?.startsWith(name) && a.closest("main"))
        ?.getAttribute("href"),
    );
    expect(hrefs).toEqual([
      "/",
      "/produkte/stelleninserate",
      "https://content.example/hr/tipps",
      "https://content.example/hr/faqs",
    ]);
    expect(document.body.textContent).not.toContain("Page not found");
  });

  it("shows signed-in users the error message, the support e-mail and the way to the dashboard", () => {
    renderError(new Error("database exploded"), customer);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ein Fehler ist aufgetreten");
    expect(screen.getByRole("link", { name: "hilfe@portal.example" }).getAttribute("href")).toBe(
      "mailto:hilfe@portal.example",
    );
    expect(screen.getByRole("link", { name: "Zurück zum Dashboard" }).getAttribute("href")).toBe("/p/dashboard");
    expect(document.body.textContent).not.toContain("database exploded");
  });

  it("shows anonymous visitors a client-error page for 4xx and a server-error page otherwise", () => {
    renderError(new ErrorResponse(403, "Forbidden", "nope"), ANONYMOUS_USER);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Diese Anfrage konnte nicht bearbeitet werden.");
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" }).getAttribute("href")).toBe("/");
    cleanup();
    renderError(new Error("boom"), ANONYMOUS_USER);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ein Fehler ist aufgetreten");
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("boom");
  });
});
