// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Group } from "./group";

afterEach(cleanup);

describe("Group", () => {
  it("is a group named by its title and described by its description", () => {
    render(
      <Group
        title="Kontaktdaten"
        description="So erreichen Bewerbende Sie."
        actions={<button type="button">Bearbeiten</button>}
      >
        <p>max.muster@example.ch</p>
      </Group>,
    );
    const group = screen.getByRole("group", { name: "Kontaktdaten" });
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByText("So erreichen Bewerbende Sie.").id);
    expect(screen.getByRole("heading", { level: 3, name: "Kontaktdaten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bearbeiten" })).toBeTruthy();
    expect(group.textContent).toContain("max.muster@example.ch");
  });

  it("takes another heading level and goes without description", () => {
    render(
      <Group title="Rechnungsadresse" headingLevel={2}>
        <p>Musterstraße 1</p>
      </Group>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Rechnungsadresse" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Rechnungsadresse" }).getAttribute("aria-describedby")).toBeNull();
  });
});
