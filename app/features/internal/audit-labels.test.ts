import { describe, expect, it } from "vitest";
import { auditLabel } from "./audit-labels";

describe("auditLabel", () => {
  it("names an entry the same wherever staff read the audit log", () => {
    expect(auditLabel("job-ad.edit-step", { step: "content" })).toBe("Schritt „Inhalt“ gespeichert");
    expect(auditLabel("job-ad.autosave-step", { step: "data" })).toBe("Entwurf von „Daten“ automatisch gespeichert");
    expect(auditLabel("job-ad.create", { status: "draft" })).toBe("Als Service-Inserat erfasst");
    expect(auditLabel("job-ad.schedule", null)).toBe("Veröffentlichungsdatum geändert");
    expect(auditLabel("job-ad.publish", null)).toBe("Veröffentlicht");
  });
});
