import { decodeHTML } from "entities";

/**
 * The words of rich text (HTML) without its markup: what length checks count, and the plain text
 * that descriptions and structured data carry. Entities are decoded (`&amp;` is `&`), so the
 * text is escaped once, by whatever writes it into HTML next (React, JSON-LD serialisation).
 */
export function htmlToText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}
