import crypto from "node:crypto";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationEvents, applications } from "@db/schema/applications";
import { interviewInterviewers, interviews, interviewSlots } from "@db/schema/interviews";
import { colleaguesOf, companySummaryOf, type Colleague } from "~/features/companies/companies.server";
import { adSummaries } from "~/features/job-ads/reads.server";
import { queueMail, type MailAttachment } from "~/features/notifications/mail.server";
import { formatDateTime } from "~/lib/format";
import type { TokenSigner } from "~/lib/signed-token.server";
import { applicationOfLink } from "./anonymise.server";
import { candidateLink, candidateToken, readCandidateToken } from "./candidate-links.server";
import { greetingOf } from "./greeting";
import type { Actor } from "./history.server";
import type { InterviewEventKind } from "./interview-labels";
import { icsContentType, interviewIcs, type IcsPerson } from "./interview-ics";
import { INTERVIEW_KINDS, type InterviewKind, type ProposedSlot } from "./interview-schema";

/**
 * Interviews the candidate books (issue 34 §3, decision 068). The company proposes slots; the
 * candidate books one through the signed link; both sides get the invitation with an `.ics`.
 * Either side moves or cancels it, and the other is told with the updated `.ics` (same UID, a
 * higher SEQUENCE). Exclusivity, in every command:
 * - the application's row is locked first, so two changes of one application's interview (two
 *   tabs, candidate and company at once) run one after the other, and a booking form carries the
 *   slot booked when its page was drawn: a booking made meanwhile is never overwritten silently;
 * - a unique index allows one booked slot per invitation, whatever the code does;
 * - each interviewer's transaction-level advisory lock (in id order, so no deadlock) is held while
 *   their other booked interviews are checked for an overlap and the booking is written, so two
 *   bookings of one interviewer at the same time cannot both commit.
 */

export const INTERVIEW_PATH = "/bewerbung/termin";
const MANAGER_PATH = "/p/applications/bewerber-manager";
/** The class of the interviewers' advisory locks (pg_advisory_xact_lock(class, user id)). */
const INTERVIEWER_LOCK_CLASS = 68;
/** A reminder goes a day before the interview. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

export type InterviewResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

const NOT_FOUND: InterviewResult = { ok: false, status: 404, message: "Diese Bewerbung wurde nicht gefunden." };
const SLOT_GONE = "Dieser Termin ist leider nicht mehr frei. Bitte wählen Sie einen anderen der angebotenen Termine.";

/** "03.12.2026, 10:00 Uhr". */
export const slotText = (startsAt: Date) => `${formatDateTime(startsAt)} Uhr`;
const durationText = (slot: { startsAt: Date; endsAt: Date }) =>
  `${Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000)} Minuten`;

export interface MailingContext {
  now: Date;
  baseUrl: string;
  signer: TokenSigner;
}

type ApplicationRow = typeof applications.$inferSelect;
type InterviewRow = typeof interviews.$inferSelect;
type SlotRow = typeof interviewSlots.$inferSelect;

async function lockOwnApplication(tx: Executor, companyId: number, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)))
    .for("update");
  return row ?? null;
}

async function activeInterviewOf(tx: Executor, applicationId: number): Promise<InterviewRow | null> {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.status, ["open", "booked"])))
    .for("update");
  return row ?? null;
}

async function slotsOf(tx: Executor, interviewId: number): Promise<SlotRow[]> {
  return tx
    .select()
    .from(interviewSlots)
    .where(eq(interviewSlots.interviewId, interviewId))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

async function interviewerIdsOf(tx: Executor, interviewId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, interviewId))
    .orderBy(asc(interviewInterviewers.userId));
  return rows.map((row) => row.userId);
}

