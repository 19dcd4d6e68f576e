/**
 * The portal's few pages outside React (a refused sign-in, the logout confirmation, the answers
 * while the database is away or the input is refused): one German document frame, escaped text.
 */
import { escapeMarkup } from "~/lib/escape";

/** A whole page around `bodyHtml` (already escaped by the caller); the title is escaped here. */
export function plainPage(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title></head>
<body><main>${bodyHtml}</main></body></html>`;
}
