// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { publicationMessage, PublishPanel, type SummaryOwner, type SummaryProduct } from "./summary-view";

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
  owner?: SummaryOwner;
  refusal?: string;
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
          {...(props.owner ? { owner: props.owner, orderHint: <a href="/bestellen">Credits bestellen</a> } : {})}
          refusal={props.refusal ?? null}
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

  it("speaks of the company's ad in the staff panel", () => {
    const owner = { kind: "company", name: "Donautal Technik GmbH" } as const;
    expect(publicationMessage({ status: "active", publishAt: null }, owner)).toBe("Das Inserat ist online.");
    expect(publicationMessage({ status: "review", publishAt: null }, owner)).toBe(
      "Das Inserat wartet auf die Prüfung.",
    );
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

  describe("for staff publishing a company's ad", () => {
    const owner = { kind: "company", name: "Donautal Technik GmbH" } as const;

    it("books the company's credits and says so in the dialog", async () => {
      renderPanel({ balance: 7, owner });
      expect(screen.getByText("Guthaben des Unternehmens")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Veröffentlichen" }));
      const dialog = await screen.findByRole("dialog", { name: "Inserat veröffentlichen?" });
      expect(dialog.textContent).toContain("aus dem Guthaben von Donautal Technik GmbH");
      expect(dialog.textContent).toContain("Danach hat das Unternehmen noch 5 Credits.");
    });

    it("leads to ordering instead of buying when the company's balance is short", () => {
      renderPanel({ balance: 1, owner });
      expect(screen.queryByRole("button", { name: "Produkt kaufen und veröffentlichen" })).toBeNull();
      expect(screen.getByRole("alert").textContent).toContain("Das Guthaben des Unternehmens reicht nicht aus");
      expect(screen.getByRole("link", { name: "Credits bestellen" })).toBeTruthy();
    });

    it("explains a refusal instead of offering the button", () => {
      renderPanel({ balance: 7, owner, refusal: "Dafür fehlt Ihnen die Berechtigung „Inserate veröffentlichen“." });
      expect(screen.queryByRole("button", { name: "Veröffentlichen" })).toBeNull();
      expect(screen.getByText(/Dafür fehlt Ihnen die Berechtigung/)).toBeTruthy();
    });
  });
});
