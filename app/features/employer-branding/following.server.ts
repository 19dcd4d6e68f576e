import crypto from "node:crypto";
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  employerPageFollowerAlerts,
  employerPageFollowers,
  employerPageFollowLinksSpent,
} from "@db/schema/employer-branding";
import { viennaDay } from "~/lib/format";
import { mailboxOf } from "~/lib/mailbox";
import type { TokenSigner } from "~/lib/signed-token.server";
import { companyNames } from "~/features/companies/companies.server";
import { namedAdPublishedAfter } from "~/features/job-ads/reads.server";
import { queueMail } from "~/features/notifications/mail.server";
import { DAY_MS } from "~/lib/days";

/**
 * Following a company (issue 14, docs/employer-branding.md): a candidate asks on the employer
 * page, confirms by the link of an e-mail (double opt-in), and then gets at most one e-mail a day
 * with the company's new ads, each ad once, with a one-click unsubscribe link in every mail.
 * Before the confirmation nothing is stored: the link carries the signed request. A link confirms
 * once, and none sent before an unsubscribe works after it (decision 059).
 */

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;

interface FollowRequest {
  companyId: number;
  email: string;
  /** When the confirmation mail was sent (ms). */
  at: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface FollowPage {
  companyId: number;
  companyName: string;
  path: string;
}

/**
 * Sends the confirmation mail or, when the address already follows the company, a mail that says
 * so with its unsubscribe link. The page answers the same either way: it tells no one who follows
 * whom; the mailbox's owner learns it. The link's request is sealed (`TokenSigner.seal`): the
 * address it carries cannot be read from the link.
 */
export async function requestFollow(
  db: Executor,
  signer: TokenSigner,
  { page, email, baseUrl, now }: { page: FollowPage; email: string; baseUrl: string; now: Date },
): Promise<void> {
  const address = normalizeEmail(email);
  const [existing] = await db
    .select({ unsubscribeToken: employerPageFollowers.unsubscribeToken })
    .from(employerPageFollowers)
    .where(and(eq(employerPageFollowers.companyId, page.companyId), eq(employerPageFollowers.email, address)));
  if (existing) {
    await queueMail(db, {
      to: address,
      subject: `Sie folgen ${page.companyName} bereits`,
      text: [
        "Guten Tag,",
        "",
        `Sie haben auf der Seite von ${page.companyName} noch einmal „Firma folgen“ gewählt. Sie folgen ${page.companyName} bereits und erhalten neue Stellen weiterhin höchstens einmal am Tag per E-Mail; Sie müssen nichts tun.`,
        "",
        "Wenn Sie diese E-Mails nicht mehr erhalten möchten, melden Sie sich hier ab:",
        `${baseUrl}/job-alerts/abmelden?token=${existing.unsubscribeToken}`,
        "",
        "Ihr Arbeitgeberportal",
      ].join("\n"),
    });
    return;
  }
  const request: FollowRequest = { companyId: page.companyId, email: address, at: now.getTime() };
  const token = signer.seal(JSON.stringify(request));
  const link = `${baseUrl}${page.path}/folgen?token=${encodeURIComponent(token)}`;
  await queueMail(db, {
    to: address,
    subject: `Bitte bestätigen Sie: Neue Stellen von ${page.companyName} per E-Mail`,
    text: [
      "Guten Tag,",
      "",
      `Sie möchten per E-Mail erfahren, wenn ${page.companyName} eine neue Stelle ausschreibt. Bitte bestätigen Sie das mit diesem Link (gültig 7 Tage):`,
      "",
      link,
      "",
      "Sie erhalten dann höchstens eine E-Mail am Tag, und jede enthält einen Link zum Abmelden.",
      "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung speichern wir Ihre Adresse nicht.",
      "",
      "Ihr Arbeitgeberportal",
    ].join("\n"),
  });
}

function parseRequest(payload: string | null): FollowRequest | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<FollowRequest>;
    return typeof value.companyId === "number" && typeof value.email === "string" && typeof value.at === "number"
      ? { companyId: value.companyId, email: value.email, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/** What a confirmation link can still do. */
export type FollowLinkState = "open" | "spent" | "expired" | "invalid";

/** The key of a mailbox in `employer_page_follow_links_spent`: a digest, never the address. */
const mailboxDigest = (email: string) => crypto.createHash("sha256").update(mailboxOf(email)).digest("hex");

/** The signed request of a link, or why it cannot be used (before any spent link is looked up). */
function requestOfLink(
  signer: TokenSigner,
  { token, companyId, now }: { token: string; companyId: number; now: Date },
): FollowRequest | "expired" | "invalid" {
  const request = parseRequest(signer.open(token));
  if (!request || request.companyId !== companyId) return "invalid";
  if (now.getTime() - request.at > CONFIRMATION_TTL_MS) return "expired";
  return request;
}

/**
 * What the link of a confirmation mail can do, for the page it opens, without changing anything
 * (mail scanners open every link of a mail): "open" (confirm with the page's button), "spent"
 * (used once, or sent before an unsubscribe), "expired" (older than seven days) or "invalid".
 */
export async function followLinkState(
  db: Executor,
  signer: TokenSigner,
  link: { token: string; companyId: number; now: Date },
): Promise<FollowLinkState> {
  const request = requestOfLink(signer, link);
  if (typeof request === "string") return request;
  const [spent] = await db
    .select({ until: employerPageFollowLinksSpent.spentUntil })
    .from(employerPageFollowLinksSpent)
    .where(
      and(
        eq(employerPageFollowLinksSpent.companyId, link.companyId),
        eq(employerPageFollowLinksSpent.mailboxDigest, mailboxDigest(request.email)),
      ),
    );
  return spent && spent.until.getTime() >= request.at ? "spent" : "open";
}

/**
 * Confirms a follow from the link's token, once (decision 059): the link is spent in the same
 * statement that checks it, so of two confirmations at once only one stores the follower, and
 * every link of that mailbox sent before is spent with it. "confirmed", or why not.
 */
export async function confirmFollow(
  db: Database,
  signer: TokenSigner,
  link: { token: string; companyId: number; now: Date },
): Promise<"confirmed" | Exclude<FollowLinkState, "open">> {
  const request = requestOfLink(signer, link);
  if (typeof request === "string") return request;
  // A link made by a worker whose clock runs ahead is spent up to its own moment.
  const spentUntil = new Date(Math.max(link.now.getTime(), request.at));
  return db.transaction(async (tx) => {
    const spent = await tx
      .insert(employerPageFollowLinksSpent)
      .values({ companyId: link.companyId, mailboxDigest: mailboxDigest(request.email), spentUntil })
      .onConflictDoUpdate({
        target: [employerPageFollowLinksSpent.companyId, employerPageFollowLinksSpent.mailboxDigest],
        set: { spentUntil },
        setWhere: lt(employerPageFollowLinksSpent.spentUntil, new Date(request.at)),
      })
      .returning({ companyId: employerPageFollowLinksSpent.companyId });
    if (spent.length === 0) return "spent";
    await tx
      .insert(employerPageFollowers)
      .values({
        companyId: link.companyId,
        email: request.email,
        unsubscribeToken: crypto.randomBytes(24).toString("base64url"),
        confirmedAt: link.now,
      })
      .onConflictDoNothing();
    return "confirmed";
  });
}

/** The follow an unsubscribe link names, for the page that asks "Abmelden?", or null. */
export async function followOfToken(
  db: Executor,
  token: string,
): Promise<{ companyName: string; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ companyId: employerPageFollowers.companyId, email: employerPageFollowers.email })
    .from(employerPageFollowers)
    .where(eq(employerPageFollowers.unsubscribeToken, token));
  if (!row) return null;
  const companyName = (await companyNames(db, [row.companyId])).get(row.companyId);
  return companyName === undefined ? null : { companyName, email: row.email };
}

