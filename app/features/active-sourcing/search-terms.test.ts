import { describe, expect, it } from "vitest";
import {
  baseForm,
  editDistance,
  expandWord,
  fold,
  highlight,
  highlighterOf,
  lexiconOf,
  rootOf,
  termsOf,
  tsqueryOf,
  words,
} from "./search-terms";

const lexicon = lexiconOf(
  [
    "buchhalter",
    "buchhalterin",
    "buchhaltung",
    "finanzbuchhalterin",
    "bilanzbuchhalter",
    "lohnverrechner",
    "lohnverrechnung",
    "java",
    "javaentwickler",
    "softwareentwickler",
    "entwicklerin",
    "buro",
    "pflege",
  ].map((term, index) => ({ term, profiles: 100 - index })),
);

describe("fold", () => {
  it("drops umlauts, accents and ß, so Büro, Buro and Straße meet their plain spelling", () => {
    expect(fold("Büro")).toBe("buro");
    expect(fold("Straße")).toBe("strasse");
    expect(fold("Café Köchin")).toBe("cafe kochin");
  });
});

describe("words and termsOf", () => {
  it("split at everything but letters and digits", () => {
    expect(words("SAP FI/CO, C2-Niveau")).toEqual(["sap", "fi", "co", "c2", "niveau"]);
  });
  it("also join hyphenated compounds, as users type both", () => {
    expect(termsOf("Java-Entwickler")).toEqual(["java", "entwickler", "javaentwickler"]);
  });
  it("keep words in their form without a feminine ending, so women and men rank alike", () => {
    expect(termsOf("Buchhalterin, Köchin, Java-Entwicklerin")).toEqual([
      "buchhalter",
      "koch",
      "java",
      "entwickler",
      "javaentwickler",
    ]);
    expect(baseForm("buchhalterinnen")).toBe("buchhalter");
    expect(baseForm("linz")).toBe("linz");
  });
});

describe("rootOf", () => {
  it("drops German endings down to the part compounds share", () => {
    expect(rootOf("buchhalterin")).toBe("buchhalt");
    expect(rootOf("buchhalter")).toBe("buchhalt");
    expect(rootOf("lohnverrechnung")).toBe("lohnverrechn");
    expect(rootOf("java")).toBe("java");
  });
});

describe("editDistance", () => {
  it("counts changes, and a swap of neighbours as one", () => {
    expect(editDistance("buchhalter", "buchhalter", 2)).toBe(0);
    expect(editDistance("buchhaltre", "buchhalter", 2)).toBe(1);
    expect(editDistance("buchalter", "buchhalter", 2)).toBe(1);
    expect(editDistance("kellner", "buchhalter", 2)).toBe(3);
  });
});

describe("expandWord", () => {
  it("widens a word to the pool's words that contain its root (compounds, other forms)", () => {
    const expansion = expandWord("buchhalter", lexicon);
    expect(expansion.terms).toEqual(
      expect.arrayContaining(["buchhalter", "buchhalterin", "buchhaltung", "finanzbuchhalterin", "bilanzbuchhalter"]),
    );
    expect(expansion.terms).not.toContain("lohnverrechner");
    expect(expansion.corrected).toBe(false);
  });

  it("finds Lohnverrechnung for Lohnverrechner", () => {
    expect(expandWord("lohnverrechner", lexicon).terms).toContain("lohnverrechnung");
  });

  it("reads a word the pool does not know as a typo of a close one", () => {
    const expansion = expandWord("buchhaltr", lexicon);
    expect(expansion.corrected).toBe(true);
    expect(expansion.terms).toContain("buchhalter");
  });

  it("leaves a short unknown word alone rather than guess", () => {
    expect(expandWord("xq", lexicon)).toEqual({ word: "xq", terms: ["xq"], corrected: false });
  });
});

describe("tsqueryOf", () => {
  it("asks for every word, each through any of its expansions", () => {
    expect(
      tsqueryOf([
        { word: "java", terms: ["java", "javaentwickler"], corrected: false },
        { word: "pflege", terms: ["pflege"], corrected: false },
      ]),
    ).toBe("(java | javaentwickler) & (pflege)");
  });
});

describe("highlight", () => {
  it("marks the words the search looked for, also inflected and inside compounds", () => {
    const expansions = [expandWord("buchhalter", lexicon)];
    expect(highlight("Finanzbuchhalterin, 8 Jahre", expansions)).toEqual([
      { text: "Finanzbuchhalterin", mark: true },
      { text: ", 8 Jahre", mark: false },
    ]);
  });

  it("leaves the text whole without a query", () => {
    expect(highlight("Köchin, Linz", [])).toEqual([{ text: "Köchin, Linz", mark: false }]);
  });

  it("judges a word the same each time one search's highlighter meets it, and another search anew", () => {
    const buchhalter = [expandWord("buchhalter", lexicon)];
    const highlighter = highlighterOf(buchhalter);
    expect(highlighterOf(buchhalter)).toBe(highlighter);
    expect(highlighter("Buchhalter, Buchhalter")).toEqual([
      { text: "Buchhalter", mark: true },
      { text: ", ", mark: false },
      { text: "Buchhalter", mark: true },
    ]);
    expect(highlighter("Bilanzbuchhalter")).toEqual([{ text: "Bilanzbuchhalter", mark: true }]);
    expect(highlighterOf([expandWord("koch", lexicon)])("Buchhalter, Koch")).toEqual([
      { text: "Buchhalter, ", mark: false },
      { text: "Koch", mark: true },
    ]);
  });
});
