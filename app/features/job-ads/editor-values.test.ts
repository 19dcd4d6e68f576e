import { describe, expect, it } from "vitest";
import {
  changedFields,
  decimalTextFromCents,
  draftFormValues,
  draftFromFormData,
  DRAFT_MAX_CHARS,
  parseAutosave,
  savedFormValues,
  type SavedAd,
} from "./editor-values";

const AD: SavedAd = {
  title: "Techniker:in (m/w/d)",
  locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
  remote: "partial",
  employmentTypes: ["vollzeit", "teilzeit"],
  weeklyHours: "38,5",
  jobLevel: "fachkraft",
  jobField: "technik",
  startDate: null,
  anonymous: true,
  salaryMinCents: 320_050,
  salaryMaxCents: null,
  salaryPeriod: "month",
  salaryOverpay: false,
  salaryText: "",
  template: "modern",
  logoPath: null,
  headerImagePath: "/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab",
  primaryColor: "#0b5cab",
  accentColor: "#f2a900",
  content: { intro: "<p>Hallo</p>", tasks: "", profile: "", offer: "", contact: "" },
  contactPerson: { name: "Maria Huber", email: "maria@example.at", phone: "" },
  productId: 3,
  publishMode: "scheduled",
  publishAt: new Date("2026-04-01T22:00:00Z"),
  applicationMethod: "email",
  applicationEmail: "jobs@example.at",
  applicationUrl: null,
};

function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("decimalTextFromCents", () => {
  it.each([
    [320_000, "3200,00"],
    [320_050, "3200,50"],
    [5, "0,05"],
    [null, ""],
  ])("%s → %s", (cents, text) => {
    expect(decimalTextFromCents(cents)).toBe(text);
  });
});

describe("savedFormValues", () => {
  it("gives every step its fields as form strings", () => {
    const values = savedFormValues(AD);
    expect(values.data).toMatchObject({
      title: "Techniker:in (m/w/d)",
      locations: AD.locations,
      employmentTypes: ["vollzeit", "teilzeit"],
      startDate: "",
      anonymous: "on",
      salaryMin: "3200,50",
      salaryMax: "",
      salaryOverpay: "",
    });
    expect(values.design).toEqual({
      template: "modern",
      logoPath: "",
      headerImagePath: AD.headerImagePath,
      primaryColor: "#0b5cab",
      accentColor: "#f2a900",
    });
    expect(values.content).toMatchObject({ intro: "<p>Hallo</p>", contactName: "Maria Huber" });
    expect(values.product).toEqual({ productId: "3" });
    // Midnight in Vienna on 2 April is 22:00 UTC the day before.
    expect(values.publish).toEqual({ publishMode: "scheduled", publishAt: "2026-04-02" });
    expect(values.application).toEqual({
      applicationMethod: "email",
      applicationEmail: "jobs@example.at",
      applicationUrl: "",
    });
  });

  it("starts a new ad with one empty place of work", () => {
    expect(savedFormValues({ ...AD, locations: [] }).data.locations).toEqual([{ city: "", postcode: "", state: "" }]);
  });
});

describe("autosave drafts", () => {
  it("keeps a form's fields, lists for repeated names, and drops the form library's intents", () => {
    const draft = draftFromFormData(
      formData([
        ["title", "Koch (m/w/d)"],
        ["employmentTypes", "vollzeit"],
        ["employmentTypes", "saison"],
        ["salaryMin", ""],
        ["intent", "autosave"],
        ["__intent__", '{"type":"validate"}'],
      ]),
    );
    expect(draft).toEqual({ title: "Koch (m/w/d)", employmentTypes: ["vollzeit", "saison"], salaryMin: "" });
  });

  it("accepts Conform's nested field names", () => {
    expect(parseAutosave(formData([["locations[1].city", "Wels"]]))).toEqual({ "locations[1].city": "Wels" });
  });

  it.each([
    ["a field name that is no form path", [["<script>", "x"]]],
    ["a field name with a prototype key path", [["locations[0].__proto__", "x"]]],
    ["a value over 20 000 characters", [["intro", "x".repeat(20_001)]]],
    ["more than 100 fields", Array.from({ length: 101 }, (_, i) => [`field${i}`, "x"])],
    ["more than the size limit in total", Array.from({ length: 7 }, (_, i) => [`section${i}`, "x".repeat(19_000)])],
  ] as [string, [string, string][]][])("refuses %s", (_, entries) => {
    expect(parseAutosave(formData(entries))).toBeNull();
  });

  it("allows drafts up to the size limit", () => {
    const entries = Array.from({ length: 5 }, (_, i): [string, string] => [`section${i}`, "x".repeat(19_000)]);
    expect(JSON.stringify(Object.fromEntries(entries)).length).toBeLessThan(DRAFT_MAX_CHARS);
    expect(parseAutosave(formData(entries))).not.toBeNull();
  });

  it("turns a stored draft back into nested form defaults", () => {
    expect(
      draftFormValues({
        title: "Koch (m/w/d)",
        "locations[0].city": "Linz",
        "locations[1].city": "Wels",
        employmentTypes: ["vollzeit", "saison"],
      }),
    ).toEqual({
      title: "Koch (m/w/d)",
      locations: [{ city: "Linz" }, { city: "Wels" }],
      employmentTypes: ["vollzeit", "saison"],
    });
  });
});

describe("changedFields", () => {
  it("keeps only the fields that changed", () => {
    expect(changedFields({ title: "A", remote: "none" }, { title: "B", remote: "none" })).toEqual({
      before: { title: "A" },
      after: { title: "B" },
    });
  });
});
