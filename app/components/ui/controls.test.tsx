// @vitest-environment happy-dom
import { useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Checkbox, Radio, RadioGroup, Switch } from "./controls";

afterEach(cleanup);

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

describe("Checkbox", () => {
  it("toggles by click on its label and reports the new state", () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Newsletter abonnieren</Checkbox>);
    const checkbox = screen.getByRole("checkbox", { name: "Newsletter abonnieren" }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(screen.getByText("Newsletter abonnieren"));
    expect(checkbox.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it("describes itself with hint and error", () => {
    render(
      <Checkbox
        isRequired
        description="Sie finden die AGB im Fußbereich."
        errorMessage="Bitte akzeptieren Sie die AGB."
      >
        Ich akzeptiere die AGB
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Ich akzeptiere die AGB" });
    expect(checkbox.getAttribute("aria-invalid")).toBe("true");
    expect(checkbox.getAttribute("aria-required")).toBe("true");
    expect(describedBy(checkbox)).toEqual(["Sie finden die AGB im Fußbereich.", "Bitte akzeptieren Sie die AGB."]);
    expect(screen.getByRole("alert").textContent).toBe("Bitte akzeptieren Sie die AGB.");
  });

  it("can be indeterminate or disabled", () => {
    render(
      <>
        <Checkbox isIndeterminate>Alle auswählen</Checkbox>
        <Checkbox isDisabled defaultSelected>
          Gesperrt
        </Checkbox>
      </>,
    );
    expect((screen.getByRole("checkbox", { name: "Alle auswählen" }) as HTMLInputElement).indeterminate).toBe(true);
    const disabled = screen.getByRole("checkbox", { name: "Gesperrt" }) as HTMLInputElement;
    expect(disabled.disabled).toBe(true);
    expect(disabled.checked).toBe(true);
  });

  it("submits its value under its name when checked", () => {
    render(
      <form aria-label="Einwilligung">
        <Checkbox name="consent" value="ja" defaultSelected>
          Einverstanden
        </Checkbox>
      </form>,
    );
    const form = screen.getByRole("form", { name: "Einwilligung" }) as HTMLFormElement;
    expect(new FormData(form).get("consent")).toBe("ja");
  });
});

describe("RadioGroup", () => {
  function renderGroup(props: { errorMessage?: string; onChange?: (value: string) => void } = {}) {
    render(
      <RadioGroup label="Anstellungsart" name="employment" description="Wählen Sie eine Option." isRequired {...props}>
        <Radio value="full">Vollzeit</Radio>
        <Radio value="part" description="Bis 30 Stunden pro Woche.">
          Teilzeit
        </Radio>
        <Radio value="none" isDisabled>
          Geringfügig
        </Radio>
      </RadioGroup>,
    );
    return screen.getByRole("radiogroup", { name: "Anstellungsart" });
  }

  it("is a labelled group whose radios choose one value", () => {
    const onChange = vi.fn();
    renderGroup({ onChange });
    fireEvent.click(screen.getByText("Teilzeit"));
    expect((screen.getByRole("radio", { name: "Teilzeit" }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith("part");
    fireEvent.click(screen.getByText("Vollzeit"));
    expect((screen.getByRole("radio", { name: "Teilzeit" }) as HTMLInputElement).checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith("full");
  });

  it("describes radios and the group, and shows the group's error", () => {
    const group = renderGroup({ errorMessage: "Bitte wählen Sie eine Anstellungsart." });
    expect(describedBy(group)).toEqual(["Wählen Sie eine Option.", "Bitte wählen Sie eine Anstellungsart."]);
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(describedBy(screen.getByRole("radio", { name: "Teilzeit" }))).toContain("Bis 30 Stunden pro Woche.");
    expect((screen.getByRole("radio", { name: "Geringfügig" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("Bitte wählen Sie eine Anstellungsart.");
  });

  it("shares the name across its radios for plain forms", () => {
    renderGroup();
    const names = screen.getAllByRole("radio").map((radio) => radio.getAttribute("name"));
    expect(new Set(names)).toEqual(new Set(["employment"]));
  });
});

describe("Switch", () => {
  it("is a switch that turns on and off", () => {
    const onChange = vi.fn();
    render(
      <Switch onChange={onChange} description="Wir informieren Sie über neue Bewerbungen.">
        E-Mail-Benachrichtigungen
      </Switch>,
    );
    const toggle = screen.getByRole("switch", { name: "E-Mail-Benachrichtigungen" }) as HTMLInputElement;
    expect(describedBy(toggle)).toEqual(["Wir informieren Sie über neue Bewerbungen."]);
    fireEvent.click(screen.getByText("E-Mail-Benachrichtigungen"));
    expect(toggle.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it("can be disabled", () => {
    render(<Switch isDisabled>Gesperrt</Switch>);
    expect((screen.getByRole("switch", { name: "Gesperrt" }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe("Button", () => {
  it("fires onPress", () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Speichern</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("does nothing while disabled", () => {
    const onPress = vi.fn();
    render(
      <Button variant="danger" isDisabled onPress={onPress}>
        Löschen
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Löschen" });
    expect(button.hasAttribute("disabled")).toBe(true);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it("cannot be pressed twice while the first press is pending", () => {
    const onPress = vi.fn();
    function Harness() {
      const [isPending, setPending] = useState(false);
      return (
        <Button
          isPending={isPending}
          onPress={() => {
            onPress();
            setPending(true);
          }}
        >
          Inserat veröffentlichen
        </Button>
      );
    }
    render(<Harness />);
    const button = screen.getByRole("button", { name: "Inserat veröffentlichen" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("shows a named spinner, is busy and keeps its label for its width while pending", () => {
    render(<Button isPending>Speichern</Button>);
    const button = screen.getByRole("button", { name: "Speichern" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.textContent).toContain("Speichern");
    expect(screen.getByRole("progressbar", { name: "Bitte warten" })).toBeTruthy();
  });

  it("submits a form once, however often it is clicked while pending", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Harness() {
      const [isPending, setPending] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event);
            setPending(true);
          }}
        >
          <Button type="submit" isPending={isPending}>
            Absenden
          </Button>
        </form>
      );
    }
    render(<Harness />);
    const button = screen.getByRole("button", { name: "Absenden" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("type")).toBe("button");
  });

  it("names an icon-only button by its aria-label", () => {
    render(
      <Button variant="ghost" size="sm" aria-label="Datei entfernen">
        ×
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Datei entfernen" })).toBeTruthy();
  });
});
