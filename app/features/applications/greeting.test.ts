import { describe, expect, it } from "vitest";
import { greetingOf, salutationLabelOf, salutationLine } from "./greeting";
import { fillTemplate, MAIL_TEMPLATES, type PlaceholderValues } from "./templates";

const jonas = { firstName: "Jonas", lastName: "Prüfer" };

describe("the greeting of a candidate (decision 081)", () => {
  it("greets by the chosen Anrede, and gender-neutral without one", () => {
    expect(greetingOf({ ...jonas, salutation: "frau" })).toBe("Sehr geehrte Frau Prüfer,");
    expect(greetingOf({ ...jonas, salutation: "herr" })).toBe("Sehr geehrter Herr Prüfer,");
    expect(greetingOf({ ...jonas, salutation: null })).toBe("Guten Tag Jonas Prüfer,");
  });

  it("names nobody once the personal data is gone (anonymised or withdrawn)", () => {
    expect(greetingOf({ salutation: null, firstName: "", lastName: "" })).toBe("Guten Tag,");
    expect(greetingOf({ salutation: "frau", firstName: "", lastName: "" })).toBe("Guten Tag,");
  });

  it("trims the names and does without a missing first name", () => {
    expect(salutationLine({ salutation: "herr", firstName: " Jonas ", lastName: " Prüfer " })).toBe(
      "Sehr geehrter Herr Prüfer",
    );
    expect(salutationLine({ salutation: null, firstName: "", lastName: "Prüfer" })).toBe("Guten Tag Prüfer");
  });

  it("labels the choice for pages and exports", () => {
    expect(salutationLabelOf("frau")).toBe("Frau");
    expect(salutationLabelOf("herr")).toBe("Herr");
    expect(salutationLabelOf(null)).toBe("Keine Angabe");
  });
});

describe("the templates' {Anrede}", () => {
  const values = (salutation: "frau" | "herr" | null): PlaceholderValues => ({
    Anrede: salutationLine({ ...jonas, salutation }),
    Vorname: jonas.firstName,
    Nachname: jonas.lastName,
    Stelle: "Buchhalter:in (m/w/d)",
    Unternehmen: "Donautal Technik GmbH",
    Absender: "Katharina Mayr",
  });

  it("starts every default template with the whole greeting line", () => {
    for (const template of Object.values(MAIL_TEMPLATES)) {
      expect(template.body.startsWith("{Anrede},\n")).toBe(true);
      expect(fillTemplate(template.body, values("frau")).split("\n")[0]).toBe("Sehr geehrte Frau Prüfer,");
      expect(fillTemplate(template.body, values("herr")).split("\n")[0]).toBe("Sehr geehrter Herr Prüfer,");
      expect(fillTemplate(template.body, values(null)).split("\n")[0]).toBe("Guten Tag Jonas Prüfer,");
    }
  });

  it("keeps {Vorname} {Nachname} of a company's own text working", () => {
    expect(fillTemplate("Guten Tag {Vorname} {Nachname},", values("frau"))).toBe("Guten Tag Jonas Prüfer,");
  });
});
