// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Badge, SIZE_TOKENS } from "./badge";

afterEach(cleanup);

describe("Badge", () => {
  it("shows a count up to 99 and caps larger ones at 99+", () => {
    const { container, rerender } = render(<Badge count={7} />);
    expect(container.textContent).toBe("7");
    rerender(<Badge count={99} />);
    expect(container.textContent).toBe("99");
    rerender(<Badge count={100} />);
    expect(container.textContent).toBe("99+");
    rerender(<Badge count={4711} />);
    expect(container.textContent).toBe("99+");
  });

  it("shows nothing for a count of 0", () => {
    const { container } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe("");
  });

  it("reads its label instead of the bare figure", () => {
    const { container } = render(<Badge count={150} label="150 ungelesene Nachrichten" />);
    expect(screen.getByText("99+").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("150 ungelesene Nachrichten").className).toContain("sr-only");
    expect(container.textContent).toBe("99+150 ungelesene Nachrichten");
  });

  it("is a dot without a count, hidden from screen readers unless labelled", () => {
    const { container, rerender } = render(<Badge />);
    const dot = container.firstElementChild as HTMLElement;
    expect(dot.getAttribute("aria-hidden")).toBe("true");
    expect(dot.textContent).toBe("");
    rerender(<Badge label="Neue Versionshinweise" />);
    expect(container.firstElementChild!.getAttribute("aria-hidden")).toBeNull();
    expect(screen.getByText("Neue Versionshinweise")).toBeTruthy();
  });

  it("is as high as its SPEC §9 size token", () => {
    expect(SIZE_TOKENS).toEqual({
      small: 14,
      medium: 18,
      large: 24,
      larger: 32,
      xl: 48,
      huge: 56,
      xHuge: 65,
      xxHuge: 135,
    });
    const { container, rerender } = render(<Badge count={3} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe("18px");
    for (const [token, px] of Object.entries(SIZE_TOKENS)) {
      rerender(<Badge count={3} size={token as keyof typeof SIZE_TOKENS} />);
      const badge = container.firstElementChild as HTMLElement;
      expect(badge.style.height).toBe(`${px}px`);
      expect(badge.style.minWidth).toBe(`${px}px`);
    }
  });

  it("carries white text only on colours that keep 4.5:1", () => {
    const { container, rerender } = render(<Badge count={3} />);
    expect(container.firstElementChild!.className).toContain("bg-red-700");
    rerender(<Badge count={3} tone="brand" />);
    expect(container.firstElementChild!.className).toContain("bg-brand-700");
  });
});
