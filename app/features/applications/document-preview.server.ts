import type sanitizeHtml from "sanitize-html";
import { readOnWorker } from "./document-parsing.server";

/**
 * A Word file (.docx) as HTML for the application's page: converted by mammoth (headings,
 * paragraphs, lists, tables, bold and italic, embedded images as data: URLs) and then cut down
 * to those elements. Links lose their target: the page never leads a colleague out of the
 * portal from a candidate's file. Nothing of the file runs. Conversion and sanitising run on the
 * document pool (decision 056): a hostile file costs a worker thread, not the portal.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "span",
  ],
  allowedAttributes: { img: ["src", "alt"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  allowedSchemesByTag: { img: ["data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { h1: "h3", h2: "h3", h3: "h4", h4: "h4", h5: "h4", h6: "h4", b: "strong", i: "em", a: "span" },
};

/** At most this much HTML goes to the browser: a CV is a few pages. */
const MAX_HTML = 2_000_000;

/**
 * The Word file as safe HTML, or null when it has none to show (unreadable, too large unpacked,
 * too slow or too hungry to convert): then the page says so and offers the download.
 */
export async function wordPreviewHtml(bytes: Uint8Array): Promise<string | null> {
  const html = (await readOnWorker("docx-html", bytes, { sanitize: OPTIONS }))?.trim() ?? "";
  return html.length > 0 && html.length <= MAX_HTML ? html : null;
}
