import { describe, expect, it } from "vitest";
import { CUSTOMER_ABILITIES } from "@auth/abilities";
import { offerPageFor } from "./offers";

describe("offer pages for products a company has not bought", () => {
  it("sends a company without the Arbeitgeberprofil to the order page in the portal", () => {
    for (const routeId of [
      "p/employer-branding/dashboard",
      "/p/employer-branding/metrics",
      "p/employer-branding/page",
      "p/employer-branding/plus",
    ]) {
      expect(offerPageFor(routeId, ["job"]), routeId).toBe("/p/employer-branding/bestellen");
    }
  });

  it("opens each page with its own ability, the overview with Employer Branding, the figures with any", () => {
    expect(offerPageFor("p/employer-branding/page", ["job", "businessPage"])).toBeNull();
    expect(offerPageFor("p/employer-branding/page-plus", ["job", "businessPage"])).toBe(
      "/p/employer-branding/bestellen",
    );
    expect(offerPageFor("p/employer-branding/metrics", ["businessPage"])).toBeNull();
    expect(offerPageFor("p/employer-branding/dashboard", ["businessPage"])).toBe("/p/employer-branding/bestellen");
    expect(offerPageFor("p/employer-branding/dashboard", ["employerBrandingBasic"])).toBeNull();
    expect(offerPageFor("p/employer-branding/dashboard", ["employerBrandingPlus"])).toBeNull();
    for (const routeId of [
      "p/employer-branding/dashboard",
      "p/employer-branding/page",
      "p/employer-branding/page-plus",
      "p/employer-branding/plus",
    ]) {
      expect(offerPageFor(routeId, CUSTOMER_ABILITIES), routeId).toBeNull();
    }
  });

  it("leaves pages that are not products alone", () => {
    expect(offerPageFor("p/applications/bewerber-manager", [])).toBeNull();
  });
});
