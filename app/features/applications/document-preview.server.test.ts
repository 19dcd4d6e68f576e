import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { closeDocumentPool } from "./document-parsing.server";
import { wordPreviewHtml } from "./document-preview.server";

/** The smallest .docx Word and mammoth read: content types, the package's relations, the document. */
function docx(body: string): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/_rels/document.xml.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/></Relationships>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

const paragraph = (text: string, style = "") =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

afterAll(closeDocumentPool);

// Converted on the document pool (decision 056), whose first thread takes seconds on a busy machine.
describe("wordPreviewHtml", { timeout: 60_000 }, () => {
  it("shows a CV's headings, paragraphs and bold text as HTML", async () => {
    const html = await wordPreviewHtml(
      docx(
        `${paragraph("Eva Müller", "Heading1")}${paragraph("Elektrotechnikerin, Linz")}<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>SPS-Programmierung</w:t></w:r></w:p>`,
      ),
    );
    expect(html).toContain("<h3>Eva Müller</h3>");
    expect(html).toContain("<p>Elektrotechnikerin, Linz</p>");
    expect(html).toContain("<strong>SPS-Programmierung</strong>");
  });

  it("keeps no link, script or markup the file's text carries", async () => {
    const html = await wordPreviewHtml(
      docx(
        `<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>Mein Profil</w:t></w:r></w:hyperlink></w:p>${paragraph("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;")}`,
      ),
    );
    expect(html).toContain("Mein Profil");
    expect(html).not.toContain("<a");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("answers null for bytes that are no Word file", async () => {
    expect(await wordPreviewHtml(new TextEncoder().encode("kein Word"))).toBeNull();
    expect(await wordPreviewHtml(docx(""))).toBeNull();
  });
});
