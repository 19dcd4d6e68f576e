/**
 * "@Vorname Nachname" in a note (issue 34 §5): which colleagues a text mentions, and, while
 * typing, which "@…" the caret is in and whom it may mean. Pure, for the server and the browser.
 */

export interface Mentionable {
  id: number;
  name: string;
}

/** Letters and digits of any script: a name ends where none follows ("@Eva Huber," but not "@Eva Huberta"). */
const NAME_CHARACTER = /[\p{L}\p{N}]/u;

/** The colleagues the text mentions by their full name, once each, never the writer. */
export function mentionedIn<T extends Mentionable>(text: string, colleagues: readonly T[], writerId: number): T[] {
  return colleagues.filter((colleague) => colleague.id !== writerId && mentions(text, colleague.name));
}

function mentions(text: string, name: string): boolean {
  const wanted = `@${name}`.toLocaleLowerCase("de-AT");
  const lower = text.toLocaleLowerCase("de-AT");
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = at === 0 ? "" : lower[at - 1]!;
    const after = lower[at + wanted.length] ?? "";
    if (!NAME_CHARACTER.test(before) && !NAME_CHARACTER.test(after)) return true;
  }
  return false;
}

/** At most this many characters after "@" count as a name being typed (first and last name). */
const MAX_QUERY = 40;

/** The "@…" being typed at the caret: where its "@" stands and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention the caret is in, or null: an "@" at the text's start or after a space or line
 * break, followed by at most one space (first and last name) and no line break up to the caret.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const head = text.slice(0, caret);
  const start = head.lastIndexOf("@");
  if (start < 0 || (start > 0 && !/\s/.test(head[start - 1]!))) return null;
  const query = head.slice(start + 1);
  if (query.length > MAX_QUERY || /[\n\r]/.test(query) || /^\s/.test(query)) return null;
  if ((query.match(/\s/g) ?? []).length > 1) return null;
  return { start, query };
}

/** Folds case and accents, so "ö" matches "o" and "Oe" matches "oe". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("de-AT");
}

/**
 * The colleagues whose first name, last name or full name starts with the query (case and accents
 * folded), in their list's order; the writer is not offered. An empty query offers everyone.
 */
export function suggestionsFor<T extends Mentionable>(
  query: string,
  colleagues: readonly T[],
  writerId: number,
  limit = 8,
): T[] {
  // Not trimmed at the end: "@Lena " goes on to the last name, "@Lena Gruber " is done.
  const wanted = folded(query);
  return colleagues
    .filter((colleague) => {
      if (colleague.id === writerId) return false;
      const name = folded(colleague.name);
      return name.startsWith(wanted) || name.split(/\s+/).some((part) => part.startsWith(wanted));
    })
    .slice(0, limit);
}

/** The text with the typed "@…" replaced by "@Name " and the caret after it. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, "");
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}
