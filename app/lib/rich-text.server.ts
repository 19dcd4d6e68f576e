import sanitizeHtml from "sanitize-html";

/**
 * The only HTML a job ad or an employer page may carry: what the editor's toolbar produces (paragraphs, headings,
 * bold, italic, lists, links). Everything else — scripts, styles, event handlers, iframes,
 * images, javascript: and data: URLs — is dropped. Runs before storing and before rendering.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "a", "blockquote"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
    b: "strong",
    i: "em",
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
