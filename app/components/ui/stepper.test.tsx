// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Stepper, type StepperStep } from "./stepper";

afterEach(cleanup);

const steps: StepperStep[] = [
  { id: "data", label: "Daten", state: "complete", href: "/p/jobs/7/data" },
  { id: "design", label: "Design", state: "current", href: "/p/jobs/7/design" },
  { id: "content", label: "Inhalt", state: "upcoming", href: "/p/jobs/7/content" },
  { id: "product", label: "Produkt", state: "disabled", href: "/p/jobs/7/product" },
];

function renderStepper(items: StepperStep[] = steps) {
  render(
    <MemoryRouter>
      <Stepper label="Schritte des Inserats" steps={items} />
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: "Schritte des Inserats" });
}

describe("Stepper", () => {
  it("lists the steps in order inside a named navigation", () => {
    const nav = renderStepper();
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent)).toEqual([
      "Daten, abgeschlossen",
      "2Design",
      "3Inhalt, offen",
      "4Produkt, nicht verfügbar",
    ]);
  });

  it("marks the current step with aria-current='step' and no other", () => {
    const nav = renderStepper();
    const current = nav.querySelectorAll("[aria-current]");
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute("aria-current")).toBe("step");
    expect(current[0]!.textContent).toContain("Design");
  });

  // happy-dom computes no display for spans, so the name computation treats them as blocks and
  // puts a space before the comma; browsers do not.
  it("links the steps that are not disabled", () => {
    renderStepper();
    expect(screen.getByRole("link", { name: /^Daten\s?, abgeschlossen$/ }).getAttribute("href")).toBe("/p/jobs/7/data");
    expect(screen.getByRole("link", { name: "Design" }).getAttribute("href")).toBe("/p/jobs/7/design");
    expect(screen.getByRole("link", { name: /^Inhalt\s?, offen$/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Produkt/ })).toBeNull();
  });

  it("keeps the decorative number out of the accessible name", () => {
    renderStepper();
    const link = screen.getByRole("link", { name: /Design/ });
    const number = within(link).getByText("2");
    expect(number.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders buttons for steps with onPress", () => {
    const onPress = vi.fn();
    renderStepper([
      { id: "a", label: "Angaben", state: "current", onPress },
      { id: "b", label: "Prüfen", state: "disabled", onPress },
    ]);
    fireEvent.click(screen.getByRole("button", { name: /^Angaben/ }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: /Prüfen/ })).toBeNull();
  });

  it("sums the process up as the current step of all on phones, a button that unfolds the steps", () => {
    const nav = renderStepper();
    const compact = within(nav).getByRole("button", { name: "Schritt 2 von 4: Design" });
    const list = document.getElementById(compact.getAttribute("aria-controls")!)!;
    expect(list.tagName).toBe("OL");
    expect(compact.getAttribute("aria-expanded")).toBe("false");
    expect(list.className).toContain("max-md:hidden");
    fireEvent.click(compact);
    expect(compact.getAttribute("aria-expanded")).toBe("true");
    expect(list.className).not.toContain("max-md:hidden");
  });

  it("says what the caller asks for in the compact stepper", () => {
    render(
      <MemoryRouter>
        <Stepper label="Schritte" steps={steps} compactText="Zusammenfassung" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Zusammenfassung" })).toBeTruthy();
  });
});