/** Holds each interviewer's lock until the transaction ends (in id order: two transactions never wait on each other crosswise). */
async function lockInterviewers(tx: Executor, userIds: readonly number[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${INTERVIEWER_LOCK_CLASS}, ${userId})`);
  }
}

/** The interviewers' booked interviews (other invitations) that overlap one of the periods. */
async function overlappingBookings(
  tx: Executor,
  userIds: readonly number[],
  periods: readonly ProposedSlot[],
  exceptInterviewId: number | null,
): Promise<{ userId: number; startsAt: Date; endsAt: Date }[]> {
  if (userIds.length === 0 || periods.length === 0) return [];
  const overlaps = sql.join(
    periods.map(
      (period) =>
        sql`(${interviewSlots.startsAt} < ${period.endsAt.toISOString()} and ${interviewSlots.endsAt} > ${period.startsAt.toISOString()})`,
    ),
    sql` or `,
  );
  return tx
    .select({ userId: interviewInterviewers.userId, startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt })
    .from(interviewSlots)
    .innerJoin(interviews, eq(interviews.id, interviewSlots.interviewId))
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .where(
      and(
        inArray(interviewInterviewers.userId, [...userIds]),
        eq(interviews.status, "booked"),
        isNotNull(interviewSlots.bookedAt),
        exceptInterviewId === null ? undefined : ne(interviews.id, exceptInterviewId),
        sql`(${overlaps})`,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt));
}

/** The ad's title and, unless it is a Chiffre ad, the company's name (the candidate's mails never name a Chiffre ad's company). */
async function adOf(db: Executor, jobAdId: number) {
  const ad = (await adSummaries(db, [jobAdId])).get(jobAdId);
  const company = ad && !ad.anonymous ? await companySummaryOf(db, ad.companyId) : null;
  return { title: ad?.title ?? "", companyName: company?.fullName ?? null };
}

async function logEvent(
  tx: Executor,
  row: { id: number; companyId: number },
  actor: Actor | null,
  at: Date,
  kind: InterviewEventKind,
  detail: string,
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: row.id,
    companyId: row.companyId,
    at,
    actorUserId: actor?.userId ?? null,
    actorName: actor?.name ?? "Bewerber:in",
    kind,
    detail,
  });
}

function whereText(kind: string, location: string): string {
  return kind === "video" ? `Per Video: ${location}` : `Ort: ${location}`;
}

interface Invitation {
  interview: InterviewRow;
  application: ApplicationRow & { email: string };
  slot: SlotRow;
  interviewers: Colleague[];
  organizer: IcsPerson;
  ad: { title: string; companyName: string | null };
}

/** The `.ics` of the invitation as one attachment. */
function icsAttachment(invitation: Invitation, method: "request" | "cancel", now: Date): MailAttachment {
  const { interview, application, slot, interviewers, organizer, ad } = invitation;
  const content = interviewIcs({
    uid: interview.uid,
    sequence: interview.sequence,
    method,
    start: slot.startsAt,
    end: slot.endsAt,
    summary: `Vorstellungsgespräch: ${ad.title} (${application.candidateName})`,
    description: [
      `Vorstellungsgespräch für „${ad.title}“${ad.companyName ? ` bei ${ad.companyName}` : ""}.`,
      whereText(interview.kind, interview.location),
      `Gesprächspartner:innen: ${interviewers.map((person) => person.name).join(", ")}`,
    ].join("\n"),
    location: interview.location,
    ...(interview.kind === "video" ? { url: interview.location } : {}),
    organizer,
    attendees: [
      { name: application.candidateName, email: application.email },
      ...interviewers.map((person) => ({ name: person.name, email: person.email })),
    ],
    stamp: now,
  });
  return {
    filename: method === "cancel" ? "absage.ics" : "einladung.ics",
    contentType: icsContentType(method),
    content,
  };
}

function candidateFooter(invitation: Invitation, mailing: MailingContext): string {
  const token = candidateToken(mailing.signer, invitation.application.id, invitation.application.accessKey ?? "");
  return [
    "",
    "Termin verlegen oder absagen können Sie über diesen Link (ohne Anmeldung):",
    candidateLink(mailing.baseUrl, INTERVIEW_PATH, token),
  ].join("\n");
}

/** The people told on the company's side: the interviewers and whoever proposed (if not among them). */
async function companyRecipients(tx: Executor, interview: InterviewRow, interviewers: Colleague[]) {
  const all = await colleaguesOf(tx, interview.companyId);
  const proposer = all.find((colleague) => colleague.id === interview.proposedByUserId);
  return proposer && !interviewers.some((person) => person.id === proposer.id)
    ? [...interviewers, proposer]
    : interviewers;
}

type Change = "booked" | "rescheduled" | "cancelled" | "reminder";

const SUBJECTS: Record<
  Change,
  { candidate: (when: string, title: string) => string; company: (when: string, name: string) => string }
> = {
  booked: {
    candidate: (when, title) => `Bestätigt: Ihr Vorstellungsgespräch am ${when} (${title})`,
    company: (when, name) => `Interview mit ${name} am ${when} gebucht`,
  },
  rescheduled: {
    candidate: (when, title) => `Verlegt: Ihr Vorstellungsgespräch ist jetzt am ${when} (${title})`,
    company: (when, name) => `Interview mit ${name} verlegt auf ${when}`,
  },
  cancelled: {
    candidate: (when, title) => `Abgesagt: Ihr Vorstellungsgespräch am ${when} (${title})`,
    company: (when, name) => `Interview mit ${name} am ${when} abgesagt`,
  },
  reminder: {
    candidate: (when, title) => `Erinnerung: Ihr Vorstellungsgespräch morgen, ${when} (${title})`,
    company: (when, name) => `Erinnerung: Interview mit ${name} morgen, ${when}`,
  },
};

/**
 * Mails both sides about the invitation's booked slot, each with the `.ics` (REQUEST, or CANCEL
 * for a cancellation). `by` says who acted, for the text.
 */
async function mailBothSides(
  tx: Executor,
  invitation: Invitation,
  change: Change,
  by: "candidate" | "company" | "system",
  mailing: MailingContext,
): Promise<void> {
  const { interview, application, slot, ad } = invitation;
  const method = change === "cancelled" ? "cancel" : "request";
  const when = slotText(slot.startsAt);
  const details = [
    `Termin: ${when} (${durationText(slot)})`,
    whereText(interview.kind, interview.location),
    `Gesprächspartner:innen: ${invitation.interviewers.map((person) => person.name).join(", ")}`,
  ];
  const candidateIntro: Record<Change, string> = {
    booked: `vielen Dank: Ihr Termin für das Vorstellungsgespräch für „${ad.title}“ ist gebucht.`,
    rescheduled:
      by === "candidate"
        ? `Sie haben Ihr Vorstellungsgespräch für „${ad.title}“ verlegt. Der neue Termin:`
        : `Ihr Vorstellungsgespräch für „${ad.title}“ wurde auf einen anderen Termin verlegt:`,
    cancelled:
      by === "candidate"
        ? `Sie haben Ihr Vorstellungsgespräch für „${ad.title}“ abgesagt. Das Unternehmen ist informiert.`
        : `Ihr Vorstellungsgespräch für „${ad.title}“ wurde leider abgesagt. Das Unternehmen meldet sich bei Ihnen.`,
    reminder: `wir erinnern Sie an Ihr Vorstellungsgespräch für „${ad.title}“ morgen.`,
  };
  const calendarLine =
    method === "cancel"
      ? "Im Anhang finden Sie die Absage für Ihren Kalender."
      : "Im Anhang finden Sie den Termin für Ihren Kalender (.ics).";
  await queueMail(tx, {
    to: application.email,
    subject: SUBJECTS[change].candidate(when, ad.title),
    text: [
      greetingOf(application),
      "",
      candidateIntro[change],
      "",
      ...details,
      "",
      calendarLine,
      ...(change === "cancelled" ? [] : [candidateFooter(invitation, mailing)]),
    ].join("\n"),
    applicationId: application.id,
    attachments: [icsAttachment(invitation, method, mailing.now)],
  });
  const companyIntro: Record<Change, string> = {
    booked: `${application.candidateName} hat einen Termin für das Interview für „${ad.title}“ gebucht.`,
    rescheduled: `Das Interview mit ${application.candidateName} für „${ad.title}“ wurde ${by === "candidate" ? "von der Person" : "im Bewerber-Manager"} verlegt.`,
    cancelled: `Das Interview mit ${application.candidateName} für „${ad.title}“ wurde ${by === "candidate" ? "von der Person" : "im Bewerber-Manager"} abgesagt.`,
    reminder: `Morgen führen Sie das Interview mit ${application.candidateName} für „${ad.title}“.`,
  };
  for (const person of await companyRecipients(tx, interview, invitation.interviewers)) {
    await queueMail(tx, {
      to: person.email,
      subject: SUBJECTS[change].company(when, application.candidateName),
      text: [
        `Guten Tag ${person.name},`,
        "",
        companyIntro[change],
        "",
        ...details,
        "",
        calendarLine,
        "",
        `Zur Bewerbung: ${mailing.baseUrl}${MANAGER_PATH}/${application.id}#interviews`,
      ].join("\n"),
      attachments: [icsAttachment(invitation, method, mailing.now)],
    });
  }
}

