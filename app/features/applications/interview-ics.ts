import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { TIME_ZONE } from "~/lib/format";

/**
 * An interview as an iCalendar invitation (RFC 5545 / iTIP, decision 068): one VEVENT in Vienna
 * time (TZID Europe/Vienna with its VTIMEZONE, so a calendar shows the right hour on either side of
 * a DST change), the invitation's stable UID, and a SEQUENCE that grows with every change. A
 * cancellation is the same event with METHOD:CANCEL and STATUS:CANCELLED.
 */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface InterviewEvent {
  uid: string;
  sequence: number;
  method: "request" | "cancel";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The address, or the video link. */
  location: string;
  /** A video interview's link, also as the event's URL. */
  url?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** When the invitation was written (DTSTAMP). */
  stamp: Date;
}

/** The MIME type of the attachment, with the iTIP method that calendar programs read. */
export function icsContentType(method: InterviewEvent["method"]): string {
  return `text/calendar; method=${method === "cancel" ? "CANCEL" : "REQUEST"}; charset=UTF-8`;
}

const inVienna = (instant: Date) => DateTime.fromJSDate(instant).setZone(TIME_ZONE);

export function interviewIcs(event: InterviewEvent): string {
  const calendar = ical({
    prodId: { company: "Arbeitgeberportal", product: "Bewerber-Manager", language: "DE" },
    method: event.method === "cancel" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (that would write DTSTAMP as local time): each event names its TZID,
    // and the generator adds the VTIMEZONE it refers to.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: inVienna(event.start),
    end: inVienna(event.end),
    timezone: TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: event.method === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: event.method === "cancel" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    })),
  });
  return calendar.toString();
}
