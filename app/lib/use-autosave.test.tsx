// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_DELAYS_MS, useAutosave } from "./use-autosave";

/** A form with one field whose phase the test reads, as the editors use the hook. */
function Editor() {
  const [edits, setEdits] = useState(0);
  const { phase } = useAutosave({ formId: "draft", draftPath: "/entwurf", value: edits, enabled: true });
  return (
    <form id="draft" onInput={() => setEdits((count) => count + 1)}>
      <input name="claim" aria-label="Claim" defaultValue="" />
      <output>{phase}</output>
    </form>
  );
}

/** The answers of the draft endpoint, released by the test one by one. */
function fakeServer() {
  const calls: { body: string; answer: (status: number) => void }[] = [];
  const fetchMock = vi.fn((_path: string, init: RequestInit) => {
    return new Promise<Response>((resolve) => {
      calls.push({ body: String(init.body), answer: (status) => resolve(new Response(null, { status })) });
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const phase = () => screen.getByRole("status").textContent;

async function type(text: string) {
  const field = screen.getByRole("textbox", { name: "Claim" });
  await act(async () => {
    fireEvent.input(field, { target: { value: text } });
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Editor /> }])} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useAutosave", () => {
  it("stores the typing once it pauses, and says so", async () => {
    const calls = fakeServer();
    await type("Strom mit Haltung");
    expect(phase()).toBe("dirty");
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toBe("claim=Strom+mit+Haltung&intent=autosave");
    expect(phase()).toBe("saving");
    await act(async () => calls[0]!.answer(204));
    expect(phase()).toBe("saved");
  });

  it("tries a save that did not arrive again by itself, with growing pauses", async () => {
    const calls = fakeServer();
    await type("Strom");
    await wait(AUTOSAVE_DELAY_MS);
    await act(async () => calls[0]!.answer(503));
    expect(phase()).toBe("failed");

    await wait(AUTOSAVE_RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer(503));
    await wait(AUTOSAVE_RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2);
    await wait(AUTOSAVE_RETRY_DELAYS_MS[1] - AUTOSAVE_RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.body).toBe("claim=Strom&intent=autosave");
    await act(async () => calls[2]!.answer(204));
    expect(phase()).toBe("saved");

    // Stored now: no further attempt.
    await wait(60_000);
    expect(calls).toHaveLength(3);
  });

  it("does not repeat a save the server refused, until the user types again", async () => {
    const calls = fakeServer();
    await type("Strom");
    await wait(AUTOSAVE_DELAY_MS);
    await act(async () => calls[0]!.answer(409));
    expect(phase()).toBe("failed");
    await wait(60_000);
    expect(calls).toHaveLength(1);
    await type("Strom mit Haltung");
    await wait(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
  });

  it("follows a save with the typing that came while it was on its way", async () => {
    const calls = fakeServer();
    await type("Strom");
    await wait(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    await type("Strom mit Haltung");
    await wait(AUTOSAVE_DELAY_MS);
    // The second save went out while the first was still on its way; the first answer is stale.
    expect(calls).toHaveLength(2);
    await act(async () => calls[0]!.answer(204));
    expect(phase()).toBe("saving");
    await act(async () => calls[1]!.answer(204));
    expect(phase()).toBe("saved");
    expect(calls[1]!.body).toBe("claim=Strom+mit+Haltung&intent=autosave");
  });

  it("saves the typing that arrived just as a save came back, without another keystroke", async () => {
    const calls = fakeServer();
    await type("Strom");
    await wait(AUTOSAVE_DELAY_MS);
    // Typed, and the answer arrives before the pause is over.
    await type("Strom mit Haltung");
    await act(async () => calls[0]!.answer(204));
    expect(phase()).toBe("dirty");
    await wait(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toBe("claim=Strom+mit+Haltung&intent=autosave");
    await act(async () => calls[1]!.answer(204));
    expect(phase()).toBe("saved");
  });

  it("calls typing that was undone stored, without a request", async () => {
    const calls = fakeServer();
    await type("Strom");
    await type("");
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(phase()).toBe("saved");
  });
});