async function invitationOf(
  tx: Executor,
  interview: InterviewRow,
  application: ApplicationRow & { email: string },
  slot: SlotRow,
): Promise<Invitation> {
  const [ids, colleagues, ad] = await Promise.all([
    interviewerIdsOf(tx, interview.id),
    colleaguesOf(tx, interview.companyId),
    adOf(tx, application.jobAdId),
  ]);
  const interviewers = colleagues.filter((colleague) => ids.includes(colleague.id));
  const proposer = colleagues.find((colleague) => colleague.id === interview.proposedByUserId) ?? interviewers[0];
  return {
    interview,
    application,
    slot,
    interviewers,
    organizer: proposer
      ? { name: proposer.name, email: proposer.email }
      : { name: interview.proposedByName, email: interviewers[0]?.email ?? application.email },
    ad,
  };
}

const withEmail = (row: ApplicationRow): (ApplicationRow & { email: string }) | null =>
  row.email && !row.anonymisedAt ? { ...row, email: row.email } : null;

/**
 * Proposes slots for an interview (the company). With an invitation in force it is changed: its
 * slots not booked are withdrawn, a booked one is released (both sides get the cancellation of
 * that time), and the candidate chooses again among the new ones.
 */
export async function proposeInterview(
  db: Database,
  companyId: number,
  applicationId: number,
  input: { kind: InterviewKind; location: string; slots: ProposedSlot[]; interviewerIds: number[] },
  actor: Actor,
  mailing: MailingContext,
): Promise<InterviewResult> {
  const { now } = mailing;
  return db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, companyId, applicationId);
    if (!row) return NOT_FOUND;
    const application = withEmail(row);
    if (!application || row.withdrawnAt)
      return { ok: false, status: 409, message: "Die Bewerbung ist anonymisiert: Es gibt keine Adresse mehr." };
    if (input.slots.some((slot) => slot.startsAt <= now)) {
      return {
        ok: false,
        status: 400,
        field: "termine",
        message: "Bitte schlagen Sie nur Termine in der Zukunft vor.",
      };
    }
    const colleagues = await colleaguesOf(tx, companyId);
    const chosen = colleagues.filter((colleague) => input.interviewerIds.includes(colleague.id));
    if (chosen.length !== input.interviewerIds.length) {
      return {
        ok: false,
        status: 400,
        field: "interviewer",
        message: "Bitte wählen Sie nur Kolleginnen und Kollegen Ihres Unternehmens.",
      };
    }
    const current = await activeInterviewOf(tx, applicationId);
    await lockInterviewers(
      tx,
      chosen.map((person) => person.id),
    );
    const busy = await overlappingBookings(tx, input.interviewerIds, input.slots, current?.id ?? null);
    if (busy[0]) {
      const person = chosen.find((colleague) => colleague.id === busy[0]!.userId)!;
      return {
        ok: false,
        status: 409,
        field: "termine",
        message: `${person.name} hat am ${slotText(busy[0].startsAt)} bereits ein Interview. Bitte wählen Sie andere Zeiten oder andere Personen.`,
      };
    }
    let interview: InterviewRow;
    let rescheduled = false;
    if (current) {
      const slots = await slotsOf(tx, current.id);
      const booked = slots.find((slot) => slot.bookedAt && !slot.withdrawnAt);
      if (booked) {
        // The booked time is given up: both sides get its cancellation (a higher sequence).
        const cancelled = { ...current, sequence: current.sequence + 1 };
        await mailBothSides(
          tx,
          await invitationOf(tx, cancelled, application, booked),
          "cancelled",
          "company",
          mailing,
        );
        rescheduled = true;
      }
      await tx
        .update(interviewSlots)
        .set({ withdrawnAt: now, bookedAt: null })
        .where(and(eq(interviewSlots.interviewId, current.id), isNull(interviewSlots.withdrawnAt)));
      [interview] = (await tx
        .update(interviews)
        .set({
          kind: input.kind,
          location: input.location,
          status: "open",
          sequence: booked ? current.sequence + 1 : current.sequence,
          reminderSentAt: null,
          updatedAt: now,
        })
        .where(eq(interviews.id, current.id))
        .returning()) as [InterviewRow];
      await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, current.id));
    } else {
      [interview] = (await tx
        .insert(interviews)
        .values({
          applicationId,
          companyId,
          kind: input.kind,
          location: input.location,
          uid: `${crypto.randomUUID()}@arbeitgeberportal`,
          proposedByUserId: actor.userId,
          proposedByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [InterviewRow];
    }
    await tx
      .insert(interviewInterviewers)
      .values(chosen.map((person) => ({ interviewId: interview.id, userId: person.id })));
    await tx
      .insert(interviewSlots)
      .values(input.slots.map((slot) => ({ interviewId: interview.id, startsAt: slot.startsAt, endsAt: slot.endsAt })));
    const ad = await adOf(tx, application.jobAdId);
    const token = candidateToken(mailing.signer, application.id, application.accessKey ?? "");
    await queueMail(tx, {
      to: application.email,
      subject: `Einladung zum Vorstellungsgespräch: ${ad.title}`,
      text: [
        greetingOf(application),
        "",
        `${ad.companyName ? `${ad.companyName} lädt` : "Wir laden"} Sie zu einem Vorstellungsgespräch für „${ad.title}“ ein${rescheduled ? " (neue Termine; der bisherige Termin entfällt)" : ""}. Bitte wählen Sie einen der folgenden Termine:`,
        "",
        ...input.slots.map((slot) => `– ${slotText(slot.startsAt)} (${durationText(slot)})`),
        "",
        whereText(input.kind, input.location),
        "",
        "Termin wählen (ohne Anmeldung):",
        candidateLink(mailing.baseUrl, INTERVIEW_PATH, token),
        "",
        "Ein gebuchter Termin ist für Sie reserviert; Sie erhalten dann eine Bestätigung mit dem Kalendereintrag.",
      ].join("\n"),
      applicationId: application.id,
    });
    const detail = `${input.slots.length} ${input.slots.length === 1 ? "Termin" : "Termine"}, ${INTERVIEW_KINDS[input.kind]}, mit ${chosen.map((person) => person.name).join(", ")}`;
    await logEvent(tx, application, actor, now, rescheduled ? "interview-rescheduled" : "interview-proposed", detail);
    return {
      ok: true,
      message: `${input.slots.length === 1 ? "Ein Termin wurde" : `${input.slots.length} Termine wurden`} an ${application.candidateName} gesendet.${rescheduled ? " Der bisherige Termin ist abgesagt; beide Seiten wurden informiert." : ""}`,
    };
  });
}

