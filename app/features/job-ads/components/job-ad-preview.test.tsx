import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyPreview, withDataValues, withDesignValues, type JobAdPreviewModel } from "../preview-model";
import { JobAdPreview, telHref } from "./job-ad-preview";

const model: JobAdPreviewModel = withDesignValues(
  withDataValues(emptyPreview("Donautal Technik GmbH"), {
    title: "Koch (m/w/d)",
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    employmentTypes: ["vollzeit"],
    salaryMin: "2.400",
    salaryPeriod: "month",
  }),
  { logoPath: "/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab", primaryColor: "#f2a900" },
);

describe("JobAdPreview", () => {
  it("shows the company, the facts, the salary and the logo through /_ipx", () => {
    const html = renderToStaticMarkup(
      <JobAdPreview model={{ ...model, contact: { name: "Maria Huber", email: "", phone: "" } }} />,
    );
    expect(html).toContain("Donautal Technik GmbH");
    expect(html).toContain("4020 Linz, Oberösterreich");
    expect(html).toContain("ab €\u00a02.400,00 brutto/Monat");
    expect(html).toContain("ab sofort");
    expect(html).toContain('src="/_ipx/h_96/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab"');
    expect(html).toContain("Maria Huber");
    // Black text on the light main colour.
    expect(html).toContain("background-color:#f2a900;color:#000000");
  });

  it("names neither company, logo nor contact person of a Chiffre ad", () => {
    const html = renderToStaticMarkup(
      <JobAdPreview
        model={{ ...model, anonymous: true, contact: { name: "Maria Huber", email: "m@example.at", phone: "" } }}
      />,
    );
    expect(html).toContain("Chiffre");
    expect(html).not.toContain("Donautal");
    expect(html).not.toContain("/uploads/");
    expect(html).not.toContain("Maria Huber");
  });

  it("renders sections from the editor's document without their markup", () => {
    const html = renderToStaticMarkup(
      <JobAdPreview
        model={{
          ...model,
          sections: {
            ...model.sections,
            tasks: {
              kind: "doc",
              doc: {
                type: "doc",
                content: [{ type: "paragraph", content: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] }],
              },
            },
          },
        }}
      />,
    );
    expect(html).toContain("Ihre Aufgaben");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
  });
});

describe("telHref", () => {
  it("makes a phone number tappable: digits and a leading plus only", () => {
    expect(telHref("+43 732 123456")).toBe("tel:+43732123456");
    expect(telHref("0732 / 12 34-56")).toBe("tel:0732123456");
    expect(telHref(" (0)662 987 ")).toBe("tel:0662987");
  });
});
