import { describe, expect, it } from "vitest";
import {
  candidateAnswerSchema,
  CONTACT_TEMPLATES,
  contactRequestSchema,
  fillPlaceholders,
  personalisedText,
  salutationOf,
} from "./contact-templates";

const values = {
  anrede: "Sehr geehrte Frau Hofer",
  jobtitel: "Buchhalter:in",
  unternehmen: "Donautal Technik GmbH",
  absender: "Katharina Mayr",
};

describe("fillPlaceholders", () => {
  it("fills every placeholder of every template, leaving no brace behind", () => {
    for (const template of CONTACT_TEMPLATES) {
      const text = fillPlaceholders(`${template.subject}\n${template.body}`, values);
      expect(text).not.toMatch(/[{}]/);
      expect(text).toContain("Donautal Technik GmbH");
      // Signed by the recruiter above the company; no gender mark doubled ("eine:n Buchhalter:in").
      expect(text).toContain("Mit freundlichen Grüßen\nKatharina Mayr\nDonautal Technik GmbH");
      expect(text).not.toMatch(/\b(ein|eine):(n|e|r)\b/);
    }
  });

  it("accepts placeholders as typed in any case and keeps other braces", () => {
    expect(fillPlaceholders("{anrede}, {JOBTITEL} bei {Unternehmen} {Gehalt} – {ABSENDER}", values)).toBe(
      "Sehr geehrte Frau Hofer, Buchhalter:in bei Donautal Technik GmbH {Gehalt} – Katharina Mayr",
    );
  });
});

describe("salutationOf", () => {
  it("names the person only when the name is given", () => {
    expect(salutationOf({ gender: "w", firstName: "Sabine", lastName: "Hofer" })).toBe("Sehr geehrte Frau Hofer");
    expect(salutationOf({ gender: "m", firstName: "Lukas", lastName: "Hofbauer" })).toBe("Sehr geehrter Herr Hofbauer");
    expect(salutationOf({ gender: "d", firstName: "Alex", lastName: "Berger" })).toBe("Guten Tag Alex Berger");
    expect(salutationOf({ gender: "w" })).toBe("Sehr geehrte Frau …");
    expect(salutationOf({ gender: "d" })).toBe("Guten Tag …");
  });
});

describe("contactRequestSchema", () => {
  it("trims, reads the ad's id and allows none", () => {
    expect(contactRequestSchema.parse({ subject: " Hallo ", body: "Text", jobAdId: "12" })).toEqual({
      subject: "Hallo",
      body: "Text",
      jobAdId: 12,
    });
    expect(contactRequestSchema.parse({ subject: "Hallo", body: "Text", jobAdId: "" }).jobAdId).toBeNull();
  });

  it("refuses empty and overlong texts and a malformed ad with German messages", () => {
    const result = contactRequestSchema.safeParse({ subject: " ", body: "x".repeat(5001), jobAdId: "-3" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Bitte geben Sie einen Betreff ein.",
      "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
      "Bitte wählen Sie eines Ihrer aktiven Inserate.",
    ]);
  });
});

describe("candidateAnswerSchema", () => {
  it("knows accept, decline with an optional reason, and reply with a text", () => {
    expect(candidateAnswerSchema.parse({ intent: "accept" })).toEqual({ intent: "accept" });
    expect(candidateAnswerSchema.parse({ intent: "decline", reason: "" })).toEqual({ intent: "decline", reason: "" });
    expect(candidateAnswerSchema.safeParse({ intent: "reply", body: "  " }).success).toBe(false);
    expect(candidateAnswerSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("personalisedText", () => {
  it("gives the company's anonymised salutation the person's name, and leaves other texts alone", () => {
    const sabine = { gender: "w", firstName: "Sabine", lastName: "Hofer" };
    expect(personalisedText("Sehr geehrte Frau …,\n\nIhr Profil …", sabine)).toBe(
      "Sehr geehrte Frau Hofer,\n\nIhr Profil …",
    );
    expect(personalisedText("Guten Tag …,", { gender: "d", firstName: "Alex", lastName: "Berger" })).toBe(
      "Guten Tag Alex Berger,",
    );
    expect(personalisedText("Liebe Frau …,", sabine)).toBe("Liebe Frau …,");
  });
});
