import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { prepared } from "@db/prepared";
import {
  talentAccessLog,
  talentContactRequests,
  talentMessages,
  talentProfiles,
  type TalentPosition,
} from "@db/schema/active-sourcing";
import type { TokenSigner } from "~/lib/signed-token.server";
import { viennaDay } from "~/lib/format";
import { companySummaries, lockCompany, usersByIds } from "~/features/companies/companies.server";
import { queueMail } from "~/features/notifications/mail.server";
import { jobAdPublicPath } from "~/features/job-ads/public-page";
import { adSummaries, liveAdsOf } from "~/features/job-ads/reads.server";
import { conversationSubject, recordIntegrationEvent } from "~/features/webhooks/events.server";
import { fillPlaceholders, personalisedText, salutationOf, type SendRefusal } from "./contact-templates";
import type { TalentLicence } from "./licence.server";
import { headlineOf, monthText, yearsText } from "./profile-text";
import { INACTIVE_AFTER_DAYS } from "./talent-search.server";
import { logProfileAccess, profileInPool } from "./profiles.server";
import { monthName, type QuotaState } from "./quota";
import { DAY_MS } from "~/lib/days";

/**
 * Contact requests and conversations of the talent search (docs/active-sourcing.md, "Contact
 * requests" and "Messages"). A request uses one unit of the company's monthly quota; without an
 * answer within 14 days it expires and the unit comes back. The person reads, accepts, declines
 * or answers through a signed link; acceptance releases their contact data to that company.
 */

export const ANSWER_DAYS = 14;
/** How long a link in an e-mail to the person works. */
export const LINK_DAYS = 60;

export type RequestState = "offen" | "angenommen" | "abgelehnt" | "abgelaufen";

/** "2026-11": the month (Vienna) whose quota a request sent at `now` uses. */
export const quotaMonthOf = (now: Date) => viennaDay(now).slice(0, 7);

/** Open requests nobody answered by their answer date (`at`): they expire and give their unit back. */
const dueRequests = (at: Date | SQL) =>
  and(
    eq(talentContactRequests.state, "offen"),
    isNull(talentContactRequests.answeredAt),
    lte(talentContactRequests.answerBy, at),
  );

/**
 * Expires the open requests nobody answered in time and refunds their quota units: for one company
 * (before its quota is read or used) or for all (the sweep). Returns how many expired.
 */
export async function expireDueRequests(db: Executor, now: Date, companyId?: number): Promise<number> {
  const expire = (at: Date | SQL, company?: number | SQL) =>
    db
      .update(talentContactRequests)
      .set({ state: "abgelaufen", refunded: true, decidedAt: at })
      .where(and(dueRequests(at), company === undefined ? undefined : eq(talentContactRequests.companyId, company)))
      .returning({ id: talentContactRequests.id });
  // A company's expiry runs before each send and whenever its quota read finds a due request: built once.
  const rows =
    companyId === undefined
      ? await expire(now)
      : await prepared(db, "talent_expire_due", () =>
          expire(sql`${sql.placeholder("now")}::timestamptz`, sql`${sql.placeholder("companyId")}::int`),
        ).execute({ now: now.toISOString(), companyId });
  return rows.length;
}

/**
 * A request's state as of `at`: an open one past its answer date is expired, whether or not the
 * jobs' sweep (or a write of the company) has expired its row yet. Reads show this; they never write.
 */
const stateAt = (at: Date | SQL) =>
  sql<RequestState>`case when ${dueRequests(at)!} then 'abgelaufen' else ${talentContactRequests.state} end`;

/**
 * Units used this month: requests sent in it, less the refunded ones and less the due ones, whose
 * units come back when they expire (so the figure is the same before and after their expiry).
 */
async function usageOf(db: Executor, companyId: number, now: Date): Promise<{ used: number }> {
  const requests = talentContactRequests;
  const [row] = await prepared(db, "talent_quota_used", (on) =>
    on
      .select({
        used: sql<number>`(select count(*) from ${requests} where ${requests.companyId} = ${sql.placeholder("companyId")}::int
          and ${requests.quotaMonth} = ${sql.placeholder("month")} and not ${requests.refunded}
          and not (${dueRequests(sql`${sql.placeholder("now")}::timestamptz`)!}))`.mapWith(Number),
      })
      .from(sql`(values (1)) as one(x)`),
  ).execute({ companyId, month: quotaMonthOf(now), now: now.toISOString() });
  return { used: row?.used ?? 0 };
}

