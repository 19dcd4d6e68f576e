import { describe, expect, it } from "vitest";
import { insertMention, mentionedIn, mentionQueryAt, suggestionsFor } from "./mentions";

const COLLEAGUES = [
  { id: 1, name: "Katharina Mayr" },
  { id: 2, name: "Lena Gruber" },
  { id: 3, name: "Jörg Österreicher" },
  { id: 4, name: "Lena Huber" },
];

describe("mentionedIn", () => {
  it("finds colleagues by their full name after @, once each, in any case", () => {
    const text = "@Lena Gruber bitte ansehen, auch @jörg österreicher. Nochmals @Lena Gruber!";
    expect(mentionedIn(text, COLLEAGUES, 1).map((c) => c.id)).toEqual([2, 3]);
  });

  it("never mentions the writer", () => {
    expect(mentionedIn("@Katharina Mayr und @Lena Huber", COLLEAGUES, 1).map((c) => c.id)).toEqual([4]);
  });

  it("needs the whole name: a longer name or a bare name without @ mentions no one", () => {
    expect(mentionedIn("@Lena Grubers Ansicht", COLLEAGUES, 1)).toEqual([]);
    expect(mentionedIn("Lena Gruber weiß Bescheid", COLLEAGUES, 1)).toEqual([]);
    expect(mentionedIn("mail@Lena Gruber", COLLEAGUES, 1)).toEqual([]);
    expect(mentionedIn("@Max Muster", COLLEAGUES, 1)).toEqual([]);
  });
});

describe("mentionQueryAt", () => {
  it("is the @ being typed at the caret, up to first and last name", () => {
    expect(mentionQueryAt("Bitte @Le", 9)).toEqual({ start: 6, query: "Le" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQueryAt("Hallo\n@Lena Gr", 14)).toEqual({ start: 6, query: "Lena Gr" });
  });

  it("is none inside an e-mail address, after a line break, after two words or without @", () => {
    expect(mentionQueryAt("kunde@demo", 10)).toBeNull();
    expect(mentionQueryAt("@Lena\nGruber", 12)).toBeNull();
    expect(mentionQueryAt("@Lena Gruber ist", 16)).toBeNull();
    expect(mentionQueryAt("@ Lena", 6)).toBeNull();
    expect(mentionQueryAt("Keine Erwähnung", 15)).toBeNull();
  });
});

describe("suggestionsFor", () => {
  it("offers colleagues whose first, last or full name starts with the query, accents folded, never the writer", () => {
    expect(suggestionsFor("le", COLLEAGUES, 1).map((c) => c.id)).toEqual([2, 4]);
    expect(suggestionsFor("hub", COLLEAGUES, 1).map((c) => c.id)).toEqual([4]);
    expect(suggestionsFor("oster", COLLEAGUES, 1).map((c) => c.id)).toEqual([3]);
    expect(suggestionsFor("Lena G", COLLEAGUES, 1).map((c) => c.id)).toEqual([2]);
    expect(suggestionsFor("", COLLEAGUES, 1).map((c) => c.id)).toEqual([2, 3, 4]);
    expect(suggestionsFor("kath", COLLEAGUES, 1)).toEqual([]);
  });

  it("offers nothing once a full name is followed by a space", () => {
    expect(suggestionsFor("Lena Gruber ", COLLEAGUES, 1)).toEqual([]);
    expect(suggestionsFor("Lena ", COLLEAGUES, 1).map((c) => c.id)).toEqual([2, 4]);
  });
});

describe("insertMention", () => {
  it("replaces the typed @… with the full name and a space, caret after it", () => {
    const text = "Bitte @le ansehen";
    expect(insertMention(text, { start: 6, query: "le" }, 9, "Lena Gruber")).toEqual({
      text: "Bitte @Lena Gruber ansehen",
      caret: 19,
    });
    expect(insertMention("@l", { start: 0, query: "l" }, 2, "Lena Gruber")).toEqual({
      text: "@Lena Gruber ",
      caret: 13,
    });
  });
});
