import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { renderLogoutConfirmation, sentByAnotherSite } from "./logout-confirmation";

const ORIGIN = "https://portal.example.at";
const request = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe("sentByAnotherSite", () => {
  it.each([
    [{}, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "same-origin", referer: `${ORIGIN}/p/jobs` }, false],
    [{ referer: `${ORIGIN}/p/dashboard?x=1` }, false],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site" }, true],
    [{ "sec-fetch-site": "something-new" }, true],
    [{ referer: "https://evil.example/page" }, true],
    [{ referer: "https://sub.portal.example.at/" }, true],
    [{ referer: "http://portal.example.at/" }, true],
    [{ referer: "not a url" }, true],
    [{ "sec-fetch-site": "none", referer: "https://evil.example/" }, true],
  ] as const)("%j → %s", (headers, expected) => {
    expect(sentByAnotherSite(request(headers), ORIGIN)).toBe(expected);
  });
});

describe("renderLogoutConfirmation", () => {
  it("asks in German with a POST form that keeps the return path, and no script", () => {
    const html = renderLogoutConfirmation("internal", '/p/jobs?a=1&b="<x>"');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Abmelden?</h1>");
    expect(html).toContain("Möchten Sie sich vom Arbeitgeberportal abmelden?");
    expect(html).toContain(
      `<form method="post" action="/api/auth/internal/logout?redirectUrl=${encodeURIComponent('/p/jobs?a=1&b="<x>"')}">`,
    );
    expect(html).toContain('<button type="submit">Abmelden</button>');
    expect(html).toContain('<a href="/">Abbrechen</a>');
    expect(html).not.toMatch(/<script|style=|<style/);
  });
});
