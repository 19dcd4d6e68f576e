import { describe, expect, it } from "vitest";
import { emptyPreview, type JobAdPreviewModel } from "./preview-model";
import { publicVisibility } from "./policy";
import {
  chiffreNameMentions,
  CHIFFRE_NAME,
  jobAdDescription,
  jobAdIdOfSegment,
  jobAdPublicPath,
  jobAdSlug,
  jobPostingJsonLd,
  type JobPostingInput,
} from "./public-page";

describe("the address of a public job ad", () => {
  it.each([
    ["Buchhalter/in (m/w/d)", "Linz", "buchhalter-in-m-w-d-linz"],
    ["Bürokauffrau für Größere Projekte", "Wien", "buerokauffrau-fuer-groessere-projekte-wien"],
    ["Café-Mitarbeiter:in", "Sankt Pölten", "cafe-mitarbeiter-in-sankt-poelten"],
    ["  --  ", undefined, "inserat"],
    ["Straße", undefined, "strasse"],
  ])("%s in %s → %s", (title, city, slug) => {
    expect(jobAdSlug(title, city)).toBe(slug);
  });

  it("keeps the slug at 80 characters without a trailing hyphen", () => {
    const slug = jobAdSlug("Softwareentwickler ".repeat(10), "Graz");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
    expect(jobAdPublicPath(42, "Koch", "Salzburg")).toBe("/jobs/42-koch-salzburg");
  });

  it.each([
    ["123-buchhalter-linz", 123],
    ["123", 123],
    ["2147483647-x", 2_147_483_647],
    ["2147483648-x", null],
    ["0-x", null],
    ["012-x", null],
    ["abc-123", null],
    ["12x", null],
    [undefined, null],
  ])("reads the id of %s as %s", (segment, id) => {
    expect(jobAdIdOfSegment(segment)).toBe(id);
  });
});

describe("which ads the public page shows (the job-ad policy)", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  it.each([
    ["active", null, "visible"],
    ["active", new Date("2026-12-01T00:00:00Z"), "visible"],
    ["active", new Date("2026-11-26T10:00:00Z"), "gone"],
    ["expired", null, "gone"],
    ["deactivated", null, "gone"],
    ["locked", null, "gone"],
    ["deleted", null, "gone"],
    ["draft", null, "never"],
    ["review", null, "never"],
    ["scheduled", new Date("2026-12-30T00:00:00Z"), "never"],
  ] as const)("%s (runs until %s) → %s", (status, expiresAt, visibility) => {
    expect(publicVisibility({ status, expiresAt }, now)).toBe(visibility);
  });
});

function model(overrides: Partial<JobAdPreviewModel> = {}): JobAdPreviewModel {
  return {
    ...emptyPreview("Muster Bau GmbH"),
    title: "Polier (m/w/d)",
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    salary: "ab 3.800,00 € brutto/Monat",
    application: { method: "email", href: "mailto:jobs@muster.at" },
    ...overrides,
  };
}

function input(overrides: Partial<JobPostingInput> = {}): JobPostingInput {
  return {
    id: 7,
    url: "https://portal.example/jobs/7-polier-m-w-d-linz",
    model: model(),
    employmentTypes: ["vollzeit", "teilzeit", "geringfuegig"],
    salary: { minCents: 380_000, maxCents: 450_000, period: "month" },
    remote: "none",
    publishedAt: new Date("2026-11-20T08:00:00Z"),
    expiresAt: new Date("2026-12-20T08:00:00Z"),
    descriptionHtml: "<p>Wir bauen.</p>",
    logoUrl: "https://portal.example/_ipx/h_192/uploads/logo-123456789",
    companyUrl: null,
    ...overrides,
  };
}