/** The company's quota this month, due requests counted as expired: a read, one query, no write. */
export async function quotaOf(db: Executor, companyId: number, licence: TalentLicence, now: Date): Promise<QuotaState> {
  const { used } = await usageOf(db, companyId, now);
  return { quota: licence.contactQuota, used, month: monthName(now) };
}

/** The company's live ads a request may name. */
export async function attachableAds(db: Executor, companyId: number, now: Date) {
  return liveAdsOf(db, companyId, now);
}

/** The open request of the company to the person, if any (after expiring the due ones). */
export async function openRequestTo(db: Executor, companyId: number, profileId: number) {
  const [row] = await db
    .select({ id: talentContactRequests.id, sentAt: talentContactRequests.sentAt })
    .from(talentContactRequests)
    .where(
      and(
        eq(talentContactRequests.companyId, companyId),
        eq(talentContactRequests.profileId, profileId),
        eq(talentContactRequests.state, "offen"),
      ),
    );
  return row ?? null;
}

// --- The person's link -----------------------------------------------------------------------

export const CANDIDATE_CONTACT_PATH = "/talente/anfrage";

interface ContactToken {
  requestId: number;
  accessKey: string;
  expiresAt: number;
}

export function contactToken(signer: TokenSigner, request: { id: number; accessKey: string }, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + LINK_DAYS * DAY_MS) / 1000);
  return signer.sign(JSON.stringify({ t: "talent", r: request.id, k: request.accessKey, e: expiresAt }));
}

/** The request a link names, or null when it is forged, malformed or expired. */
export function readContactToken(signer: TokenSigner, token: string, now: Date): ContactToken | null {
  const payload = signer.verify(token);
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { t?: unknown; r?: unknown; k?: unknown; e?: unknown };
    if (value.t !== "talent" || typeof value.r !== "number" || !Number.isSafeInteger(value.r)) return null;
    if (typeof value.k !== "string" || typeof value.e !== "number") return null;
    if (value.e * 1000 <= now.getTime()) return null;
    return { requestId: value.r, accessKey: value.k, expiresAt: value.e };
  } catch {
    return null;
  }
}

const linkTo = (baseUrl: string, token: string) =>
  `${baseUrl}${CANDIDATE_CONTACT_PATH}?token=${encodeURIComponent(token)}`;

/** The e-mail's link to the person's page; once they accepted, the page is for reading and answering. */
function mailFooter(baseUrl: string, token: string, accepted = false): string {
  return [
    "",
    "—",
    accepted
      ? "Lesen und antworten Sie hier (der Link gilt 60 Tage und nur für Sie):"
      : "Lesen, annehmen, ablehnen oder antworten Sie hier (der Link gilt 60 Tage und nur für Sie):",
    linkTo(baseUrl, token),
    "",
    accepted
      ? "Auf dieser Seite sehen Sie auch, wer Ihr Profil angesehen hat, und können den Talentpool verlassen."
      : "Erst wenn Sie annehmen, sieht das Unternehmen Ihren Namen und Ihre Kontaktdaten.",
  ].join("\n");
}

// --- Sending a request ---------------------------------------------------------------------------

export interface ContactRequestInput {
  companyId: number;
  companyName: string;
  user: { id: number; name: string };
  profileId: number;
  subject: string;
  body: string;
  jobAdId: number | null;
}

/**
 * Sends a contact request, all or nothing: the company's row is locked so that two colleagues
 * cannot both use the last unit, the request and its message are stored, the contact is logged
 * for the person, and the e-mail to the person is queued.
 */
