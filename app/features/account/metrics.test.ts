import { describe, expect, it } from "vitest";
import { conversionRate, dayRange, fillDailySeries, formatRate, seriesSummary } from "./metrics";

describe("dayRange", () => {
  it("lists the days of the period ending today, oldest first, across month and year ends", () => {
    expect(dayRange("2026-01-02", 4)).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(dayRange("2026-03-30", 1)).toEqual(["2026-03-30"]);
    // The day of the switch to summer time is a day like any other.
    expect(dayRange("2026-03-30", 3)).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(dayRange("2026-11-23", 365)).toHaveLength(365);
  });
});

describe("fillDailySeries", () => {
  it("puts zeros where a day has no row and ignores rows outside the range", () => {
    const days = ["2026-01-01", "2026-01-02", "2026-01-03"];
    const rows = [
      { day: "2026-01-02", views: 10, applyClicks: 2, applications: 1 },
      { day: "2025-12-31", views: 99, applyClicks: 9, applications: 9 },
    ];
    expect(fillDailySeries(days, rows)).toEqual([
      { day: "2026-01-01", views: 0, applyClicks: 0, applications: 0 },
      { day: "2026-01-02", views: 10, applyClicks: 2, applications: 1 },
      { day: "2026-01-03", views: 0, applyClicks: 0, applications: 0 },
    ]);
  });
});

describe("conversion rate", () => {
  it("is applications per view, shown as a de-AT percentage", () => {
    expect(conversionRate(7, 200)).toBe(0.035);
    expect(formatRate(conversionRate(7, 200))).toBe("3,5\u00a0%");
    expect(formatRate(conversionRate(3, 3))).toBe("100,0\u00a0%");
  });
  it("is not defined without views", () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(formatRate(null)).toBe("–");
  });
});

describe("seriesSummary", () => {
  it("names the period, the totals and each series' best day", () => {
    const points = [
      { day: "2026-01-04", views: 1200, applyClicks: 3, applications: 0 },
      { day: "2026-01-05", views: 800, applyClicks: 5, applications: 0 },
    ];
    expect(seriesSummary(points, ["views", "applyClicks", "applications"])).toBe(
      "Je Tag vom 04.01.2026 bis 05.01.2026. Aufrufe: insgesamt 2.000, am meisten am 04.01.2026 mit 1.200; " +
        "Klicks auf „Bewerben“: insgesamt 8, am meisten am 05.01.2026 mit 5; Bewerbungen: keine.",
    );
    expect(seriesSummary([], ["views"])).toBe("Keine Daten im gewählten Zeitraum.");
  });
});
