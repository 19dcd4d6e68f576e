import { describe, expect, it } from "vitest";
import { DISTRIBUTION_CHANNELS } from "@auth/user";
import {
  formatCredits,
  formatRunTime,
  invoiceLineDescription,
  productFacts,
  QUALITY_CONTROL_PUBLIC,
  qualityControlFact,
  reviewedBeforePublication,
} from "./catalogue";

const premium = {
  name: "Stelleninserat Premium",
  runDays: 60,
  includedPushes: 2,
  topPlacementDays: 14,
  priceCredits: 3,
};

describe("catalogue wording", () => {
  it("counts credits with the de-AT thousands separator", () => {
    expect(formatCredits(1)).toBe("1 Credit");
    expect(formatCredits(3)).toBe("3 Credits");
    expect(formatCredits(-1)).toBe("-1 Credit");
    expect(formatCredits(1200)).toBe("1.200 Credits");
  });

  it("reads whole years as months and everything else as days", () => {
    expect(formatRunTime(30)).toBe("30 Tage");
    expect(formatRunTime(1)).toBe("1 Tag");
    expect(formatRunTime(365)).toBe("12 Monate");
    expect(formatRunTime(730)).toBe("24 Monate");
  });

  it("lists run time, pushes and top placement from the catalogue's numbers", () => {
    expect(productFacts(premium)).toEqual(["60 Tage online", "2 Pushes inklusive", "14 Tage Top-Platzierung"]);
    expect(productFacts({ ...premium, includedPushes: 1, topPlacementDays: 1 })).toEqual([
      "60 Tage online",
      "1 Push inklusive",
      "1 Tag Top-Platzierung",
    ]);
    expect(productFacts({ ...premium, includedPushes: 0, topPlacementDays: 0 })).toEqual(["60 Tage online"]);
  });

  it("words the invoice line with the same facts and the credits", () => {
    expect(invoiceLineDescription(premium)).toBe(
      "Stelleninserat Premium – 60 Tage online, 2 Pushes inklusive, 14 Tage Top-Platzierung (3 Credits)",
    );
  });
});

describe("quality control (decision 020)", () => {
  it("reviews self-service ads of hybrid and self-service companies only", () => {
    expect(DISTRIBUTION_CHANNELS.filter((channel) => reviewedBeforePublication("self-service", channel))).toEqual([
      "HYBRID",
      "SELF-SERVICE",
    ]);
    for (const channel of DISTRIBUTION_CHANNELS) expect(reviewedBeforePublication("service", channel)).toBe(false);
  });

  it("tells each ad what happens, and the public pages name both cases", () => {
    expect(qualityControlFact("self-service", "HYBRID")).toMatch(/^Qualitätskontrolle vor der Veröffentlichung/);
    expect(qualityControlFact("self-service", "SELF-SERVICE")).toMatch(/^Qualitätskontrolle vor der Veröffentlichung/);
    expect(qualityControlFact("self-service", "DIRECT-SALES")).toMatch(/sofort online/);
    expect(qualityControlFact("service", "HYBRID")).toMatch(/^Ohne Prüfung/);
    expect(QUALITY_CONTROL_PUBLIC).toMatch(/Self-Service- und Hybrid-Kunden/);
    expect(QUALITY_CONTROL_PUBLIC).toMatch(/Direktvertriebskunden .* sofort online/);
    expect(QUALITY_CONTROL_PUBLIC).not.toMatch(/vor jeder Veröffentlichung/);
  });
});