export async function sendContactRequest(
  db: Database,
  input: ContactRequestInput,
  licence: TalentLicence,
  { now, baseUrl, signer }: { now: Date; baseUrl: string; signer: TokenSigner },
): Promise<{ ok: true; requestId: number } | { ok: false; reason: SendRefusal }> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId);
    const person = await profileInPool(tx, input.profileId, now);
    if (!person) return { ok: false, reason: "not-in-pool" } as const;
    await expireDueRequests(tx, now, input.companyId);
    if (await openRequestTo(tx, input.companyId, input.profileId)) {
      return { ok: false, reason: "open-request" } as const;
    }
    if ((await acceptedProfiles(tx, input.companyId, [input.profileId])).has(input.profileId)) {
      return { ok: false, reason: "accepted" } as const;
    }
    if ((await usageOf(tx, input.companyId, now)).used >= licence.contactQuota) {
      return { ok: false, reason: "quota" } as const;
    }
    let ad: { id: number; title: string; city: string | null } | null = null;
    if (input.jobAdId !== null) {
      ad = (await attachableAds(tx, input.companyId, now)).find((row) => row.id === input.jobAdId) ?? null;
      if (!ad) return { ok: false, reason: "job-ad" } as const;
    }
    const values = {
      jobtitel: ad?.title ?? person.desiredTitles[0] ?? "",
      unternehmen: input.companyName,
      absender: input.user.name,
    };
    const forCompany = { ...values, anrede: salutationOf({ gender: person.gender }) };
    const forPerson = { ...values, anrede: salutationOf(person) };
    const accessKey = crypto.randomBytes(18).toString("base64url");
    const [request] = await tx
      .insert(talentContactRequests)
      .values({
        companyId: input.companyId,
        profileId: input.profileId,
        sentBy: input.user.id,
        jobAdId: ad?.id ?? null,
        subject: fillPlaceholders(input.subject, forCompany),
        sentAt: now,
        answerBy: new Date(now.getTime() + ANSWER_DAYS * DAY_MS),
        quotaMonth: quotaMonthOf(now),
        accessKey,
      })
      .returning({ id: talentContactRequests.id });
    const requestId = request!.id;
    await tx.insert(talentMessages).values({
      companyId: input.companyId,
      profileId: input.profileId,
      requestId,
      direction: "company",
      kind: "request",
      authorUserId: input.user.id,
      authorName: input.user.name,
      body: fillPlaceholders(input.body, forCompany),
      createdAt: now,
    });
    await logProfileAccess(tx, {
      profileId: input.profileId,
      companyId: input.companyId,
      userId: input.user.id,
      kind: "contact",
      at: now,
    });
    const token = contactToken(signer, { id: requestId, accessKey }, now);
    const adLine = ad
      ? [``, `Die Stelle: ${ad.title}`, `${baseUrl}${jobAdPublicPath(ad.id, ad.title, ad.city ?? undefined)}`]
      : [];
    await queueMail(tx, {
      to: person.email,
      subject: `Kontaktanfrage: ${fillPlaceholders(input.subject, forPerson)}`,
      text: [
        `${input.user.name} von ${input.companyName} hat Ihr Profil in der Talentdatenbank gefunden und schreibt Ihnen:`,
        "",
        fillPlaceholders(input.body, forPerson),
        ...adLine,
        mailFooter(baseUrl, token),
      ].join("\n"),
    });
    return { ok: true, requestId } as const;
  });
}

// --- The company's conversations -----------------------------------------------------------------

export interface ConversationSummary {
  profileId: number;
  /** The person's name once they accepted, else the anonymised headline. */
  title: string;
  available: boolean;
  state: RequestState;
  lastMessageAt: Date;
  lastMessage: string;
  unread: number;
}

export const NOT_AVAILABLE = "Profil nicht mehr verfügbar";

/** Active within a year and consenting: the SQL twin of profileInPool for lists. */
const inPool = (now: Date) =>
  sql<boolean>`(${talentProfiles.consentWithdrawnAt} is null and ${talentProfiles.lastActiveAt} > ${new Date(
    now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS,
  ).toISOString()}::timestamptz)`;

/** Whether the company may see the person's name: an accepted request while the person is in the pool. */
export async function acceptedProfiles(db: Executor, companyId: number, profileIds: number[]): Promise<Set<number>> {
  if (profileIds.length === 0) return new Set();
  const rows = await db
    .select({ profileId: talentContactRequests.profileId })
    .from(talentContactRequests)
    .where(
      and(
        eq(talentContactRequests.companyId, companyId),
        inArray(talentContactRequests.profileId, profileIds),
        eq(talentContactRequests.state, "angenommen"),
      ),
    );
  return new Set(rows.map((row) => row.profileId));
}

