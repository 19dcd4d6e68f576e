// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QaReportFormView, type QaReportFormViewProps } from "./qa-report-form";

afterEach(cleanup);

const AD: QaReportFormViewProps = {
  ad: { id: 10, title: "Techniker (m/w/d)", status: "review" },
  company: { fullName: "Donautal Technik Service GmbH" },
  checks: [],
  suggested: ["salary"],
  claimedByOther: null,
  reports: [],
  result: undefined,
};

function renderReport(props: Partial<QaReportFormViewProps> = {}) {
  const Stub = createRoutesStub([
    { path: "/p/internal/qa/:id/report", Component: () => <QaReportFormView {...AD} {...props} /> },
  ]);
  render(<Stub initialEntries={["/p/internal/qa/10/report"]} />);
}

function submittedForm(): FormData {
  const button = screen.getByRole("button", { name: "Bericht speichern" });
  return new FormData(button.closest("form")!);
}

describe("QaReportFormView", () => {
  it("sends decision, the ticked reasons and the message under the action's field names", () => {
    renderReport();
    expect(screen.getByLabelText(/^Nachricht an das Unternehmen \(Pflichtfeld bei Ablehnung\)/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Ablehnen/));
    const message = screen.getByLabelText(/^Nachricht an das Unternehmen \(Pflichtfeld\)/);
    expect(message.getAttribute("aria-required")).toBe("true");
    fireEvent.click(screen.getByLabelText(/Der Stellentitel ist nicht geschlechtsneutral/));
    fireEvent.change(message, { target: { value: "Bitte ergänzen Sie das Mindestgehalt." } });

    const form = submittedForm();
    expect(form.get("decision")).toBe("rejected");
    expect(form.getAll("reasons")).toEqual(["salary", "title"]);
    expect(form.get("message")).toBe("Bitte ergänzen Sie das Mindestgehalt.");
  });

  it("makes the message optional for an approval", () => {
    renderReport();
    fireEvent.click(screen.getByLabelText(/^Freigeben/));
    const message = screen.getByLabelText(/^Nachricht an das Unternehmen \(optional\)/);
    expect(message.getAttribute("aria-required")).toBeNull();
    expect(submittedForm().get("decision")).toBe("approved");
  });

  it("binds the server's messages to their fields", () => {
    renderReport({
      result: {
        status: "error",
        error: {
          "": ["Bitte prüfen Sie Ihre Eingaben."],
          reasons: ["Bitte wählen Sie mindestens einen Grund."],
          message: ["Höchstens 2000 Zeichen."],
        },
      },
    });
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Bitte prüfen Sie Ihre Eingaben.",
      "Bitte wählen Sie mindestens einen Grund.",
      "Höchstens 2000 Zeichen.",
    ]);
    const reasons = screen.getByRole("group", { name: "Gründe der Ablehnung" });
    expect(document.getElementById(reasons.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Bitte wählen Sie mindestens einen Grund.",
    );
    const message = screen.getByLabelText(/^Nachricht an das Unternehmen/);
    expect(message.getAttribute("aria-invalid")).toBe("true");
  });

  it("moves the focus to the first invalid field after a refusal", async () => {
    renderReport({
      result: {
        status: "error",
        error: { "": ["Bitte prüfen Sie Ihre Eingaben."], message: ["Höchstens 2000 Zeichen."] },
      },
    });
    const message = screen.getByLabelText(/^Nachricht an das Unternehmen/);
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it("offers no form while someone else reviews the ad", () => {
    renderReport({ claimedByOther: "Erika Muster" });
    expect(screen.getByText(/^Erika Muster prüft dieses Inserat gerade\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bericht speichern" })).toBeNull();
  });
});
