import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots.txt", () => {
  it("writes every address escaped, with its last change where known", () => {
    const xml = sitemapXml([
      { url: "https://portal.example/" },
      { url: "https://portal.example/jobs/4-a?x=1&y=<2>", lastModified: new Date("2026-11-20T08:00:00Z") },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://portal.example/</loc></url>\n" +
        "<url><loc>https://portal.example/jobs/4-a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>\n" +
        "</urlset>\n",
    );
  });

  it("keeps crawlers out of the signed-in portal, the API and the apply counter", () => {
    const text = robotsTxt("https://portal.example");
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /p/",
      "Disallow: /api/",
      "Disallow: /debug",
      "Disallow: /jobs/*/bewerben",
      "Allow: /",
      "",
      "Sitemap: https://portal.example/sitemap.xml",
      "",
    ]);
  });
});
