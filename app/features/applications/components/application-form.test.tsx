// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ApplicationForm, type ApplicationFormProps } from "./application-form";

afterEach(cleanup);

const FORM: ApplicationFormProps = {
  jobAdId: 7,
  title: "Techniker (m/w/d)",
  companyName: "Donautal Technik GmbH",
  adPath: "/jobs/7-techniker",
  variant: "standard",
  questions: [],
  otherVariantPath: null,
  errors: {},
  values: {},
  formError: null,
};

function renderForm(props: Partial<ApplicationFormProps> = {}) {
  const Stub = createRoutesStub([
    { path: "/jobs/:slug/bewerben", Component: () => <ApplicationForm {...FORM} {...props} /> },
  ]);
  render(<Stub initialEntries={["/jobs/7-techniker/bewerben"]} />);
}

describe("ApplicationForm", () => {
  it("shows the server's errors under their fields, keeps the typed values and focuses the first in reading order", async () => {
    renderForm({
      // The reply lists the fields' errors before the files'; the focus follows the page.
      errors: {
        email: "Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.at.",
        lebenslauf: "Bitte laden Sie Ihren Lebenslauf hoch.",
      },
      values: { vorname: "Anna", email: "anna@" },
    });
    const email = screen.getByLabelText(/^E-Mail-Adresse/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect((email as HTMLInputElement).value).toBe("anna@");
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe("Anna");
    expect(screen.getByText("Bitte laden Sie Ihren Lebenslauf hoch.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it("checks in the browser with the server's schema before sending, in German", async () => {
    renderForm();
    const first = screen.getByLabelText(/^Vorname/);
    fireEvent.submit(first.closest("form")!);
    expect(await screen.findByText("Bitte geben Sie Ihre E-Mail-Adresse an.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});
