import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ARCHIVE_LIMITS, inspectArchive } from "./archive";

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** Offsets of every local header and directory entry of `name`. */
function headersOf(zip: Uint8Array, name: string): { local: number[]; directory: number[] } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const found = { local: [] as number[], directory: [] as number[] };
  const nameAt = (at: number, length: number) => new TextDecoder().decode(zip.subarray(at, at + length));
  for (let at = 0; at + 46 < zip.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === LOCAL_HEADER && nameAt(at + 30, view.getUint16(at + 26, true)) === name) found.local.push(at);
    if (signature === DIRECTORY_ENTRY && nameAt(at + 46, view.getUint16(at + 28, true)) === name) {
      found.directory.push(at);
    }
  }
  return found;
}

/** States another unpacked size for `name` in its directory entry and, if asked, its local header. */
function stateSize(zip: Uint8Array, name: string, size: number, where: "directory" | "both"): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const { local, directory } = headersOf(copy, name);
  for (const at of directory) view.setUint32(at + 24, size, true);
  if (where === "both") for (const at of local) view.setUint32(at + 22, size, true);
  return copy;
}

const cv = () =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "word/document.xml": strToU8(
      `<w:document>${"<w:p><w:r><w:t>Eva Müller, Linz</w:t></w:r></w:p>".repeat(50)}</w:document>`,
    ),
  });

/** Empty paragraphs, as in the 63 KB Word file of issue 32 that unpacked to 20 MB and held a worker for 42 s. */
const bomb = (megabytes: number) =>
  zipSync({ "word/document.xml": strToU8("<w:p/>".repeat(Math.floor((megabytes * 1024 * 1024) / 6))) });

describe("inspectArchive", () => {
  it("takes an ordinary Word file and reports what it unpacks to", () => {
    const verdict = inspectArchive(cv());
    expect(verdict).toEqual({ ok: true, entries: 2, unpackedBytes: expect.any(Number) });
    expect(verdict.ok && verdict.unpackedBytes).toBeGreaterThan(2_000);
  });

  it("refuses an archive that would unpack beyond the limit, before inflating it", () => {
    const packed = bomb(6);
    expect(packed.byteLength).toBeLessThan(100_000);
    expect(inspectArchive(packed)).toEqual({ ok: false, reason: "too large unpacked" });
  });

  it("refuses an entry packed more tightly than the ratio allows", () => {
    // 1 MB of one character: within the size limit, but packed about 1 000 : 1.
    const dense = zipSync({ "word/document.xml": strToU8("a".repeat(1024 * 1024)) });
    expect(inspectArchive(dense)).toEqual({ ok: false, reason: "ratio" });
    expect(inspectArchive(dense, { ...ARCHIVE_LIMITS, maxRatio: 10_000 })).toMatchObject({ ok: true });
  });

  it("refuses more entries than the limit", () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`part${i}.xml`, strToU8("<a/>")])));
    expect(inspectArchive(many)).toEqual({ ok: false, reason: "too many entries" });
    expect(inspectArchive(many, { ...ARCHIVE_LIMITS, maxEntries: 400 })).toMatchObject({ ok: true, entries: 301 });
  });

  it("refuses a directory that states a smaller size than the entry's local header", () => {
    const lying = stateSize(bomb(6), "word/document.xml", 900_000, "directory");
    expect(inspectArchive(lying)).toEqual({ ok: false, reason: "inconsistent" });
  });

  it("takes sizes that lie alike in both headers: the worker's bounded inflation catches those", () => {
    const lying = stateSize(bomb(6), "word/document.xml", 900_000, "both");
    expect(inspectArchive(lying)).toMatchObject({ ok: true, unpackedBytes: 900_000 });
  });

  it("refuses a stored entry that claims to unpack to more than it holds", () => {
    const stored = zipSync({ "word/document.xml": [strToU8("<w:document/>"), { level: 0 }] });
    expect(inspectArchive(stored)).toMatchObject({ ok: true });
    expect(inspectArchive(stateSize(stored, "word/document.xml", 5_000, "both"))).toEqual({
      ok: false,
      reason: "inconsistent",
    });
  });

  it("refuses an entry whose data would lie beyond the archive", () => {
    const zip = cv();
    const view = new DataView(zip.buffer);
    const [entry] = headersOf(zip, "word/document.xml").directory;
    view.setUint32(entry! + 20, zip.length * 2, true);
    expect(inspectArchive(zip)).toEqual({ ok: false, reason: "inconsistent" });
  });

  it("refuses a ZIP64 archive", () => {
    const zip = cv();
    const view = new DataView(zip.buffer);
    const [entry] = headersOf(zip, "word/document.xml").directory;
    view.setUint32(entry! + 24, 0xffffffff, true);
    expect(inspectArchive(zip)).toEqual({ ok: false, reason: "zip64" });
  });

  it("answers 'not a zip' for other bytes, an empty file and a cut-off archive", () => {
    expect(inspectArchive(new TextEncoder().encode("%PDF-1.7 kein Word"))).toEqual({ ok: false, reason: "not a zip" });
    expect(inspectArchive(new Uint8Array(0))).toEqual({ ok: false, reason: "not a zip" });
    const zip = cv();
    expect(inspectArchive(zip.subarray(0, zip.length - 30))).toEqual({ ok: false, reason: "not a zip" });
  });

  it("refuses a directory that points outside the archive", () => {
    const zip = cv();
    const view = new DataView(zip.buffer);
    view.setUint32(zip.length - 22 + 16, zip.length, true);
    expect(inspectArchive(zip)).toEqual({ ok: false, reason: "inconsistent" });
  });
});
