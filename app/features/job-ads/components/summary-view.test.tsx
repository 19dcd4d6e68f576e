// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { publicationMessage, PublishPanel, type SummaryProduct } from "./summary-view";

afterEach(cleanup);

const PRODUCT: SummaryProduct = {
  name: "Stelleninserat Top",
  runDays: 60,
  priceCredits: 2,
  priceCents: 89_000,
  grossCents: 106_800,
};

function renderPanel(props: {
  balance: number;
  insufficientCredits?: boolean;
  firstIncompleteStep?: "content" | null;
}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PublishPanel
          jobAdId={7}
          status="draft"
          product={PRODUCT}
          balance={props.balance}
          firstIncompleteStep={props.firstIncompleteStep ?? null}
          insufficientCredits={props.insufficientCredits ?? false}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("publicationMessage", () => {
  it.each([
    [{ status: "active" as const, publishAt: null }, "Ihr Inserat ist online."],
    [
      { status: "review" as const, publishAt: null },
      "Ihr Inserat wird geprüft. Sie erhalten eine E-Mail, sobald es online ist.",
    ],
    [
      { status: "scheduled" as const, publishAt: new Date("2026-04-01T22:00:00Z") },
      "Ihr Inserat ist für den 02.04.2026 geplant.",
    ],
  ])("%o → %s", (outcome, message) => {
    expect(publicationMessage(outcome)).toBe(message);
  });
});

describe("PublishPanel", () => {
  it("offers publishing with enough credits and asks first", async () => {
    renderPanel({ balance: 7 });
    expect(screen.getByText("7 Credits")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Produkt kaufen und veröffentlichen" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Veröffentlichen" }));
    const dialog = await screen.findByRole("dialog", { name: "Inserat veröffentlichen?" });
    expect(dialog.textContent).toContain("Danach haben Sie noch 5 Credits.");
  });

  it("offers buying the product when the balance is below the price", async () => {
    renderPanel({ balance: 1 });
    expect(screen.queryByRole("button", { name: "Veröffentlichen" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Ihr Guthaben reicht nicht aus");
    fireEvent.click(screen.getByRole("button", { name: "Produkt kaufen und veröffentlichen" }));
    const dialog = await screen.findByRole("dialog", { name: "Produkt kaufen und veröffentlichen?" });
    expect(dialog.textContent).toContain("1.068,00");
    expect(within(dialog).getByRole("button", { name: "Kaufen und veröffentlichen" })).toBeTruthy();
  });

  it("offers buying when the server found too few credits", () => {
    renderPanel({ balance: 7, insufficientCredits: true });
    expect(screen.getByRole("button", { name: "Produkt kaufen und veröffentlichen" })).toBeTruthy();
  });

  it("leads to the first incomplete step instead of publishing", () => {
    renderPanel({ balance: 7, firstIncompleteStep: "content" });
    expect(screen.queryByRole("button", { name: "Veröffentlichen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Weiter mit „Inhalt“" }).getAttribute("href")).toBe("/p/jobs/7/content");
  });
});