/**
 * Books a slot of the application's invitation (or moves the booking to it): the candidate
 * through the link, or a colleague on the application's page. `bookedBefore` is the slot booked
 * when the form was drawn: another booking made meanwhile refuses this one (409).
 */
async function bookSlot(
  tx: Executor,
  application: ApplicationRow & { email: string },
  slotId: number,
  bookedBefore: number | null,
  actor: Actor | null,
  mailing: MailingContext,
): Promise<InterviewResult> {
  const { now } = mailing;
  const interview = await activeInterviewOf(tx, application.id);
  if (!interview) {
    return { ok: false, status: 409, message: "Für diese Bewerbung sind keine Interviewtermine mehr offen." };
  }
  const slots = await slotsOf(tx, interview.id);
  const current = slots.find((slot) => slot.bookedAt && !slot.withdrawnAt) ?? null;
  if ((current?.id ?? null) !== bookedBefore) {
    return {
      ok: false,
      status: 409,
      message: current
        ? `Inzwischen ist der Termin am ${slotText(current.startsAt)} gebucht. Bitte laden Sie die Seite neu, um ihn zu ändern.`
        : "Der Termin wurde inzwischen abgesagt. Bitte laden Sie die Seite neu.",
    };
  }
  const slot = slots.find((candidate) => candidate.id === slotId && !candidate.withdrawnAt);
  if (!slot || slot.startsAt <= now) return { ok: false, status: 409, message: SLOT_GONE };
  if (current?.id === slot.id) return { ok: true, message: `Ihr Termin am ${slotText(slot.startsAt)} bleibt gebucht.` };
  const interviewerIds = await interviewerIdsOf(tx, interview.id);
  await lockInterviewers(tx, interviewerIds);
  if ((await overlappingBookings(tx, interviewerIds, [slot], interview.id)).length > 0) {
    return { ok: false, status: 409, message: SLOT_GONE };
  }
  if (current) await tx.update(interviewSlots).set({ bookedAt: null }).where(eq(interviewSlots.id, current.id));
  const [booked] = await tx
    .update(interviewSlots)
    .set({ bookedAt: now })
    .where(and(eq(interviewSlots.id, slot.id), isNull(interviewSlots.bookedAt)))
    .returning();
  if (!booked) return { ok: false, status: 409, message: SLOT_GONE };
  const [updated] = (await tx
    .update(interviews)
    .set({
      status: "booked",
      sequence: current ? interview.sequence + 1 : interview.sequence,
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(eq(interviews.id, interview.id))
    .returning()) as [InterviewRow];
  const change = current ? "rescheduled" : "booked";
  await mailBothSides(
    tx,
    await invitationOf(tx, updated, application, booked),
    change,
    actor ? "company" : "candidate",
    mailing,
  );
  await logEvent(
    tx,
    application,
    actor,
    now,
    current ? "interview-rescheduled" : "interview-booked",
    current ? `von ${slotText(current.startsAt)} auf ${slotText(booked.startsAt)}` : slotText(booked.startsAt),
  );
  return {
    ok: true,
    message: current
      ? `Der Termin wurde auf ${slotText(booked.startsAt)} verlegt. Beide Seiten erhalten die Änderung per E-Mail.`
      : `Ihr Termin am ${slotText(booked.startsAt)} ist gebucht. Sie erhalten eine Bestätigung per E-Mail.`,
  };
}

/** Cancels the application's invitation; a booked time is cancelled for both sides with the `.ics`. */
async function cancelInterview(
  tx: Executor,
  application: ApplicationRow & { email: string },
  actor: Actor | null,
  mailing: MailingContext,
): Promise<InterviewResult> {
  const { now } = mailing;
  const interview = await activeInterviewOf(tx, application.id);
  if (!interview) return { ok: false, status: 409, message: "Es gibt kein Interview, das abgesagt werden könnte." };
  const booked = (await slotsOf(tx, interview.id)).find((slot) => slot.bookedAt && !slot.withdrawnAt);
  const [cancelled] = (await tx
    .update(interviews)
    .set({ status: "cancelled", sequence: interview.sequence + 1, updatedAt: now })
    .where(eq(interviews.id, interview.id))
    .returning()) as [InterviewRow];
  if (booked) {
    await mailBothSides(
      tx,
      await invitationOf(tx, cancelled, application, booked),
      "cancelled",
      actor ? "company" : "candidate",
      mailing,
    );
  } else if (actor) {
    const ad = await adOf(tx, application.jobAdId);
    await queueMail(tx, {
      to: application.email,
      subject: `Die vorgeschlagenen Interviewtermine entfallen: ${ad.title}`,
      text: [
        greetingOf(application),
        "",
        `die Ihnen vorgeschlagenen Termine für ein Vorstellungsgespräch für „${ad.title}“ entfallen. Das Unternehmen meldet sich bei Ihnen.`,
      ].join("\n"),
      applicationId: application.id,
    });
  }
  await logEvent(tx, application, actor, now, "interview-cancelled", booked ? slotText(booked.startsAt) : "");
  return {
    ok: true,
    message: booked
      ? `Der Termin am ${slotText(booked.startsAt)} ist abgesagt. ${actor ? "Die Person und die Interviewer:innen wurden" : "Das Unternehmen wurde"} per E-Mail informiert.`
      : "Die vorgeschlagenen Termine sind abgesagt.",
  };
}

/** A colleague moves the booking to another offered slot ("verlegen") or books one for the candidate. */
export async function moveInterviewByCompany(
  db: Database,
  companyId: number,
  applicationId: number,
  { slotId, bookedBefore }: { slotId: number; bookedBefore: number | null },
  actor: Actor,
  mailing: MailingContext,
): Promise<InterviewResult> {
  return db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, companyId, applicationId);
    if (!row) return NOT_FOUND;
    const application = withEmail(row);
    if (!application) return { ok: false, status: 409, message: "Die Bewerbung ist anonymisiert." };
    const result = await bookSlot(tx, application, slotId, bookedBefore, actor, mailing);
    return result.ok ? { ok: true, message: result.message.replace("Ihr Termin", "Der Termin") } : result;
  });
}

