import { describe, expect, it } from "vitest";
import { cleanQuery, parseTalentSearch, searchParamsOf } from "./search-query";

describe("parseTalentSearch", () => {
  it("reads the whole search from the URL, repeated filters included", () => {
    const search = parseTalentSearch(
      new URLSearchParams("q=Buchhalter&ort=Linz&umkreis=50&feld=finanzen&feld=buero&wechsel=aktiv&sort=aktiv"),
    );
    expect(search).toMatchObject({
      q: "Buchhalter",
      ort: "Linz",
      umkreis: 50,
      feld: ["finanzen", "buero"],
      wechsel: ["aktiv"],
      sort: "aktiv",
    });
  });

  it("drops values it does not know instead of failing, so old or edited links still open", () => {
    const search = parseTalentSearch(new URLSearchParams("umkreis=33&feld=zauberei&sort=egal&nach=xyz&stundenVon=-3"));
    expect(search).toMatchObject({ umkreis: undefined, feld: [], sort: "relevanz", nach: undefined });
    expect(search.stundenVon).toBeUndefined();
  });

  it("turns the form's language and level into one filter", () => {
    const search = parseTalentSearch(new URLSearchParams("spracheName=Englisch&spracheNiveau=B2"));
    expect(search.sprache).toEqual(["englisch:B2"]);
  });

  it("reads the page cursor as the last hit's sort key and id, and drops one out of range", () => {
    expect(parseTalentSearch(new URLSearchParams("nach=3.25_118")).nach).toEqual({ score: 3.25, id: 118 });
    expect(parseTalentSearch(new URLSearchParams("nach=-1700000000_12")).nach).toEqual({ score: -1700000000, id: 12 });
    expect(parseTalentSearch(new URLSearchParams(`nach=${"9".repeat(400)}_1`)).nach).toBeUndefined();
    expect(parseTalentSearch(new URLSearchParams("nach=1_99999999999")).nach).toBeUndefined();
  });
});

describe("searchParamsOf", () => {
  it("writes a search back into the same URL", () => {
    const url = "q=Java&ort=Wien&feld=it&art=vollzeit&art=teilzeit&sprache=englisch%3AC1";
    expect(searchParamsOf(parseTalentSearch(new URLSearchParams(url))).toString()).toBe(url);
  });

  it("leaves an empty search empty", () => {
    const search = parseTalentSearch(new URLSearchParams(""));
    expect(searchParamsOf(search).toString()).toBe("");
  });
});

describe("cleanQuery", () => {
  it("drops empty values and a language level without a language, keeping the order of the rest", () => {
    const dirty = new URLSearchParams(
      "ort=Linz&q=Buchhalter&verfuegbar=&erfahrung=&spracheName=&spracheNiveau=A1&feld=finanzen&feld=&gehaltBis=",
    );
    expect(cleanQuery(dirty).toString()).toBe("ort=Linz&q=Buchhalter&feld=finanzen");
    const language = new URLSearchParams("spracheName=Englisch&spracheNiveau=B2");
    expect(cleanQuery(language).toString()).toBe("spracheName=Englisch&spracheNiveau=B2");
  });
});