export async function conversationsOf(db: Database, companyId: number, now: Date): Promise<ConversationSummary[]> {
  await expireDueRequests(db, now, companyId);
  const latest = db
    .selectDistinctOn([talentMessages.profileId], {
      profileId: talentMessages.profileId,
      body: talentMessages.body,
      createdAt: talentMessages.createdAt,
    })
    .from(talentMessages)
    .where(eq(talentMessages.companyId, companyId))
    .orderBy(talentMessages.profileId, desc(talentMessages.createdAt), desc(talentMessages.id))
    .as("latest");
  const rows = await db
    .select({
      profileId: latest.profileId,
      body: latest.body,
      createdAt: latest.createdAt,
      desiredTitles: talentProfiles.desiredTitles,
      experienceYears: talentProfiles.experienceYears,
      city: talentProfiles.city,
      firstName: talentProfiles.firstName,
      lastName: talentProfiles.lastName,
      available: inPool(now),
      unread: sql<number>`(select count(*)::int from ${talentMessages} m where m.company_id = ${companyId} and m.profile_id = ${latest.profileId} and m.direction = 'candidate' and m.read_at is null)`,
      state: sql<RequestState>`(select r.state from ${talentContactRequests} r where r.company_id = ${companyId} and r.profile_id = ${latest.profileId} order by r.sent_at desc, r.id desc limit 1)`,
    })
    .from(latest)
    .innerJoin(talentProfiles, eq(talentProfiles.id, latest.profileId))
    .orderBy(desc(latest.createdAt));
  const accepted = await acceptedProfiles(
    db,
    companyId,
    rows.map((row) => row.profileId),
  );
  return rows.map((row) => ({
    profileId: row.profileId,
    title: !row.available
      ? NOT_AVAILABLE
      : accepted.has(row.profileId)
        ? `${row.firstName} ${row.lastName}`
        : headlineOf(row),
    available: row.available,
    state: row.state,
    lastMessageAt: row.createdAt,
    lastMessage: row.body.length > 140 ? `${row.body.slice(0, 139)}…` : row.body,
    unread: row.unread,
  }));
}

/**
 * Unread messages of people across the company's conversations: the nav's badge, as a subquery
 * that the navigation's one query holds (`navigationBadges`, issue 37).
 */
export function unreadTalentMessagesCount(companyId: SQL): SQL<number> {
  // Columns named with their table: drizzle leaves a lone table's name out, and the subquery stands in another's select.
  return sql<number>`(select count(*) from talent_messages m
    where m.company_id = ${companyId} and m.direction = 'candidate' and m.read_at is null)`.mapWith(Number);
}

export interface ConversationMessage {
  id: number;
  direction: "company" | "candidate";
  kind: "request" | "message" | "accepted" | "declined";
  authorName: string;
  body: string;
  createdAt: Date;
}

export interface ReleasedContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  employers: string[];
}

export interface Conversation {
  profileId: number;
  title: string;
  available: boolean;
  state: RequestState;
  subject: string;
  answerBy: Date;
  jobAd: { id: number; title: string } | null;
  released: ReleasedContact | null;
  messages: ConversationMessage[];
  /** Whether the company may write: the person accepted or answered, and is still in the pool. */
  mayWrite: boolean;
  /** How many of the person's messages this look marked read (the nav's badge counted them). */
  newlyRead: number;
}

/** The messages between a company and a person, oldest first: the conversation both sides see. */
function conversationMessages(db: Executor, companyId: number, profileId: number) {
  return db
    .select({
      id: talentMessages.id,
      direction: talentMessages.direction,
      kind: talentMessages.kind,
      authorName: talentMessages.authorName,
      body: talentMessages.body,
      createdAt: talentMessages.createdAt,
    })
    .from(talentMessages)
    .where(and(eq(talentMessages.companyId, companyId), eq(talentMessages.profileId, profileId)))
    .orderBy(asc(talentMessages.createdAt), asc(talentMessages.id));
}

/**
 * The company's conversation with the person, or null when there is none. Marks it read, unless
 * `markRead` is false (the integration API reads without changing what colleagues see, decision 076).
 */
