const DUMMY_ORIGIN = "http://portal.invalid";
const MAX_LENGTH = 2048;
// Each round peels one layer of percent-encoding; real links carry at most two.
const MAX_DECODE_ROUNDS = 4;

// C0 and C1 controls and DEL: URL parsers drop tabs and newlines silently, and CR/LF split headers.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const WHITESPACE = /\s/;

/** Decodes only ASCII escapes: they are what turns into slashes, dots or controls; never throws. */
function decodeAsciiEscapes(value: string): string {
  return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The URL of one rooted, same-origin path that a browser cannot read as protocol-relative. */
function plainPathUrl(candidate: string): URL | null {
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return null;
  if (candidate.includes("\\") || CONTROL_CHARACTER.test(candidate)) return null;
  // "/.//x" and "/a/..//x" only turn protocol-relative once dot segments are resolved.
  const url = new URL(candidate, DUMMY_ORIGIN);
  return url.origin === DUMMY_ORIGIN && !url.pathname.startsWith("//") ? url : null;
}

function normalise(input: unknown): string | null {
  if (typeof input !== "string" || input.length > MAX_LENGTH || WHITESPACE.test(input)) return null;
  const url = plainPathUrl(input);
  if (!url) return null;
  // A later hop (a proxy, a framework, a second redirect) may decode again: every layer must hold.
  let layer = input;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeAsciiEscapes(layer);
    if (decoded === layer) return url.pathname + url.search + url.hash;
    if (!plainPathUrl(decoded)) return null;
    layer = decoded;
  }
  return null;
}

/** Same-origin relative target (path, query, hash) normalised, or `fallback` when not safe. */
export function safeRedirectPath(input: unknown, fallback = "/"): string {
  return normalise(input) ?? fallback;
}

export function isSafeRedirectPath(input: unknown): boolean {
  return normalise(input) !== null;
}
