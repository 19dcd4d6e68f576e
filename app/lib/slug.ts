const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const SLUG_MAX = 80;

/**
 * A readable address part: lower case, German letters spelt out (`ä` → `ae`, `ß` → `ss`), other
 * accents dropped, anything else a hyphen, at most 80 characters; `fallback` when nothing is left.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATION[letter]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, SLUG_MAX).replace(/-+$/, "") || fallback;
}
