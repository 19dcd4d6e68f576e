// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FormResult } from "~/lib/form-reply";
import { OrderForm } from "./order-page";

afterEach(cleanup);

function renderOrderForm(result: FormResult | undefined) {
  const Stub = createRoutesStub([
    {
      path: "/p/internal/companies/:companyId/jobs/order",
      Component: () => (
        <OrderForm
          company={{ id: 1, fullName: "Donautal Technik GmbH", creditBalance: 3 }}
          products={[{ id: 7, name: "Standard", runDays: 30, credits: 1, priceCents: 19900 }]}
          vatRatePercent={19}
          result={result}
          submitting={false}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/p/internal/companies/1/jobs/order"]} />);
}

describe("OrderForm", () => {
  it("shows the server's refusal above the form and each error at its field, and focuses the first", async () => {
    renderOrderForm({
      status: "error",
      error: {
        "": ["Bitte prüfen Sie Ihre Eingaben."],
        quantity: ["Die Menge muss eine ganze Zahl von 1 bis 100 sein."],
      },
    });
    expect(screen.getByText("Bitte prüfen Sie Ihre Eingaben.")).toBeTruthy();
    expect(screen.getByText("Die Menge muss eine ganze Zahl von 1 bis 100 sein.")).toBeTruthy();
    const quantity = screen.getByRole("textbox", { name: /^Menge/ });
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it("checks the fields in the browser with the same schema before the confirmation", async () => {
    renderOrderForm(undefined);
    const quantity = screen.getByRole("textbox", { name: /^Menge/ });
    fireEvent.change(quantity, { target: { value: "" } });
    fireEvent.submit(quantity.closest("form")!);
    expect(await screen.findByText("Die Menge muss eine ganze Zahl von 1 bis 100 sein.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows nothing refused after a placed order", () => {
    renderOrderForm({ status: "success", initialValue: {} });
    expect(screen.queryByText("Bitte prüfen Sie Ihre Eingaben.")).toBeNull();
  });
});