describe("JobPosting structured data", () => {
  it("has Google's required and recommended properties", () => {
    const posting = jobPostingJsonLd(input());
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Polier (m/w/d)",
      description: "<p>Wir bauen.</p>",
      datePosted: "2026-11-20T08:00:00.000Z",
      validThrough: "2026-12-20T08:00:00.000Z",
      employmentType: ["FULL_TIME", "PART_TIME"],
      hiringOrganization: {
        "@type": "Organization",
        name: "Muster Bau GmbH",
        logo: "https://portal.example/_ipx/h_192/uploads/logo-123456789",
      },
      jobLocation: [
        {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: "Linz",
            postalCode: "4020",
            addressRegion: "Oberösterreich",
            addressCountry: "AT",
          },
        },
      ],
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 3800, maxValue: 4500, unitText: "MONTH" },
      },
      directApply: false,
      identifier: { "@type": "PropertyValue", name: "Muster Bau GmbH", value: "7" },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("states one salary figure, fully remote work and the portal's own application", () => {
    const posting = jobPostingJsonLd(
      input({
        salary: { minCents: 2_000, maxCents: null, period: "hour" },
        remote: "full",
        model: model({ application: { method: "portal", href: null } }),
        employmentTypes: ["praktikum"],
      }),
    );
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", value: 20, unitText: "HOUR" },
    });
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.directApply).toBe(true);
    expect(posting.employmentType).toBe("INTERN");
  });

  it("leaves out what the ad does not state", () => {
    const posting = jobPostingJsonLd(
      input({ salary: { minCents: null, maxCents: null, period: null }, expiresAt: null, employmentTypes: [] }),
    );
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting).not.toHaveProperty("employmentType");
  });

  it("names no company, logo or link for a Chiffre ad", () => {
    const posting = jobPostingJsonLd(
      input({ model: model({ anonymous: true }), companyUrl: "https://portal.example/unternehmen/muster" }),
    );
    expect(posting.hiringOrganization).toEqual({ "@type": "Organization", name: CHIFFRE_NAME });
    expect(JSON.stringify(posting)).not.toContain("Muster Bau");
    expect(JSON.stringify(posting)).not.toContain("logo");
  });
});

describe("the meta description", () => {
  it("names title, employer, place and salary", () => {
    expect(jobAdDescription(model())).toBe(
      "Polier (m/w/d) bei Muster Bau GmbH in Linz. Gehalt: ab 3.800,00 € brutto/Monat. Jetzt bewerben.",
    );
  });

  it("names no employer for a Chiffre ad and stays under 161 characters", () => {
    const text = jobAdDescription(model({ anonymous: true, title: "Leitung ".repeat(30) }));
    expect(text).not.toContain("Muster");
    expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe("a Chiffre ad whose own text names the company", () => {
  const sections = (intro: string, contact = "") => ({
    intro: { kind: "html" as const, html: intro },
    tasks: { kind: "html" as const, html: "<p>Planen und prüfen.</p>" },
    profile: { kind: "html" as const, html: "" },
    offer: { kind: "html" as const, html: "" },
    contact: { kind: "html" as const, html: contact },
  });

  it("names the places where the name stands, with or without its legal form", () => {
    const ad = model({
      anonymous: true,
      sections: sections("<p>Die <strong>Muster Bau</strong> wächst.</p>", "<p>Muster Bau GmbH, Linz</p>"),
    });
    expect(chiffreNameMentions(ad, "Muster Bau GmbH")).toEqual(["Einleitung", "Kontakt"]);
    expect(chiffreNameMentions({ ...ad, title: "Polier bei MUSTER BAU" }, "Muster Bau GmbH")).toEqual([
      "Stellentitel",
      "Einleitung",
      "Kontakt",
    ]);
  });

  it("says nothing for a named ad or text without the name", () => {
    expect(chiffreNameMentions(model({ sections: sections("<p>Muster Bau wächst.</p>") }), "Muster Bau GmbH")).toEqual(
      [],
    );
    expect(
      chiffreNameMentions(model({ anonymous: true, sections: sections("<p>Wir wachsen.</p>") }), "Muster Bau GmbH"),
    ).toEqual([]);
  });
});