export async function conversationWith(
  db: Executor,
  companyId: number,
  profileId: number,
  now: Date,
  options: { markRead?: boolean } = {},
): Promise<Conversation | null> {
  await expireDueRequests(db, now, companyId);
  const [latest] = await db
    .select({
      state: talentContactRequests.state,
      subject: talentContactRequests.subject,
      answerBy: talentContactRequests.answerBy,
      answeredAt: talentContactRequests.answeredAt,
      jobAdId: talentContactRequests.jobAdId,
    })
    .from(talentContactRequests)
    .where(and(eq(talentContactRequests.companyId, companyId), eq(talentContactRequests.profileId, profileId)))
    .orderBy(desc(talentContactRequests.sentAt), desc(talentContactRequests.id))
    .limit(1);
  if (!latest) return null;
  const namedAd = latest.jobAdId === null ? undefined : (await adSummaries(db, [latest.jobAdId])).get(latest.jobAdId);
  const request = { ...latest, jobAdId: namedAd?.id ?? null, jobAdTitle: namedAd?.title ?? null };
  const [person] = await db.select().from(talentProfiles).where(eq(talentProfiles.id, profileId));
  if (!person) return null;
  const available = (await profileInPool(db, profileId, now)) !== null;
  const accepted = available && (await acceptedProfiles(db, companyId, [profileId])).has(profileId);
  const messages = await conversationMessages(db, companyId, profileId);
  const marked =
    options.markRead === false
      ? []
      : await db
          .update(talentMessages)
          .set({ readAt: now })
          .where(
            and(
              eq(talentMessages.companyId, companyId),
              eq(talentMessages.profileId, profileId),
              eq(talentMessages.direction, "candidate"),
              isNull(talentMessages.readAt),
            ),
          )
          .returning({ id: talentMessages.id });
  const state = request.state as RequestState;
  return {
    profileId,
    title: !available ? NOT_AVAILABLE : accepted ? `${person.firstName} ${person.lastName}` : headlineOf(person),
    available,
    state,
    subject: accepted ? personalisedText(request.subject, person) : request.subject,
    answerBy: request.answerBy,
    jobAd:
      request.jobAdId !== null && request.jobAdTitle !== null
        ? { id: request.jobAdId, title: request.jobAdTitle }
        : null,
    released: accepted ? releasedContactOf(person) : null,
    messages: messages.map((message) => ({
      ...message,
      body: accepted ? personalisedText(message.body, person) : message.body,
      direction: message.direction as ConversationMessage["direction"],
      kind: message.kind as ConversationMessage["kind"],
    })),
    mayWrite: available && (state === "angenommen" || (state === "offen" && request.answeredAt !== null)),
    newlyRead: marked.length,
  };
}

/**
 * A colleague's message in a conversation the person opened up (accepted or answered); it reaches
 * the person by e-mail with a fresh link. False when the company may not write (any more).
 */
export async function writeToPerson(
  db: Database,
  input: {
    companyId: number;
    companyName: string;
    user: { id: number; name: string };
    profileId: number;
    body: string;
  },
  { now, baseUrl, signer }: { now: Date; baseUrl: string; signer: TokenSigner },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const person = await profileInPool(tx, input.profileId, now);
    if (!person) return false;
    const [request] = await tx
      .select()
      .from(talentContactRequests)
      .where(
        and(eq(talentContactRequests.companyId, input.companyId), eq(talentContactRequests.profileId, input.profileId)),
      )
      .orderBy(desc(talentContactRequests.sentAt), desc(talentContactRequests.id))
      .limit(1);
    if (!request) return false;
    const open = request.state === "angenommen" || (request.state === "offen" && request.answeredAt !== null);
    if (!open) return false;
    await tx.insert(talentMessages).values({
      companyId: input.companyId,
      profileId: input.profileId,
      requestId: request.id,
      direction: "company",
      kind: "message",
      authorUserId: input.user.id,
      authorName: input.user.name,
      body: input.body,
      createdAt: now,
    });
    await queueMail(tx, {
      to: person.email,
      subject: `Neue Nachricht von ${input.companyName}`,
      text: [
        `${input.user.name} von ${input.companyName} schreibt Ihnen:`,
        "",
        input.body,
        mailFooter(baseUrl, contactToken(signer, request, now), request.state === "angenommen"),
      ].join("\n"),
    });
    return true;
  });
}