/**
 * Ends a follow: the address is deleted, and every confirmation link of its mailbox sent until now
 * is spent, so an old link cannot follow again; following again needs a new request. True when
 * there was one to end.
 */
export async function unsubscribe(db: Database, token: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(employerPageFollowers)
      .where(eq(employerPageFollowers.unsubscribeToken, token))
      .returning({ companyId: employerPageFollowers.companyId, email: employerPageFollowers.email });
    if (!ended) return false;
    await tx
      .insert(employerPageFollowLinksSpent)
      .values({ companyId: ended.companyId, mailboxDigest: mailboxDigest(ended.email), spentUntil: now })
      .onConflictDoUpdate({
        target: [employerPageFollowLinksSpent.companyId, employerPageFollowLinksSpent.mailboxDigest],
        set: { spentUntil: sql`greatest(${employerPageFollowLinksSpent.spentUntil}, excluded.spent_until)` },
      });
    return true;
  });
}

/** Forgets spent links older than any link can be: they would be refused as expired anyway. */
export async function forgetSpentFollowLinks(db: Executor, now: Date): Promise<number> {
  const forgotten = await db
    .delete(employerPageFollowLinksSpent)
    .where(lt(employerPageFollowLinksSpent.spentUntil, new Date(now.getTime() - CONFIRMATION_TTL_MS)))
    .returning({ companyId: employerPageFollowLinksSpent.companyId });
  return forgotten.length;
}

export async function followerCount(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(employerPageFollowers)
    .where(eq(employerPageFollowers.companyId, companyId));
  return row?.value ?? 0;
}

