// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREFETCH_TIMEOUT_MS, PrefetchLink } from "./prefetch-link";

const TARGETS = ["eins", "zwei", "drei", "vier", "fuenf", "sechs"];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderLinks() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <nav>
          {TARGETS.map((target) => (
            <PrefetchLink key={target} to={`/${target}`}>
              {target}
            </PrefetchLink>
          ))}
        </nav>
      ),
    },
    // A loader gives every target a data request to prefetch besides its module.
    ...TARGETS.map((target) => ({ path: `/${target}`, loader: () => null, Component: () => <h1>{target}</h1> })),
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const anchor = (name: string) => screen.getByRole("link", { name });
const prefetchTags = (name: string) => Array.from(anchor(name).querySelectorAll("link"));
const prefetching = () => TARGETS.filter((name) => prefetchTags(name).length > 0);

/** The queue starts the next prefetch once the finished one's promise has settled. */
async function settleAll(name: string, event: "load" | "error" = "load") {
  const tags = prefetchTags(name);
  await act(async () => {
    for (const tag of tags) fireEvent[event](tag);
  });
}

describe("PrefetchLink", () => {
  it("renders a plain link without prefetch tags until intent", () => {
    renderLinks();
    expect(anchor("eins").getAttribute("href")).toBe("/eins");
    expect(prefetching()).toEqual([]);
    fireEvent.pointerEnter(anchor("eins"));
    expect(prefetchTags("eins").length).toBeGreaterThan(0);
    expect(prefetchTags("eins").every((tag) => ["prefetch", "modulepreload"].includes(tag.rel))).toBe(true);
  });

  it("prefetches at most 4 pages at once; the rest follow in order as earlier ones finish", async () => {
    renderLinks();
    for (const name of TARGETS) fireEvent.focus(anchor(name));
    expect(prefetching()).toEqual(["eins", "zwei", "drei", "vier"]);
    await settleAll("zwei");
    expect(prefetching()).toEqual(["eins", "drei", "vier", "fuenf"]);
    await settleAll("eins", "error");
    expect(prefetching()).toEqual(["drei", "vier", "fuenf", "sechs"]);
  });

  it("prefetches a page once, however often it is hovered", async () => {
    renderLinks();
    fireEvent.pointerEnter(anchor("eins"));
    await settleAll("eins");
    fireEvent.pointerEnter(anchor("eins"));
    fireEvent.touchStart(anchor("eins"));
    expect(prefetching()).toEqual([]);
  });

  it("frees a place stuck on a stalled request after the timeout", async () => {
    vi.useFakeTimers();
    renderLinks();
    for (const name of TARGETS) fireEvent.pointerEnter(anchor(name));
    expect(prefetching()).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(PREFETCH_TIMEOUT_MS));
    expect(prefetching()).toEqual(["fuenf", "sechs"]);
  });

  it("keeps the caller's own handlers", () => {
    const onFocus = vi.fn();
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <PrefetchLink to="/ziel" onFocus={onFocus}>
            Ziel
          </PrefetchLink>
        ),
      },
      { path: "/ziel", Component: () => null },
    ]);
    render(<Stub />);
    fireEvent.focus(screen.getByRole("link", { name: "Ziel" }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
