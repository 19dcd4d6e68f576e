import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { applications } from "@db/schema/applications";
import { jobAds } from "@db/schema/job-ads";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import { queueMail } from "~/features/notifications/mail.server";
import { anonymiseApplications } from "./anonymise.server";
import { candidateLink, CANDIDATE_PATHS, candidateToken } from "./candidate-links.server";
import { retainUntil, TALENT_POOL_REMINDER_DAYS } from "./retention";
import { DAY_MS } from "~/lib/days";

/** Applications per run of each step; the rest waits for the next run. */
const BATCH = 500;

/** Ads in these states take no more applications: their applications' retention clock runs. */
const CLOSED_AD_STATES = ["expired", "deactivated", "deleted"] as const;

/** When an ad stopped taking applications: its run's end when it expired, else when the sweep saw it closed. */
function closedAt(ad: { status: string; expiresAt: Date | null }, now: Date): Date {
  return ad.status === "expired" && ad.expiresAt && ad.expiresAt < now ? ad.expiresAt : now;
}

export interface RetentionResult {
  dated: number;
  reminded: number;
  anonymised: number;
}

/**
 * The retention sweep (docs/applications.md): dates the applications of ads that closed, reminds
 * candidates whose talent-pool consent runs out within 30 days, and anonymises what is due.
 */
export async function runApplicationRetention(
  db: Database,
  store: DocumentStore,
  signer: TokenSigner,
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<RetentionResult> {
  const open = await db
    .select({
      id: applications.id,
      talentPoolUntil: applications.talentPoolUntil,
      status: jobAds.status,
      expiresAt: jobAds.expiresAt,
    })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobAdId))
    .where(
      and(
        isNull(applications.retainUntil),
        isNull(applications.anonymisedAt),
        inArray(jobAds.status, [...CLOSED_AD_STATES]),
      ),
    )
    .limit(BATCH);
  for (const row of open) {
    await db
      .update(applications)
      .set({ retainUntil: retainUntil(closedAt(row, now), row.talentPoolUntil) })
      .where(and(eq(applications.id, row.id), isNull(applications.retainUntil)));
  }

  const reminderDue = new Date(now.getTime() + TALENT_POOL_REMINDER_DAYS * DAY_MS);
  const toRemind = await db
    .select({
      id: applications.id,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      accessKey: applications.accessKey,
      talentPoolUntil: applications.talentPoolUntil,
      title: jobAds.title,
    })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobAdId))
    .where(
      and(
        isNull(applications.anonymisedAt),
        isNull(applications.talentPoolReminderAt),
        isNotNull(applications.talentPoolUntil),
        lte(applications.talentPoolUntil, reminderDue),
        sql`${applications.talentPoolUntil} > ${now}`,
      ),
    )
    .limit(BATCH);
  for (const row of toRemind) {
    await db.transaction(async (tx) => {
      await tx.update(applications).set({ talentPoolReminderAt: now }).where(eq(applications.id, row.id));
      if (!row.email || !row.accessKey || !row.talentPoolUntil) return;
      const token = candidateToken(signer, row.id, row.accessKey);
      await queueMail(tx, {
        applicationId: row.id,
        to: row.email,
        subject: "Ihre Daten im Talentpool werden bald gelöscht",
        text: [
          `Guten Tag ${row.firstName} ${row.lastName},`,
          "",
          `Sie haben bei Ihrer Bewerbung als „${row.title}“ zugestimmt, dass Ihre Daten im Talentpool des Unternehmens bleiben. Diese Zustimmung endet am ${row.talentPoolUntil.toLocaleDateString("de-AT", { timeZone: "Europe/Vienna" })}; danach löschen wir Ihre Daten automatisch.`,
          "",
          "Sie müssen nichts tun. Möchten Sie im Talentpool bleiben, bewerben Sie sich einfach erneut auf eine passende Stelle.",
          "",
          "Ihre Daten schon jetzt löschen:",
          candidateLink(baseUrl, CANDIDATE_PATHS.withdraw, token),
          "",
          "Ihr Arbeitgeberportal",
        ].join("\n"),
      });
    });
  }

  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNull(applications.anonymisedAt), lte(applications.retainUntil, now)))
    .orderBy(asc(applications.retainUntil))
    .limit(BATCH);
  const anonymised = await anonymiseApplications(
    db,
    store,
    due.map((row) => row.id),
    { now, reason: "retention", actorName: "System" },
  );
  return { dated: open.length, reminded: toRemind.length, anonymised };
}
