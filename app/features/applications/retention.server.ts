import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { applications } from "@db/schema/applications";
import { closedAt } from "~/features/job-ads/lifecycle";
import { adIsClosed, adSummaries } from "~/features/job-ads/reads.server";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import { queueMail } from "~/features/notifications/mail.server";
import { anonymiseApplications } from "./anonymise.server";
import { candidateLink, CANDIDATE_PATHS, candidateToken } from "./candidate-links.server";
import { greetingOf } from "./greeting";
import { retainUntil, TALENT_POOL_REMINDER_DAYS } from "./retention";
import { DAY_MS } from "~/lib/days";

/** Applications per run of each step; the rest waits for the next run. */
const BATCH = 500;

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
  // The applications of closed ads (the job-ad lifecycle's word) start their retention clock.
  const open = await db
    .select({ id: applications.id, talentPoolUntil: applications.talentPoolUntil, jobAdId: applications.jobAdId })
    .from(applications)
    .where(and(isNull(applications.retainUntil), isNull(applications.anonymisedAt), adIsClosed(applications.jobAdId)))
    .limit(BATCH);
  const closedAds = await adSummaries(
    db,
    open.map((row) => row.jobAdId),
  );
  for (const row of open) {
    const ad = closedAds.get(row.jobAdId);
    if (!ad) continue;
    await db
      .update(applications)
      .set({ retainUntil: retainUntil(closedAt(ad, now), row.talentPoolUntil) })
      .where(and(eq(applications.id, row.id), isNull(applications.retainUntil)));
  }

  const reminderDue = new Date(now.getTime() + TALENT_POOL_REMINDER_DAYS * DAY_MS);
  const toRemind = await db
    .select({
      id: applications.id,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      salutation: applications.salutation,
      accessKey: applications.accessKey,
      talentPoolUntil: applications.talentPoolUntil,
      jobAdId: applications.jobAdId,
    })
    .from(applications)
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
  const remindedAds = await adSummaries(
    db,
    toRemind.map((row) => row.jobAdId),
  );
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
          greetingOf(row),
          "",
          `Sie haben bei Ihrer Bewerbung als „${remindedAds.get(row.jobAdId)?.title ?? ""}“ zugestimmt, dass Ihre Daten im Talentpool des Unternehmens bleiben. Diese Zustimmung endet am ${row.talentPoolUntil.toLocaleDateString("de-AT", { timeZone: "Europe/Vienna" })}; danach löschen wir Ihre Daten automatisch.`,
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
