import { afterAll, describe, expect, it } from "vitest";
import {
  docx,
  documentXml,
  entityExpansionWord,
  lyingSizes,
  manyPagesPdf,
  nestedWord,
  paragraph,
  pngBomb,
  wordBomb,
} from "../../../tests/support/hostile-documents";
import { documentText } from "./document-text.server";
import { closeDocumentPool } from "./document-parsing.server";
import { wordPreviewHtml } from "./document-preview.server";
import { declaredPixels, MAX_PREVIEW_PIXELS } from "./files";

/**
 * Issue 32 §1: candidates' documents are read on the document pool's threads (decision 056). A
 * hostile file yields no text and no preview — and the next ordinary file is read as before.
 */

afterAll(closeDocumentPool);

/** The pool's first thread loads mammoth and pdf.js: seconds when the machine is busy. */
const SLOW = { timeout: 60_000 };

const ordinary = () => docx(documentXml(`${paragraph("Eva Müller")}${paragraph("Elektrotechnikerin, Linz")}`));

describe("documentText and wordPreviewHtml on the document pool", SLOW, () => {
  it("read an ordinary Word file's text and preview", async () => {
    expect(await documentText("docx", ordinary())).toBe("Eva Müller Elektrotechnikerin, Linz");
    expect(await wordPreviewHtml(ordinary())).toBe("<p>Eva Müller</p><p>Elektrotechnikerin, Linz</p>");
  });

  it("give a Word bomb neither text nor preview", async () => {
    const bomb = wordBomb(20);
    expect(await documentText("docx", bomb)).toBe("");
    expect(await wordPreviewHtml(bomb)).toBeNull();
  });

  it("stop inflating an archive that states smaller sizes than it unpacks to, and read the next file", async () => {
    const lying = lyingSizes(wordBomb(200), 900_000);
    expect(await documentText("docx", lying)).toBe("");
    expect(await wordPreviewHtml(lying)).toBeNull();
    expect(await documentText("docx", ordinary())).toBe("Eva Müller Elektrotechnikerin, Linz");
  });

  it("refuse XML nested deeper than Word nests, and read ordinary nesting", async () => {
    expect(await documentText("docx", nestedWord(20_000))).toBe("");
    expect(await wordPreviewHtml(nestedWord(20_000))).toBeNull();
    expect(await documentText("docx", nestedWord(100))).toBe("tief");
  });

  it("expand no entities", async () => {
    expect(await documentText("docx", entityExpansionWord())).not.toContain("lollol");
  });

  it("read the text of the first pages of a PDF only", async () => {
    const text = await documentText("pdf", manyPagesPdf(200, 200));
    expect(text).toContain("Seite mit Text");
    expect(text.match(/Seite mit Text/g)).toHaveLength(10);
  });

  it("read no text of a PDF that states more pages than any CV has", async () => {
    expect(await documentText("pdf", manyPagesPdf(1_001, 1_001))).toBe("");
    expect(await documentText("pdf", manyPagesPdf(3, 3))).toContain("Seite mit Text");
  });
});

describe("declaredPixels", SLOW, () => {
  it("reads a PNG bomb's size from its header: too large to preview", async () => {
    const bomb = await pngBomb(30_000);
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect(declaredPixels(bomb)).toBe(900_000_000);
    expect(declaredPixels(bomb)!).toBeGreaterThan(MAX_PREVIEW_PIXELS);
  });

  it("reads a JPEG's size from its frame header", () => {
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision 8, height 3508, width 2480.
    const jpeg = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x0d,
      0xb4,
      0x09,
      0xb0,
      0x03,
    ]);
    expect(declaredPixels(jpeg)).toBe(3508 * 2480);
  });

  it("answers null for bytes that are no image", () => {
    expect(declaredPixels(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
  });
});
