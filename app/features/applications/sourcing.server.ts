import { z } from "zod";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationEvents, applications, type ApplicationSalutation } from "@db/schema/applications";
import { adSummaries, liveAdOf } from "~/features/job-ads/reads.server";
import { newAccessKey } from "./candidate-links.server";
import type { Actor } from "./history.server";
import { recordApplicationReceived } from "./integration-events.server";
import { INBOX_STAGE } from "./stages";

/**
 * Applications taken from Active Sourcing (issue 34 §7, decision 071): a person who accepted the
 * company's contact request is put into one of its ads' pipelines with the data they released.
 * The route composes: active-sourcing says whether and what was released (`releasedTalentOf`),
 * this command owns the application. One application per person and ad (a unique index).
 */

/** The data a person released by accepting the contact request, as the application keeps it. */
export interface SourcedTalent {
  profileId: number;
  /** From the profile's gender (decision 081): mails greet the person as the talent pool did. */
  salutation: ApplicationSalutation | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The profile as text: the application's "Lebenslauf" text (found by the inbox's search). */
  profileText: string;
}

export type SourcingResult =
  | { ok: true; created: boolean; applicationId: number; adTitle: string; message: string }
  | { ok: false; status: 400; message: string };

export const SOURCE_SOURCING = "sourcing";

/**
 * Adds the person to the company's live ad's pipeline, in the inbox stage, unread, with a history
 * entry; no mail goes to the person (they did not apply). The second time for the same person and
 * ad nothing changes and the answer names the application that exists.
 */
export async function addSourcedApplication(
  db: Database,
  companyId: number,
  jobAdId: number,
  talent: SourcedTalent,
  actor: Actor,
  now: Date,
): Promise<SourcingResult> {
  const ad = await liveAdOf(db, companyId, jobAdId, now);
  if (!ad) return { ok: false, status: 400, message: "Bitte wählen Sie ein aktives Inserat Ihres Unternehmens." };
  const name = `${talent.firstName} ${talent.lastName}`;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobAdId,
        companyId,
        candidateName: name,
        firstName: talent.firstName,
        lastName: talent.lastName,
        salutation: talent.salutation,
        email: talent.email,
        phone: talent.phone,
        source: SOURCE_SOURCING,
        sourcingProfileId: talent.profileId,
        cvText: talent.profileText,
        stage: INBOX_STAGE,
        // The key of the thread's reply link, as for every application the company may write to.
        accessKey: newAccessKey(),
        receivedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!inserted) {
      const existing = await sourcedApplicationOn(tx, companyId, jobAdId, talent.profileId);
      return {
        ok: true,
        created: false,
        applicationId: existing!,
        adTitle: ad.title,
        message: `${name} ist bereits im Bewerber-Manager für „${ad.title}“.`,
      };
    }
    await tx.insert(applicationEvents).values({
      applicationId: inserted.id,
      companyId,
      at: now,
      actorName: actor.name,
      kind: "sourced",
      toStage: INBOX_STAGE,
      detail: "",
    });
    await recordApplicationReceived(
      tx,
      { companyId, applicationId: inserted.id, jobAdId },
      { stage: INBOX_STAGE, source: "sourcing", at: now },
    );
    return {
      ok: true,
      created: true,
      applicationId: inserted.id,
      adTitle: ad.title,
      message: `${name} wurde in den Bewerber-Manager für „${ad.title}“ übernommen.`,
    };
  });
}

async function sourcedApplicationOn(tx: Executor, companyId: number, jobAdId: number, profileId: number) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.jobAdId, jobAdId),
        eq(applications.sourcingProfileId, profileId),
      ),
    );
  return row?.id ?? null;
}

/** The company's applications taken from the person's conversation, with their ads: the way back from it. */
export async function sourcedApplicationsOf(
  db: Executor,
  companyId: number,
  profileId: number,
): Promise<{ id: number; adId: number; adTitle: string }[]> {
  const rows = await db
    .select({ id: applications.id, adId: applications.jobAdId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.sourcingProfileId, profileId)))
    .orderBy(asc(applications.receivedAt), asc(applications.id));
  const ads = await adSummaries(
    db,
    rows.map((row) => row.adId),
  );
  return rows.map((row) => ({ ...row, adTitle: ads.get(row.adId)?.title ?? "Inserat" }));
}

/** An application of the company that came from a talent's profile: the "beworben" mark's link. */
export interface ProfileApplication {
  id: number;
  adTitle: string;
}

/**
 * The named read behind Active Sourcing's mark "Beworben" (decision 081): for each of the profiles,
 * the company's applications linked to it (`sourcing_profile_id`, oldest first). Anonymised and
 * withdrawn ones are left out: they no longer belong to a person. Two queries for any number of
 * profiles (the applications, then their ads' titles). Active Sourcing never imports this module:
 * its routes pass the read in (decisions 062 and 071).
 */
export async function profilesWithApplications(
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
): Promise<Map<number, ProfileApplication[]>> {
  const found = new Map<number, ProfileApplication[]>();
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: applications.id, adId: applications.jobAdId, profileId: applications.sourcingProfileId })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.sourcingProfileId, ids),
        isNull(applications.anonymisedAt),
      ),
    )
    .orderBy(asc(applications.receivedAt), asc(applications.id));
  const ads = await adSummaries(
    db,
    rows.map((row) => row.adId),
  );
  for (const row of rows) {
    const list = found.get(row.profileId!) ?? [];
    list.push({ id: row.id, adTitle: ads.get(row.adId)?.title ?? "Inserat" });
    found.set(row.profileId!, list);
  }
  return found;
}

/** The form on the person's conversation: which of the company's live ads to add them to. */
export const sourcingFormSchema = z.object({
  intent: z.literal("bewerber-manager"),
  inserat: z.coerce
    .number("Bitte wählen Sie ein Inserat.")
    .int("Bitte wählen Sie ein Inserat.")
    .positive("Bitte wählen Sie ein Inserat."),
});
