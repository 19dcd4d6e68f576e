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

  it("greets the signed-in visitor named by an error thrown before the root loader (middleware), with its message", () => {
    const message = "Bitte senden Sie das Formular so ab, wie die Seite es anbietet.";
    renderError(new ErrorResponse(415, "Unsupported Media Type", { message, user: customer }), null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ein Fehler ist aufgetreten");
    expect(document.body.textContent).toContain(message);
    expect(screen.getByRole("link", { name: "Zurück zum Dashboard" }).getAttribute("href")).toBe("/p/dashboard");
    cleanup();
    renderError(new ErrorResponse(404, "Not Found", { message: "Page Not Found: /p/jobs/x", user: customer }), null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Diese Seite konnte nicht gefunden werden.");
    expect(document.body.textContent).not.toContain("Page Not Found");
    expect(screen.queryByRole("link", { name: /Anmelden/ })).toBeNull();
  });

  describe("a refusal (403)", () => {
    const refusal = () => new ErrorResponse(403, "Forbidden", "Gesperrte Inserate können nicht veröffentlicht werden.");
    const sales = {
      firstName: "Anna",
      lastName: "Berger",
      position: "Key Account",
      phone: "+43 1 234",
      email: "anna.berger@portal.example",
      thumbnail: null,
    };
    const company = (distributionChannel: "DIRECT-SALES" | "HYBRID") => ({
      id: 1,
      fullName: "Bäckerei Alpenkorn GmbH",
      mainAddress: { city: "Graz" },
      distributionChannel,
      abilities: [],
    });

    it("shows the refusal's own German message and the customer's Ansprechperson", () => {
      renderError(refusal(), { ...customer, company: company("DIRECT-SALES"), assignedSalesUser: sales });
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kein Zugriff");
      expect(document.body.textContent).toContain("Gesperrte Inserate können nicht veröffentlicht werden.");
      expect(document.body.textContent).toContain("Ihre Ansprechperson Anna Berger");
      expect(screen.getByRole("link", { name: "anna.berger@portal.example" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Zurück zum Dashboard" }).getAttribute("href")).toBe("/p/dashboard");
    });

    it("points a HYBRID customer to support, not to an Ansprechperson they do not have", () => {
      renderError(refusal(), { ...customer, company: company("HYBRID"), assignedSalesUser: sales });
      expect(document.body.textContent).toContain("Gesperrte Inserate können nicht veröffentlicht werden.");
      expect(document.body.textContent).not.toContain("Ansprechperson");
      expect(document.body.textContent).not.toContain("Anna Berger");
      expect(screen.getByRole("link", { name: "hilfe@portal.example" })).toBeTruthy();
    });

    it("gives staff the signed-in variant with the way back to the internal panel", () => {
      const staff: AuthUser = { ...ANONYMOUS_USER, isAuthenticated: true, isInternalUser: true, roles: ["internal"] };
      renderError(new ErrorResponse(403, "Forbidden", "Sie haben keine Berechtigung für diese Seite."), staff);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kein Zugriff");
      expect(document.body.textContent).toContain("Sie haben keine Berechtigung für diese Seite.");
      expect(screen.getByRole("link", { name: "Zurück zum internen Bereich" }).getAttribute("href")).toBe(
        "/p/internal",
      );
      expect(screen.queryByRole("link", { name: "Zurück zum Dashboard" })).toBeNull();
      expect(document.body.textContent).not.toContain("Ansprechperson");
    });

    it("tells anonymous visitors the refusal's message too; other errors keep their text to themselves", () => {
      renderError(new ErrorResponse(401, "Unauthorized", "Bitte melden Sie sich an."), ANONYMOUS_USER);
      expect(document.body.textContent).toContain("Bitte melden Sie sich an.");
      cleanup();
      renderError(new ErrorResponse(400, "Bad Request", "internal detail"), customer);
      expect(document.body.textContent).not.toContain("internal detail");
    });
  });
});
