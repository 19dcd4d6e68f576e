/** The words of a search box (letters and digits, at most eight), lower case. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** A German full-text prefix query of the words: "buchhalt linz" → "buchhalt:* & linz:*". */
export const prefixTsQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(" & ");
