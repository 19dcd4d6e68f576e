// @vitest-environment happy-dom
import { useState } from "react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button } from "react-aria-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, MODAL_MAX_HEIGHT, MODAL_MAX_WIDTH } from "./modal";

afterEach(cleanup);

function renderModal(props: { maxWidth?: string } = {}) {
  const onOpenChange = vi.fn();
  render(
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title="Ansprechperson"
      footer={<Button slot="close">Schließen</Button>}
      {...props}
    >
      <p>Inhalt</p>
    </Modal>,
  );
  return onOpenChange;
}

describe("Modal", () => {
  it("uses the constants of SPEC §9", () => {
    expect(MODAL_MAX_WIDTH).toBe("736px");
    expect(MODAL_MAX_HEIGHT).toBe("85vh");
  });

  it("is a dialog named by its title, sized by the defaults", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "Ansprechperson" });
    expect(screen.getByRole("heading", { name: "Ansprechperson" })).toBeTruthy();
    expect(dialog.textContent).toContain("Inhalt");
    const modal = dialog.parentElement!;
    expect(modal.style.maxWidth).toBe("736px");
    expect(modal.style.maxHeight).toBe("85vh");
  });

  it("takes another maximum width", () => {
    renderModal({ maxWidth: "32rem" });
    expect(screen.getByRole("dialog").parentElement!.style.maxWidth).toBe("32rem");
  });

  it("moves focus into the dialog", async () => {
    renderModal();
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("asks to close on Escape", async () => {
    const onOpenChange = renderModal();
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks to close on a click outside", () => {
    const onOpenChange = renderModal();
    const backdrop = screen.getByRole("dialog").parentElement!.parentElement!;
    fireEvent.pointerDown(backdrop, { button: 0, pointerId: 1 });
    fireEvent.click(backdrop, { button: 0 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks to close from a close button", () => {
    const onOpenChange = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("renders nothing while closed and returns focus to its trigger after closing", async () => {
    function Harness() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Öffnen
          </button>
          <Modal isOpen={isOpen} onOpenChange={setOpen} title="Titel" footer={<Button slot="close">Schließen</Button>}>
            Text
          </Modal>
        </>
      );
    }
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const trigger = screen.getByRole("button", { name: "Öffnen" });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Titel" });
    // React Aria moves focus in on the next animation frame.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
