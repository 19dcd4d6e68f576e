// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Input, TextField } from "react-aria-components";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorText, Field } from "./field";

afterEach(cleanup);

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

describe("Field", () => {
  it("binds label, hint and error to the control of its React Aria field", () => {
    render(
      <TextField isInvalid isRequired validationBehavior="aria">
        <Field
          label="Firmenname"
          description="Wie im Firmenbuch."
          errorMessage="Bitte geben Sie den Firmennamen ein."
          isRequired
        >
          <Input />
        </Field>
      </TextField>,
    );
    const input = screen.getByRole("textbox", { name: "Firmenname" });
    expect(describedBy(input)).toEqual(["Wie im Firmenbuch.", "Bitte geben Sie den Firmennamen ein."]);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Bitte geben Sie den Firmennamen ein.");
  });

  it("leaves hint and error out when there are none", () => {
    render(
      <TextField>
        <Field label="Ort">
          <Input />
        </Field>
      </TextField>,
    );
    const input = screen.getByRole("textbox", { name: "Ort" });
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the required star away from screen readers", () => {
    render(
      <TextField isRequired>
        <Field label="E-Mail" isRequired>
          <Input />
        </Field>
      </TextField>,
    );
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("textbox", { name: "E-Mail" })).toBeTruthy();
  });
});

describe("ErrorText", () => {
  it("shows the message under the given id", () => {
    render(<ErrorText id="fehler">Dieser Dateityp wird nicht unterstützt.</ErrorText>);
    expect(document.getElementById("fehler")?.textContent).toBe("Dieser Dateityp wird nicht unterstützt.");
  });
});
