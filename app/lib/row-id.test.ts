import { describe, expect, it } from "vitest";
import { parseRowId, rowIdSchema } from "./row-id";

describe("parseRowId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", 2_147_483_647],
    [1, 1],
    [2_147_483_647, 2_147_483_647],
  ])("reads %j as %d", (value, id) => {
    expect(parseRowId(value)).toBe(id);
  });

  it.each([
    undefined,
    null,
    "",
    "0",
    "01",
    "-1",
    "1.5",
    "1e3",
    " 1",
    "abc",
    "2147483648",
    "9999999999",
    "99999999999",
    "1".repeat(30),
    0,
    -1,
    1.5,
    2_147_483_648,
    9_999_999_999,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    ["1"],
    { id: 1 },
  ])("refuses %j", (value) => {
    expect(parseRowId(value)).toBeNull();
  });
});

describe("rowIdSchema", () => {
  const schema = rowIdSchema("Das Inserat wurde nicht gefunden.");

  it("reads an id from text and from a number", () => {
    expect(schema.parse("7")).toBe(7);
    expect(schema.parse(7)).toBe(7);
  });

  it("refuses what parseRowId refuses, with the field's message", () => {
    for (const value of ["9999999999", "abc", -1, undefined]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Das Inserat wurde nicht gefunden.");
    }
  });

  it("may be optional", () => {
    expect(schema.optional().parse(undefined)).toBeUndefined();
  });
});
