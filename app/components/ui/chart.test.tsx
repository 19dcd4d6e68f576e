// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Chart, labelIndices, niceScale } from "./chart";

afterEach(cleanup);

describe("niceScale", () => {
  it("rounds the top up in steps of 1, 2, 2.5 or 5 times a power of ten, with steps from zero", () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(180)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it("counts in whole steps and gives an empty chart an axis of 0 to 1", () => {
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it("always covers the maximum with at most a few ticks", () => {
    for (const max of [1, 9, 11, 99, 101, 365, 4_999, 123_456]) {
      const scale = niceScale(max);
      expect(scale.max).toBeGreaterThanOrEqual(max);
      expect(scale.ticks.length).toBeLessThanOrEqual(6);
      expect(scale.ticks.at(-1)).toBe(scale.max);
    }
  });
});

describe("labelIndices", () => {
  it("labels every category when there are few and evenly spaced ones when there are many", () => {
    expect(labelIndices(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndices(30)).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(labelIndices(365).length).toBeLessThanOrEqual(8);
    expect(labelIndices(0)).toEqual([]);
  });
});

describe("Chart", () => {
  const categories = ["01.01.", "02.01.", "03.01."];
  const series = [
    { id: "views", label: "Aufrufe", values: [10, 40, 25] },
    { id: "clicks", label: "Klicks", values: [1, 4, 2] },
  ];

  it("is one image named by its summary, with a legend", () => {
    render(<Chart variant="line" summary="Aufrufe: insgesamt 75" categories={categories} series={series} />);
    const image = screen.getByRole("img", { name: "Aufrufe: insgesamt 75" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText("Aufrufe")).toBeTruthy();
    expect(screen.getByText("Klicks")).toBeTruthy();
  });

  it("draws a line per series, dashed from the second on, and labels the axes in de-AT", () => {
    const { container } = render(<Chart variant="line" summary="x" categories={categories} series={series} />);
    const lines = container.querySelectorAll("svg[role=img] polyline");
    expect(lines).toHaveLength(2);
    expect(lines[0]!.getAttribute("points")!.split(" ")).toHaveLength(3);
    expect(lines[0]!.getAttribute("stroke-dasharray")).toBeNull();
    expect(lines[1]!.getAttribute("stroke-dasharray")).toBe("8 4");
    const texts = [...container.querySelectorAll("svg[role=img] text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["0", "10", "40", "01.01.", "03.01."]));
  });

  it("draws grouped bars whose heights follow the values", () => {
    const { container } = render(
      <Chart
        variant="bar"
        summary="x"
        categories={["a", "b"]}
        series={[{ id: "n", label: "Bewerbungen", values: [1000, 2000] }]}
        height={212}
      />,
    );
    const bars = [...container.querySelectorAll('[data-series="n"] rect')];
    expect(bars).toHaveLength(2);
    const heights = bars.map((bar) => Number(bar.getAttribute("height")));
    expect(heights[1]).toBeCloseTo(2 * heights[0]!, 5);
    expect(container.querySelector("svg[role=img] text")?.textContent).toBe("0");
    const texts = [...container.querySelectorAll("svg[role=img] text")].map((t) => t.textContent);
    expect(texts).toContain("2.000");
  });
});
