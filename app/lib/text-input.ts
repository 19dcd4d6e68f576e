/**
 * The one rule for text that reaches the portal (issue 13 §3): it is valid UTF-8 and holds no
 * NUL character. PostgreSQL cannot store a NUL in text and refuses invalid UTF-8, so without
 * this rule such input became a 500 wherever it reached a query. Every way in checks it: the URL
 * (path and query) for every request, JSON bodies of the API, and page forms.
 */

export const INVALID_TEXT_MESSAGE =
  "Die Anfrage enthält ungültige Zeichen (etwa ein Nullzeichen oder falsch kodierten Text). Bitte prüfen Sie Ihre Eingabe.";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether the bytes are well-formed UTF-8 without a NUL. */
export function isCleanUtf8(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether a decoded string is free of NUL characters. */
export function isCleanText(text: string): boolean {
  return !text.includes("\u0000");
}

const encoder = new TextEncoder();
const HEX = /^[0-9a-f]{2}$/i;

/**
 * Whether percent-encoded text (a URL's path or query, an urlencoded form) decodes to clean text.
 * Only well-formed `%XX` escapes are decoded: a lone `%` stays a character, as URLSearchParams
 * reads it, so a hand-typed "50%" is not refused.
 */
export function isCleanPercentEncoded(raw: string): boolean {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const escape = raw.slice(i + 1, i + 3);
    if (raw[i] === "%" && HEX.test(escape)) {
      bytes.push(parseInt(escape, 16));
      i += 2;
    } else {
      bytes.push(...encoder.encode(raw[i]!));
    }
  }
  return isCleanUtf8(Uint8Array.from(bytes));
}

/** Whether every string anywhere in a parsed JSON value is clean text (keys included). */
export function isCleanJson(value: unknown): boolean {
  if (typeof value === "string") return isCleanText(value);
  if (Array.isArray(value)) return value.every(isCleanJson);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).every(([key, inner]) => isCleanText(key) && isCleanJson(inner));
  }
  return true;
}
