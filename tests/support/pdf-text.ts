import zlib from "node:zlib";

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the rest of the high half is Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x84: "„",
  0x85: "…",
  0x8a: "Š",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x99: "™",
  0x9a: "š",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

function decodeHex(hex: string): string {
  let text = "";
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    text += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

/** The content streams of a PDF, inflated where they are Flate-compressed. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  const start = /<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const to = raw.indexOf("endstream", from);
    const bytes = Buffer.from(raw.slice(from, to).replace(/\r?\n$/, ""), "latin1");
    try {
      streams.push((/\/FlateDecode/.test(match[1]!) ? zlib.inflateSync(bytes) : bytes).toString("latin1"));
    } catch {
      // Not a stream we can read (images, fonts): it holds no text of ours.
    }
  }
  return streams;
}

/**
 * The text a PDF shows, one line per text-showing operator (pdfkit writes WinAnsi hex strings
 * in TJ arrays with kerning numbers between them). Enough for tests, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    const operators = /\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let match = operators.exec(stream); match; match = operators.exec(stream)) {
      const hexParts =
        match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [match[2]!];
      lines.push(hexParts.map(decodeHex).join(""));
    }
  }
  return lines.join("\n").replace(/\u00a0/g, " ");
}