export async function cancelInterviewByCompany(
  db: Database,
  companyId: number,
  applicationId: number,
  actor: Actor,
  mailing: MailingContext,
): Promise<InterviewResult> {
  return db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, companyId, applicationId);
    if (!row) return NOT_FOUND;
    const application = withEmail(row);
    if (!application) return { ok: false, status: 409, message: "Die Bewerbung ist anonymisiert." };
    return cancelInterview(tx, application, actor, mailing);
  });
}

/** The application behind a candidate's link, locked; null for a broken or spent link. */
async function lockLinkedApplication(tx: Executor, signer: TokenSigner, token: string) {
  const link = readCandidateToken(signer, token);
  if (!link) return null;
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, link.applicationId), eq(applications.accessKey, link.accessKey)))
    .for("update");
  return row ? withEmail(row) : null;
}

const INVALID_LINK: InterviewResult = {
  ok: false,
  status: 404,
  message: "Dieser Link ist ungültig, oder die Bewerbung wurde zurückgezogen oder gelöscht.",
};

/** The candidate books (or moves to) a slot through the link. */
export async function bookInterviewAsCandidate(
  db: Database,
  token: string,
  { slotId, bookedBefore }: { slotId: number; bookedBefore: number | null },
  mailing: MailingContext,
): Promise<InterviewResult> {
  return db.transaction(async (tx) => {
    const application = await lockLinkedApplication(tx, mailing.signer, token);
    if (!application) return INVALID_LINK;
    return bookSlot(tx, application, slotId, bookedBefore, null, mailing);
  });
}

