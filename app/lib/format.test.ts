import { expect, test } from "vitest";
import { formatDate, formatEuroCents, formatMonthYear, viennaDay, viennaStartOfDay } from "./format";
test("de-AT formats", () => {
  expect(formatEuroCents(123450)).toBe("€\u00a01.234,50");
  expect(formatDate("2026-01-05")).toBe("05.01.2026");
  expect(formatMonthYear("2026-01-05")).toBe("Jänner 2026");
});
test("Vienna days", () => {
  expect(viennaStartOfDay("2026-01-05").toISOString()).toBe("2026-01-04T23:00:00.000Z");
  expect(viennaStartOfDay("2026-07-05").toISOString()).toBe("2026-07-04T22:00:00.000Z");
  expect(viennaDay(new Date("2026-07-04T22:30:00Z"))).toBe("2026-07-05");
});
