// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatPercent, ProgressBar } from "./progressbar";

afterEach(cleanup);

describe("formatPercent", () => {
  it.each([
    [0, 0],
    [0.42, 42],
    [0.999, 100],
    [1, 100],
  ])("%j is %j percent in de-AT", (share, percent) => {
    // de-AT puts a no-break space before the sign.
    expect(formatPercent(share)).toBe(`${percent}\u00a0%`);
  });
});

describe("ProgressBar", () => {
  it("is a labelled progress bar with its value as de-AT percent", () => {
    render(<ProgressBar label="Profil vervollständigt" value={42} />);
    const bar = screen.getByRole("progressbar", { name: "Profil vervollständigt" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("42\u00a0%");
    expect(screen.getByText("42 %")).toBeTruthy(); // the query normalizes the no-break space
  });

  it("scales by maxValue and keeps the value inside the range", () => {
    render(
      <>
        <ProgressBar label="Schritte" value={3} maxValue={6} />
        <ProgressBar label="Zu viel" value={12} maxValue={10} />
      </>,
    );
    expect(screen.getByRole("progressbar", { name: "Schritte" }).getAttribute("aria-valuetext")).toBe("50\u00a0%");
    expect(screen.getByRole("progressbar", { name: "Zu viel" }).getAttribute("aria-valuenow")).toBe("100");
  });

  it("has no value while indeterminate", () => {
    render(<ProgressBar label="Wird geladen" isIndeterminate />);
    const bar = screen.getByRole("progressbar", { name: "Wird geladen" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.hasAttribute("aria-valuetext")).toBe(false);
    expect(bar.textContent).toBe("Wird geladen");
  });

  it("keeps a hidden label for screen readers", () => {
    render(<ProgressBar label="Upload von „cv.pdf“" isLabelHidden value={10} />);
    const bar = screen.getByRole("progressbar", { name: "Upload von „cv.pdf“" });
    expect(screen.getByText("Upload von „cv.pdf“").className).toContain("sr-only");
    expect(bar.getAttribute("aria-valuetext")).toBe("10\u00a0%");
  });
});