/** The candidate cancels through the link. */
export async function cancelInterviewAsCandidate(
  db: Database,
  token: string,
  mailing: MailingContext,
): Promise<InterviewResult> {
  return db.transaction(async (tx) => {
    const application = await lockLinkedApplication(tx, mailing.signer, token);
    if (!application) return INVALID_LINK;
    return cancelInterview(tx, application, null, mailing);
  });
}

export interface InterviewSlotView {
  id: number;
  startsAt: Date;
  endsAt: Date;
  booked: boolean;
  /** Offered to the candidate now: in the future, not booked, and every interviewer free then. */
  available: boolean;
}

export interface InterviewView {
  id: number;
  kind: InterviewKind;
  location: string;
  status: "open" | "booked" | "cancelled";
  interviewers: { id: number; name: string }[];
  slots: InterviewSlotView[];
  booked: InterviewSlotView | null;
}

/** The invitation in force of an application, with its slots as the candidate may book them at `now`; null if none. */
async function activeInterviewView(db: Executor, applicationId: number, now: Date): Promise<InterviewView | null> {
  const [interview] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.status, ["open", "booked"])));
  if (!interview) return null;
  const [slots, interviewerIds, colleagues] = await Promise.all([
    slotsOf(db, interview.id),
    interviewerIdsOf(db, interview.id),
    colleaguesOf(db, interview.companyId),
  ]);
  const live = slots.filter((slot) => !slot.withdrawnAt);
  const busy = await overlappingBookings(
    db,
    interviewerIds,
    live.filter((slot) => !slot.bookedAt),
    interview.id,
  );
  const views = live.map((slot): InterviewSlotView => ({
    id: slot.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    booked: slot.bookedAt !== null,
    available:
      slot.bookedAt === null &&
      slot.startsAt > now &&
      !busy.some((other) => other.startsAt < slot.endsAt && other.endsAt > slot.startsAt),
  }));
  return {
    id: interview.id,
    kind: interview.kind as InterviewKind,
    location: interview.location,
    status: interview.status as InterviewView["status"],
    interviewers: colleagues
      .filter((colleague) => interviewerIds.includes(colleague.id))
      .map((colleague) => ({ id: colleague.id, name: colleague.name })),
    slots: views,
    booked: views.find((slot) => slot.booked) ?? null,
  };
}

