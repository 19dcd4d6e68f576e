// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@auth/user";
import { ContactPersonDialog } from "./contact-person-dialog";
import { PROFILE_PLACEHOLDER_SRC } from "~/components/ui/profile-image";
import { CONTENT_HOST, hybrid, kunde } from "./test-users";

function renderDialog(user: AuthUser) {
  const onOpenChange = vi.fn();
  render(<ContactPersonDialog user={user} supportEmail="support@example.ch" isOpen onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole("dialog", { name: "Ansprechperson" }), onOpenChange };
}

function expectSupportContact(dialog: HTMLElement) {
  const mail = within(dialog).getByRole("link", { name: "support@example.ch" });
  expect(mail.getAttribute("href")).toBe("mailto:support@example.ch");
  const faq = within(dialog).getByRole("link", { name: "FAQs (öffnet in neuem Tab)" });
  expect(faq.getAttribute("href")).toBe(`${CONTENT_HOST}/hr/faqs`);
  expect(faq.getAttribute("target")).toBe("_blank");
  expect(faq.getAttribute("rel")).toBe("noopener");
  expect(within(dialog).queryByRole("img")).toBeNull();
}

let consoleProblems: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  consoleProblems = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
});
afterEach(() => {
  cleanup();
  for (const spy of consoleProblems) expect(spy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe("ContactPersonDialog", () => {
  it("shows the assigned sales person to a direct-sales customer", () => {
    const { dialog } = renderDialog(kunde());
    const photo = within(dialog).getByRole("img", { name: "Profilbild" });
    expect(photo.getAttribute("src")).toBe("https://static.example.ch/avatars/sandro.jpg");
    expect(within(dialog).getByText("Sandro Verkauf")).toBeTruthy();
    expect(within(dialog).getByText("Key Account Manager")).toBeTruthy();
    const phone = within(dialog).getByRole("link", { name: "+41 44 123 45 67" });
    expect(phone.getAttribute("href")).toBe("tel:+41441234567");
    const mail = within(dialog).getByRole("link", { name: "sandro.verkauf@example.ch" });
    expect(mail.getAttribute("href")).toBe("mailto:sandro.verkauf@example.ch");
    expect(within(dialog).queryByText(/support@example\.ch/)).toBeNull();
  });

  it("falls back to the placeholder without a thumbnail", () => {
    const user = kunde();
    const { dialog } = renderDialog({ ...user, assignedSalesUser: { ...user.assignedSalesUser!, thumbnail: null } });
    expect(within(dialog).getByRole("img", { name: "Profilbild" }).getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
  });

  it("shows support and the FAQ to a HYBRID customer, even with a sales person assigned", () => {
    const { dialog } = renderDialog(hybrid());
    expect(hybrid().assignedSalesUser).not.toBeNull();
    expect(within(dialog).queryByText("Sandro Verkauf")).toBeNull();
    expectSupportContact(dialog);
  });

  it("shows support and the FAQ when no sales person is assigned", () => {
    const { dialog } = renderDialog(kunde({ assignedSalesUser: null }));
    expectSupportContact(dialog);
  });

  it("closes from its Schließen button", () => {
    const { dialog, onOpenChange } = renderDialog(kunde());
    fireEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
