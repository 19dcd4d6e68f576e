import { describe, expect, it } from "vitest";
import { GROUP_LABELS, GROUPS, groupLabels } from "./abilities";
import { CHANNEL_LABELS, DISTRIBUTION_CHANNELS } from "./user";

describe("labels staff read instead of codes", () => {
  it("names every channel in German without its code", () => {
    expect(CHANNEL_LABELS).toEqual({
      "DIRECT-SALES": "Direktvertrieb",
      HYBRID: "Hybrid",
      "SELF-SERVICE": "Self-Service",
    });
    for (const channel of DISTRIBUTION_CHANNELS) expect(CHANNEL_LABELS[channel]).not.toContain(channel);
  });

  it("gives every group a German name and a one-line description ending in a full stop", () => {
    for (const group of GROUPS) {
      const { label, description } = GROUP_LABELS[group];
      expect(label).not.toBe(group);
      expect(description).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(description).not.toContain("\n");
    }
    expect(new Set(GROUPS.map((group) => GROUP_LABELS[group].label)).size).toBe(GROUPS.length);
  });

  it("joins group names in the given order", () => {
    expect(groupLabels(["qa", "readOnly"])).toBe("Qualitätssicherung, Nur lesen");
  });
});
