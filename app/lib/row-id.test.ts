import { describe, expect, it } from "vitest";
import { parseRowId } from "./row-id";

describe("parseRowId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", 2_147_483_647],
  ])("reads %j as %d", (text, id) => {
    expect(parseRowId(text)).toBe(id);
  });

  it.each([undefined, null, "", "0", "01", "-1", "1.5", "1e3", " 1", "abc", "2147483648", "99999999999"])(
    "refuses %j",
    (text) => {
      expect(parseRowId(text)).toBeNull();
    },
  );
});
