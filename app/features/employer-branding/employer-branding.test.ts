import { describe, expect, it } from "vitest";
import { nextTerm } from "~/features/billing/terms.server";
import { pageProducts, publicVisibility, publishRefusal, visibleContent } from "./policy";
import { employerPageDescription, organizationJsonLd } from "./public-page";
import { employerPageSchema, lenientContent, publishIssues } from "./schema";
import { referrerCategory } from "./referrers";
import { emptyContent, videoEmbed, type EmployerPageContent } from "./vocabulary";

const ABOUT = "<p>Wir sind ein Familienbetrieb mit vierzig Jahren Erfahrung in der Elektrotechnik in Linz.</p>";

function content(overrides: Partial<EmployerPageContent> = {}): EmployerPageContent {
  return { ...emptyContent(), about: ABOUT, ...overrides };
}

describe("videoEmbed", () => {
  it("turns YouTube and Vimeo links into their privacy-friendly players", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbed(url)?.embedUrl, url).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    }
    expect(videoEmbed("https://vimeo.com/76979871")).toEqual({
      provider: "Vimeo",
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    });
  });

  it("refuses every other address", () => {
    for (const url of [
      null,
      "",
      "kein link",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=zu-kurz",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
      "javascript:alert(1)",
      "https://vimeo.com/channels/staffpicks",
    ]) {
      expect(videoEmbed(url), String(url)).toBeNull();
    }
  });
});

describe("employerPageSchema", () => {
  const parse = (input: Record<string, unknown>) => employerPageSchema.safeParse(input);

  it("accepts an empty form as an empty page with the default colours", () => {
    const result = parse({});
    expect(result.success && result.data).toEqual(emptyContent());
  });

  it("reads the form's text into the page: lines as locations, a website without scheme, unique benefits", () => {
    const result = parse({
      claim: "  Wir bauen Zukunft  ",
      locations: "4020 Linz\r\n\r\n 4600 Wels \n",
      website: "www.firma.at",
      foundedYear: "1987",
      size: "10-49",
      benefits: ["homeoffice", "homeoffice", "sport"],
      voices: [
        { name: "Eva", role: "", quote: "Gut hier." },
        { name: "", role: "", quote: "" },
      ],
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.claim).toBe("Wir bauen Zukunft");
    expect(result.data.locations).toEqual(["4020 Linz", "4600 Wels"]);
    expect(result.data.website).toBe("https://www.firma.at/");
    expect(result.data.foundedYear).toBe(1987);
    expect(result.data.benefits).toEqual(["homeoffice", "sport"]);
    expect(result.data.voices).toEqual([{ name: "Eva", role: "", quote: "Gut hier." }]);
  });

  it("refuses bad input with German messages", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ foundedYear: "87" }, "Gründungsjahr"],
      [{ foundedYear: String(new Date().getFullYear() + 1) }, "Gründungsjahr"],
      [{ website: "javascript:alert(1)" }, "Webadresse"],
      [{ website: "nur-ein-wort" }, "Webadresse"],
      [{ videoUrl: "https://evil.example/video" }, "YouTube- oder Vimeo"],
      [{ size: "riesig" }, "Unternehmensgröße"],
      [{ benefits: ["dienstwagen-mit-chauffeur"] }, "Benefits"],
      [{ primaryColor: "red" }, "Hauptfarbe"],
      [{ logoPath: "https://evil.example/logo.png" }, "erneut hoch"],
      [{ claim: "x".repeat(141) }, "höchstens 140 Zeichen"],
      [{ locations: Array.from({ length: 21 }, (_, i) => `Ort ${i}`).join("\n") }, "höchstens 20 Standorte"],
      [
        { gallery: Array.from({ length: 13 }, (_, i) => `/uploads/bild-nummer-${String(i).padStart(4, "0")}`) },
        "12 Bilder",
      ],
    ];
    for (const [input, message] of cases) {
      const result = parse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message).join(" "), JSON.stringify(input)).toContain(message);
    }
  });
});

describe("lenientContent", () => {
  it("takes every valid field and keeps the previous value of a field that does not pass", () => {
    const previous = content({ claim: "Alt", foundedYear: 1987 });
    const next = lenientContent({ claim: "Neu", foundedYear: "19" }, previous);
    expect(next.claim).toBe("Neu");
    expect(next.foundedYear).toBe(1987);
    expect(next.about).toBe("");
  });
});

describe("publishIssues", () => {
  it("asks for an 'Über uns' of 50 characters, and for complete voices and sections", () => {
    expect(publishIssues(content())).toEqual([]);
    expect(publishIssues(content({ about: "<p>Kurz.</p>" })).map((issue) => issue.field)).toEqual(["about"]);
    const issues = publishIssues(
      content({
        voices: [{ name: "Eva", role: "", quote: "" }],
        sections: [{ title: "", html: "<p>Text</p>" }],
      }),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      "Stimme 1: Bitte geben Sie Name und Zitat an.",
      "Abschnitt 1: Bitte geben Sie Überschrift und Text an.",
    ]);
    // Each message belongs to the field that lacks its text: the editor shows it there and focuses it.
    expect(issues.map((issue) => issue.name)).toEqual(["voices[0].quote", "sections[0].title"]);
  });
});

