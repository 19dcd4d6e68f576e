import { describe, expect, it } from "vitest";
import { runQaChecks, suggestedReasons, type AskedQuestion, type CheckedAd, type QaCheckKey } from "./checks";

const GOOD_AD: CheckedAd = {
  title: "Buchhalter:in (m/w/d)",
  employmentTypes: ["vollzeit"],
  jobLevel: "berufserfahren",
  salaryMinCents: 320_000,
  salaryMaxCents: null,
  salaryPeriod: "month",
  salaryOverpay: true,
  salaryText: "",
  content: {
    intro: "<p>Wir sind ein Familienbetrieb in Linz.</p>",
    tasks: "<ul><li>Buchhaltung</li></ul>",
    profile: "<p>Abgeschlossene kaufmännische Ausbildung</p>",
    offer: '<p>Mehr auf <a href="https://example.at/karriere">unserer Seite</a>.</p>',
    contact: "",
  },
  contactPerson: { name: "Eva Huber", email: "eva.huber@example.at", phone: "" },
  applicationMethod: "portal",
  applicationEmail: null,
  applicationUrl: null,
};

function statusOf(ad: CheckedAd, key: QaCheckKey) {
  return runQaChecks(ad, []).find((check) => check.key === key)?.status;
}

describe("runQaChecks", () => {
  it("passes a complete, lawful ad", () => {
    expect(runQaChecks(GOOD_AD, []).map((check) => [check.key, check.status])).toEqual([
      ["salary", "ok"],
      ["title", "ok"],
      ["content", "ok"],
      ["links", "ok"],
      ["contact", "ok"],
      ["payHistory", "ok"],
    ]);
  });

  it("demands the minimum salary with its period (GlBG § 9 (2)) unless the job is exempt", () => {
    expect(statusOf({ ...GOOD_AD, salaryMinCents: null }, "salary")).toBe("error");
    expect(statusOf({ ...GOOD_AD, salaryPeriod: null }, "salary")).toBe("error");
    expect(statusOf({ ...GOOD_AD, salaryMinCents: null, jobLevel: "vorstand" }, "salary")).toBe("ok");
    expect(statusOf({ ...GOOD_AD, salaryMinCents: null, employmentTypes: ["freier-dienstvertrag"] }, "salary")).toBe(
      "ok",
    );
  });

  it("warns when the willingness to overpay is not stated", () => {
    const check = runQaChecks({ ...GOOD_AD, salaryOverpay: false }, []).find((c) => c.key === "salary");
    expect(check?.status).toBe("warning");
    expect(check?.detail).toMatch(/ab €\s3\.200,00 brutto\/Monat/);
    expect(statusOf({ ...GOOD_AD, salaryOverpay: false, salaryText: "Überzahlung je nach Erfahrung" }, "salary")).toBe(
      "ok",
    );
  });

  it.each(["Buchhalter", "Verkäufer gesucht", ""])("flags the title %j as not gender-neutral", (title) => {
    expect(statusOf({ ...GOOD_AD, title }, "title")).toBe("error");
  });

  it.each(["Buchhalterin/Buchhalter (w/m/d)", "Techniker*in", "Lehrling (all genders)", "Koch/Köchin (m/w/x)"])(
    "accepts %j",
    (title) => {
      expect(statusOf({ ...GOOD_AD, title }, "title")).toBe("ok");
    },
  );

  it.each([
    ["<p>Sie sind maximal 35 Jahre alt.</p>", "Altersgrenze"],
    ["<p>Deutsche Muttersprache ist Voraussetzung.</p>", "Muttersprache"],
    ["<p>Wir suchen nur Männer für das Lager.</p>", "Geschlecht"],
    ["<p>Bewerbung nur mit Foto.</p>", "Foto als Bedingung"],
    ["<p>Ideal für junge Bewerber.</p>", "Altersbezug"],
  ])("finds forbidden content in %j", (profile, reason) => {
    const check = runQaChecks({ ...GOOD_AD, content: { ...GOOD_AD.content, profile } }, []).find(
      (c) => c.key === "content",
    );
    expect(check?.status).toBe("error");
    expect(check?.detail).toContain(reason);
  });

  it.each([
    ['<a href="http://example.at">x</a>', "nicht verschlüsselt"],
    ['<a href="https://bit.ly/abc">x</a>', "verkürzt"],
    ['<a href="nicht eine url">x</a>', "ungültig"],
  ])("flags the link in %j", (offer, problem) => {
    const check = runQaChecks({ ...GOOD_AD, content: { ...GOOD_AD.content, offer } }, []).find(
      (c) => c.key === "links",
    );
    expect(check?.status).toBe("error");
    expect(check?.detail).toContain(problem);
  });

  it("wants a way to apply and a contact person", () => {
    expect(statusOf({ ...GOOD_AD, applicationMethod: null }, "contact")).toBe("error");
    expect(statusOf({ ...GOOD_AD, applicationMethod: "email", applicationEmail: "kein-mail" }, "contact")).toBe(
      "warning",
    );
    expect(statusOf({ ...GOOD_AD, contactPerson: { name: "", email: "", phone: "" } }, "contact")).toBe("warning");
  });

  it("flags questions to candidates about their current or previous pay, and such a request in the text", () => {
    const payCheck = (ad: CheckedAd, questions: AskedQuestion[]) =>
      runQaChecks(ad, questions).find((check) => check.key === "payHistory");
    const licence = { label: "Haben Sie einen Führerschein?", options: [] };
    expect(payCheck(GOOD_AD, [licence, { label: "Ihre Gehaltsvorstellung?", options: [] }])?.status).toBe("ok");
    expect(payCheck(GOOD_AD, [licence, { label: "Wie hoch ist Ihr derzeitiges Gehalt?", options: [] }])).toMatchObject({
      label: "Frage nach dem derzeitigen oder früheren Gehalt (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2)",
      status: "error",
      detail:
        "Fragt nach dem derzeitigen oder früheren Gehalt – Frage an Bewerber:innen: „Wie hoch ist Ihr derzeitiges Gehalt?“.",
    });
    const choice = { label: "Was trifft zu?", options: ["Mein letztes Gehalt lag unter 3.000 €", "darüber"] };
    expect(payCheck(GOOD_AD, [choice])?.status).toBe("error");
    const contact = "<p>Bitte senden Sie uns Ihren Lebenslauf mit Angabe Ihres aktuellen Gehalts.</p>";
    expect(payCheck({ ...GOOD_AD, content: { ...GOOD_AD.content, contact } }, [])?.detail).toBe(
      "Fragt nach dem derzeitigen oder früheren Gehalt – im Inseratstext: „Bitte senden Sie uns Ihren Lebenslauf mit Angabe Ihres aktuellen Gehalts.“.",
    );
    const offer = "<p>Das aktuelle KV-Gehalt beträgt € 2.300 brutto, Überzahlung möglich.</p>";
    expect(payCheck({ ...GOOD_AD, content: { ...GOOD_AD.content, offer } }, [])?.status).toBe("ok");
  });

  it("suggests the rejection reasons of the failed checks", () => {
    const checks = runQaChecks({ ...GOOD_AD, title: "Buchhalter", salaryMinCents: null }, []);
    expect(suggestedReasons(checks)).toEqual(["salary", "title"]);
    const asking = runQaChecks(GOOD_AD, [{ label: "Letztes Gehalt", options: [] }]);
    expect(suggestedReasons(asking)).toEqual(["payHistory"]);
  });
});