// --- The person's side ---------------------------------------------------------------------------

export interface RequestForPerson {
  requestId: number;
  state: RequestState;
  companyName: string;
  subject: string;
  answerBy: Date;
  jobAd: { title: string; path: string } | null;
  messages: ConversationMessage[];
  /** Who saw, contacted or received the person's profile, newest first (all companies). */
  accessLog: Array<{ companyName: string; kind: "view" | "contact" | "release"; at: Date }>;
  available: boolean;
}

/** The request a person's link names, when the link is genuine, unexpired and carries the request's key. */
export async function requestOfToken(db: Executor, signer: TokenSigner, token: string, now: Date) {
  const read = readContactToken(signer, token, now);
  if (!read) return null;
  const [request] = await db.select().from(talentContactRequests).where(eq(talentContactRequests.id, read.requestId));
  if (!request) return null;
  const given = Buffer.from(read.accessKey);
  const stored = Buffer.from(request.accessKey);
  if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored)) return null;
  return request;
}

const ACCESS_LOG_LIMIT = 100;

export async function requestForPerson(
  db: Executor,
  signer: TokenSigner,
  token: string,
  now: Date,
): Promise<RequestForPerson | null> {
  await expireDueRequests(db, now);
  const request = await requestOfToken(db, signer, token, now);
  if (!request) return null;
  const [person] = await db.select().from(talentProfiles).where(eq(talentProfiles.id, request.profileId));
  // A person who left the pool has no page any more: their links answer like forged ones.
  if (!person || person.consentWithdrawnAt !== null) return null;
  const ad = request.jobAdId ? (await adSummaries(db, [request.jobAdId])).get(request.jobAdId) : undefined;
  const messages = await conversationMessages(db, request.companyId, request.profileId);
  // The log's companies are kept (its rows go with a deleted company), so every entry has its name.
  const log = await db
    .select({ companyId: talentAccessLog.companyId, kind: talentAccessLog.kind, at: talentAccessLog.at })
    .from(talentAccessLog)
    .where(eq(talentAccessLog.profileId, request.profileId))
    .orderBy(desc(talentAccessLog.at), desc(talentAccessLog.id))
    .limit(ACCESS_LOG_LIMIT);
  const names = await companySummaries(db, [request.companyId, ...log.map((entry) => entry.companyId)]);
  const accessLog = log.flatMap(({ companyId, ...entry }) => {
    const company = names.get(companyId);
    return company ? [{ ...entry, companyName: company.fullName }] : [];
  });
  return {
    requestId: request.id,
    state: request.state as RequestState,
    companyName: names.get(request.companyId)?.fullName ?? "",
    subject: personalisedText(request.subject, person),
    answerBy: request.answerBy,
    jobAd: ad ? { title: ad.title, path: jobAdPublicPath(ad.id, ad.title, ad.city ?? undefined) } : null,
    messages: messages.map((message) => ({
      ...message,
      body: personalisedText(message.body, person),
      direction: message.direction as ConversationMessage["direction"],
      kind: message.kind as ConversationMessage["kind"],
    })),
    accessLog: accessLog.map((entry) => ({ ...entry, kind: entry.kind as "view" | "contact" | "release" })),
    available: (await profileInPool(db, request.profileId, now)) !== null,
  };
}

export type PersonAnswer =
  { intent: "accept" } | { intent: "decline"; reason: string } | { intent: "reply"; body: string };

export type AnswerRefusal = "invalid" | "decided" | "closed";

/**
 * The person's answer through their link: accepting releases their contact data to the company
 * (logged), declining closes the request, a reply lands in the conversation as unread. A request
 * is decided once; replies go on while it is open or accepted.
 */
