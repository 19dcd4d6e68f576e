// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INVALID_LINK_MESSAGE, isAllowedLink, RichTextEditor } from "./rich-text-editor";

afterEach(cleanup);

/** TipTap keeps its editor on the editable element; tests type through its commands. */
async function editorOf(textbox: HTMLElement): Promise<Editor> {
  await waitFor(() => expect((textbox as HTMLElement & { editor?: Editor }).editor).toBeDefined());
  return (textbox as HTMLElement & { editor?: Editor }).editor!;
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

function hiddenInput(container: HTMLElement, name: string): HTMLInputElement {
  return container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!;
}

describe("isAllowedLink", () => {
  it.each(["https://example.at", "http://example.at/x?y=1", "mailto:jobs@example.at"])("accepts %s", (href) => {
    expect(isAllowedLink(href)).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "//example.at", "example.at", "mailto:nobody", ""])(
    "refuses %s",
    (href) => {
      expect(isAllowedLink(href)).toBe(false);
    },
  );
});

describe("RichTextEditor", () => {
  it("is a labelled multi-line textbox with its description, after hydration", async () => {
    render(<RichTextEditor label="Ihre Aufgaben" name="tasks" description="Was die Stelle ausmacht." isRequired />);
    const textbox = await screen.findByRole("textbox", { name: "Ihre Aufgaben" });
    expect(textbox.getAttribute("aria-multiline")).toBe("true");
    expect(textbox.getAttribute("aria-required")).toBe("true");
    expect(textbox.getAttribute("aria-invalid")).toBe("false");
    expect(describedBy(textbox)).toBe("Was die Stelle ausmacht.");
  });

  it("starts with the given HTML in the editor and the hidden input", async () => {
    const { container } = render(<RichTextEditor label="Einleitung" name="intro" defaultValue="<p>Hallo Welt</p>" />);
    const textbox = await screen.findByRole("textbox", { name: "Einleitung" });
    expect(textbox.textContent).toContain("Hallo Welt");
    expect(hiddenInput(container, "intro").value).toBe("<p>Hallo Welt</p>");
  });

  it("writes every change into the hidden input, fires input on it and reports HTML and document", async () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    const { container } = render(
      <form onInput={onInput}>
        <RichTextEditor label="Wir bieten" name="offer" onChange={onChange} />
      </form>,
    );
    const editor = await editorOf(await screen.findByRole("textbox", { name: "Wir bieten" }));
    act(() => {
      editor.commands.insertContent("Gleitzeit und Essenszuschuss");
    });
    expect(hiddenInput(container, "offer").value).toBe("<p>Gleitzeit und Essenszuschuss</p>");
    expect(onInput).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith({
      html: "<p>Gleitzeit und Essenszuschuss</p>",
      json: expect.objectContaining({ type: "doc" }),
    });
  });

  it("submits an emptied editor as an empty string", async () => {
    const { container } = render(<RichTextEditor label="Kontakt" name="contact" defaultValue="<p>x</p>" />);
    const editor = await editorOf(await screen.findByRole("textbox", { name: "Kontakt" }));
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(hiddenInput(container, "contact").value).toBe("");
  });

  it("toggles bold from the toolbar and says so with aria-pressed", async () => {
    const { container } = render(<RichTextEditor label="Ihr Profil" name="profile" />);
    const editor = await editorOf(await screen.findByRole("textbox", { name: "Ihr Profil" }));
    const toolbar = screen.getByRole("toolbar", { name: "Formatierung: Ihr Profil" });
    const bold = within(toolbar).getByRole("button", { name: "Fett" });
    await waitFor(() => expect((bold as HTMLButtonElement).disabled).toBe(false));
    expect(bold.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(bold);
    act(() => {
      editor.commands.insertContent("Teamgeist");
    });
    await waitFor(() => expect(bold.getAttribute("aria-pressed")).toBe("true"));
    expect(hiddenInput(container, "profile").value).toBe("<p><strong>Teamgeist</strong></p>");
  });

  it("makes lists and third-level headings", async () => {
    const { container } = render(<RichTextEditor label="Ihre Aufgaben" name="tasks" />);
    const editor = await editorOf(await screen.findByRole("textbox", { name: "Ihre Aufgaben" }));
    const toolbar = screen.getByRole("toolbar");
    await waitFor(() =>
      expect((within(toolbar).getByRole("button", { name: "Aufzählung" }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(toolbar).getByRole("button", { name: "Aufzählung" }));
    act(() => {
      editor.commands.insertContent("Planung");
    });
    expect(hiddenInput(container, "tasks").value).toBe("<ul><li><p>Planung</p></li></ul>");
    fireEvent.click(within(toolbar).getByRole("button", { name: "Nummerierte Liste" }));
    expect(hiddenInput(container, "tasks").value).toBe("<ol><li><p>Planung</p></li></ol>");
    act(() => {
      editor.commands.clearContent(true);
    });
    fireEvent.click(within(toolbar).getByRole("button", { name: "Zwischenüberschrift" }));
    act(() => {
      editor.commands.insertContent("Ihre Rolle");
    });
    expect(hiddenInput(container, "tasks").value).toBe("<h3>Ihre Rolle</h3>");
  });

  it("is one tab stop whose buttons the arrow keys, Home and End move between", async () => {
    render(<RichTextEditor label="Einleitung" name="intro" />);
    await screen.findByRole("textbox", { name: "Einleitung" });
    const buttons = within(screen.getByRole("toolbar")).getAllByRole("button");
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: "End" });
    expect(document.activeElement).toBe(buttons[5]);
    fireEvent.keyDown(buttons[5]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(buttons[5]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, -1, -1, 0]);
  });

  it("inserts a link from the dialog and refuses script addresses", async () => {
    const { container } = render(<RichTextEditor label="Kontakt" name="contact" />);
    await screen.findByRole("textbox", { name: "Kontakt" });
    const linkButton = within(screen.getByRole("toolbar")).getByRole("button", { name: "Link" });
    await waitFor(() => expect((linkButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(linkButton);
    const dialog = await screen.findByRole("dialog", { name: "Link einfügen" });
    const address = within(dialog).getByRole("textbox", { name: "Adresse" });
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    expect(await within(dialog).findByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(hiddenInput(container, "contact").value).toBe("");

    fireEvent.change(address, { target: { value: "https://example.at/karriere" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hiddenInput(container, "contact").value).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.at/karriere">https://example.at/karriere</a></p>',
    );
  });

  it("marks the textbox invalid and describes it with the error", async () => {
    render(<RichTextEditor label="Wir bieten" name="offer" errorMessage="Bitte beschreiben Sie „Wir bieten“." />);
    const textbox = await screen.findByRole("textbox", { name: "Wir bieten" });
    await waitFor(() => expect(textbox.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(textbox)).toBe("Bitte beschreiben Sie „Wir bieten“.");
    expect(screen.getByRole("alert").textContent).toContain("Bitte beschreiben Sie „Wir bieten“.");
  });
});
