import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form-submission.server";
import { qaReportFormSchema } from "./schema";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("qaReportFormSchema (the report page's form)", () => {
  it("approves with the suggested reasons still ticked: they count only for a rejection", () => {
    const submission = parseForm(
      form([
        ["decision", "approved"],
        ["reasons", "salary"],
        ["message", ""],
      ]),
      qaReportFormSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      decision: "approved",
      message: "",
      reasons: [],
    });
  });

  it("rejects with one or more reasons as a list", () => {
    const submission = parseForm(
      form([
        ["decision", "rejected"],
        ["reasons", "salary"],
        ["message", "Bitte ergänzen Sie das Mindestgehalt."],
      ]),
      qaReportFormSchema,
    );
    expect(submission.status === "success" && submission.value.reasons).toEqual(["salary"]);
  });

  it("puts each error at its field, German", () => {
    const noDecision = parseForm(form([["message", ""]]), qaReportFormSchema);
    expect(noDecision.reply().error).toEqual({ decision: ["Bitte wählen Sie: freigeben oder ablehnen."] });
    const rejected = parseForm(form([["decision", "rejected"]]), qaReportFormSchema);
    expect(rejected.reply().error).toEqual({
      reasons: ["Bitte wählen Sie mindestens einen Grund."],
      message: ["Bitte schreiben Sie dem Unternehmen in mindestens 10 Zeichen, was zu ändern ist."],
    });
  });
});
