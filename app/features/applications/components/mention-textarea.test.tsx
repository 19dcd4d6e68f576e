// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MentionTextarea } from "./mention-textarea";

afterEach(cleanup);

const COLLEAGUES = [
  { id: 1, name: "Katharina Mayr" },
  { id: 2, name: "Lena Gruber" },
  { id: 3, name: "Lena Huber" },
];

function setup() {
  render(
    <>
      <label htmlFor="notiz">Neue Notiz</label>
      <MentionTextarea id="notiz" name="text" colleagues={COLLEAGUES} writerId={1} />
    </>,
  );
  return screen.getByRole("textbox", { name: "Neue Notiz" }) as HTMLTextAreaElement;
}

/** Types the text as a person does: the value and the caret at its end, then the input event. */
function type(field: HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
  field.setSelectionRange(text.length, text.length);
  fireEvent.input(field);
}

const activeOption = (field: HTMLTextAreaElement) =>
  document.getElementById(field.getAttribute("aria-activedescendant") ?? "")?.textContent;

describe("MentionTextarea", () => {
  it("opens a listbox after @ and letters, names the active option and counts the suggestions", () => {
    const field = setup();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field.getAttribute("aria-autocomplete")).toBe("list");
    expect(field.hasAttribute("aria-controls")).toBe(false);
    type(field, "Bitte @le");
    const listbox = screen.getByRole("listbox", { name: "Kolleg:innen erwähnen" });
    expect(field.getAttribute("aria-controls")).toBe(listbox.id);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Lena Gruber", "Lena Huber"]);
    expect(activeOption(field)).toBe("Lena Gruber");
    expect(screen.getByRole("option", { name: "Lena Gruber" }).getAttribute("aria-selected")).toBe("true");
    expect(document.querySelector("[data-mention-announcer]")!.textContent).toMatch(/^2 Vorschläge\./);
  });

  it("never offers the writer", () => {
    const field = setup();
    type(field, "@ka");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.querySelector("[data-mention-announcer]")!.textContent).toBe("Keine Kolleg:innen zu „@ka“.");
  });

  it("moves with the arrow keys, wrapping, and takes the active option with Enter", () => {
    const field = setup();
    type(field, "Bitte @le");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(activeOption(field)).toBe("Lena Huber");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(activeOption(field)).toBe("Lena Gruber");
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(activeOption(field)).toBe("Lena Huber");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field.value).toBe("Bitte @Lena Huber ");
    expect(field.selectionStart).toBe(field.value.length);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field.hasAttribute("aria-activedescendant")).toBe(false);
    expect(document.querySelector("[data-mention-announcer]")!.textContent).toBe("Lena Huber erwähnt.");
  });

  it("takes the option with Tab too, and a click on it", () => {
    const field = setup();
    type(field, "@lena g");
    fireEvent.keyDown(field, { key: "Tab" });
    expect(field.value).toBe("@Lena Gruber ");
    type(field, "@Lena Gruber und @lena");
    fireEvent.click(screen.getByRole("option", { name: "Lena Huber" }));
    expect(field.value).toBe("@Lena Gruber und @Lena Huber ");
  });

  it("closes with Escape and stays closed for that @, while Enter then makes a line break", () => {
    const field = setup();
    type(field, "@le");
    const escape = fireEvent.keyDown(field, { key: "Escape" });
    expect(escape).toBe(false);
    expect(screen.queryByRole("listbox")).toBeNull();
    type(field, "@len");
    expect(screen.queryByRole("listbox")).toBeNull();
    // Not handled: the browser's own Enter (a new line) goes on.
    expect(fireEvent.keyDown(field, { key: "Enter" })).toBe(true);
    type(field, "@len und @lena h");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Lena Huber"]);
  });
});