export async function answerAsPerson(
  db: Database,
  signer: TokenSigner,
  token: string,
  answer: PersonAnswer,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal }> {
  return db.transaction(async (tx) => {
    await expireDueRequests(tx, now);
    const request = await requestOfToken(tx, signer, token, now);
    if (!request || !(await profileInPool(tx, request.profileId, now)))
      return { ok: false, reason: "invalid" } as const;
    const [locked] = await tx
      .select({ state: talentContactRequests.state })
      .from(talentContactRequests)
      .where(eq(talentContactRequests.id, request.id))
      .for("update");
    const state = locked!.state as RequestState;
    const message = (kind: ConversationMessage["kind"], body: string) =>
      tx.insert(talentMessages).values({
        companyId: request.companyId,
        profileId: request.profileId,
        requestId: request.id,
        direction: "candidate",
        kind,
        body,
        createdAt: now,
      });
    const answered = { answeredAt: request.answeredAt ?? now };
    if (answer.intent === "reply") {
      if (state !== "offen" && state !== "angenommen") return { ok: false, reason: "closed" } as const;
      await tx.update(talentContactRequests).set(answered).where(eq(talentContactRequests.id, request.id));
      await message("message", answer.body);
      return { ok: true } as const;
    }
    if (state !== "offen") return { ok: false, reason: state === "abgelaufen" ? "closed" : "decided" } as const;
    if (answer.intent === "accept") {
      await tx
        .update(talentContactRequests)
        .set({ ...answered, state: "angenommen", decidedAt: now })
        .where(eq(talentContactRequests.id, request.id));
      await message("accepted", "Die Anfrage wurde angenommen. Name und Kontaktdaten sind jetzt für Sie sichtbar.");
      await logProfileAccess(tx, {
        profileId: request.profileId,
        companyId: request.companyId,
        userId: null,
        kind: "release",
        at: now,
      });
      await recordAnswer(tx, request, "accepted", now);
      return { ok: true } as const;
    }
    await tx
      .update(talentContactRequests)
      .set({ ...answered, state: "abgelehnt", decidedAt: now, declineReason: answer.reason || null })
      .where(eq(talentContactRequests.id, request.id));
    await message(
      "declined",
      answer.reason ? `Die Anfrage wurde abgelehnt: ${answer.reason}` : "Die Anfrage wurde abgelehnt.",
    );
    await recordAnswer(tx, request, "declined", now);
    return { ok: true } as const;
  });
}

/** The company's webhooks hear the decision: the conversation and the answer, nothing about the person. */
function recordAnswer(
  tx: Executor,
  request: { id: number; companyId: number },
  answer: "accepted" | "declined",
  now: Date,
): Promise<void> {
  return recordIntegrationEvent(tx, {
    companyId: request.companyId,
    type: "talent_contact.answered",
    subject: conversationSubject(request.id),
    data: { conversation_id: request.id, answer },
    at: now,
  });
}

// --- Retention -------------------------------------------------------------------------------------

/** Conversations with declined or silent contacts are deleted this long after the decision. */
export const CLOSED_CONVERSATION_RETENTION_DAYS = 180;

/**
 * Deletes requests (and, by cascade, their messages) that were declined or expired more than
 * CLOSED_CONVERSATION_RETENTION_DAYS ago. The access log stays: the person's record of who saw them.
 */
export async function deleteClosedConversations(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CLOSED_CONVERSATION_RETENTION_DAYS * DAY_MS);
  const rows = await db
    .delete(talentContactRequests)
    .where(
      and(
        inArray(talentContactRequests.state, ["abgelehnt", "abgelaufen"]),
        lte(talentContactRequests.decidedAt, before),
      ),
    )
    .returning({ id: talentContactRequests.id });
  return rows.length;
}

/** Where the company stands with the person: the latest request's state and, once accepted, the contact data. */
export async function contactStatusOf(
  db: Executor,
  companyId: number,
  person: typeof talentProfiles.$inferSelect,
  now: Date,
): Promise<{ state: RequestState | null; released: ReleasedContact | null }> {
  await expireDueRequests(db, now, companyId);
  const [latest] = await db
    .select({ state: talentContactRequests.state })
    .from(talentContactRequests)
    .where(and(eq(talentContactRequests.companyId, companyId), eq(talentContactRequests.profileId, person.id)))
    .orderBy(desc(talentContactRequests.sentAt), desc(talentContactRequests.id))
    .limit(1);
  const accepted = (await acceptedProfiles(db, companyId, [person.id])).has(person.id);
  return {
    state: (latest?.state as RequestState | undefined) ?? null,
    released: accepted ? releasedContactOf(person) : null,
  };
}

