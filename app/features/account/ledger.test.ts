import { describe, expect, it } from "vitest";
import { expiresSoon, formatSignedCredits, pageCount, withRunningBalance } from "./ledger";

describe("withRunningBalance", () => {
  // Oldest first: +20, −1, −2, +10, −3 → balances 20, 19, 17, 27, 24.
  const chronological = [20, -1, -2, 10, -3].map((amount, id) => ({ id, amount }));
  const newestFirst = [...chronological].reverse();

  it("gives each row the balance right after it, newest first", () => {
    expect(withRunningBalance(newestFirst, 24).map((row) => [row.id, row.balance])).toEqual([
      [4, 24],
      [3, 27],
      [2, 17],
      [1, 19],
      [0, 20],
    ]);
  });

  it("continues on a later page from the balance the newer rows leave behind", () => {
    const firstPage = newestFirst.slice(0, 2);
    const secondPage = newestFirst.slice(2);
    const newerSum = firstPage.reduce((sum, row) => sum + row.amount, 0);
    const page1 = withRunningBalance(firstPage, 24);
    const page2 = withRunningBalance(secondPage, 24 - newerSum);
    expect([...page1, ...page2]).toEqual(withRunningBalance(newestFirst, 24));
  });

  it("keeps the rows' other fields and handles an empty page", () => {
    expect(withRunningBalance([{ amount: 5, kind: "purchase" }], 5)).toEqual([
      { amount: 5, kind: "purchase", balance: 5 },
    ]);
    expect(withRunningBalance([], 0)).toEqual([]);
  });
});

describe("formatSignedCredits", () => {
  it("signs credits booked in and out, with a real minus sign and de-AT grouping", () => {
    expect(formatSignedCredits(20)).toBe("+20");
    expect(formatSignedCredits(-1)).toBe("\u22121");
    expect(formatSignedCredits(0)).toBe("0");
    expect(formatSignedCredits(1500)).toBe("+1.500");
  });
});

describe("pageCount", () => {
  it("has at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});

describe("expiresSoon", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("highlights lots that expire within 30 days", () => {
    expect(expiresSoon(new Date("2026-01-31T00:00:00Z"), now)).toBe(true);
    expect(expiresSoon(new Date("2026-01-31T00:00:01Z"), now)).toBe(false);
  });
});
