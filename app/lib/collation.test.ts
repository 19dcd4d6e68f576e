import { describe, expect, it } from "vitest";
import { compareGerman, sortGerman } from "./collation";

describe("German collation", () => {
  it("sorts umlauts with their base letter and ignores case", () => {
    const names = ["Zebra GmbH", "Öko KG", "bauer", "Bäckerei Alpenkorn GmbH", "Oma", "Baumann", "Ärzte AG", "Abc"];
    expect(sortGerman(names, (name) => name)).toEqual([
      "Abc",
      "Ärzte AG",
      "Bäckerei Alpenkorn GmbH",
      "bauer",
      "Baumann",
      "Öko KG",
      "Oma",
      "Zebra GmbH",
    ]);
  });

  it("puts Bäckerei between Bach and Bauer, not after Z", () => {
    expect(compareGerman("Bäckerei", "Bauer")).toBeLessThan(0);
    expect(compareGerman("Bach", "Bäckerei")).toBeLessThan(0);
    expect(compareGerman("Bäckerei", "Zebra")).toBeLessThan(0);
  });

  it("orders numbers in names by value", () => {
    expect(sortGerman(["Filiale 10", "Filiale 2"], (name) => name)).toEqual(["Filiale 2", "Filiale 10"]);
  });

  it("keeps the given order for equal names", () => {
    const rows = [
      { id: 2, name: "Alpha" },
      { id: 1, name: "Alpha" },
    ];
    expect(sortGerman(rows, (row) => row.name).map((row) => row.id)).toEqual([2, 1]);
  });
});
