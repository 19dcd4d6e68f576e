import { describe, expect, it } from "vitest";
import { canonicalHref } from "./canonical";

describe("canonicalHref", () => {
  it("is the base URL plus the path", () => {
    expect(canonicalHref("https://portal.example", "/hr/faqs")).toBe("https://portal.example/hr/faqs");
  });

  it("spells a path with trailing slashes as the one without", () => {
    expect(canonicalHref("https://portal.example", "/p/applications/bewerber-manager/")).toBe(
      "https://portal.example/p/applications/bewerber-manager",
    );
    expect(canonicalHref("https://portal.example", "/hr/faqs//")).toBe("https://portal.example/hr/faqs");
  });

  it("keeps the home page's single slash", () => {
    expect(canonicalHref("https://portal.example", "/")).toBe("https://portal.example/");
  });
});
