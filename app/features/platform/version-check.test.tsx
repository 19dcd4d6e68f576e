// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATEST_BUILD_URL, VERSION_POLL_INTERVAL_MS, VersionCheck } from "./version-check";

const NOTICE = "Eine neue Version des Arbeitgeberportals ist verfügbar.";

let deployedId = "alt";
const answerWithDeployedId = async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ id: deployedId, timestamp: 1_700_000_000_000 });
const fetchMock = vi.fn(answerWithDeployedId);
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  deployedId = "alt";
  fetchMock.mockReset();
  fetchMock.mockImplementation(answerWithDeployedId);
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.fn();
  reload = vi.fn();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.spyOn(window.location, "reload").mockImplementation(reload);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCheck(buildId = "alt") {
  const router = createMemoryRouter([{ path: "*", element: <VersionCheck buildId={buildId} /> }], {
    initialEntries: ["/p/jobs"],
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function tick(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

describe("VersionCheck", () => {
  it("polls the latest-build record every minute without the HTTP cache", async () => {
    renderCheck();
    await tick(VERSION_POLL_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(LATEST_BUILD_URL);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: "no-store" });
    await tick(VERSION_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the notice when another build is deployed, and reloads on request", async () => {
    renderCheck();
    deployedId = "neu";
    await tick(VERSION_POLL_INTERVAL_MS);
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain(NOTICE);
    fireEvent.click(screen.getByRole("button", { name: "Jetzt neu laden" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stops polling once a new version is known", async () => {
    renderCheck();
    deployedId = "neu";
    await tick(VERSION_POLL_INTERVAL_MS);
    await tick(5 * VERSION_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("checks when the tab becomes visible again, and not while it is hidden", async () => {
    renderCheck();
    setVisibility("hidden");
    await tick(VERSION_POLL_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    deployedId = "neu";
    setVisibility("visible");
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toContain(NOTICE);
  });

  it("stays quiet when the record is missing or malformed", async () => {
    fetchMock.mockImplementation(async () => new Response("nicht da", { status: 404 }));
    renderCheck();
    await tick(VERSION_POLL_INTERVAL_MS);
    fetchMock.mockImplementation(async () => Response.json({ version: 2 }));
    await tick(VERSION_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("turns the next client-side navigation into one full page load", async () => {
    const router = renderCheck();
    await act(() => router.navigate("/p/dashboard"));
    expect(assign).not.toHaveBeenCalled();
    deployedId = "neu";
    await tick(VERSION_POLL_INTERVAL_MS);
    expect(assign).not.toHaveBeenCalled();
    await act(() => router.navigate("/p/jobs?page=2#liste"));
    expect(assign).toHaveBeenCalledExactlyOnceWith("/p/jobs?page=2#liste");
    await act(() => router.navigate("/p/credits"));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