describe("the employer page's policy", () => {
  const published = { publishedVersionId: 3, offlineAt: null };

  it("gives the page with businessPage and its Plus parts with businessPagePlus", () => {
    expect(pageProducts(["job"])).toEqual({ page: false, plus: false });
    expect(pageProducts(["businessPage"])).toEqual({ page: true, plus: false });
    expect(pageProducts(["businessPagePlus"])).toEqual({ page: true, plus: true });
  });

  it("shows a page only while it is published, not offline, and in the contract", () => {
    const products = pageProducts(["businessPage"]);
    expect(publicVisibility(published, products)).toBe("public");
    expect(publicVisibility({ publishedVersionId: null, offlineAt: null }, products)).toBe("hidden");
    expect(publicVisibility({ ...published, offlineAt: new Date() }, products)).toBe("hidden");
    expect(publicVisibility(published, pageProducts(["job"]))).toBe("hidden");
  });

  it("refuses publishing without the product or while staff keep the page offline", () => {
    expect(publishRefusal(published, pageProducts(["businessPage"]))).toBeNull();
    expect(publishRefusal(published, pageProducts(["job"]))).toContain("keine Unternehmensseite");
    expect(publishRefusal({ ...published, offlineAt: new Date() }, pageProducts(["businessPage"]))).toContain(
      "offline genommen",
    );
  });

  it("keeps the Plus parts stored but out of a Basic page", () => {
    const plusContent = content({
      primaryColor: "#112233",
      gallery: ["/uploads/bild-nummer-0001"],
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      voices: [{ name: "Eva", role: "", quote: "Gut hier." }],
      sections: [{ title: "Lehre", html: "<p>Text</p>" }],
      benefits: ["sport"],
    });
    const basic = visibleContent(plusContent, pageProducts(["businessPage"]));
    expect(basic).toMatchObject({ gallery: [], videoUrl: null, voices: [], sections: [], benefits: ["sport"] });
    expect(basic.primaryColor).toBe(emptyContent().primaryColor);
    expect(visibleContent(plusContent, pageProducts(["businessPagePlus"]))).toBe(plusContent);
  });
});

describe("what search engines read", () => {
  it("describes the company as an Organization with what the page states", () => {
    const jsonLd = organizationJsonLd({
      companyName: "Muster GmbH",
      url: "https://portal.example/unternehmen/muster-gmbh",
      content: content({
        size: "1000+",
        foundedYear: 1950,
        website: "https://www.muster.at/",
        locations: ["1010 Wien"],
        industry: "Handel",
      }),
      logoUrl: "https://portal.example/_ipx/h_192/uploads/logo-0000000001",
    });
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Muster GmbH",
      url: "https://portal.example/unternehmen/muster-gmbh",
      logo: "https://portal.example/_ipx/h_192/uploads/logo-0000000001",
      foundingDate: "1950",
      numberOfEmployees: { "@type": "QuantitativeValue", minValue: 1000 },
      sameAs: ["https://www.muster.at/"],
    });
    expect(jsonLd.description).toContain("Familienbetrieb");
    expect(JSON.stringify(jsonLd)).not.toContain("<p>");
  });

  it("describes the page in at most 160 characters, from the claim or 'Über uns'", () => {
    expect(employerPageDescription("Muster GmbH", content({ claim: "Wir bauen Zukunft." }))).toBe(
      "Muster GmbH: Wir bauen Zukunft.",
    );
    expect(employerPageDescription("Muster GmbH", content({ about: `<p>${"Wort ".repeat(80)}</p>` })).length).toBe(159);
    expect(employerPageDescription("Muster GmbH", emptyContent())).toBe(
      "Arbeitgeberprofil und offene Stellen von Muster GmbH.",
    );
  });
});

describe("referrerCategory", () => {
  it("names where a visit came from by the referring host only", () => {
    const own = "portal.example";
    expect(referrerCategory(null, own)).toBe("direkt");
    expect(referrerCategory("https://www.google.at/search?q=job", own)).toBe("suchmaschine");
    expect(referrerCategory("https://duckduckgo.com/", own)).toBe("suchmaschine");
    expect(referrerCategory("https://www.linkedin.com/feed/", own)).toBe("soziale-netzwerke");
    expect(referrerCategory("https://t.co/abc", own)).toBe("soziale-netzwerke");
    expect(referrerCategory("https://portal.example/jobs/4-x", own)).toBe("portal");
    expect(referrerCategory("https://google.at.evil.example/", own)).toBe("andere");
    expect(referrerCategory("kein-link", own)).toBe("andere");
  });
});

describe("nextTerm", () => {
  it("starts today, or the day after a running or future term ends, and runs the product's days", () => {
    expect(nextTerm("2026-11-26", null, 365)).toEqual({ startsOn: "2026-11-26", endsOn: "2027-11-25" });
    expect(nextTerm("2026-11-26", "2026-11-25", 365)).toEqual({ startsOn: "2026-11-26", endsOn: "2027-11-25" });
    expect(nextTerm("2026-11-26", "2026-11-26", 365)).toEqual({ startsOn: "2026-11-27", endsOn: "2027-11-26" });
    expect(nextTerm("2027-12-31", "2028-02-28", 366)).toEqual({ startsOn: "2028-02-29", endsOn: "2029-02-28" });
  });
});
