import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplicationQuestion, ApplicationStage } from "@db/schema";
import { textPdf } from "../../../tests/support/pdf";
import { DOCUMENT_TYPES, safeFileName, sniffDocumentType, type DocumentType } from "./files";
import { answerField, checkAnswers, NO, questionSchema, YES } from "./questions";
import { addMonths, RETENTION_MONTHS, retainUntil, TALENT_POOL_MONTHS, talentPoolEnd } from "./retention";
import { checkStageMove, DEFAULT_STAGES, isClosingStage } from "./stages";
import { fillTemplate, viennaMorning, type PlaceholderValues } from "./templates";

/**
 * The pure rules of applications (issue 15): retention dates, the stage pipeline, questions and
 * their knock-out answers, the type of an uploaded file read from its bytes, and the rejection
 * templates with their Vienna send time.
 */

const DAY_MS = 86_400_000;
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const timeOfDay = (date: Date) =>
  date.getTime() - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

describe("retention", () => {
  it("keeps a closed application at least six months and at most seven calendar months", () => {
    fc.assert(
      fc.property(instant, (closedAt) => {
        const until = retainUntil(closedAt, null);
        const days = (until.getTime() - closedAt.getTime()) / DAY_MS;
        expect(until.getTime()).toBeGreaterThan(closedAt.getTime());
        expect(days).toBeGreaterThanOrEqual(181);
        expect(days).toBeLessThanOrEqual(215);
      }),
    );
  });

  it("keeps it until the talent-pool consent ends when that is later, else the legal date", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400, max: 800 }), (closedAt, offsetDays) => {
        const legal = addMonths(closedAt, RETENTION_MONTHS);
        const consentEnd = new Date(legal.getTime() + offsetDays * DAY_MS);
        const until = retainUntil(closedAt, consentEnd);
        expect(until.getTime()).toBe(offsetDays > 0 ? consentEnd.getTime() : legal.getTime());
      }),
    );
  });

  it("moves by whole calendar months, never past the original day of the month, keeping the time", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -36, max: 60 }), (date, months) => {
        const moved = addMonths(date, months);
        const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
        expect(moved.getUTCFullYear()).toBe(Math.floor(monthIndex / 12));
        expect(moved.getUTCMonth()).toBe(((monthIndex % 12) + 12) % 12);
        expect(moved.getUTCDate()).toBeLessThanOrEqual(date.getUTCDate());
        expect(moved.getUTCDate()).toBe(
          Math.min(date.getUTCDate(), lastDayOfMonth(moved.getUTCFullYear(), moved.getUTCMonth())),
        );
        expect(timeOfDay(moved)).toBe(timeOfDay(date));
      }),
    );
  });

  it("clamps to the month's last day: 31 January + 1 is the end of February", () => {
    expect(addMonths(new Date("2026-01-31T09:30:00Z"), 1).toISOString()).toBe("2026-02-28T09:30:00.000Z");
    expect(addMonths(new Date("2028-01-31T09:30:00Z"), 1).toISOString()).toBe("2028-02-29T09:30:00.000Z");
    expect(addMonths(new Date("2026-08-31T12:00:00Z"), RETENTION_MONTHS).toISOString()).toBe(
      "2027-03-31T12:00:00.000Z",
    );
    expect(addMonths(new Date("2026-07-31T12:00:00Z"), RETENTION_MONTHS).toISOString()).toBe(
      "2027-02-28T12:00:00.000Z",
    );
  });

  it("lets a talent-pool consent last 24 months", () => {
    expect(TALENT_POOL_MONTHS).toBe(24);
    expect(talentPoolEnd(new Date("2026-03-15T08:00:00Z")).toISOString()).toBe("2028-03-15T08:00:00.000Z");
    expect(talentPoolEnd(new Date("2024-02-29T08:00:00Z")).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    fc.assert(
      fc.property(instant, (consentAt) => {
        expect(talentPoolEnd(consentAt).getTime()).toBe(addMonths(consentAt, 24).getTime());
      }),
    );
  });
});

const stageKind = fc.constantFrom<ApplicationStage["kind"]>("inbox", "open", "hired", "rejected");
const stageKey = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const stageList = fc.uniqueArray(
  fc.record({ key: stageKey, label: fc.string({ minLength: 1, maxLength: 20 }), kind: stageKind }),
  { minLength: 1, maxLength: 10, selector: (stage) => stage.key },
);

