// @vitest-environment happy-dom
import { useState } from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_OPTIONS_TEXT, Select, type SelectOption } from "./select";

afterEach(cleanup);

const regions: SelectOption[] = [
  { id: "wien", label: "Wien" },
  { id: "graz", label: "Graz", description: "Steiermark" },
  { id: "linz", label: "Linz", isDisabled: true },
];

function trigger(name: RegExp) {
  return screen.getByRole("button", { name });
}

describe("Select", () => {
  it("uses the German texts", () => {
    expect(NO_OPTIONS_TEXT).toBe("Keine Treffer");
    render(<Select label="Region" options={regions} />);
    expect(trigger(/Region/).textContent).toBe("Bitte auswählen");
  });

  it("opens a labelled list and takes the clicked option", () => {
    const onChange = vi.fn();
    render(<Select label="Region" options={regions} onChange={onChange} />);
    fireEvent.click(trigger(/Region/));
    const listbox = screen.getByRole("listbox", { name: "Region" });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Wien", "GrazSteiermark", "Linz"]);
    expect(options[2]!.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(within(listbox).getByRole("option", { name: "Graz" }));
    expect(onChange).toHaveBeenCalledWith("graz");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger(/Region/).textContent).toBe("Graz");
  });

  it("opens from the keyboard", () => {
    render(<Select label="Region" options={regions} />);
    fireEvent.keyDown(trigger(/Region/), { key: "ArrowDown" });
    expect(screen.getByRole("listbox", { name: "Region" })).toBeTruthy();
  });

  it("says so when there is nothing to choose", () => {
    render(<Select label="Region" options={[]} />);
    fireEvent.click(trigger(/Region/));
    expect(within(screen.getByRole("listbox")).getByText("Keine Treffer")).toBeTruthy();
  });

  it("describes the trigger with hint and error", () => {
    render(
      <Select
        label="Region"
        options={regions}
        description="Wo ist die Stelle?"
        errorMessage="Bitte wählen Sie eine Region."
        isRequired
      />,
    );
    const described = (trigger(/Region/).getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Wo ist die Stelle?", "Bitte wählen Sie eine Region."]);
    expect(screen.getByRole("alert").textContent).toBe("Bitte wählen Sie eine Region.");
  });

  it("works controlled", () => {
    function Harness() {
      const [value, setValue] = useState<string | null>("wien");
      return (
        <>
          <Select label="Region" options={regions} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    expect(trigger(/Region/).textContent).toBe("Wien");
    fireEvent.click(trigger(/Region/));
    fireEvent.click(screen.getByRole("option", { name: "Graz" }));
    expect(screen.getByRole("status").textContent).toBe("graz");
  });

  it("submits the chosen id in a plain form", () => {
    render(
      <form aria-label="Inserat">
        <Select label="Region" name="region" options={regions} defaultValue="graz" />
      </form>,
    );
    const form = screen.getByRole("form", { name: "Inserat" }) as HTMLFormElement;
    expect(new FormData(form).get("region")).toBe("graz");
  });

  it("can be disabled", () => {
    render(<Select label="Region" options={regions} isDisabled />);
    expect(trigger(/Region/).hasAttribute("disabled")).toBe(true);
  });
});