/** The name and ad of the company's application, for the interview page's heading; null for another company's. */
export async function applicationHeading(db: Executor, companyId: number, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      jobAdId: applications.jobAdId,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  if (!row) return null;
  const ad = await adOf(db, row.jobAdId);
  return { id: row.id, candidateName: row.candidateName, adTitle: ad.title, anonymised: row.anonymisedAt !== null };
}

/** The application's interview for its page in the Bewerber-Manager: the invitation in force, or null. */
export async function interviewOfApplication(db: Executor, companyId: number, applicationId: number, now: Date) {
  const [own] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  return own ? activeInterviewView(db, applicationId, now) : null;
}

/** What the candidate's interview page shows, or null for a broken or spent link. Reading changes nothing. */
export async function candidateInterview(db: Database, signer: TokenSigner, token: string, now: Date) {
  const link = readCandidateToken(signer, token);
  if (!link) return null;
  const application = await applicationOfLink(db, link);
  if (!application || !application.email) return null;
  const [ad, interview] = await Promise.all([
    adOf(db, application.jobAdId),
    activeInterviewView(db, application.id, now),
  ]);
  return { title: ad.title, companyName: ad.companyName, greeting: greetingOf(application), interview };
}

/**
 * The next booked interview of each application (the board's cards, the candidate's status page):
 * a named read for other pages, by application id.
 */