describe("stages", () => {
  it("moves to any other existing stage, never to an unknown or the same one, never when anonymised", () => {
    fc.assert(
      fc.property(stageList, stageKey, stageKey, fc.boolean(), (stages, from, to, anonymised) => {
        const move = checkStageMove(stages, { from, to, anonymised });
        const target = stages.find((stage) => stage.key === to);
        if (!target) expect(move).toEqual({ ok: false, message: "Diese Phase gibt es nicht." });
        else if (anonymised) expect(move.ok).toBe(false);
        else if (from === to) {
          expect(move).toEqual({ ok: false, message: `Die Bewerbung ist bereits in der Phase „${target.label}“.` });
        } else expect(move).toEqual({ ok: true, to: target });
      }),
    );
  });

  it("moves between the stages of a list, drawn from the list itself", () => {
    fc.assert(
      fc.property(
        stageList.chain((stages) =>
          fc.tuple(fc.constant(stages), fc.constantFrom(...stages), fc.constantFrom(...stages)),
        ),
        ([stages, from, to]) => {
          const move = checkStageMove(stages, { from: from.key, to: to.key, anonymised: false });
          expect(move.ok).toBe(from.key !== to.key);
          expect(checkStageMove(stages, { from: from.key, to: to.key, anonymised: true })).toEqual({
            ok: false,
            message: "Die Bewerbung ist anonymisiert und kann nicht mehr bewegt werden.",
          });
        },
      ),
    );
  });

  it("closes an application exactly in the hired and rejected stages", () => {
    fc.assert(
      fc.property(stageList, stageKey, (stages, key) => {
        const kind = stages.find((stage) => stage.key === key)?.kind;
        expect(isClosingStage(stages, key)).toBe(kind === "hired" || kind === "rejected");
      }),
    );
    for (const stage of DEFAULT_STAGES) {
      expect(isClosingStage(DEFAULT_STAGES, stage.key)).toBe(stage.key === "eingestellt" || stage.key === "abgesagt");
    }
  });

  it("has one inbox, one hired and one rejected stage by default, the inbox first", () => {
    const count = (kind: ApplicationStage["kind"]) => DEFAULT_STAGES.filter((stage) => stage.kind === kind).length;
    expect(count("inbox")).toBe(1);
    expect(count("hired")).toBe(1);
    expect(count("rejected")).toBe(1);
    expect(DEFAULT_STAGES[0]!.kind).toBe("inbox");
    expect(new Set(DEFAULT_STAGES.map((stage) => stage.key)).size).toBe(DEFAULT_STAGES.length);
  });
});

