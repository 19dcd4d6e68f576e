import crypto from "node:crypto";
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { companies, employerPageFollowerAlerts, employerPageFollowers, jobAds } from "@db/schema";
import { viennaDay } from "~/lib/format";
import type { TokenSigner } from "~/lib/signed-token.server";
import { queueMail } from "~/features/notifications/mail.server";

/**
 * Following a company (issue 14, docs/employer-branding.md): a candidate asks on the employer
 * page, confirms by the link of an e-mail (double opt-in), and then gets at most one e-mail a day
 * with the company's new ads, each ad once, with a one-click unsubscribe link in every mail.
 * Before the confirmation nothing is stored: the link carries the signed request.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 3_600_000;

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
 * Sends the confirmation mail, unless the address already follows the company (the page answers
 * the same either way: it tells no one who follows whom).
 */
export async function requestFollow(
  db: Executor,
  signer: TokenSigner,
  { page, email, baseUrl, now }: { page: FollowPage; email: string; baseUrl: string; now: Date },
): Promise<void> {
  const address = normalizeEmail(email);
  const [existing] = await db
    .select({ id: employerPageFollowers.id })
    .from(employerPageFollowers)
    .where(and(eq(employerPageFollowers.companyId, page.companyId), eq(employerPageFollowers.email, address)));
  if (existing) return;
  const request: FollowRequest = { companyId: page.companyId, email: address, at: now.getTime() };
  const token = signer.sign(JSON.stringify(request));
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

/**
 * Confirms a follow from the link's token: "confirmed" (now or before), "expired" (older than
 * seven days) or "invalid" (not the portal's, or for another company's page).
 */
export async function confirmFollow(
  db: Executor,
  signer: TokenSigner,
  { token, companyId, now }: { token: string; companyId: number; now: Date },
): Promise<"confirmed" | "expired" | "invalid"> {
  const request = parseRequest(signer.verify(token));
  if (!request || request.companyId !== companyId) return "invalid";
  if (now.getTime() - request.at > CONFIRMATION_TTL_MS) return "expired";
  await db
    .insert(employerPageFollowers)
    .values({
      companyId,
      email: request.email,
      unsubscribeToken: crypto.randomBytes(24).toString("base64url"),
      confirmedAt: now,
    })
    .onConflictDoNothing();
  return "confirmed";
}

/** The follow an unsubscribe link names, for the page that asks "Abmelden?", or null. */
export async function followOfToken(
  db: Executor,
  token: string,
): Promise<{ companyName: string; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ companyName: companies.fullName, email: employerPageFollowers.email })
    .from(employerPageFollowers)
    .innerJoin(companies, eq(companies.id, employerPageFollowers.companyId))
    .where(eq(employerPageFollowers.unsubscribeToken, token));
  return row ?? null;
}

/** Ends a follow: the address is deleted. True when there was one to end. */
export async function unsubscribe(db: Executor, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  const deleted = await db
    .delete(employerPageFollowers)
    .where(eq(employerPageFollowers.unsubscribeToken, token))
    .returning({ id: employerPageFollowers.id });
  return deleted.length > 0;
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
        sql`exists (select 1 from ${jobAds} where ${jobAds.companyId} = ${employerPageFollowers.companyId}
          and ${jobAds.status} = 'active' and ${jobAds.anonymous} = false
          and ${jobAds.publishedAt} > ${employerPageFollowers.confirmedAt}
          and not exists (select 1 from ${employerPageFollowerAlerts}
            where ${employerPageFollowerAlerts.followerId} = ${employerPageFollowers.id}
            and ${employerPageFollowerAlerts.jobAdId} = ${jobAds.id}))`,
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
  const names = new Map(
    (
      await db
        .select({ id: companies.id, name: companies.fullName })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    ).map((row) => [row.id, row.name]),
  );
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
