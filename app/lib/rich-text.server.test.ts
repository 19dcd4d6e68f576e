import { describe, expect, it } from "vitest";
import { XSS_CORPUS } from "../../tests/support/xss-corpus";
import { sanitizeRichText } from "./rich-text.server";

/** Markup that would run script or load something when the sanitised HTML is rendered. */
const DANGEROUS = [/<script/i, /<iframe/i, /<img/i, /<svg/i, /\son\w+\s*=/i, /javascript:/i, /\sstyle\s*=/i];

describe("sanitizeRichText", () => {
  it.each(XSS_CORPUS)("removes everything that could run script from %s", (input) => {
    const output = sanitizeRichText(input);
    for (const pattern of DANGEROUS) expect(output).not.toMatch(pattern);
  });

  it("removes the whole corpus at once, inside allowed markup", () => {
    const output = sanitizeRichText(`<p>Vorher</p>${XSS_CORPUS.join("<br>")}<ul><li>Nachher</li></ul>`);
    for (const pattern of DANGEROUS) expect(output).not.toMatch(pattern);
    expect(output).toContain("<p>Vorher</p>");
    expect(output).toContain("<ul><li>Nachher</li></ul>");
  });

  it("keeps what the editor's toolbar produces", () => {
    const html =
      "<h3>Aufgaben</h3><p><strong>Fett</strong> und <em>kursiv</em></p><ol><li>Eins</li></ol><ul><li>Zwei</li></ul>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps safe links and makes them open safely", () => {
    expect(sanitizeRichText('<a href="https://example.at/jobs">Jobs</a>')).toBe(
      '<a href="https://example.at/jobs" rel="noopener noreferrer nofollow" target="_blank">Jobs</a>',
    );
  });

  it("drops script URLs of links but keeps their text", () => {
    const output = sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a>');
    expect(output).not.toMatch(/href/);
    expect(output).toContain("x");
    expect(output).toContain("y");
  });

  it("drops a paragraph's attributes but keeps its text", () => {
    expect(sanitizeRichText('<p style="x" onclick="alert(1)">y</p>')).toBe("<p>y</p>");
  });

  it("escapes text that only looks like markup", () => {
    expect(sanitizeRichText('"><iframe src=javascript:alert(1)>')).toBe('"&gt;');
  });
});
