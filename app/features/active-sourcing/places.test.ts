import { describe, expect, it } from "vitest";
import { BUNDESLAENDER } from "~/lib/bundeslaender";
import { distanceKm, findPlace, PLACES, populationOf } from "./places";

/** Austria's bounding box, a little generous. */
const AUSTRIA = { south: 46.3, north: 49.1, west: 9.5, east: 17.2 };

const STATE_CAPITALS = [
  "Wien",
  "St. Pölten",
  "Linz",
  "Graz",
  "Salzburg",
  "Innsbruck",
  "Klagenfurt am Wörthersee",
  "Bregenz",
  "Eisenstadt",
];

describe("PLACES", () => {
  it("holds 100 to about 140 places inside Austria, each postcode once", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(100);
    expect(PLACES.length).toBeLessThanOrEqual(145);
    expect(new Set(PLACES.map((place) => place.postcode)).size).toBe(PLACES.length);
    for (const place of PLACES) {
      expect(place.postcode, place.name).toMatch(/^\d{4}$/);
      expect(BUNDESLAENDER).toContain(place.state);
      expect(place.latitude, place.name).toBeGreaterThan(AUSTRIA.south);
      expect(place.latitude, place.name).toBeLessThan(AUSTRIA.north);
      expect(place.longitude, place.name).toBeGreaterThan(AUSTRIA.west);
      expect(place.longitude, place.name).toBeLessThan(AUSTRIA.east);
      expect(populationOf(place), place.name).toBeGreaterThan(0);
    }
  });

  it("has every state capital and the 23 Vienna districts", () => {
    const names = new Set(PLACES.map((place) => place.name));
    for (const capital of STATE_CAPITALS) expect(names).toContain(capital);
    const vienna = PLACES.filter((place) => place.name === "Wien");
    expect(vienna.map((place) => place.postcode)).toEqual(Array.from({ length: 23 }, (_, n) => String(1010 + n * 10)));
    expect(vienna.every((place) => place.state === "Wien")).toBe(true);
    for (const state of BUNDESLAENDER) expect(PLACES.some((place) => place.state === state)).toBe(true);
  });

  it("keeps the Vienna districts within Vienna", () => {
    const stephansplatz = { latitude: 48.2085, longitude: 16.3731 };
    for (const district of PLACES.filter((place) => place.name === "Wien")) {
      expect(distanceKm(district, stephansplatz), district.postcode).toBeLessThan(12);
    }
  });
});

describe("findPlace", () => {
  it.each([
    ["linz", "Linz", "4020"],
    ["LINZ", "Linz", "4020"],
    ["Klagenfurt", "Klagenfurt am Wörthersee", "9020"],
    ["St. Pölten", "St. Pölten", "3100"],
    ["st. polten", "St. Pölten", "3100"],
    ["St Poelten", "St. Pölten", "3100"],
    ["Sankt Pölten", "St. Pölten", "3100"],
    ["sankt-pölten", "St. Pölten", "3100"],
    ["Wien", "Wien", "1010"],
    ["wien", "Wien", "1010"],
    ["1070", "Wien", "1070"],
    ["4600", "Wels", "4600"],
    ["4060 Leonding", "Leonding", "4060"],
    ["4030 Linz", "Linz", "4020"],
    ["Wien-Neubau", "Wien", "1070"],
    ["Favoriten", "Wien", "1100"],
    ["wien 7", "Wien", "1070"],
    ["Wien 22", "Wien", "1220"],
    ["Mödling", "Mödling", "2340"],
    ["moedling", "Mödling", "2340"],
    ["Krems", "Krems an der Donau", "3500"],
    ["Ried", "Ried im Innkreis", "4910"],
    ["Bruck", "Bruck an der Mur", "8600"],
    ["Bruck an der Leitha", "Bruck an der Leitha", "2460"],
    ["  Graz ", "Graz", "8010"],
    ["Gratwein-Straßengel", "Gratwein-Straßengel", "8112"],
    ["gratwein strassengel", "Gratwein-Straßengel", "8112"],
  ])("finds %j", (query, name, postcode) => {
    expect(findPlace(query)).toMatchObject({ name, postcode });
  });

  it.each(["", "   ", "9999", "Berlin", "Lin", "Bad"])("finds nothing for %j", (query) => {
    expect(findPlace(query)).toBeUndefined();
  });
});

describe("distanceKm", () => {
  const linz = findPlace("Linz")!;
  const wels = findPlace("Wels")!;
  const vienna = findPlace("Wien")!;

  it("is zero for the same place and symmetric", () => {
    expect(distanceKm(linz, linz)).toBe(0);
    expect(distanceKm(linz, wels)).toBeCloseTo(distanceKm(wels, linz), 10);
  });

  it("measures real distances", () => {
    expect(distanceKm(linz, wels)).toBeGreaterThan(22);
    expect(distanceKm(linz, wels)).toBeLessThan(28);
    expect(distanceKm(linz, vienna)).toBeGreaterThan(150);
    expect(distanceKm(linz, vienna)).toBeLessThan(160);
    // One degree of latitude along a meridian.
    expect(distanceKm({ latitude: 47, longitude: 14 }, { latitude: 48, longitude: 14 })).toBeCloseTo(111.19, 1);
  });
});
