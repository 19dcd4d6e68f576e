import { describe, expect, it } from "vitest";
import { salaryExemptionReason } from "./data-step-form";
import { productFacts } from "./product-step-form";

describe("salaryExemptionReason", () => {
  it("asks for a salary for employment contracts", () => {
    expect(salaryExemptionReason(["vollzeit"], "fachkraft")).toBeNull();
    expect(salaryExemptionReason(["freier-dienstvertrag", "teilzeit"], "fachkraft")).toBeNull();
  });

  it("says why board members and free service contracts need none", () => {
    expect(salaryExemptionReason(["vollzeit"], "vorstand")).toMatch(/Geschäftsführung und Vorstand/);
    expect(salaryExemptionReason(["freier-dienstvertrag"], "fachkraft")).toMatch(/Freie Dienstverträge/);
  });
});

describe("productFacts", () => {
  it("lists run time, pushes and top placement", () => {
    const product = {
      id: 1,
      name: "Premium",
      shortDescription: "",
      runDays: 60,
      priceCredits: 3,
      priceCents: 129_000,
      includedPushes: 1,
      topPlacementDays: 14,
    };
    expect(productFacts(product)).toEqual(["60 Tage online", "1 Push inklusive", "14 Tage Top-Platzierung"]);
    expect(productFacts({ ...product, includedPushes: 0, topPlacementDays: 0 })).toEqual(["60 Tage online"]);
  });
});