function releasedContactOf(person: typeof talentProfiles.$inferSelect): ReleasedContact {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    employers: person.positions.map((position) => `${position.title} bei ${position.employer}`),
  };
}

export interface StaffContactRow {
  id: number;
  sentAt: Date;
  state: RequestState;
  senderName: string;
  /** Always anonymised: staff see what was asked, never who. */
  headline: string;
}

const STAFF_CONTACT_LIMIT = 20;

/** The company's latest contact requests for the internal panel, read-only (no expiry written) and without names. */
export async function contactRequestsForStaff(db: Executor, companyId: number, now: Date): Promise<StaffContactRow[]> {
  // Due requests show as expired without being written (a read): the jobs' sweep expires them.
  const rows = await db
    .select({
      id: talentContactRequests.id,
      sentAt: talentContactRequests.sentAt,
      state: stateAt(now),
      sentBy: talentContactRequests.sentBy,
      desiredTitles: talentProfiles.desiredTitles,
      experienceYears: talentProfiles.experienceYears,
      city: talentProfiles.city,
      withdrawnAt: talentProfiles.consentWithdrawnAt,
    })
    .from(talentContactRequests)
    .innerJoin(talentProfiles, eq(talentProfiles.id, talentContactRequests.profileId))
    .where(eq(talentContactRequests.companyId, companyId))
    .orderBy(desc(talentContactRequests.sentAt), desc(talentContactRequests.id))
    .limit(STAFF_CONTACT_LIMIT);
  const senders = new Map(
    (
      await usersByIds(
        db,
        rows.flatMap((row) => (row.sentBy === null ? [] : [row.sentBy])),
      )
    ).map((user) => [user.id, user.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    sentAt: row.sentAt,
    state: row.state as RequestState,
    senderName: (row.sentBy === null ? undefined : senders.get(row.sentBy)) ?? "–",
    // A person who left the pool kept nothing to describe them by.
    headline: row.withdrawnAt === null ? headlineOf(row) : NOT_AVAILABLE,
  }));
}

/** What a person who accepted the company's contact request released, to copy into an application. */
export interface ReleasedTalent extends ReleasedContact {
  profileId: number;
  /** The salutation the person's profile gives (w: Frau, m: Herr, d: none), as an application keeps it. */
  salutation: "frau" | "herr" | null;
  /** The profile as the company sees it (positions, education, skills, languages), as plain text. */
  profileText: string;
}

/** The profile's text for an application's "Lebenslauf" text: what the talent search and the conversation show. */
function profileTextOf(person: typeof talentProfiles.$inferSelect): string {
  const period = (position: TalentPosition) =>
    `${monthText(position.from)} – ${position.to ? monthText(position.to) : "heute"}`;
  return [
    `Gewünschte Tätigkeit: ${person.desiredTitles.join(", ")}`,
    `${yearsText(person.experienceYears)}, ${person.city}`,
    "",
    "Berufserfahrung:",
    ...person.positions.map(
      (position) =>
        `- ${position.title} bei ${position.employer} (${period(position)})${position.description ? `: ${position.description}` : ""}`,
    ),
    "",
    "Ausbildung:",
    ...person.education.map(
      (item) => `- ${item.degree}, ${item.institution}${item.until ? ` (${item.until})` : " (laufend)"}`,
    ),
    "",
    `Kenntnisse: ${person.skills.join(", ")}`,
    `Sprachen: ${person.languages.map((language) => `${language.language} ${language.level}`).join(", ")}`,
  ].join("\n");
}

/**
 * The released data of a person whose contact request the company has accepted and who is still
 * in the pool, or null: only then may the company take them into an ad's pipeline (issue 34 §7).
 */
export async function releasedTalentOf(
  db: Executor,
  companyId: number,
  profileId: number,
  now: Date,
): Promise<ReleasedTalent | null> {
  const person = await profileInPool(db, profileId, now);
  if (!person || !(await acceptedProfiles(db, companyId, [profileId])).has(profileId)) return null;
  const salutation = person.gender === "w" ? "frau" : person.gender === "m" ? "herr" : null;
  return { profileId, ...releasedContactOf(person), salutation, profileText: profileTextOf(person) };
}
