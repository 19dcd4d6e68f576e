import { describe, expect, it } from "vitest";
import { isCleanJson, isCleanPercentEncoded, isCleanText, isCleanUtf8 } from "./text-input";

describe("the text rule", () => {
  it("accepts German text, emoji and the replacement character someone pasted", () => {
    expect(isCleanText("Buchhalterin (m/w/d) – Linz, 2.500 € 😀 \uFFFD")).toBe(true);
    expect(isCleanUtf8(new TextEncoder().encode("Größe: ½ Stelle"))).toBe(true);
    expect(isCleanPercentEncoded("q=Gr%C3%B6%C3%9Fe&page=2")).toBe(true);
  });

  it("refuses a NUL however it arrives", () => {
    expect(isCleanText("Titel\u0000")).toBe(false);
    expect(isCleanUtf8(Uint8Array.from([0x41, 0x00]))).toBe(false);
    expect(isCleanPercentEncoded("/p/jobs?q=a%00b")).toBe(false);
    expect(isCleanJson({ steps: [{ title: "ok" }, { note: "x\u0000" }] })).toBe(false);
    expect(isCleanJson({ "bad\u0000key": 1 })).toBe(false);
  });

  it("refuses bytes that are no UTF-8: a lone byte, an overlong slash, a cut sequence", () => {
    expect(isCleanPercentEncoded("/%ff")).toBe(false);
    expect(isCleanPercentEncoded("/%c0%ae%c0%ae/x")).toBe(false);
    expect(isCleanPercentEncoded("title=%E0%A4")).toBe(false);
    expect(isCleanUtf8(Uint8Array.from([0xe0, 0xa4]))).toBe(false);
  });

  it("reads a lone percent sign as a character, as browsers and URLSearchParams do", () => {
    expect(isCleanPercentEncoded("q=50%&r=%zz")).toBe(true);
  });

  it("passes numbers, booleans and null in JSON", () => {
    expect(isCleanJson({ id: 1, ok: true, none: null, list: [1, "a"] })).toBe(true);
  });
});
