// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Infobox } from "./infobox";

afterEach(cleanup);

describe("Infobox", () => {
  it("is a status for information and success", () => {
    const { rerender } = render(<Infobox title="Gut zu wissen">Inserate laufen 30 Tage.</Infobox>);
    expect(screen.getByRole("status").textContent).toBe("Gut zu wissenInserate laufen 30 Tage.");
    rerender(<Infobox tone="success">Gespeichert.</Infobox>);
    expect(screen.getByRole("status").textContent).toBe("Gespeichert.");
  });

  it("is an alert for warnings and errors", () => {
    const { rerender } = render(<Infobox tone="warning">Ihr Guthaben ist bald aufgebraucht.</Infobox>);
    expect(screen.getByRole("alert").textContent).toBe("Ihr Guthaben ist bald aufgebraucht.");
    rerender(
      <Infobox tone="error" title="Ein Fehler ist aufgetreten">
        Bitte versuchen Sie es erneut.
      </Infobox>,
    );
    expect(screen.getByRole("alert").className).toContain("text-red-900");
  });

  it("shows its tone icon as decoration only", () => {
    const { container } = render(<Infobox>Text</Infobox>);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("can be dismissed when the caller allows it", () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Infobox>Text</Infobox>);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Infobox onDismiss={onDismiss}>Text</Infobox>);
    fireEvent.click(screen.getByRole("button", { name: "Hinweis schließen" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
