import { describe, expect, it } from "vitest";
import type { ApplicationQuestion } from "@db/schema/applications";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm } from "~/lib/form-submission.server";
import { questionEditNotice, questionEditSchema } from "./questions";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const licence: ApplicationQuestion = {
  id: "fuehrerschein",
  type: "yesno",
  label: "Haben Sie einen Führerschein der Klasse B?",
  options: [],
  required: true,
  knockout: { values: ["nein"] },
};
const years: ApplicationQuestion = {
  id: "jahre",
  type: "number",
  label: "Wie viele Jahre Berufserfahrung haben Sie?",
  options: [],
  required: true,
  knockout: null,
};

function edit(questions: ApplicationQuestion[], fields: Record<string, string>, max = 10) {
  return parseForm(form(fields), questionEditSchema(questions, max));
}

const idsOf = (submission: ReturnType<typeof edit>) =>
  submission.status === "success" ? submission.value.questions.map((question) => question.id) : null;

describe("questionEditSchema (the question editor's form, read by parseForm)", () => {
  it("appends a new question under the add form's id, with its knock-out", () => {
    const submission = edit([licence], {
      intent: "frage-hinzufuegen",
      id: "neu12345",
      frage: " Ab wann können Sie beginnen? ",
      typ: "number",
      ko_min: "2,5",
    });
    const added = {
      id: "neu12345",
      type: "number",
      label: "Ab wann können Sie beginnen?",
      options: [],
      required: false,
      knockout: { min: 2.5 },
    };
    expect(submission.status === "success" && submission.value).toEqual({
      kind: "add",
      question: added,
      questions: [licence, added],
      at: 1,
    });
  });

  it("adds the same form's question once, however often it is sent", () => {
    const fields = { intent: "frage-hinzufuegen", id: "neu12345", frage: "Ab wann?", typ: "text", pflicht: "on" };
    const first = edit([licence], fields);
    expect(first.status).toBe("success");
    const afterFirst = first.status === "success" ? first.value.questions : [];
    const second = edit(afterFirst, fields);
    expect(second.status === "success" && second.value).toMatchObject({ kind: "add", questions: afterFirst, at: 1 });
    // The same id with other content comes from a page built before the list changed.
    expect(formMessageOf(edit(afterFirst, { ...fields, frage: "Ab wann genau?" }).reply())).toBe(
      "Die Fragen wurden inzwischen geändert. Bitte prüfen Sie die Liste und fügen Sie die Frage erneut hinzu.",
    );
  });

  it("replaces a question by its id, moves one up and removes one (confirmed)", () => {
    const saved = edit([licence, years], {
      intent: "frage-speichern",
      id: "jahre",
      frage: "Jahre im Beruf?",
      typ: "number",
      pflicht: "on",
    });
    expect(saved.status === "success" && saved.value).toMatchObject({
      kind: "save",
      question: { id: "jahre", label: "Jahre im Beruf?" },
      at: 1,
    });
    const up = edit([licence, years], { intent: "frage-hoch", id: "jahre" });
    expect(idsOf(up)).toEqual(["jahre", "fuehrerschein"]);
    expect(up.status === "success" && up.value).toMatchObject({ kind: "up", at: 0 });
    const removed = edit([licence, years], { intent: "frage-entfernen", id: "fuehrerschein", bestaetigt: "ja" });
    expect(removed.status === "success" && removed.value).toEqual({
      kind: "remove",
      question: licence,
      questions: [years],
      at: 0,
    });
  });

  it("removes nothing without the confirmation", () => {
    const removed = edit([licence], { intent: "frage-entfernen", id: "fuehrerschein" });
    expect(removed.status).toBe("error");
    expect(formMessageOf(removed.reply())).toBe("Bitte bestätigen Sie, dass Sie die Frage entfernen möchten.");
  });

  it("refuses a question about current or previous pay, in its text or its answers, and allows the expectation", () => {
    const pay =
      "Fragen nach dem derzeitigen oder früheren Gehalt sind nicht zulässig (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2). Sie dürfen nach der Gehaltsvorstellung fragen.";
    const asked = edit([], {
      intent: "frage-hinzufuegen",
      id: "neu1",
      frage: "Wie hoch ist Ihr aktuelles Gehalt?",
      typ: "number",
    });
    expect(asked.reply().error).toEqual({ label: [pay] });
    const inAnswers = edit([], {
      intent: "frage-hinzufuegen",
      id: "neu1",
      frage: "Was trifft zu?",
      typ: "choice",
      optionen: "Mein derzeitiges Gehalt liegt unter 3.000 €\nMein derzeitiges Gehalt liegt darüber",
    });
    expect(inAnswers.reply().error).toEqual({ options: [pay] });
    const edited = edit([licence], {
      intent: "frage-speichern",
      id: "fuehrerschein",
      frage: "Letztes Gehalt?",
      typ: "number",
    });
    expect(edited.reply().error).toEqual({ label: [pay] });
    const expectation = edit([], {
      intent: "frage-hinzufuegen",
      id: "neu1",
      frage: "Wie hoch ist Ihre Gehaltsvorstellung?",
      typ: "number",
    });
    expect(expectation.status).toBe("success");
  });

  it("still moves and removes a pay question saved before the rule", () => {
    const old: ApplicationQuestion = { ...years, id: "gehalt", label: "Ihr derzeitiges Gehalt?" };
    expect(idsOf(edit([licence, old], { intent: "frage-hoch", id: "gehalt" }))).toEqual(["gehalt", "fuehrerschein"]);
    expect(idsOf(edit([licence, old], { intent: "frage-entfernen", id: "gehalt", bestaetigt: "ja" }))).toEqual([
      "fuehrerschein",
    ]);
  });

  it("answers each refusal with the editor's German message", () => {
    const message = (questions: ApplicationQuestion[], fields: Record<string, string>, max?: number) =>
      formMessageOf(edit(questions, fields, max).reply());
    expect(message([licence], { intent: "frage-entfernen", id: "weg", bestaetigt: "ja" })).toBe(
      "Diese Frage gibt es nicht mehr.",
    );
    expect(message([licence], { intent: "frage-hoch", id: "weg" })).toBe("Diese Frage gibt es nicht mehr.");
    expect(message([licence], { intent: "frage-speichern", id: "weg", frage: "Noch da?", typ: "yesno" })).toBe(
      "Diese Frage gibt es nicht mehr.",
    );
    expect(message([licence], { intent: "loeschen" })).toBe("Unbekannte Aktion.");
    expect(
      message([licence], { intent: "frage-hinzufuegen", id: "neu1", frage: "Ja?", typ: "choice", optionen: "A" }),
    ).toBe("Eine Auswahlfrage braucht mindestens 2 Antworten.");
    expect(
      message([], { intent: "frage-hinzufuegen", id: "neu1", frage: "Wie viele?", typ: "number", ko_min: "viele" }),
    ).toBe("Bitte geben Sie die Mindestzahl als Zahl an.");
    expect(
      message(
        [licence, years],
        { intent: "frage-hinzufuegen", id: "neu1", frage: "Noch eine Frage?", typ: "yesno" },
        2,
      ),
    ).toBe("Höchstens 2 Fragen.");
  });
});

describe("questionEditNotice", () => {
  it("says what was done, naming the question", () => {
    const question = licence;
    expect(questionEditNotice({ kind: "add", question })).toBe(
      "Frage „Haben Sie einen Führerschein der Klasse B?“ hinzugefügt.",
    );
    expect(questionEditNotice({ kind: "save", question })).toBe(
      "Frage „Haben Sie einen Führerschein der Klasse B?“ gespeichert.",
    );
    expect(questionEditNotice({ kind: "up", question })).toBe(
      "Frage „Haben Sie einen Führerschein der Klasse B?“ nach oben verschoben.",
    );
    expect(questionEditNotice({ kind: "remove", question })).toBe(
      "Frage „Haben Sie einen Führerschein der Klasse B?“ entfernt.",
    );
  });
});
