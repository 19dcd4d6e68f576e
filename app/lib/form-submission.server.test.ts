import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, formMessageOf, noticeOf, sentTextOf, sentTextsOf, type FormResult } from "./form-reply";
import { parseForm, refuseForm } from "./form-submission.server";
import { formField, formList } from "./schema-parts";

const schema = z.object({
  name: formField(z.string().trim().min(1, "Bitte geben Sie einen Namen an.")),
  ids: formList(z.array(z.string()).min(1, "Bitte wählen Sie mindestens eine aus.")),
  count: z.string().regex(/^\d+$/, "Bitte geben Sie eine Zahl an.").transform(Number),
});

function form(entries: [string, string][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

/** The body and status of what an action returns (react-router's data()). */
function answerOf(answer: unknown): { data: unknown; status: number | undefined } {
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status };
}

describe("parseForm", () => {
  it("reads the raw strings, a repeated field as a list, and checks them with the schema", () => {
    const submission = parseForm(
      form([
        ["name", " Anna "],
        ["ids", "1"],
        ["ids", "2"],
        ["count", "3"],
      ]),
      schema,
    );
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      name: "Anna",
      ids: ["1", "2"],
      count: 3,
    });
    const single = parseForm(
      form([
        ["ids", "7"],
        ["count", "1"],
        ["name", "x"],
      ]),
      schema,
    );
    expect(single.status === "success" ? single.value.ids : single.error).toEqual(["7"]);
  });

  it("puts every German message at its field, a missing text field counting as empty", () => {
    const result = refuseForm(parseForm(form([["count", "drei"]]), schema));
    const { data, status } = answerOf(result);
    expect(status).toBe(400);
    const reply = (data as { result: FormResult }).result;
    expect(fieldErrorsOf(reply)).toEqual({
      name: "Bitte geben Sie einen Namen an.",
      ids: "Bitte wählen Sie mindestens eine aus.",
      count: "Bitte geben Sie eine Zahl an.",
    });
    expect(formMessageOf(reply)).toBe("Bitte geben Sie einen Namen an.");
    expect(sentTextOf(reply, "count")).toBe("drei");
    expect(sentTextsOf(reply)).toEqual({ count: "drei" });
  });

  it("gives back the refused form's texts, not its lists, and nothing after a success", () => {
    const refused = parseForm(
      form([
        ["name", "Anna"],
        ["ids", "1"],
        ["ids", "2"],
        ["count", "drei"],
      ]),
      schema,
    ).reply();
    expect(sentTextsOf(refused)).toEqual({ name: "Anna", count: "drei" });
    const done = parseForm(
      form([
        ["name", "Anna"],
        ["ids", "1"],
        ["count", "3"],
      ]),
      schema,
    ).reply();
    expect(sentTextsOf(done)).toEqual({});
  });

  it("answers a service's refusal as the form's own error, with its status and what the page shows beside", () => {
    const submission = parseForm(
      form([
        ["name", "Anna"],
        ["ids", "1"],
        ["count", "1"],
      ]),
      schema,
    );
    const { data, status } = answerOf(
      refuseForm(submission, { formErrors: ["Das Kontingent ist aufgebraucht."], status: 409, extra: { quota: 0 } }),
    );
    expect(status).toBe(409);
    const answer = data as { result: FormResult; quota: number };
    expect(answer.quota).toBe(0);
    expect(noticeOf(answer)).toEqual({ ok: false, message: "Das Kontingent ist aufgebraucht." });
    expect(noticeOf({ result: submission.reply(), notice: "Gespeichert." })).toEqual({
      ok: true,
      message: "Gespeichert.",
    });
  });

  it("refuses Conform's control fields when they are not Conform's with a German 400", () => {
    let thrown: unknown;
    try {
      parseForm(form([["__intent__", "kaputt"]]), schema);
    } catch (error) {
      thrown = error;
    }
    expect(answerOf(thrown)).toEqual({ data: "Ungültige Anfrage.", status: 400 });
  });
});
