// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pill } from "./pill";

afterEach(cleanup);

describe("Pill", () => {
  it("shows its text without a button by default", () => {
    render(<Pill>Entwurf</Pill>);
    expect(screen.getByText("Entwurf")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it('offers a remove button named "… entfernen"', () => {
    const onRemove = vi.fn();
    render(
      <Pill tone="info" onRemove={onRemove}>
        Wien
      </Pill>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Wien entfernen" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("colours each tone", () => {
    const { container, rerender } = render(<Pill tone="danger">Abgelaufen</Pill>);
    expect(container.firstElementChild!.className).toContain("text-red-900");
    rerender(<Pill tone="success">Online</Pill>);
    expect(container.firstElementChild!.className).toContain("text-green-900");
  });
});
