import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { cdata, jobFeedXml, type FeedJob } from "./job-feed";

const job = (overrides: Partial<FeedJob> = {}): FeedJob => ({
  id: 7,
  url: "https://portal.example/jobs/7-buchhalter-in-m-w-d-linz",
  title: "Buchhalter/in (m/w/d)",
  publishedAt: new Date("2026-11-02T08:00:00Z"),
  updatedAt: new Date("2026-11-03T09:30:00Z"),
  expiresAt: new Date("2026-12-02T08:00:00Z"),
  company: "Donautal Technik GmbH",
  location: { city: "Linz", postcode: "4020", state: "Oberösterreich" },
  descriptionHtml: "<p>Sie führen die Bücher.</p>",
  salary: "ab € 3.200,00 brutto/Monat (Überzahlung möglich)",
  employmentTypes: ["vollzeit", "teilzeit", "geringfuegig"],
  category: "Finanzen und Rechnungswesen",
  remote: "partial",
  ...overrides,
});

/** A real XML parser: CDATA sections become the element's text, nothing is read as a number. */
const parser = new XMLParser({ parseTagValue: false, trimValues: false, isArray: (name) => name === "job" });
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as { source: Record<string, unknown> & { job?: Record<string, string>[] } };
};

describe("the job feed", () => {
  it("has the job-feed shape: source, publisher, build date and one job per ad with its fields in CDATA", () => {
    const xml = jobFeedXml({
      publisher: "Arbeitgeberportal",
      publisherUrl: "https://portal.example/",
      jobs: [job(), job({ id: 8, updatedAt: new Date("2026-11-01T00:00:00Z"), remote: "none" })],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<source>\n')).toBe(true);
    expect(xml).toContain("<title><![CDATA[Buchhalter/in (m/w/d)]]></title>");
    const { source } = parse(xml);
    expect(source.publisher).toBe("Arbeitgeberportal");
    expect(source.publisherurl).toBe("https://portal.example/");
    expect(source.lastBuildDate).toBe("2026-11-03T09:30:00.000Z");
    const [first, second] = source.job!;
    expect(first).toEqual({
      title: "Buchhalter/in (m/w/d)",
      date: "2026-11-02T08:00:00.000Z",
      referencenumber: "7",
      url: "https://portal.example/jobs/7-buchhalter-in-m-w-d-linz",
      company: "Donautal Technik GmbH",
      city: "Linz",
      state: "Oberösterreich",
      country: "AT",
      postalcode: "4020",
      description: "<p>Sie führen die Bücher.</p>",
      salary: "ab € 3.200,00 brutto/Monat (Überzahlung möglich)",
      jobtype: "fulltime, parttime",
      category: "Finanzen und Rechnungswesen",
      expirationdate: "2026-12-02T08:00:00.000Z",
      remotetype: "Hybrid remote",
    });
    expect(second).not.toHaveProperty("remotetype");
  });

  it("leaves out what an ad does not say, and the build date of an empty feed", () => {
    const { source } = parse(
      jobFeedXml({
        publisher: "Arbeitgeberportal",
        publisherUrl: "https://portal.example/",
        jobs: [job({ salary: null, location: null, category: null, expiresAt: null, employmentTypes: [] })],
      }),
    );
    expect(Object.keys(source.job![0]!)).toEqual([
      "title",
      "date",
      "referencenumber",
      "url",
      "company",
      "country",
      "description",
      "remotetype",
    ]);
    const empty = parse(jobFeedXml({ publisher: "P", publisherUrl: "https://portal.example/", jobs: [] })).source;
    expect(empty).not.toHaveProperty("lastBuildDate");
    expect(empty).not.toHaveProperty("job");
  });

  it("keeps any text intact inside CDATA: `]]>`, markup, entities, umlauts, emoji; drops what XML forbids", () => {
    const title = 'Ende ]]> hier <script>alert("x")</script> &amp; ]]]]> Ä ß 🚀';
    const { source } = parse(
      jobFeedXml({
        publisher: 'A & B <"Portal">',
        publisherUrl: "https://portal.example/?a=1&b=2",
        jobs: [job({ title: `${title}\u0000\u0007\uFFFE`, descriptionHtml: "<p>a]]>b</p>" })],
      }),
    );
    expect(source.job![0]!.title).toBe(title);
    expect(source.job![0]!.description).toBe("<p>a]]>b</p>");
    expect(source.publisher).toBe('A & B <"Portal">');
    expect(source.publisherurl).toBe("https://portal.example/?a=1&b=2");
  });

  it("splits a CDATA section at every `]]>`", () => {
    expect(cdata("a]]>b]]>c")).toBe("<![CDATA[a]]]]><![CDATA[>b]]]]><![CDATA[>c]]>");
  });
});
