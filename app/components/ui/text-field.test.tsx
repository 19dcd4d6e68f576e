// @vitest-environment happy-dom
import { useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextAreaField, TextField } from "./text-field";

afterEach(cleanup);

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

describe("TextField", () => {
  it("is a labelled text input that reports every change", () => {
    const onChange = vi.fn();
    render(<TextField label="Jobtitel" onChange={onChange} placeholder="z. B. Buchhalter/in" />);
    const input = screen.getByRole("textbox", { name: "Jobtitel" });
    expect(input.getAttribute("placeholder")).toBe("z. B. Buchhalter/in");
    fireEvent.change(input, { target: { value: "Koch" } });
    expect(onChange).toHaveBeenLastCalledWith("Koch");
    expect((input as HTMLInputElement).value).toBe("Koch");
  });

  it("shows an error, marks the input invalid and describes it with hint and error", () => {
    render(
      <TextField
        label="E-Mail"
        type="email"
        description="Für Rückfragen zum Inserat."
        errorMessage="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        isRequired
      />,
    );
    const input = screen.getByRole("textbox", { name: "E-Mail" });
    expect(input.getAttribute("type")).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(describedBy(input)).toEqual([
      "Für Rückfragen zum Inserat.",
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    ]);
    expect(screen.getByRole("alert").textContent).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });

  it("leaves required checks to the form schema instead of the browser", () => {
    render(<TextField label="Name" isRequired />);
    expect(screen.getByRole("textbox", { name: "Name" }).hasAttribute("required")).toBe(false);
  });

  it("counts characters against the limit and reads the count as part of the description", () => {
    render(<TextField label="Kurzbeschreibung" maxLength={80} showCharacterCount defaultValue="Hallo" />);
    const input = screen.getByRole("textbox", { name: "Kurzbeschreibung" });
    expect(input.getAttribute("maxlength")).toBe("80");
    expect(describedBy(input)).toEqual(["5 von 80 Zeichen"]);
    fireEvent.change(input, { target: { value: "Hallo Welt" } });
    expect(screen.getByText("10 von 80 Zeichen")).toBeTruthy();
  });

  it("counts a controlled value", () => {
    function Harness() {
      const [value, setValue] = useState("");
      return <TextField label="Titel" value={value} onChange={setValue} showCharacterCount />;
    }
    render(<Harness />);
    expect(screen.getByText("0 Zeichen")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Titel" }), { target: { value: "Abc" } });
    expect(screen.getByText("3 Zeichen")).toBeTruthy();
  });

  it("submits its value under its name", () => {
    render(
      <form aria-label="Formular">
        <TextField label="Ort" name="city" defaultValue="Wien" />
      </form>,
    );
    const form = screen.getByRole("form", { name: "Formular" }) as HTMLFormElement;
    expect(new FormData(form).get("city")).toBe("Wien");
  });

  it("can be disabled or read-only", () => {
    render(
      <>
        <TextField label="Gesperrt" isDisabled defaultValue="x" />
        <TextField label="Nur lesen" isReadOnly defaultValue="y" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Gesperrt" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Nur lesen" }).hasAttribute("readonly")).toBe(true);
  });
});

describe("TextAreaField", () => {
  it("is a labelled multi-line field with counter", () => {
    render(<TextAreaField label="Ihre Aufgaben" rows={6} maxLength={500} showCharacterCount />);
    const textarea = screen.getByRole("textbox", { name: "Ihre Aufgaben" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("rows")).toBe("6");
    fireEvent.change(textarea, { target: { value: "Zeile 1\nZeile 2" } });
    expect(describedBy(textarea)).toEqual(["15 von 500 Zeichen"]);
  });
});
