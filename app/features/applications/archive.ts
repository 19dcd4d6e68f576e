/**
 * What a ZIP archive (a .docx is one) would unpack to, read from its central directory without
 * inflating a byte, and whether that stays within limits a candidate's document never needs to
 * pass (issue 32 §1, decision 056). A 63 KB Word file whose `word/document.xml` unpacks to 20 MB
 * held a worker for 42 s; this refuses it before any parser sees it.
 *
 * The directory can lie. Sizes it states that disagree with an entry's local header, data that
 * would lie outside the file, or a ZIP64 record (no CV needs 4 GB) are refused here; sizes that
 * lie consistently in both places are caught where the archive is inflated: the document worker
 * inflates each entry into a buffer of the stated size (more is dropped), under the worker's
 * heap cap and timeout.
 */

export interface ArchiveLimits {
  /** Entries in the archive; a CV has a dozen or two (styles, fonts, a photo). */
  maxEntries: number;
  /** Bytes of all entries unpacked together. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of an entry larger than `ratioFromBytes`. */
  maxRatio: number;
  /** Below this unpacked size an entry's ratio is not checked: small XML parts compress well. */
  ratioFromBytes: number;
}

/** A real CV's `document.xml` is well under 1 MB; photos come packed about 1:1. */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 300,
  maxUnpackedBytes: 5 * 1024 * 1024,
  maxRatio: 100,
  ratioFromBytes: 64 * 1024,
};

export type ArchiveVerdict =
  | { ok: true; entries: number; unpackedBytes: number }
  | {
      ok: false;
      reason: "not a zip" | "zip64" | "inconsistent" | "too many entries" | "too large unpacked" | "ratio";
    };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65 535. */
const MAX_END_SEARCH = 22 + 0xffff;
/** General-purpose flag 3: sizes follow the data in a descriptor, the local header holds zeros. */
const DATA_DESCRIPTOR = 0x08;

function findEndOfDirectory(view: DataView): number | null {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && last - at <= MAX_END_SEARCH; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return null;
}

/** Reads the archive's central directory and checks it against the limits. */
export function inspectArchive(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): ArchiveVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === null) return { ok: false, reason: "not a zip" };
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) {
    return { ok: false, reason: "zip64" };
  }
  if (count > limits.maxEntries) return { ok: false, reason: "too many entries" };
  if (directoryStart + directorySize > end) return { ok: false, reason: "inconsistent" };

  let at = directoryStart;
  let unpackedBytes = 0;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { ok: false, reason: "inconsistent" };
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localStart = view.getUint32(at + 42, true);
    if (packed === 0xffffffff || unpacked === 0xffffffff || localStart === 0xffffffff) {
      return { ok: false, reason: "zip64" };
    }

    // The entry's local header must agree: readers that walk the local headers see the same file.
    if (localStart + 30 > directoryStart || view.getUint32(localStart, true) !== LOCAL_HEADER) {
      return { ok: false, reason: "inconsistent" };
    }
    const dataStart = localStart + 30 + view.getUint16(localStart + 26, true) + view.getUint16(localStart + 28, true);
    if (view.getUint16(localStart + 8, true) !== method || dataStart + packed > directoryStart) {
      return { ok: false, reason: "inconsistent" };
    }
    if (
      (flags & DATA_DESCRIPTOR) === 0 &&
      (view.getUint32(localStart + 18, true) !== packed || view.getUint32(localStart + 22, true) !== unpacked)
    ) {
      return { ok: false, reason: "inconsistent" };
    }
    // Stored entries unpack to exactly their packed size.
    if (method === 0 && unpacked !== packed) return { ok: false, reason: "inconsistent" };

    unpackedBytes += unpacked;
    if (unpackedBytes > limits.maxUnpackedBytes) return { ok: false, reason: "too large unpacked" };
    if (unpacked >= limits.ratioFromBytes && unpacked > packed * limits.maxRatio) return { ok: false, reason: "ratio" };
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries: count, unpackedBytes };
}
