const MARKUP_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML or XML written by hand (outside React): element content and quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char] ?? char);
}
