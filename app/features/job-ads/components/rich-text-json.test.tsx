import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichTextNode } from "../preview-model";
import { RichTextJson } from "./rich-text-json";

const html = (doc: RichTextNode) => renderToStaticMarkup(<RichTextJson doc={doc} />);
const text = (value: string, marks: RichTextNode["marks"] = []): RichTextNode => ({ type: "text", text: value, marks });

describe("RichTextJson", () => {
  it("renders the toolbar's formats", () => {
    expect(
      html({
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 3 }, content: [text("Aufgaben")] },
          {
            type: "paragraph",
            content: [text("fett", [{ type: "bold" }]), { type: "hardBreak" }, text("kursiv", [{ type: "italic" }])],
          },
          {
            type: "bulletList",
            content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("eins")] }] }],
          },
          {
            type: "orderedList",
            content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("zwei")] }] }],
          },
        ],
      }),
    ).toBe(
      "<h3><span>Aufgaben</span></h3><p><span><strong>fett</strong></span><br/><span><em>kursiv</em></span></p><ul><li><p><span>eins</span></p></li></ul><ol><li><p><span>zwei</span></p></li></ol>",
    );
  });

  it("renders safe links with rel and target", () => {
    expect(
      html({ type: "doc", content: [text("Karriere", [{ type: "link", attrs: { href: "https://example.at/k" } }])] }),
    ).toBe(
      '<span><a href="https://example.at/k" rel="noopener noreferrer nofollow" target="_blank">Karriere</a></span>',
    );
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "vbscript:x", " javascript:alert(1)"])(
    "keeps only the text of a link to %s",
    (href) => {
      expect(html({ type: "doc", content: [text("x", [{ type: "link", attrs: { href } }])] })).toBe("<span>x</span>");
    },
  );

  it("reduces unknown nodes, marks and attributes to their text, escaped", () => {
    const output = html({
      type: "doc",
      content: [
        { type: "iframe", attrs: { src: "javascript:alert(1)" }, content: [text("<script>alert(1)</script>")] },
        { type: "paragraph", attrs: { onclick: "alert(1)", style: "x" }, content: [text("y", [{ type: "script" }])] },
        { type: "image", attrs: { src: "x", onerror: "alert(1)" } },
      ],
    });
    expect(output).toBe(
      "<span><span>&lt;script&gt;alert(1)&lt;/script&gt;</span></span><p><span>y</span></p><span></span>",
    );
  });
});
