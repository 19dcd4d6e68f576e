// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationQuestion } from "@db/schema/applications";
import { QuestionEditor, type QuestionEditAnswer } from "./question-editor";

afterEach(cleanup);

const licence: ApplicationQuestion = {
  id: "fuehrerschein",
  type: "yesno",
  label: "Haben Sie einen Führerschein der Klasse B?",
  options: [],
  required: true,
  knockout: null,
};

type StubAction = (args: { request: Request }) => unknown;

function renderEditor(
  answer: QuestionEditAnswer | undefined,
  {
    newId = "neu1",
    action = vi.fn<StubAction>(() => null),
    entry = "/fragen",
  }: { newId?: string; action?: ReturnType<typeof vi.fn<StubAction>>; entry?: string } = {},
) {
  const Stub = createRoutesStub([
    {
      path: "/fragen",
      action,
      Component: () => <QuestionEditor questions={[licence]} max={10} newId={newId} answer={answer} />,
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return action;
}

describe("QuestionEditor", () => {
  it("shows a refused new question's errors at its fields and focuses the first", async () => {
    renderEditor({
      result: {
        status: "error",
        initialValue: { intent: "frage-hinzufuegen", id: "neu1", typ: "choice", frage: "Ja?" },
        error: {
          label: ["Bitte formulieren Sie die Frage (mindestens 3 Zeichen)."],
          options: ["Eine Auswahlfrage braucht mindestens 2 Antworten."],
        },
      },
    });
    const added = within(screen.getByRole("form", { name: "Neue Frage" }));
    const label = added.getByLabelText("Frage");
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(label.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Bitte formulieren Sie die Frage (mindestens 3 Zeichen).",
    );
    // Without JavaScript the page is built anew: what was typed comes back.
    expect((label as HTMLInputElement).value).toBe("Ja?");
    expect(added.getByLabelText(/^Antworten einer Auswahlfrage/).getAttribute("aria-invalid")).toBe("true");
    // The saved question's form stays as it is.
    const saved = within(screen.getByRole("form", { name: "Frage 1" }));
    expect(saved.getByLabelText("Frage").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(label));
  });

  it("puts a knock-out's error at the field of the question's type, in the form of the question sent", () => {
    renderEditor({
      result: {
        status: "error",
        initialValue: { intent: "frage-speichern", id: "fuehrerschein", typ: "yesno", ko_janein: "ja" },
        error: { knockout: ["Das K.-o.-Kriterium passt nicht zu den Antworten."] },
      },
    });
    const saved = within(screen.getByRole("form", { name: "Frage 1" }));
    expect(saved.getByLabelText(/^Bei Ja\/Nein/).getAttribute("aria-invalid")).toBe("true");
    expect(saved.getByText("Das K.-o.-Kriterium passt nicht zu den Antworten.")).toBeTruthy();
  });

  it("after an added question: the status says so, the add form is empty and has the focus", async () => {
    renderEditor(
      {
        result: { status: "success", initialValue: { intent: "frage-hinzufuegen", id: "neu1", frage: "Ab wann?" } },
        notice: "Frage „Ab wann?“ hinzugefügt.",
        edited: { kind: "add", id: "neu1", at: 1 },
      },
      { newId: "neu2" },
    );
    expect(screen.getByRole("status").textContent).toBe("Frage „Ab wann?“ hinzugefügt.");
    const added = within(screen.getByRole("form", { name: "Neue Frage" }));
    const label = added.getByLabelText("Frage") as HTMLInputElement;
    expect(label.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(label));
  });

  it("asks in a dialog naming the question before removing it; cancelling sends nothing", async () => {
    const action = renderEditor(undefined);
    fireEvent.click(screen.getByRole("button", { name: "Frage 1 entfernen" }));
    const dialog = await screen.findByRole("dialog", { name: "Frage entfernen?" });
    expect(dialog.textContent).toContain("„Haben Sie einen Führerschein der Klasse B?“");
    act(() => within(dialog).getByRole("button", { name: "Abbrechen" }).click());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the removal with its confirmation once the dialog's button is pressed", async () => {
    const action = vi.fn<StubAction>(async ({ request }) => {
      const form = await request.formData();
      return { intent: form.get("intent"), id: form.get("id"), bestaetigt: form.get("bestaetigt") };
    });
    renderEditor(undefined, { action });
    fireEvent.click(screen.getByRole("button", { name: "Frage 1 entfernen" }));
    const dialog = await screen.findByRole("dialog", { name: "Frage entfernen?" });
    act(() => within(dialog).getByRole("button", { name: "Frage entfernen" }).click());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]!.value).toEqual({
      intent: "frage-entfernen",
      id: "fuehrerschein",
      bestaetigt: "ja",
    });
  });

  it("asks on the page when the removal came without JavaScript (?entfernen=…), sending the confirmation", () => {
    renderEditor(undefined, { entry: "/fragen?entfernen=fuehrerschein" });
    const asking = screen.getByRole("form", { name: "Frage 1 entfernen" });
    expect(asking.textContent).toContain(
      "Möchten Sie die Frage „Haben Sie einen Führerschein der Klasse B?“ entfernen?",
    );
    const fields = Object.fromEntries(new FormData(asking as HTMLFormElement) as unknown as Iterable<[string, string]>);
    expect(fields).toEqual({ intent: "frage-entfernen", id: "fuehrerschein", bestaetigt: "ja" });
    expect(within(asking).getByRole("link", { name: "Abbrechen" }).getAttribute("href")).toBe("/fragen");
  });

  it("takes no second press of „Frage hinzufügen“ while the first is on its way", async () => {
    let answer: (value: null) => void = () => undefined;
    const action = vi.fn<StubAction>(() => new Promise<null>((resolve) => (answer = resolve)));
    renderEditor(undefined, { action });
    const added = within(screen.getByRole("form", { name: "Neue Frage" }));
    fireEvent.change(added.getByLabelText("Frage"), { target: { value: "Ab wann können Sie beginnen?" } });
    const button = added.getByRole("button", { name: "Frage hinzufügen" });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBe("true"));
    // Still the focus's place, only its presses are cancelled.
    expect(button.hasAttribute("disabled")).toBe(false);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    // The saved question's buttons stay as they are.
    expect(
      within(screen.getByRole("form", { name: "Frage 1" }))
        .getByRole("button", { name: "Speichern" })
        .getAttribute("aria-disabled"),
    ).toBeNull();
    act(() => answer(null));
  });
});
