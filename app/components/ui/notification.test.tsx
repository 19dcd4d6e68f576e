// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notification, TOAST_DEFAULT_TIMEOUT_MS, ToastProvider, useToast, type ToastOptions } from "./notification";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SAVED: ToastOptions = { title: "Gespeichert", description: "Ihre Änderungen sind gespeichert.", tone: "success" };
const FAILED: ToastOptions = { title: "Fehler", description: "Bitte versuchen Sie es erneut.", tone: "error" };

function Trigger({ toast, name }: { toast: ToastOptions; name: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      {name}
    </button>
  );
}

function renderToasts(...toasts: ToastOptions[]) {
  render(
    <ToastProvider>
      {toasts.map((toast, index) => (
        <Trigger key={toast.title} toast={toast} name={`Auslösen ${index + 1}`} />
      ))}
    </ToastProvider>,
  );
  return (index = 1) => fireEvent.click(screen.getByRole("button", { name: `Auslösen ${index}` }));
}

const region = () => screen.getByRole("region", { name: "Benachrichtigungen" });
const queryRegion = () => screen.queryByRole("region", { name: "Benachrichtigungen" });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Toasts", () => {
  it("appears in the region and is announced politely, or assertively for errors", () => {
    const fire = renderToasts(SAVED, FAILED);
    expect(queryRegion()).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");

    fire(1);
    expect(within(region()).getByText("Gespeichert")).toBeTruthy();
    expect(within(region()).getByText("Ihre Änderungen sind gespeichert.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("GespeichertIhre Änderungen sind gespeichert.");
    expect(screen.getByRole("alert").textContent).toBe("");

    fire(2);
    expect(within(region()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("alert").textContent).toBe("FehlerBitte versuchen Sie es erneut.");
  });

  it("goes by itself after 5 seconds, or after its own timeout", () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
    const fire = renderToasts(SAVED, { ...FAILED, timeoutMs: 8000 });
    fire(1);
    fire(2);
    advance(4999);
    expect(within(region()).getAllByRole("listitem")).toHaveLength(2);
    advance(1);
    expect(within(region()).queryByText("Gespeichert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    advance(3000);
    expect(queryRegion()).toBeNull();
  });

  it("stops the clock while the pointer is over the toasts and resumes it after", () => {
    const fire = renderToasts(SAVED);
    fire();
    advance(3000);
    fireEvent.pointerEnter(region());
    advance(60_000);
    expect(within(region()).getByText("Gespeichert")).toBeTruthy();
    fireEvent.pointerLeave(region());
    advance(1999);
    expect(queryRegion()).not.toBeNull();
    advance(1);
    expect(queryRegion()).toBeNull();
  });

  it("stops the clock while focus is in the toasts", () => {
    const fire = renderToasts(SAVED);
    fire();
    act(() => within(region()).getByRole("button", { name: "Schließen" }).focus());
    advance(60_000);
    expect(queryRegion()).not.toBeNull();
    act(() => screen.getByRole("button", { name: "Auslösen 1" }).focus());
    advance(5000);
    expect(queryRegion()).toBeNull();
  });

  it('closes with "Schließen", which says which toast it closes', () => {
    const fire = renderToasts(SAVED);
    fire();
    const close = within(region()).getByRole("button", { name: "Schließen" });
    expect(close.getAttribute("aria-describedby")).toBe(within(region()).getByText("Gespeichert").id);
    fireEvent.click(close);
    expect(queryRegion()).toBeNull();
  });

  it("moves focus to the next toast on closing, and back to where it came from after the last", () => {
    const fire = renderToasts(SAVED, FAILED);
    const trigger = screen.getByRole("button", { name: "Auslösen 1" });
    fire(1);
    fire(2);
    act(() => trigger.focus());
    const [first, second] = within(region()).getAllByRole("button", { name: "Schließen" });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(document.activeElement).toBe(second);
    fireEvent.click(second!);
    expect(queryRegion()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("renders on the server with empty live regions and no toast region", () => {
    const html = renderToString(
      <ToastProvider>
        <p>Inhalt</p>
      </ToastProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("Benachrichtigungen");
  });

  it("needs a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger toast={SAVED} name="Ohne" />)).toThrow(/ToastProvider/);
  });
});

describe("Notification", () => {
  it("is a status for information and success, an alert for warnings and errors", () => {
    const { rerender } = render(<Notification tone="success" title="Inserat veröffentlicht" />);
    expect(screen.getByRole("status").textContent).toBe("Inserat veröffentlicht");
    rerender(<Notification tone="warning" title="Guthaben fast aufgebraucht" description="Noch 1 Inserat" />);
    expect(screen.getByRole("alert").textContent).toBe("Guthaben fast aufgebrauchtNoch 1 Inserat");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it('offers "Schließen" when it can be closed', () => {
    const onClose = vi.fn();
    render(<Notification title="Hinweis" onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
