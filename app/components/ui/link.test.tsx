// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Link } from "./link";

afterEach(cleanup);

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: "/", element },
      { path: "/p/jobs", element: <h1>Inserate</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("navigates to an app path on the client, in the same tab", () => {
    const router = renderInRouter(<Link to="/p/jobs">Zu den Inseraten</Link>);
    const link = screen.getByRole("link", { name: "Zu den Inseraten" });
    expect(link.getAttribute("href")).toBe("/p/jobs");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe("/p/jobs");
    expect(screen.getByRole("heading", { name: "Inserate" })).toBeTruthy();
  });

  it("opens an external URL in a new tab and says so", () => {
    renderInRouter(<Link to="https://www.example.ch/hr/faqs">FAQs</Link>);
    const link = screen.getByRole("link", { name: "FAQs (öffnet in neuem Tab)" });
    expect(link.getAttribute("href")).toBe("https://www.example.ch/hr/faqs");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("opens an app path in a new tab when told to", () => {
    renderInRouter(
      <Link to="/agb" external>
        AGB und Impressum
      </Link>,
    );
    const link = screen.getByRole("link", { name: "AGB und Impressum (öffnet in neuem Tab)" });
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("keeps mailto links in the same tab", () => {
    renderInRouter(<Link to="mailto:support@example.ch">support@example.ch</Link>);
    const link = screen.getByRole("link", { name: "support@example.ch" });
    expect(link.getAttribute("href")).toBe("mailto:support@example.ch");
    expect(link.getAttribute("target")).toBeNull();
  });

  it("looks like text, a standalone link or a button, and stays a link", () => {
    renderInRouter(
      <>
        <Link to="/p/jobs">Im Text</Link>
        <Link to="/p/jobs" variant="standalone">
          Für sich
        </Link>
        <Link to="/p/jobs" variant="button">
          Wie ein Knopf
        </Link>
      </>,
    );
    expect(screen.getByRole("link", { name: "Im Text" }).className).toContain("underline");
    expect(screen.getByRole("link", { name: "Für sich" }).className).toContain("font-medium");
    expect(screen.getByRole("link", { name: "Wie ein Knopf" }).className).toContain("bg-brand-600");
  });
});
