// @vitest-environment happy-dom
import { useId } from "react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RejectionDialog, useRejectionConfirmation } from "./rejection-dialog";

afterEach(cleanup);

/** A bulk rejection form as the inbox has it: the selected names, the send time, "Absagen". */
function BulkForm() {
  const formId = useId();
  const confirmation = useRejectionConfirmation((form) => form.getAll("ids").map(String));
  return (
    <>
      <Form method="post" id={formId} onSubmit={confirmation.onSubmit}>
        {["Eva Huber", "Max Moser"].map((name) => (
          <label key={name}>
            <input type="checkbox" name="ids" value={name} defaultChecked />
            {name}
          </label>
        ))}
        <label>
          E-Mail senden
          <select name="zeitpunkt" defaultValue="morgen">
            <option value="sofort">Sofort</option>
            <option value="morgen">Morgen um 8 Uhr</option>
          </select>
        </label>
        <button type="submit" name="intent" value="absage">
          Absagen
        </button>
      </Form>
      <RejectionDialog
        question={confirmation.question}
        formId={formId}
        rejectedLabel="Abgesagt"
        onClose={confirmation.close}
      />
    </>
  );
}

function renderForm() {
  const posted: Record<string, string[]>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: BulkForm,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(Object.fromEntries([...form.keys()].map((key) => [key, form.getAll(key).map(String)])));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return posted;
}

describe("the rejection's confirmation", () => {
  it("asks first, naming the people and the planned time; cancelling sends nothing", async () => {
    const posted = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Absagen" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "2 Bewerbungen absagen?" })).toBeTruthy();
    expect(within(dialog).getByText("Eva Huber")).toBeTruthy();
    expect(within(dialog).getByText("Max Moser")).toBeTruthy();
    expect(dialog.textContent).toMatch(/geplant für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([]);
  });

  it("posts the rejection with the confirmation only from the dialog's button", async () => {
    const posted = renderForm();
    fireEvent.change(screen.getByLabelText("E-Mail senden"), { target: { value: "sofort" } });
    fireEvent.click(screen.getByRole("button", { name: "Absagen" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("wird sofort gesendet");
    fireEvent.click(within(dialog).getByRole("button", { name: "2 Absagen bestätigen" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ ids: ["Eva Huber", "Max Moser"], zeitpunkt: ["sofort"], bestaetigt: ["ja"] });
    // happy-dom's FormData lists a button beside the submitter React Router adds; a browser sends one intent.
    expect(new Set(posted[0]!.intent)).toEqual(new Set(["absage"]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