/** Confirmed follows per Vienna day of a company (for its figures). */
export async function followsPerDay(db: Executor, companyId: number, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${employerPageFollowers.confirmedAt} at time zone 'Europe/Vienna', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: count() })
    .from(employerPageFollowers)
    .where(and(eq(employerPageFollowers.companyId, companyId), gt(employerPageFollowers.confirmedAt, since)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** A live ad of the company for an alert: its title, public address and when it went live. */
export interface AlertJob {
  id: number;
  title: string;
  path: string;
  publishedAt: Date;
}

export interface AlertSettings {
  baseUrl: string;
  /** Alerts go out from this hour of the Vienna day on (a daily batch). */
  hour: number;
}

/** The hour of the day in Vienna. */
function viennaHour(now: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Vienna" });
  return Number(parts.formatToParts(now).find((part) => part.type === "hour")!.value);
}

const FOLLOWERS_PER_RUN = 500;

type Follower = typeof employerPageFollowers.$inferSelect;

/** The alert mail of one follower, naming the ads that are new to them. */
function alertMail(follower: Follower, name: string, fresh: AlertJob[], settings: AlertSettings) {
  const unsubscribeLink = `${settings.baseUrl}/job-alerts/abmelden?token=${follower.unsubscribeToken}`;
  return {
    to: follower.email,
    listUnsubscribe: `${settings.baseUrl}/job-alerts/abmelden/ein-klick?token=${follower.unsubscribeToken}`,
    subject:
      fresh.length === 1 ? `Neue Stelle bei ${name}: ${fresh[0]!.title}` : `${fresh.length} neue Stellen bei ${name}`,
    text: [
      "Guten Tag,",
      "",
      `${name} hat ${fresh.length === 1 ? "eine neue Stelle" : `${fresh.length} neue Stellen`} ausgeschrieben:`,
      "",
      ...fresh.flatMap((job) => [job.title, `${settings.baseUrl}${job.path}`, ""]),
      `Sie erhalten diese E-Mail, weil Sie ${name} folgen. Abmelden mit einem Klick:`,
      unsubscribeLink,
      "",
      "Ihr Arbeitgeberportal",
    ].join("\n"),
  };
}

/**
 * The daily alert: each follower not yet alerted today (Vienna) gets one e-mail with the
 * company's ads that went live since they confirmed and that no earlier alert named. Only
 * followers with such an ad are read (so those with nothing new never crowd out the rest of a
 * run), and the ads, names and earlier alerts are read once per run, not once per follower.
 * `liveJobs` answers which of a company's ads are live since a moment, with their addresses (the
 * job-ad feature's word).
 */
export async function sendFollowerAlerts(
  db: Database,
  settings: AlertSettings,
  now: Date,
  liveJobs: (companyId: number, since: Date) => Promise<AlertJob[]>,
): Promise<{ sent: number }> {
  if (viennaHour(now) < settings.hour) return { sent: 0 };
  const today = viennaDay(now);
  const followers = await db
    .select()
    .from(employerPageFollowers)
    .where(
      and(
        or(isNull(employerPageFollowers.lastAlertOn), lt(employerPageFollowers.lastAlertOn, today)),
        namedAdPublishedAfter(
          employerPageFollowers.companyId,
          employerPageFollowers.confirmedAt,
          (adId) => sql`not exists (select 1 from ${employerPageFollowerAlerts}
            where ${employerPageFollowerAlerts.followerId} = ${employerPageFollowers.id}
            and ${employerPageFollowerAlerts.jobAdId} = ${adId})`,
        ),
      ),
    )
    .orderBy(employerPageFollowers.id)
    .limit(FOLLOWERS_PER_RUN);
  if (followers.length === 0) return { sent: 0 };

  const companyIds = [...new Set(followers.map((follower) => follower.companyId))];
  const jobsOf = new Map<number, AlertJob[]>();
  for (const companyId of companyIds) {
    const since = new Date(
      Math.min(...followers.filter((f) => f.companyId === companyId).map((f) => f.confirmedAt.getTime())),
    );
    jobsOf.set(companyId, await liveJobs(companyId, since));
  }
  const names = await companyNames(db, companyIds);
  const jobIds = [...new Set([...jobsOf.values()].flat().map((job) => job.id))];
  const told = new Set(
    jobIds.length === 0
      ? []
      : (
          await db
            .select({ followerId: employerPageFollowerAlerts.followerId, jobAdId: employerPageFollowerAlerts.jobAdId })
            .from(employerPageFollowerAlerts)
            .where(
              and(
                inArray(
                  employerPageFollowerAlerts.followerId,
                  followers.map((follower) => follower.id),
                ),
                inArray(employerPageFollowerAlerts.jobAdId, jobIds),
              ),
            )
        ).map((row) => `${row.followerId}:${row.jobAdId}`),
  );

  let sent = 0;
  for (const follower of followers) {
    const fresh = (jobsOf.get(follower.companyId) ?? []).filter(
      (job) => job.publishedAt > follower.confirmedAt && !told.has(`${follower.id}:${job.id}`),
    );
    if (fresh.length === 0) continue;
    // The mail, the ads it names and the day go together: a failure sends nothing and records nothing.
    await db.transaction(async (tx) => {
      await queueMail(tx, alertMail(follower, names.get(follower.companyId) ?? "", fresh, settings));
      await tx
        .insert(employerPageFollowerAlerts)
        .values(fresh.map((job) => ({ followerId: follower.id, jobAdId: job.id, sentAt: now })))
        .onConflictDoNothing();
      await tx
        .update(employerPageFollowers)
        .set({ lastAlertOn: today })
        .where(eq(employerPageFollowers.id, follower.id));
    });
    sent++;
  }
  return { sent };
}
