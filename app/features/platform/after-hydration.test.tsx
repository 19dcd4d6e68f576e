// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, lazy, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterHydration, useHydrated } from "./after-hydration";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe() {
  return <p>{useHydrated() ? "hydrated" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, true right after", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("server");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe("hydrated");
    // No hydration mismatch: the first client render used the server's answer.
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("is true at once for a component mounted later on the client", () => {
    render(<Probe />);
    expect(screen.getByText("hydrated")).toBeTruthy();
  });
});

describe("AfterHydration", () => {
  it("renders nothing on the server, so the HTML is the same without its children", () => {
    expect(
      renderToString(
        <AfterHydration>
          <p>später</p>
        </AfterHydration>,
      ),
    ).toBe("");
  });

  it("fetches lazy children only in the browser and shows them once loaded", async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>geladen</p> }));
    const Later = lazy(load);
    expect(
      renderToString(
        <AfterHydration>
          <Later />
        </AfterHydration>,
      ),
    ).toBe("");
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(
        <AfterHydration>
          <Later />
        </AfterHydration>,
      );
    });
    expect(load).toHaveBeenCalledOnce();
    expect(await screen.findByText("geladen")).toBeTruthy();
  });
});

describe("AfterHydration when a part fails", () => {
  class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render() {
      return this.state.failed ? <p>Fehlerseite</p> : this.props.children;
    }
  }

  function renderWith(error: Error) {
    const Broken = lazy(() => Promise.reject(error));
    return render(
      <Boundary>
        <p>Seite</p>
        <AfterHydration>
          <Broken />
        </AfterHydration>
      </Boundary>,
    );
  }

  it("leaves out a part whose chunk could not be loaded; the page stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      renderWith(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
    });
    expect(screen.getByText("Seite")).toBeTruthy();
    expect(screen.queryByText("Fehlerseite")).toBeNull();
  });

  it("passes any other error on to the route's error boundary, as without deferral", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      renderWith(new Error("kaputt"));
    });
    expect(screen.getByText("Fehlerseite")).toBeTruthy();
  });
});
