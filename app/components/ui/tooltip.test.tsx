// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tooltip, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX, TOOLTIP_OFFSET_PX } from "./tooltip";

afterEach(cleanup);

function renderTooltip() {
  render(
    <>
      <Tooltip content="Inserate">
        <button type="button">Symbol</button>
      </Tooltip>
      <button type="button">Anderes</button>
    </>,
  );
  const trigger = screen.getByRole("button", { name: "Symbol" });
  act(() => trigger.focus());
  expect(screen.getByRole("tooltip")).toBeTruthy();
  return trigger;
}

describe("Tooltip", () => {
  it("uses the constants of SPEC §9", () => {
    expect(TOOLTIP_MAX_WIDTH_PX).toBe(270);
    expect(TOOLTIP_OFFSET_PX).toBe(5);
    expect(TOOLTIP_DELAY_MS).toBe(0);
    expect(TOOLTIP_CLOSE_DELAY_MS).toBe(0);
  });

  it("appears at once on keyboard focus and describes its trigger", () => {
    const trigger = renderTooltip();
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveProperty("textContent", "Inserate");
    expect(tooltip.style.maxWidth).toBe("270px");
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
  });

  it("closes on Escape, wherever the key is pressed", () => {
    renderTooltip();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("closes on blur", () => {
    renderTooltip();
    act(() => screen.getByRole("button", { name: "Anderes" }).focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("closes when the page scrolls", () => {
    renderTooltip();
    fireEvent.scroll(window);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens on hover and closes when the pointer leaves", () => {
    render(
      <Tooltip content="Guthaben">
        <button type="button">Symbol</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Symbol" });
    fireEvent.pointerMove(document.body, { pointerType: "mouse" });
    fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
    expect(screen.getByRole("tooltip")).toHaveProperty("textContent", "Guthaben");
    fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows nothing when disabled", () => {
    render(
      <Tooltip content="Inserate" isDisabled>
        <button type="button">Inserate</button>
      </Tooltip>,
    );
    act(() => screen.getByRole("button", { name: "Inserate" }).focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
