import { describe, expect, it } from "vitest";
import type { ApplicationQuestion } from "@db/schema/applications";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm } from "~/lib/form-submission.server";
import { questionEditSchema } from "./questions";

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
  return parseForm(form(fields), questionEditSchema(questions, max, "neu12345"));
}

describe("questionEditSchema (the question editor's form, read by parseForm)", () => {
  it("appends a new question under the new id, with its knock-out", () => {
    const submission = edit([licence], {
      intent: "frage-speichern",
      frage: " Ab wann können Sie beginnen? ",
      typ: "number",
      ko_min: "2,5",
    });
    expect(submission.status === "success" && submission.value).toEqual([
      licence,
      {
        id: "neu12345",
        type: "number",
        label: "Ab wann können Sie beginnen?",
        options: [],
        required: false,
        knockout: { min: 2.5 },
      },
    ]);
  });

  it("replaces a question by its id, moves one up and removes one", () => {
    const saved = edit([licence, years], {
      intent: "frage-speichern",
      id: "jahre",
      frage: "Jahre im Beruf?",
      typ: "number",
      pflicht: "on",
    });
    expect(saved.status === "success" && saved.value[1]).toMatchObject({ id: "jahre", label: "Jahre im Beruf?" });
    const up = edit([licence, years], { intent: "frage-hoch", id: "jahre" });
    expect(up.status === "success" && up.value.map((question) => question.id)).toEqual(["jahre", "fuehrerschein"]);
    const removed = edit([licence, years], { intent: "frage-entfernen", id: "fuehrerschein" });
    expect(removed.status === "success" && removed.value).toEqual([years]);
  });

  it("answers each refusal with the editor's German message", () => {
    const message = (questions: ApplicationQuestion[], fields: Record<string, string>, max?: number) =>
      formMessageOf(edit(questions, fields, max).reply());
    expect(message([licence], { intent: "frage-entfernen", id: "weg" })).toBe("Diese Frage gibt es nicht mehr.");
    expect(message([licence], { intent: "frage-speichern", id: "weg", frage: "", typ: "yesno" })).toBe(
      "Diese Frage gibt es nicht mehr.",
    );
    expect(message([licence], { intent: "loeschen" })).toBe("Unbekannte Aktion.");
    expect(message([licence], { intent: "frage-speichern", frage: "Ja?", typ: "choice", optionen: "A" })).toBe(
      "Eine Auswahlfrage braucht mindestens 2 Antworten.",
    );
    expect(message([], { intent: "frage-speichern", frage: "Wie viele?", typ: "number", ko_min: "viele" })).toBe(
      "Bitte geben Sie die Mindestzahl als Zahl an.",
    );
    expect(message([licence, years], { intent: "frage-speichern", frage: "Noch eine Frage?", typ: "yesno" }, 2)).toBe(
      "Höchstens 2 Fragen.",
    );
  });
});
