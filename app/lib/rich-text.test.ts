import { describe, expect, it } from "vitest";
import { htmlToText } from "./rich-text";

describe("htmlToText", () => {
  it("decodes entities once, named and numeric, as sanitised HTML and the editor write them", () => {
    expect(htmlToText("<p>Müller &amp; Söhne &lt;GmbH&gt; &quot;Qualität&quot; &#39;seit&#39; 1920</p>")).toBe(
      `Müller & Söhne <GmbH> "Qualität" 'seit' 1920`,
    );
    expect(htmlToText("<p>&amp;amp; bleibt &amp;amp;</p>")).toBe("&amp; bleibt &amp;");
    expect(htmlToText("Gr&uuml;&szlig;e &euro;&nbsp;1.234 &#x2013; &#8364;")).toBe("Grüße € 1.234 – €");
  });

  it("takes markup out and spaces between blocks, but keeps decoded angle brackets as text", () => {
    expect(htmlToText("<h3>Aufgaben</h3><ul><li>Eins</li><li>Zwei</li></ul>")).toBe("Aufgaben Eins Zwei");
    expect(htmlToText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<script>alert(1)</script>");
  });

  it("leaves a lone ampersand and unknown names as they are", () => {
    expect(htmlToText("A & B &unbekannt; C")).toBe("A & B &unbekannt; C");
  });
});
