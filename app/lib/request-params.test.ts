import { describe, expect, it } from "vitest";
import { noteSchema, pageSchema, pageSizeSchema, searchTextSchema } from "./request-params";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the shared request parameters", () => {
  it("reads a page from the query string, 1 when absent", () => {
    expect(pageSchema.parse("3")).toBe(3);
    expect(pageSchema.parse(undefined)).toBe(1);
  });

  it.each(["0", "-1", "1.5", "zwei", "", "1e3x"])("refuses the page %j in German", (value) => {
    expect(messageOf(pageSchema.safeParse(value))).toBe("Die Seite muss eine ganze Zahl ab 1 sein.");
  });

  it("refuses a page beyond the last one any list can have", () => {
    expect(messageOf(pageSchema.safeParse("100001"))).toBe("Diese Seite gibt es nicht.");
  });

  it("keeps the page size between 1 and 100, with the list's own default", () => {
    expect(pageSizeSchema(20).parse(undefined)).toBe(20);
    expect(pageSizeSchema(50).parse("100")).toBe(100);
    expect(messageOf(pageSizeSchema(20).safeParse("101"))).toBe("Die Seitengröße muss zwischen 1 und 100 liegen.");
  });

  it("trims a search text and bounds it at 200 characters", () => {
    expect(searchTextSchema.parse("  Koch ")).toBe("Koch");
    expect(searchTextSchema.parse("x".repeat(200))).toHaveLength(200);
    expect(messageOf(searchTextSchema.safeParse("x".repeat(201)))).toBe(
      "Der Suchbegriff darf höchstens 200 Zeichen lang sein.",
    );
  });

  it("bounds a note at the length its form names", () => {
    expect(noteSchema(500).parse(" Rückruf vereinbart ")).toBe("Rückruf vereinbart");
    expect(messageOf(noteSchema(500).safeParse("x".repeat(501)))).toBe(
      "Die Notiz darf höchstens 500 Zeichen lang sein.",
    );
    expect(messageOf(noteSchema(500).safeParse(42))).toBe("Die Notiz muss ein Text sein.");
  });
});
