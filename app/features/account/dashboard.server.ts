import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { companyMessages } from "@db/schema/account";
import { creditBalance, creditLotsOf } from "~/features/billing/credits.server";
import { recentApplicationsOf, type RecentApplication } from "~/features/applications/overview.server";
import { countLiveAds, draftsSentBackOf, liveAdsEndingBy } from "~/features/job-ads/reads.server";
import { latestQaDecisionsOf } from "~/features/qa/reports.server";
import { DAY_MS } from "~/lib/days";

/** Ads running out within this window are listed on the dashboard. */
export const EXPIRY_WINDOW_DAYS = 7;
const RECENT_APPLICATIONS = 8;
const UNREAD_MESSAGES = 10;

export interface DashboardData {
  activeJobAds: number;
  credits: { balance: number; nextExpiry: { credits: number; expiresAt: Date } | null };
  recentApplications: RecentApplication[];
  unreadApplications: number;
  unreadMessages: Array<{ id: number; subject: string; createdAt: Date }>;
  expiringJobAds: Array<{ id: number; title: string; expiresAt: Date }>;
  /** Drafts QA sent back (their latest report is a rejection), newest first. */
  rejectedJobAds: Array<{ id: number; title: string }>;
}

/** Everything the Übersicht shows for one company, at one instant. */
export async function loadDashboard(db: Executor, companyId: number, now = new Date()): Promise<DashboardData> {
  const activeJobAds = await countLiveAds(db, companyId, now);
  const balance = await creditBalance(db, companyId, now);
  const [nextLot] = await creditLotsOf(db, companyId, now);
  const applicationsSeen = await recentApplicationsOf(db, companyId, RECENT_APPLICATIONS);
  const unreadMessages = await db
    .select({ id: companyMessages.id, subject: companyMessages.subject, createdAt: companyMessages.createdAt })
    .from(companyMessages)
    .where(and(eq(companyMessages.companyId, companyId), isNull(companyMessages.readAt)))
    .orderBy(desc(companyMessages.createdAt), desc(companyMessages.id))
    .limit(UNREAD_MESSAGES);
  const expiring = await liveAdsEndingBy(db, companyId, now, new Date(now.getTime() + EXPIRY_WINDOW_DAYS * DAY_MS));

  return {
    rejectedJobAds: await draftsSentBackOf(db, companyId, latestQaDecisionsOf),
    activeJobAds,
    credits: { balance, nextExpiry: nextLot ? { credits: nextLot.remaining, expiresAt: nextLot.expiresAt } : null },
    recentApplications: applicationsSeen.recent,
    unreadApplications: applicationsSeen.unread,
    unreadMessages,
    expiringJobAds: expiring.flatMap((ad) => (ad.expiresAt ? [{ ...ad, expiresAt: ad.expiresAt }] : [])),
  };
}

export interface OpenedMessage {
  id: number;
  subject: string;
  body: string;
  createdAt: Date;
}

/** Marks one of the company's messages read and returns it; null for anyone else's message. */
export async function openMessage(
  db: Executor,
  companyId: number,
  messageId: number,
  now = new Date(),
): Promise<OpenedMessage | null> {
  // The first opening counts: reading a message again keeps its read time.
  const [opened] = await db
    .update(companyMessages)
    .set({ readAt: sql`coalesce(${companyMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(companyMessages.id, messageId), eq(companyMessages.companyId, companyId)))
    .returning({
      id: companyMessages.id,
      subject: companyMessages.subject,
      body: companyMessages.body,
      createdAt: companyMessages.createdAt,
    });
  return opened ?? null;
}
