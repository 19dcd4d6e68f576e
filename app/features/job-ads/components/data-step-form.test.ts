import { describe, expect, it } from "vitest";
import { salaryExemptionReason } from "./data-step-form";

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
