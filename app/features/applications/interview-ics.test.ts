import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { icsContentType, interviewIcs, type InterviewEvent } from "./interview-ics";

/** The invitation's `.ics`, read back by a real iCalendar parser (node-ical): what calendar programs see. */

const base: InterviewEvent = {
  uid: "interview-7@arbeitgeberportal",
  sequence: 0,
  method: "request",
  start: new Date("2026-12-03T09:00:00Z"),
  end: new Date("2026-12-03T10:00:00Z"),
  summary: "Vorstellungsgespräch: Buchhalter:in (m/w/d)",
  description: "Ihr Vorstellungsgespräch, Ort: Hauptstraße 1, 1010 Wien; Zeichen wie ; , und \\ bleiben.",
  location: "Hauptstraße 1, 1010 Wien",
  organizer: { name: "Katharina Mayr", email: "kunde@demo.at" },
  attendees: [
    { name: "Eva Huber", email: "eva.huber@example.at" },
    { name: "Katharina Mayr", email: "kunde@demo.at" },
  ],
  stamp: new Date("2026-11-29T10:00:00Z"),
};

function parsed(text: string): { event: VEvent; method: string | undefined } {
  const calendar = ical.sync.parseICS(text);
  const events = Object.values(calendar).filter((item): item is VEvent => item?.type === "VEVENT");
  expect(events).toHaveLength(1);
  const vcalendar = Object.values(calendar).find((item) => item?.type === "VCALENDAR") as
    { method?: string } | undefined;
  return { event: events[0]!, method: vcalendar?.method ?? /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() };
}

describe("an interview's .ics", () => {
  it("is a VCALENDAR with METHOD:REQUEST, one VEVENT in Europe/Vienna with its VTIMEZONE", () => {
    const text = interviewIcs(base);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(text).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(text).toMatch(/^BEGIN:VTIMEZONE\r?\nTZID:Europe\/Vienna\r?$/m);
    expect(text).toMatch(/^DTSTART;TZID=Europe\/Vienna:20261203T100000\r?$/m);
    // DTSTAMP is UTC (RFC 5545 3.8.7.2).
    expect(text).toMatch(/^DTSTAMP:20261129T100000Z\r?$/m);
    const { event, method } = parsed(text);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(base.uid);
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe("2026-12-03T09:00:00.000Z");
    expect(event.end!.toISOString()).toBe("2026-12-03T10:00:00.000Z");
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(icsContentType("request")).toBe("text/calendar; method=REQUEST; charset=UTF-8");
  });

  it.each([
    // The last Sunday of March: 02:00 becomes 03:00; a 10:00 interview is 08:00 UTC.
    ["2026-03-29T08:00:00Z", "20260329T100000"],
    // The day before, still winter time: 10:00 is 09:00 UTC.
    ["2026-03-28T09:00:00Z", "20260328T100000"],
    // The last Sunday of October: 03:00 becomes 02:00 again; 10:00 is 09:00 UTC.
    ["2026-10-25T09:00:00Z", "20261025T100000"],
    // The day before, still summer time: 10:00 is 08:00 UTC.
    ["2026-10-24T08:00:00Z", "20261024T100000"],
  ])("keeps its hour across the DST change: %s is 10:00 in Vienna", (start, local) => {
    const startsAt = new Date(start);
    const text = interviewIcs({ ...base, start: startsAt, end: new Date(startsAt.getTime() + 45 * 60_000) });
    expect(text).toContain(`DTSTART;TZID=Europe/Vienna:${local}`);
    const { event } = parsed(text);
    expect(event.start.toISOString()).toBe(startsAt.toISOString());
    expect(event.end!.getTime() - event.start.getTime()).toBe(45 * 60_000);
  });

  it("cancels with METHOD:CANCEL, the same UID and a higher SEQUENCE", () => {
    const text = interviewIcs({ ...base, method: "cancel", sequence: 3 });
    const { event, method } = parsed(text);
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(base.uid);
    expect(Number(event.sequence)).toBe(3);
    expect(event.status).toBe("CANCELLED");
    expect(icsContentType("cancel")).toBe("text/calendar; method=CANCEL; charset=UTF-8");
  });

  it("names the organizer and the attendees by their addresses", () => {
    const { event } = parsed(interviewIcs(base));
    const address = (value: unknown) =>
      String(typeof value === "object" && value !== null && "val" in value ? value.val : value).toLowerCase();
    expect(address(event.organizer)).toBe("mailto:kunde@demo.at");
    const attendees = [event.attendee].flat().map(address);
    expect(attendees).toEqual(["mailto:eva.huber@example.at", "mailto:kunde@demo.at"]);
  });
});