export async function nextInterviewsOf(
  db: Executor,
  applicationIds: readonly number[],
  now: Date,
): Promise<Map<number, { startsAt: Date; endsAt: Date; kind: InterviewKind }>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
      kind: interviews.kind,
    })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.interviewId, interviews.id))
    .where(
      and(
        inArray(interviews.applicationId, [...applicationIds]),
        eq(interviews.status, "booked"),
        isNotNull(interviewSlots.bookedAt),
        isNull(interviewSlots.withdrawnAt),
        gt(interviewSlots.endsAt, now),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.applicationId,
      { startsAt: row.startsAt, endsAt: row.endsAt, kind: row.kind as InterviewKind },
    ]),
  );
}

/** The application's next booked interview, or null ("Interview am …" on the candidate's status page). */
export async function nextInterviewOf(db: Executor, applicationId: number, now: Date) {
  return (await nextInterviewsOf(db, [applicationId], now)).get(applicationId) ?? null;
}

/**
 * The reminders of the day before (the sweep `sweep-interview-reminders`): every booked interview
 * starting within REMINDER_BEFORE_MS whose booking was made before that window (a booking for
 * tomorrow has just had its confirmation) and that has had no reminder. Each is marked in the
 * same transaction as its mails are queued, by a conditional update: run twice, or by two
 * instances at once, it reminds once.
 */
export async function sendInterviewReminders(db: Database, mailing: MailingContext): Promise<{ reminded: number }> {
  const { now } = mailing;
  const due = await db
    .select({ interviewId: interviews.id, applicationId: interviews.applicationId, slotId: interviewSlots.id })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.interviewId, interviews.id))
    .where(
      and(
        eq(interviews.status, "booked"),
        isNull(interviews.reminderSentAt),
        isNotNull(interviewSlots.bookedAt),
        isNull(interviewSlots.withdrawnAt),
        gt(interviewSlots.startsAt, now),
        lt(interviewSlots.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
        lt(interviewSlots.bookedAt, sql`${interviewSlots.startsAt} - interval '24 hours'`),
      ),
    )
    .limit(500);
  let reminded = 0;
  for (const item of due) {
    const sent = await db.transaction(async (tx) => {
      const [interview] = await tx
        .update(interviews)
        .set({ reminderSentAt: now })
        .where(
          and(eq(interviews.id, item.interviewId), eq(interviews.status, "booked"), isNull(interviews.reminderSentAt)),
        )
        .returning();
      if (!interview) return false;
      const [[row], [slot]] = await Promise.all([
        tx.select().from(applications).where(eq(applications.id, item.applicationId)),
        tx.select().from(interviewSlots).where(eq(interviewSlots.id, item.slotId)),
      ]);
      const application = row && withEmail(row);
      if (!application || !slot?.bookedAt) return false;
      await mailBothSides(tx, await invitationOf(tx, interview, application, slot), "reminder", "system", mailing);
      return true;
    });
    if (sent) reminded++;
  }
  return { reminded };
}
