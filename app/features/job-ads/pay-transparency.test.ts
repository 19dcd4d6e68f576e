import { describe, expect, it } from "vitest";
import { asksAboutPayHistory, payHistoryRequestsIn } from "./pay-transparency";

/** Questions about current or previous pay (EU 2023/970 Art. 5 (2)): refused. */
const PAY_HISTORY_QUESTIONS = [
  "Aktuelles Gehalt",
  "Wie hoch ist Ihr aktuelles Gehalt?",
  "Was ist Ihr derzeitiges Bruttojahresgehalt?",
  "Derzeitiges Gehalt (brutto/Monat)",
  "Ihr bisheriges Gehalt?",
  "Bisheriges Gehalt",
  "Letztes Gehalt",
  "Wie hoch war Ihr letztes Jahresgehalt?",
  "Höhe Ihres letzten Gehalts",
  "Hoehe Ihres letzten Gehalts",
  "Angabe des derzeitigen monatlichen Bruttogehalts",
  "AKTUELLES GEHALT IN EURO",
  "aktueller Verdienst",
  "Ihr jetziges Einkommen?",
  "Ihre derzeitigen Bezüge",
  "Derzeitige Vergütung",
  "Was war Ihr früheres Gehalt?",
  "Was war Ihr frueheres Gehalt?",
  "Ihr zuletzt bezogenes Gehalt",
  "Ihr Gehalt beim letzten Arbeitgeber",
  "Gehalt in Ihrer jetzigen Position?",
  "Gehalt derzeit (brutto)",
  "Wie hoch ist Ihr Gehalt?",
  "Gehaltshistorie",
  "Bitte geben Sie Ihre Gehaltshistorie an.",
  "Gehaltsnachweis",
  "Bitte laden Sie Ihren Gehaltsnachweis hoch.",
  "Lohnzettel",
  "Jahreslohnzettel (L16) des Vorjahres",
  "Bitte legen Sie Ihre letzten drei Gehaltsabrechnungen bei.",
  "Was verdienen Sie derzeit?",
  "Was verdienen Sie?",
  "Wie viel verdienen Sie momentan?",
  "Was haben Sie zuletzt verdient?",
  "Wie viel haben Sie bei Ihrem letzten Arbeitgeber verdient?",
  "Was verdienst du aktuell?",
  "Verdienen Sie derzeit mehr als 3.000 € brutto?",
  "Wie hoch war Ihr Verdienst in Ihrer letzten Stelle?",
  "Welche Gehälter haben Sie bisher bezogen?",
  "Welche Gehaelter haben Sie bisher bezogen?",
  "Wie hoch ist Ihr derzeitiges und Ihr erwartetes Gehalt?",
  "Wie hoch ist Ihr monatliches Gehalt?",
  "Ihr letzter Monatslohn",
  "Gehalt zuletzt",
  "Gehälter bei früheren Arbeitgebern",
  "Wie viel verdienen Sie aktuell im Monat?",
  "Welches Gehalt haben Sie zuletzt erhalten?",
  "Current salary",
  "What is your current salary?",
  "Salary history",
  "Please provide your salary history.",
  "Previous salary",
  "What was your last salary?",
  "How much do you currently earn?",
  "What did you earn in your previous job?",
  "Your pay at your current employer",
  "Please upload your latest payslip.",
];

/** Questions about what the candidate expects, or nothing about pay: allowed. */
const ALLOWED_QUESTIONS = [
  "Gehaltsvorstellung",
  "Wie hoch ist Ihre Gehaltsvorstellung?",
  "Ihre Gehaltsvorstellung (brutto/Jahr)?",
  "Wie hoch ist Ihre aktuelle Gehaltsvorstellung?",
  "Gehaltswunsch",
  "Ihr Wunschgehalt?",
  "Erwartetes Gehalt",
  "Was ist Ihr erwartetes Gehalt?",
  "Gewünschtes Bruttojahresgehalt",
  "Welches Bruttojahresgehalt erwarten Sie?",
  "Gehaltserwartung",
  "Was möchten Sie verdienen?",
  "Wie viel möchten Sie bei uns verdienen?",
  "Welches Gehalt stellen Sie sich vor?",
  "Wie hoch sollte Ihr künftiges Gehalt sein?",
  "Das Gehalt beträgt aktuell 3.000 € brutto. Ist das für Sie in Ordnung?",
  "Sind Sie mit einem Gehalt von € 2.800 brutto einverstanden?",
  "Haben Sie Erfahrung mit der Lohn- und Gehaltsabrechnung?",
  "Können Sie Lohnzettel in BMD erstellen?",
  "Haben Sie einen Führerschein der Klasse B?",
  "Ab wann können Sie beginnen?",
  "Wie viele Jahre Berufserfahrung haben Sie in Ihrer letzten Position gesammelt?",
  "Lohnt sich für Sie die Anfahrt?",
  "Bei uns verdienen Sie mindestens € 3.000 brutto im Monat, passt das für Sie?",
  "Das Gehalt bei uns beträgt aktuell € 2.800, ist das für Sie in Ordnung?",
  "Expected salary",
  "What are your salary expectations?",
  "What is your current salary expectation?",
  "Desired salary",
  "What salary are you looking for?",
];

describe("asksAboutPayHistory", () => {
  it.each(PAY_HISTORY_QUESTIONS)("recognises „%s“", (question) => {
    expect(asksAboutPayHistory(question)).toBe(true);
  });

  it.each(ALLOWED_QUESTIONS)("lets „%s“ pass", (question) => {
    expect(asksAboutPayHistory(question)).toBe(false);
  });
});

describe("payHistoryRequestsIn", () => {
  it("finds the sentence of an ad's text that asks for the candidate's pay", () => {
    const text =
      "Wir bieten ein Bruttomonatsgehalt ab € 3.000 (Überzahlung je nach bisheriger Erfahrung). " +
      "Bitte senden Sie uns Ihre Unterlagen inkl. aktuellem Gehaltszettel an jobs@example.at.";
    expect(payHistoryRequestsIn(text)).toEqual([
      "Bitte senden Sie uns Ihre Unterlagen inkl. aktuellem Gehaltszettel an jobs@example.at.",
    ]);
  });

  it.each([
    "Ihre Bewerbung mit Angabe Ihres derzeitigen Gehalts senden Sie an jobs@example.at.",
    "Bewerbung mit Lebenslauf und Angabe des bisherigen Gehalts",
    "Please include your current salary.",
  ])("finds „%s“", (text) => {
    expect(payHistoryRequestsIn(text)).toHaveLength(1);
  });

  it.each([
    "Das aktuelle KV-Gehalt beträgt € 2.300 brutto pro Monat, Überzahlung möglich.",
    "Ihr Bruttogehalt beträgt derzeit mindestens € 3.000 pro Monat.",
    "Bitte senden Sie uns Ihre Bewerbung mit Gehaltsvorstellung und frühestem Eintrittstermin.",
    "Sie erstellen die monatlichen Lohn- und Gehaltsabrechnungen. Bitte senden Sie uns Ihren Lebenslauf.",
    "Bei uns verdienen Sie mindestens € 3.000 brutto – bitte senden Sie uns Ihre Bewerbung.",
  ])("lets „%s“ pass", (text) => {
    expect(payHistoryRequestsIn(text)).toEqual([]);
  });
});
