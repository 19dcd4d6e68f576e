import { describe, expect, it } from "vitest";
import { readOnlyReason } from "./editor.server";
import { FORM_STEPS } from "./form-steps";

describe("readOnlyReason", () => {
  it("lets a draft's company change every step", () => {
    for (const step of FORM_STEPS) expect(readOnlyReason("draft", step)).toBeNull();
  });

  it.each(["review", "scheduled", "active", "expired", "deactivated"])(
    "keeps product and publication of a %s ad, and only those, read-only",
    (status) => {
      const readOnly = FORM_STEPS.filter((step) => readOnlyReason(status, step) !== null);
      expect(readOnly).toEqual(["product", "publish"]);
    },
  );

  it.each(["deleted", "locked"])("keeps every step of a %s ad read-only", (status) => {
    for (const step of FORM_STEPS) {
      expect(readOnlyReason(status, step)).toBe("Gelöschte oder gesperrte Inserate können nicht bearbeitet werden.");
    }
  });
});
