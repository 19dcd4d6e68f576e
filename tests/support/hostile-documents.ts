import zlib from "node:zlib";

/**
 * Documents an attacker sends with an application (issue 32 §1), made by code so that no binary
 * lies in the repository: Word bombs, XML that nests deeply or expands entities, an archive that
 * lies about its sizes, PDFs with huge page and object counts, a PNG decompression bomb.
 */

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELATIONS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** `word/document.xml` with the body given (and a prolog, e.g. a DOCTYPE, before the root). */
export const documentXml = (body: string, prolog = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}<w:document ${W}><w:body>${body}</w:body></w:document>`;

/**
 * A ZIP archive of the entries (deflated by node's zlib, or stored), written by hand: fflate's
 * deflate in JavaScript takes half a minute for the 200 MB bomb, zlib a second.
 */
function zipOf(entries: { name: string; data: Buffer; store?: boolean }[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, store } of entries) {
    const packed = store ? data : zlib.deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(0, 2); // flags
    fields.writeUInt16LE(store ? 0 : 8, 4);
    fields.writeUInt32LE(0, 6); // time and date
    fields.writeUInt32LE(zlib.crc32(data), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(fileName.length, 22);
    fields.writeUInt16LE(0, 24); // extra
    const signature = (value: number) => Buffer.from(new Uint32Array([value]).buffer);
    locals.push(signature(0x04034b50), fields, fileName, packed);
    const central = Buffer.alloc(14);
    central.writeUInt32LE(offset, 10); // comment length, disk, attributes: 0; then the local header's offset
    directory.push(signature(0x02014b50), Buffer.from([20, 0]), fields, central, fileName);
    offset += 4 + fields.length + fileName.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Uint8Array.from(Buffer.concat([...locals, directoryBytes, end]));
}

/** The smallest .docx Word and mammoth read; `store` leaves document.xml uncompressed. */
export function docx(xml: string | Buffer, options: { store?: boolean } = {}): Uint8Array {
  return zipOf([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(PACKAGE_RELATIONS) },
    { name: "word/document.xml", data: Buffer.from(xml), store: options.store },
  ]);
}

/** A Word file whose document.xml unpacks to `megabytes` MB of empty paragraphs. */
export function wordBomb(megabytes: number): Uint8Array {
  const [head, tail] = documentXml("|").split("|") as [string, string];
  const body = Buffer.alloc(Math.floor((megabytes * 1024 * 1024) / 6) * 6, "<w:p/>");
  return docx(Buffer.concat([Buffer.from(head), body, Buffer.from(tail)]));
}

/**
 * The archive states `statedBytes` for `word/document.xml` in its directory and its local header
 * alike, whatever the entry really unpacks to: the directory check takes it, only counting what
 * comes out of the inflater can stop it.
 */
export function lyingSizes(zip: Uint8Array, statedBytes: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const name = (at: number, length: number) => new TextDecoder().decode(copy.subarray(at, at + length));
  for (let at = 0; at + 46 < copy.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && name(at + 30, view.getUint16(at + 26, true)) === "word/document.xml") {
      view.setUint32(at + 22, statedBytes, true);
    }
    if (signature === 0x02014b50 && name(at + 46, view.getUint16(at + 28, true)) === "word/document.xml") {
      view.setUint32(at + 24, statedBytes, true);
    }
  }
  return copy;
}

/** Content controls nested `levels` deep around one paragraph, stored uncompressed (ratio 1). */
export function nestedWord(levels: number): Uint8Array {
  const xml = documentXml(
    `${"<w:sdt><w:sdtContent>".repeat(levels)}${paragraph("tief")}${"</w:sdtContent></w:sdt>".repeat(levels)}`,
  );
  return docx(xml, { store: true });
}

/** "Billion laughs": ten levels of entities, each ten of the one below, 10¹⁰ times "lol". */
export function entityExpansionWord(): Uint8Array {
  const entities = Array.from(
    { length: 10 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
  ).join("");
  return docx(documentXml(paragraph("&lol10;"), `<!DOCTYPE w:document [<!ENTITY lol "lol">${entities}]>`));
}

/** A PDF of objects in the given order, with a correct cross-reference table. */
function pdfOf(objects: string[]): Uint8Array {
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A PDF whose page tree claims `claimedPages` pages and holds `realPages`, each one drawing text,
 * in a flat list of kids (pdf.js walks it for each page it opens).
 */
export function manyPagesPdf(realPages: number, claimedPages: number): Uint8Array {
  const first = 4;
  const kids = Array.from({ length: realPages }, (_, i) => `${first + i} 0 R`).join(" ");
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    // Media box and font are inherited from the page tree: each page is a few bytes.
    `<< /Type /Pages /Count ${claimedPages} /Kids [${kids}] /MediaBox [0 0 595 842] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`,
    "<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (Seite mit Text) Tj ET\nendstream",
    ...Array.from({ length: realPages }, () => "<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>"),
  ]);
}

/** A one-page PDF followed by `count` objects nobody refers to, each in the cross-reference table. */
export function manyObjectsPdf(count: number): Uint8Array {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [4 0 R] >>",
    "<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (Seite mit Text) Tj ET\nendstream",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>",
    ...Array.from({ length: count }, (_, i) => `[${i}]`),
  ]);
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of `side` × `side` black grey-scale pixels: well under a megabyte that decodes to side²
 * bytes (30 000: 900 MB; as RGBA in a browser 3.6 GB). Deflated row by row by node's zlib.
 */
export async function pngBomb(side: number): Promise<Uint8Array> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bit grey, deflate, adaptive filters, no interlace
  const deflate = zlib.createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => packed.push(chunk));
  const finished = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  // Each row is its filter byte (0) and `side` pixels; 64 rows at a time.
  const rows = Buffer.alloc(64 * (side + 1));
  for (let written = 0; written < side; written += 64) {
    const count = Math.min(64, side - written);
    if (!deflate.write(rows.subarray(0, count * (side + 1)))) {
      await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  deflate.end();
  await finished;
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", Buffer.concat(packed)),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}
