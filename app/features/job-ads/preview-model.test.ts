import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  emptyPreview,
  previewFromValues,
  readableTextColor,
  safeColor,
  safeHref,
  safeUploadPath,
  withApplicationValues,
  withDataValues,
  withDesignValues,
} from "./preview-model";

const base = emptyPreview("Donautal Technik GmbH");

describe("withDataValues", () => {
  it("shows the facts and the salary statement of GlBG § 9 as typed", () => {
    const model = withDataValues(base, {
      title: "  Techniker:in (m/w/d) ",
      locations: [
        { city: "Linz", postcode: "4020", state: "Oberösterreich" },
        { city: "", postcode: "", state: "" },
      ],
      remote: "partial",
      employmentTypes: "vollzeit",
      weeklyHours: "38,5",
      jobLevel: "fachkraft",
      jobField: "it",
      startDate: "",
      salaryMin: "3.200",
      salaryPeriod: "month",
      salaryOverpay: "on",
    });
    expect(model).toMatchObject({
      title: "Techniker:in (m/w/d)",
      locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
      remote: "Teilweise Homeoffice",
      employment: ["Vollzeit"],
      weeklyHours: "38,5",
      jobLevel: "Fachkraft mit Berufserfahrung",
      jobField: "IT und Softwareentwicklung",
      startDate: null,
      salary: "ab €\u00a03.200,00 brutto/Monat (Überzahlung möglich)",
      anonymous: false,
    });
  });

  it("shows a salary range and the Chiffre flag", () => {
    const model = withDataValues(base, {
      salaryMin: "3200,00",
      salaryMax: "4.100,50",
      salaryPeriod: "month",
      anonymous: "on",
    });
    // Intl puts a no-break space between € and the amount.
    expect(model.salary).toBe("€\u00a03.200,00 bis €\u00a04.100,50 brutto/Monat");
    expect(model.anonymous).toBe(true);
  });

  it("ignores values that are not among the choices", () => {
    const model = withDataValues(base, {
      remote: "<b>x</b>",
      employmentTypes: ["vollzeit", "constructor", "<img>"],
      jobLevel: "toString",
      salaryMin: "12abc",
      salaryPeriod: "month",
      startDate: "morgen",
    });
    expect(model).toMatchObject({
      remote: null,
      employment: ["Vollzeit"],
      jobLevel: null,
      salary: null,
      startDate: null,
    });
  });
});

describe("safe values for markup", () => {
  it.each(["#0B5CAB", "#abcdef"])("keeps the colour %s", (color) => {
    expect(safeColor(color, "#000000")).toBe(color.toLowerCase());
  });

  it.each(["red", "#abc", "url(javascript:alert(1))", "#12345g", 5])("replaces %s with the default", (color) => {
    expect(safeColor(color, "#0b5cab")).toBe("#0b5cab");
  });

  it("accepts only the portal's own upload paths", () => {
    expect(safeUploadPath("/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab")).toBe(
      "/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab",
    );
    for (const path of ["https://evil.example/x.png", "/uploads/../secret", "/images/x.png", "javascript:alert(1)"]) {
      expect(safeUploadPath(path)).toBeNull();
    }
  });

  it.each(["https://example.at/jobs", "http://example.at/", "mailto:jobs@example.at"])("links to %s", (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "//evil.example",
    "/relative",
    "mailto:<script>",
  ])("does not link to %s", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe("readableTextColor", () => {
  it("picks white on dark and black on light colours", () => {
    expect(readableTextColor("#0b5cab")).toBe("#ffffff");
    expect(readableTextColor("#f2a900")).toBe("#000000");
  });

  it("reaches at least 4.5:1 on any colour a company may choose (WCAG AA)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const color = `#${value.toString(16).padStart(6, "0")}`;
        expect(contrastRatio(color, readableTextColor(color))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe("design and application", () => {
  it("takes template, images and colours, falling back to the defaults", () => {
    const model = withDesignValues(base, {
      template: "compact",
      logoPath: "/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab",
      headerImagePath: "https://evil.example/x.png",
      primaryColor: "#123456",
      accentColor: "nope",
    });
    expect(model).toMatchObject({
      template: "compact",
      logoPath: "/uploads/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab",
      headerImagePath: null,
      primaryColor: "#123456",
      accentColor: "#f2a900",
    });
    expect(withDesignValues(base, { template: "__proto__" }).template).toBe("classic");
  });

  it("links the apply button to a mail address or an https career page only", () => {
    expect(
      withApplicationValues(base, { applicationMethod: "email", applicationEmail: "jobs@example.at" }).application,
    ).toEqual({
      method: "email",
      href: "mailto:jobs@example.at",
    });
    expect(
      withApplicationValues(base, { applicationMethod: "url", applicationUrl: "https://example.at/k" }).application,
    ).toEqual({
      method: "url",
      href: "https://example.at/k",
    });
    expect(
      withApplicationValues(base, { applicationMethod: "url", applicationUrl: "http://example.at/k" }).application.href,
    ).toBeNull();
    expect(
      withApplicationValues(base, { applicationMethod: "url", applicationUrl: "javascript:alert(1)" }).application.href,
    ).toBeNull();
    expect(withApplicationValues(base, { applicationMethod: "portal" }).application).toEqual({
      method: "portal",
      href: null,
    });
    expect(withApplicationValues(base, { applicationMethod: "fax" }).application).toEqual({ method: null, href: null });
  });
});

it("previewFromValues combines every step", () => {
  const model = previewFromValues(
    "Donautal Technik GmbH",
    {
      data: { title: "Koch (m/w/d)" },
      design: { template: "modern" },
      content: { contactName: "Maria Huber" },
      application: { applicationMethod: "portal" },
    },
    { ...base.sections, tasks: { kind: "html", html: "<p>Kochen</p>" } },
  );
  expect(model).toMatchObject({
    title: "Koch (m/w/d)",
    companyName: "Donautal Technik GmbH",
    template: "modern",
    contact: { name: "Maria Huber" },
    application: { method: "portal" },
    sections: { tasks: { kind: "html", html: "<p>Kochen</p>" } },
  });
});
