import { z } from "zod";

/**
 * The parameters many requests share, parsed one way on every surface (pages, the JSON API, the
 * staff panel): the page of a list, its size, a search text and a note. Ids go through
 * `rowIdSchema` (row-id.ts). A page answers a bad value in its own way (a strict API answers 400
 * with the message, a company list drops it with `.catch`), but the bounds and words are these.
 */

const PAGE_MESSAGE = "Die Seite muss eine ganze Zahl ab 1 sein.";
const MAX_PAGE = 100_000;

export const pageSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(MAX_PAGE, "Diese Seite gibt es nicht.")
  .default(1);

const PAGE_SIZE_MESSAGE = "Die Seitengröße muss zwischen 1 und 100 liegen.";

export function pageSizeSchema(defaultSize: number) {
  return z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(100, PAGE_SIZE_MESSAGE)
    .default(defaultSize);
}

export const SEARCH_MAX_LENGTH = 200;

export const searchTextSchema = z
  .string({ error: "Bitte geben Sie einen Suchbegriff an." })
  .trim()
  .max(SEARCH_MAX_LENGTH, `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein.`)
  .optional();

/** A staff member's note to an action, an order or a message (audit log, history, e-mail). */
export function noteSchema(maxLength: number) {
  return z
    .string({ error: "Die Notiz muss ein Text sein." })
    .trim()
    .max(maxLength, `Die Notiz darf höchstens ${maxLength} Zeichen lang sein.`);
}
