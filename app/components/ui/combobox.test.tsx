// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComboBox } from "./combobox";
import type { SelectOption } from "./select";

afterEach(cleanup);

const occupations: SelectOption[] = [
  { id: "koch", label: "Koch/Köchin" },
  { id: "kellner", label: "Kellner/in" },
  { id: "buchhalter", label: "Buchhalter/in" },
  { id: "maurer", label: "Maurer/in", isDisabled: true },
];

function typeInto(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
}

describe("ComboBox", () => {
  it("filters the options while typing, ignoring case and accents", () => {
    render(<ComboBox label="Beruf" options={occupations} />);
    typeInto(screen.getByRole("combobox", { name: "Beruf" }), "KOCH");
    const listbox = screen.getByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Koch/Köchin"]);
  });

  it("says 'Keine Treffer' when nothing matches", () => {
    render(<ComboBox label="Beruf" options={occupations} />);
    typeInto(screen.getByRole("combobox", { name: "Beruf" }), "Astronaut");
    const listbox = screen.getByRole("listbox");
    // React Aria wraps the empty state in an option so screen readers announce it.
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Keine Treffer"]);
  });

  it("takes the chosen option", () => {
    const onChange = vi.fn();
    render(<ComboBox label="Beruf" options={occupations} onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Beruf" }) as HTMLInputElement;
    typeInto(input, "kell");
    fireEvent.click(screen.getByRole("option", { name: "Kellner/in" }));
    expect(onChange).toHaveBeenCalledWith("kellner");
    expect(input.value).toBe("Kellner/in");
  });

  it("names its list button in German", () => {
    render(<ComboBox label="Beruf" options={occupations} />);
    const button = screen.getByRole("button");
    expect(button.getAttribute("aria-label")).toMatch(/anzeigen$/);
    expect(button.getAttribute("tabindex")).toBe("-1");
  });

  it("shows hint and error", () => {
    render(
      <ComboBox
        label="Beruf"
        options={occupations}
        description="Tippen Sie, um zu suchen."
        errorMessage="Bitte wählen Sie einen Beruf."
      />,
    );
    const input = screen.getByRole("combobox", { name: "Beruf" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Tippen Sie, um zu suchen.", "Bitte wählen Sie einen Beruf."]);
  });

  it("submits the chosen id in a plain form", () => {
    render(
      <form aria-label="Suche">
        <ComboBox label="Beruf" name="occupation" options={occupations} defaultValue="koch" />
      </form>,
    );
    expect((screen.getByRole("combobox", { name: "Beruf" }) as HTMLInputElement).value).toBe("Koch/Köchin");
    const form = screen.getByRole("form", { name: "Suche" }) as HTMLFormElement;
    expect(new FormData(form).get("occupation")).toBe("koch");
  });
});
