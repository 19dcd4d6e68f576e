// @vitest-environment happy-dom
import { useState } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseDecimalInput } from "~/lib/number-input";
import { DecimalField, WholeNumberField } from "./number-field";

afterEach(cleanup);

function typeInto(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Like a keystroke: the browser has already put the text in and the caret after it. */
function typeAtCaret(input: HTMLInputElement, value: string, caret: number) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setValue.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

describe("DecimalField", () => {
  it.each([
    ["1.234,567", "1.234,56", "1.234,56"],
    ["12.5", "12.5", "12,5"],
    ["3.200", "3.200", "3.200"],
    ["3200", "3200", "3.200"],
    ["0.125", "0.125", "0,12"],
    ["€ 99,90", "99,90", "99,90"],
    ["abc", "", ""],
  ])("typing %j shows %j, and %j after blur", (typed, whileTyping, afterBlur) => {
    render(<DecimalField label="Preis" />);
    const input = screen.getByRole("textbox", { name: "Preis" }) as HTMLInputElement;
    act(() => input.focus());
    typeInto(input, typed);
    expect(input.value).toBe(whileTyping);
    act(() => input.blur());
    expect(input.value).toBe(afterBlur);
  });

  it("keeps 3.200 typed key by key until blur, then shows how it reads it", () => {
    const onChange = vi.fn();
    render(<DecimalField label="Mindestgehalt" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Mindestgehalt" }) as HTMLInputElement;
    act(() => input.focus());
    let text = "";
    for (const key of "3.200") {
      text = input.value + key;
      typeAtCaret(input, text, text.length);
    }
    expect(input.value).toBe("3.200");
    expect(parseDecimalInput(input.value)).toBe(3200);
    act(() => input.blur());
    expect(input.value).toBe("3.200");
    expect(onChange).toHaveBeenLastCalledWith("3.200");
  });

  it("asks for the decimal keyboard", () => {
    render(<DecimalField label="Preis" />);
    expect(screen.getByRole("textbox", { name: "Preis" }).getAttribute("inputmode")).toBe("decimal");
  });

  it("shows a default value in German notation", () => {
    render(<DecimalField label="Preis" defaultValue="1234,50" />);
    expect((screen.getByRole("textbox", { name: "Preis" }) as HTMLInputElement).value).toBe("1.234,50");
  });

  it("reports only sanitized changes and nothing for a rejected character", () => {
    const onChange = vi.fn();
    render(<DecimalField label="Preis" defaultValue="12" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Preis" }) as HTMLInputElement;
    typeInto(input, "12x");
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe("12");
    typeInto(input, "12.");
    expect(onChange).toHaveBeenLastCalledWith("12.");
  });

  it("works controlled", () => {
    function Harness() {
      const [value, setValue] = useState("");
      return (
        <>
          <DecimalField label="Budget" value={value} onChange={setValue} unit="€" />
          <output>{parseDecimalInput(value) ?? "leer"}</output>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole("textbox", { name: "Budget" }) as HTMLInputElement;
    typeInto(input, "2.500,755");
    expect(input.value).toBe("2.500,75");
    expect(screen.getByRole("status").textContent).toBe("2500.75");
  });

  it("keeps the caret where a rejected character was typed", () => {
    render(<DecimalField label="Preis" defaultValue="1234" />);
    const input = screen.getByRole("textbox", { name: "Preis" }) as HTMLInputElement;
    act(() => input.focus());
    typeAtCaret(input, "12x34", 3);
    expect(input.value).toBe("1234");
    expect(input.selectionStart).toBe(2);
  });

  it("names the unit in the description", () => {
    render(<DecimalField label="Preis" unit="€" description="Netto, ohne USt." />);
    const input = screen.getByRole("textbox", { name: "Preis" });
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Netto, ohne USt.", "€"]);
  });

  it("shows an error", () => {
    render(<DecimalField label="Preis" errorMessage="Bitte geben Sie einen Preis ein." />);
    expect(screen.getByRole("textbox", { name: "Preis" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Bitte geben Sie einen Preis ein.");
  });

  it("submits the sanitized text in a plain form", () => {
    render(
      <form aria-label="Bestellung">
        <DecimalField label="Preis" name="price" />
      </form>,
    );
    typeInto(screen.getByRole("textbox", { name: "Preis" }) as HTMLInputElement, "1.234,5");
    const form = screen.getByRole("form", { name: "Bestellung" }) as HTMLFormElement;
    expect(new FormData(form).get("price")).toBe("1.234,5");
  });
});

describe("WholeNumberField", () => {
  it.each([
    ["1.234", "1234"],
    ["42 Stück", "42"],
    ["-3", "3"],
  ])("typing %j shows %j after blur", (typed, shown) => {
    render(<WholeNumberField label="Anzahl" />);
    const input = screen.getByRole("textbox", { name: "Anzahl" }) as HTMLInputElement;
    act(() => input.focus());
    typeInto(input, typed);
    act(() => input.blur());
    expect(input.value).toBe(shown);
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses 2,5 with a German message instead of reading 25", () => {
    render(<WholeNumberField label="Anzahl" name="quantity" />);
    const input = screen.getByRole("textbox", { name: "Anzahl" }) as HTMLInputElement;
    act(() => input.focus());
    typeInto(input, "2,5");
    act(() => input.blur());
    expect(input.value).toBe("2,5");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Bitte geben Sie eine ganze Zahl ohne Komma ein.");
    act(() => input.focus());
    typeInto(input, "2");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for the numeric keyboard and can be disabled", () => {
    render(<WholeNumberField label="Anzahl" isDisabled />);
    const input = screen.getByRole("textbox", { name: "Anzahl" });
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.hasAttribute("disabled")).toBe(true);
  });
});
