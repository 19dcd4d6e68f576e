import { describe, expect, it } from "vitest";
import { CUSTOMER_ABILITIES } from "@auth/abilities";
import { welcomeLine, welcomeMessage } from "./welcome";

describe("welcome texts promise only what the company can use", () => {
  it("leaves out Rechnungen without the invoice ability (hybrid@demo.at)", () => {
    expect(welcomeMessage(["job"]).body).toBe(
      "Ab sofort verwalten Sie Inserate und Guthaben an einem Ort. Bei Fragen hilft Ihnen Ihre Ansprechperson gerne weiter.",
    );
    expect(welcomeLine("Florian", "Bäckerei Alpenkorn GmbH", ["job"])).not.toContain("Rechnungen");
  });

  it("names invoices and the employer profile for a company that has them", () => {
    expect(welcomeMessage([...CUSTOMER_ABILITIES]).body).toContain(
      "Inserate, Guthaben, Rechnungen und Ihr Arbeitgeberprofil an einem Ort",
    );
    expect(welcomeLine("Katharina", "Donautal Technik GmbH", ["job", "invoice"])).toBe(
      "Willkommen, Katharina. Hier sehen Sie das Wichtigste für Donautal Technik GmbH auf einen Blick: Inserate, Guthaben und Rechnungen.",
    );
  });
});