const question = (fields: Partial<ApplicationQuestion> & Pick<ApplicationQuestion, "type">): ApplicationQuestion => ({
  id: "q1",
  label: "Haben Sie einen Führerschein B?",
  options: [],
  required: true,
  knockout: null,
  ...fields,
});
const issues = (value: unknown) => {
  const parsed = questionSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("questions", () => {
  it("accepts well-formed questions of every type", () => {
    expect(issues(question({ type: "yesno", knockout: { values: [NO] } }))).toEqual([]);
    expect(
      issues(question({ type: "choice", options: ["Vollzeit", "Teilzeit"], knockout: { values: ["Teilzeit"] } })),
    ).toEqual([]);
    expect(issues(question({ type: "number", label: "Jahre Erfahrung?", knockout: { min: 3 } }))).toEqual([]);
    expect(issues(question({ type: "text", label: "Warum wir?", required: false }))).toEqual([]);
  });

  it("refuses a choice question with fewer than two answers", () => {
    expect(issues(question({ type: "choice", options: ["Nur eine"] }))).toContain(
      "Eine Auswahlfrage braucht mindestens 2 Antworten.",
    );
    expect(issues(question({ type: "choice", options: [] }))).toContain(
      "Eine Auswahlfrage braucht mindestens 2 Antworten.",
    );
  });

  it("refuses a knock-out on a text question", () => {
    expect(issues(question({ type: "text", knockout: { values: ["nein"] } }))).toContain(
      "Eine Textfrage kann kein K.-o.-Kriterium sein.",
    );
  });

  it("refuses a knock-out that no answer passes", () => {
    const everyone = "Mindestens eine Antwort muss weiterkommen, sonst scheidet jede Bewerbung aus.";
    expect(issues(question({ type: "yesno", knockout: { values: [YES, NO] } }))).toContain(everyone);
    expect(issues(question({ type: "choice", options: ["A", "B"], knockout: { values: ["A", "B"] } }))).toContain(
      everyone,
    );
  });

  it("refuses a knock-out whose answers the question does not have", () => {
    expect(issues(question({ type: "yesno", knockout: { values: ["vielleicht"] } }))).toContain(
      "Das K.-o.-Kriterium passt nicht zu den Antworten.",
    );
    expect(issues(question({ type: "number", knockout: { values: ["3"] } }))).toContain(
      "Bitte geben Sie die Mindestzahl an.",
    );
  });

  const licence = question({ id: "fuehrerschein", type: "yesno", knockout: { values: [NO] } });
  const years = question({ id: "jahre", type: "number", label: "Wie viele Jahre Erfahrung?", knockout: { min: 3 } });
  const hours = question({ id: "umfang", type: "choice", label: "Umfang?", options: ["Vollzeit", "Teilzeit"] });
  const remark = question({ id: "anmerkung", type: "text", label: "Anmerkung?", required: false });

  it("asks for a required answer under the question's field name", () => {
    expect(checkAnswers([licence], {})).toEqual({
      ok: false,
      errors: { "frage-fuehrerschein": "Bitte beantworten Sie diese Frage." },
    });
    expect(answerField(licence)).toBe("frage-fuehrerschein");
  });

  it("knocks out a disqualifying yes/no answer, not the other", () => {
    const no = checkAnswers([licence], { "frage-fuehrerschein": "nein" });
    expect(no).toMatchObject({ ok: true, knockedOut: true });
    const yes = checkAnswers([licence], { "frage-fuehrerschein": "ja" });
    expect(yes).toMatchObject({ ok: true, knockedOut: false });
    expect(checkAnswers([licence], { "frage-fuehrerschein": "vielleicht" })).toEqual({
      ok: false,
      errors: { "frage-fuehrerschein": "Bitte wählen Sie Ja oder Nein." },
    });
  });

  it("knocks out a number below the minimum and reads a decimal comma", () => {
    expect(checkAnswers([years], { "frage-jahre": "2" })).toMatchObject({ ok: true, knockedOut: true });
    expect(checkAnswers([years], { "frage-jahre": "3" })).toMatchObject({ ok: true, knockedOut: false });
    const decimal = checkAnswers([years], { "frage-jahre": "2,5" });
    expect(decimal).toMatchObject({ ok: true, knockedOut: true });
    expect(decimal.ok && decimal.answers[0]!.answer).toBe("2.5");
    expect(checkAnswers([years], { "frage-jahre": "3,5" })).toMatchObject({ ok: true, knockedOut: false });
    expect(checkAnswers([years], { "frage-jahre": "drei" })).toEqual({
      ok: false,
      errors: { "frage-jahre": "Bitte geben Sie eine Zahl ab 0 ein." },
    });
  });

  it("refuses a choice the question does not offer", () => {
    expect(checkAnswers([hours], { "frage-umfang": "Wochenende" })).toEqual({
      ok: false,
      errors: { "frage-umfang": "Bitte wählen Sie eine der Antworten." },
    });
    expect(checkAnswers([hours], { "frage-umfang": "Teilzeit" })).toMatchObject({ ok: true, knockedOut: false });
  });

  it("takes an optional question left empty without knocking out", () => {
    const result = checkAnswers([remark, years], { "frage-anmerkung": "  ", "frage-jahre": "5" });
    expect(result).toMatchObject({ ok: true, knockedOut: false });
    expect(result.ok && result.answers.map((answer) => answer.answer)).toEqual(["", "5"]);
  });

  it("names every missing answer at once and keeps the question's label with each answer", () => {
    const missing = checkAnswers([licence, years, hours], {});
    expect(missing.ok).toBe(false);
    expect(!missing.ok && Object.keys(missing.errors).sort()).toEqual([
      "frage-fuehrerschein",
      "frage-jahre",
      "frage-umfang",
    ]);
    const answered = checkAnswers([licence, years], { "frage-fuehrerschein": "ja", "frage-jahre": "1" });
    expect(answered).toEqual({
      ok: true,
      knockedOut: true,
      answers: [
        { questionId: "fuehrerschein", label: licence.label, answer: "ja", knockedOut: false },
        { questionId: "jahre", label: years.label, answer: "1", knockedOut: true },
      ],
    });
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("files", () => {
  it("reads a real PDF as pdf", async () => {
    expect(sniffDocumentType(await textPdf("Lebenslauf Eva Muster"))).toBe("pdf");
  });

  it("reads a Word document by its zip entries, an old Word file by its OLE header, and image scans", () => {
    const docx = bytes(
      ZIP,
      [0x14, 0, 0, 0],
      "[Content_Types].xml",
      [0, 0, 0],
      ...[ZIP],
      "word/document.xml",
      "<w:document/>",
    );
    expect(sniffDocumentType(docx)).toBe("docx");
    expect(sniffDocumentType(bytes(OLE, [0, 0, 0, 0, 0x3e, 0]))).toBe("doc");
    expect(sniffDocumentType(bytes(JPEG, [0, 0x10], "JFIF"))).toBe("jpeg");
    expect(sniffDocumentType(bytes(PNG, [0, 0, 0, 0x0d], "IHDR"))).toBe("png");
  });

  it("refuses HTML and SVG (also named .pdf), other zips and empty files", () => {
    expect(sniffDocumentType(bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"))).toBeNull();
    expect(sniffDocumentType(bytes("  %PDF-1.7 inside an HTML page"))).toBeNull();
    expect(
      sniffDocumentType(bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ).toBeNull();
    expect(sniffDocumentType(bytes("<svg><script>alert(1)</script></svg>"))).toBeNull();
    expect(sniffDocumentType(bytes(ZIP, "[Content_Types].xml", "xl/workbook.xml"))).toBeNull();
    expect(sniffDocumentType(bytes(ZIP, "word/document.xml"))).toBeNull();
    expect(sniffDocumentType(new Uint8Array(0))).toBeNull();
    expect(sniffDocumentType(bytes([0xff, 0xd8]))).toBeNull();
  });

  it("refuses any bytes that start with none of the known signatures", () => {
    const signatures = [bytes("%PDF-"), bytes(ZIP), bytes(OLE), bytes([0xff, 0xd8, 0xff]), bytes(PNG)];
    const startsWith = (data: Uint8Array, signature: Uint8Array) =>
      data.length >= signature.length && signature.every((byte, i) => data[i] === byte);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        fc.pre(!signatures.some((signature) => startsWith(data, signature)));
        expect(sniffDocumentType(data)).toBeNull();
      }),
    );
  });

  it("offers a file under its name without path, quotes or control characters, with its real extension", () => {
    const name = safeFileName('../../evil".html', "pdf");
    expect(name.endsWith(".pdf")).toBe(true);
    expect(name).not.toContain("/");
    expect(name).not.toContain('"');
    expect(name).toBe("evil.pdf");
    expect(safeFileName("C:\\Users\\eva\\Lebenslauf Eva Müller.docx", "docx")).toBe("Lebenslauf Eva Müller.docx");
    expect(safeFileName("zeile\r\nX-Header: böse.html", "pdf")).toBe("zeile_X-Header_ böse.pdf");
    expect(safeFileName("", "doc")).toBe("Dokument.doc");
    expect(safeFileName("...", "png")).toBe("Dokument.png");
  });

  it("never lets a name carry a path, a header-breaking or a control character, whatever it is", () => {
    const type = fc.constantFrom(...(Object.keys(DOCUMENT_TYPES) as DocumentType[]));
    // Any code point, with the characters that matter in a path or a header drawn often. fast-check's
    // own `unit: "binary"` spends over a second building its table on first use, which a loaded
    // machine stretched past the test's timeout.
    const codePoint = fc.oneof(
      fc.constantFrom("/", "\\", '"', "'", ";", ":", "<", ">", "\r", "\n", ".", " ", "_", "\u0000", "\u007f", "\u0085"),
      fc.nat({ max: 0x7f }).map((code) => String.fromCharCode(code)),
      fc
        .nat({ max: 0x10ffff })
        .filter((code) => code < 0xd800 || code > 0xdfff)
        .map((code) => String.fromCodePoint(code)),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: codePoint }), type, (raw, documentType) => {
        const name = safeFileName(raw, documentType);
        expect(name.endsWith(`.${DOCUMENT_TYPES[documentType].extension}`)).toBe(true);
        expect(name).not.toMatch(/[/\\"';:<>\r\n\p{Cc}]/u);
        expect(name.length).toBeLessThanOrEqual(81 + DOCUMENT_TYPES[documentType].extension.length);
        expect(name.startsWith(".")).toBe(false);
      }),
    );
  });
});

const vienna = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
const viennaDate = (date: Date) => {
  const parts = vienna(date);
  return `${parts.year}-${parts.month}-${parts.day}`;
};

describe("templates", () => {
  const values: PlaceholderValues = {
    Anrede: "Sehr geehrte Frau Muster",
    Vorname: "Eva",
    Nachname: "Muster",
    Stelle: "Elektriker:in",
    Unternehmen: "Donautal Technik GmbH",
    Absender: "Katharina Mayr",
  };

  it("fills the known placeholders and leaves unknown braces as they are", () => {
    expect(
      fillTemplate("Guten Tag {Vorname} {Nachname}, Ihre Bewerbung als {Stelle} bei {Unternehmen}. {Absender}", values),
    ).toBe("Guten Tag Eva Muster, Ihre Bewerbung als Elektriker:in bei Donautal Technik GmbH. Katharina Mayr");
    expect(fillTemplate("{Gehalt} {vorname} { Vorname } {} {Vorname}{Vorname}", values)).toBe(
      "{Gehalt} {vorname} { Vorname } {} EvaEva",
    );
    expect(fillTemplate("{constructor} {toString} {__proto__}", values)).toBe("{constructor} {toString} {__proto__}");
  });

  it("does not read placeholders inside the filled values", () => {
    expect(fillTemplate("{Vorname}", { ...values, Vorname: "{Nachname}" })).toBe("{Nachname}");
  });

  it("sends tomorrow's mail at 08:00 Vienna time in winter (UTC+1) and summer (UTC+2)", () => {
    const winter = viennaMorning(new Date("2026-01-15T12:00:00Z"), 1);
    expect(winter.toISOString()).toBe("2026-01-16T07:00:00.000Z");
    expect(vienna(winter)).toMatchObject({ year: "2026", month: "01", day: "16", hour: "08", minute: "00" });
    const summer = viennaMorning(new Date("2026-07-15T10:00:00Z"), 1);
    expect(summer.toISOString()).toBe("2026-07-16T06:00:00.000Z");
    expect(vienna(summer)).toMatchObject({ year: "2026", month: "07", day: "16", hour: "08", minute: "00" });
    expect(vienna(viennaMorning(new Date("2026-07-15T10:00:00Z"), 2))).toMatchObject({ day: "17", hour: "08" });
  });

  it("means the next calendar day in Vienna when it is 23:00 there", () => {
    // 23:00 Vienna is 22:00 UTC in winter and 21:00 UTC in summer: still the 15th in Vienna.
    for (const now of [new Date("2026-01-15T22:00:00Z"), new Date("2026-07-15T21:00:00Z")]) {
      expect(vienna(now)).toMatchObject({ day: "15", hour: "23" });
      const morning = viennaMorning(now, 1);
      expect(viennaDate(morning)).toBe(`2026-${vienna(now).month}-16`);
      expect(vienna(morning)).toMatchObject({ hour: "08", minute: "00", second: "00" });
      expect(morning.getTime() - now.getTime()).toBe(9 * 3_600_000);
    }
  });

  it("lands on 08:00 across the changes to and from summer time", () => {
    // 29 March 2026: clocks go forward; 25 October 2026: back.
    const spring = viennaMorning(new Date("2026-03-28T12:00:00Z"), 1);
    expect(spring.toISOString()).toBe("2026-03-29T06:00:00.000Z");
    const autumn = viennaMorning(new Date("2026-10-24T12:00:00Z"), 1);
    expect(autumn.toISOString()).toBe("2026-10-25T07:00:00.000Z");
    for (const morning of [spring, autumn]) expect(vienna(morning)).toMatchObject({ hour: "08", minute: "00" });
  });

  it("counts calendar days in Vienna, also on the 25-hour day the clocks go back", () => {
    // 00:30 Vienna on 25 October 2026 (still summer time): "tomorrow" is the 26th, not the same day.
    expect(viennaDate(viennaMorning(new Date("2026-10-24T22:30:00Z"), 1))).toBe("2026-10-26");
    // 00:30 Vienna on 24 October: "in two days" is the 26th.
    expect(viennaDate(viennaMorning(new Date("2026-10-23T22:30:00Z"), 2))).toBe("2026-10-26");
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 2 }), (now, daysAhead) => {
        const today = Date.parse(`${viennaDate(now)}T12:00:00Z`);
        const expected = new Date(today + daysAhead * 86_400_000).toISOString().slice(0, 10);
        expect(viennaDate(viennaMorning(now, daysAhead))).toBe(expected);
      }),
    );
  });

  it("always lands on 08:00 Vienna time, later than now", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 2 }), (now, daysAhead) => {
        const morning = viennaMorning(now, daysAhead);
        expect(vienna(morning)).toMatchObject({ hour: "08", minute: "00", second: "00" });
        expect(morning.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });
});
