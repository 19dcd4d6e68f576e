// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicationQuestion } from "@db/schema/applications";
import type { FormResult } from "~/lib/form-reply";
import { QuestionEditor } from "./question-editor";

afterEach(cleanup);

const licence: ApplicationQuestion = {
  id: "fuehrerschein",
  type: "yesno",
  label: "Haben Sie einen Führerschein der Klasse B?",
  options: [],
  required: true,
  knockout: null,
};

function renderEditor(result: FormResult | undefined) {
  const Stub = createRoutesStub([
    { path: "/fragen", Component: () => <QuestionEditor questions={[licence]} max={10} result={result} /> },
  ]);
  render(<Stub initialEntries={["/fragen"]} />);
}

describe("QuestionEditor", () => {
  it("shows a refused new question's errors at its fields and focuses the first", async () => {
    renderEditor({
      status: "error",
      initialValue: { intent: "frage-speichern", typ: "choice", frage: "Ja?" },
      error: {
        label: ["Bitte formulieren Sie die Frage (mindestens 3 Zeichen)."],
        options: ["Eine Auswahlfrage braucht mindestens 2 Antworten."],
      },
    });
    const added = within(screen.getByRole("form", { name: "Neue Frage" }));
    const label = added.getByLabelText("Frage");
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(label.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Bitte formulieren Sie die Frage (mindestens 3 Zeichen).",
    );
    expect(added.getByLabelText(/^Antworten einer Auswahlfrage/).getAttribute("aria-invalid")).toBe("true");
    // The saved question's form stays as it is.
    const saved = within(screen.getByRole("form", { name: "Frage 1" }));
    expect(saved.getByLabelText("Frage").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(label));
  });

  it("puts a knock-out's error at the field of the question's type, in the form of the question sent", () => {
    renderEditor({
      status: "error",
      initialValue: { intent: "frage-speichern", id: "fuehrerschein", typ: "yesno", ko_janein: "ja" },
      error: { knockout: ["Das K.-o.-Kriterium passt nicht zu den Antworten."] },
    });
    const saved = within(screen.getByRole("form", { name: "Frage 1" }));
    expect(saved.getByLabelText(/^Bei Ja\/Nein/).getAttribute("aria-invalid")).toBe("true");
    expect(saved.getByText("Das K.-o.-Kriterium passt nicht zu den Antworten.")).toBeTruthy();
  });
});
