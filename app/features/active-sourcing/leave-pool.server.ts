import { and, eq, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  talentAccessLog,
  talentContactRequests,
  talentMessages,
  talentNotes,
  talentProfiles,
  talentProjectCandidates,
  talentProjectHistory,
  talentSavedSearchMailed,
} from "@db/schema/active-sourcing";
import type { TokenSigner } from "~/lib/signed-token.server";
import { DAY_MS } from "~/lib/days";
import { requestOfToken } from "./contacts.server";

/**
 * A person leaves the talent pool through the link of one of their e-mails (docs/active-sourcing.md,
 * "Leaving the pool"): the consent is withdrawn and everything the pool held of them goes, at once
 * and for every company. What stays is what the companies' quota needs: the requests' rows (which
 * month used a unit), without any of the person's data; open requests give their unit back.
 */

export type LeaveRefusal = "invalid";

export async function leaveTalentPool(
  db: Database,
  signer: TokenSigner,
  token: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: LeaveRefusal }> {
  return db.transaction(async (tx) => {
    const request = await requestOfToken(tx, signer, token, now);
    if (!request) return { ok: false, reason: "invalid" } as const;
    const [person] = await tx
      .select({ id: talentProfiles.id, withdrawnAt: talentProfiles.consentWithdrawnAt })
      .from(talentProfiles)
      .where(eq(talentProfiles.id, request.profileId))
      .for("update");
    if (!person || person.withdrawnAt !== null) return { ok: false, reason: "invalid" } as const;
    const profileId = person.id;
    // The person's words and the companies' words about the person: conversations, notes, projects.
    await tx.delete(talentMessages).where(eq(talentMessages.profileId, profileId));
    await tx.delete(talentNotes).where(eq(talentNotes.profileId, profileId));
    await tx.delete(talentProjectHistory).where(eq(talentProjectHistory.profileId, profileId));
    await tx.delete(talentProjectCandidates).where(eq(talentProjectCandidates.profileId, profileId));
    await tx.delete(talentSavedSearchMailed).where(eq(talentSavedSearchMailed.profileId, profileId));
    await tx.delete(talentAccessLog).where(eq(talentAccessLog.profileId, profileId));
    // An unanswered request will never be answered: its unit goes back, as after 14 days of silence.
    await tx
      .update(talentContactRequests)
      .set({ state: "abgelaufen", refunded: true, decidedAt: now })
      .where(and(eq(talentContactRequests.profileId, profileId), eq(talentContactRequests.state, "offen")));
    // The consent's withdrawal takes the person out of the search (trigger of talent_search_rows);
    // the row keeps only what identifies nobody, so the requests that used quota can stay.
    await tx
      .update(talentProfiles)
      .set({
        consentWithdrawnAt: now,
        gender: "d",
        firstName: "",
        lastName: "",
        email: "",
        phone: null,
        desiredTitles: [],
        positions: [],
        education: [],
        skills: [],
        languages: [],
        languageLevels: [],
        city: "",
        postcode: "",
        state: "",
        latitude: 0,
        longitude: 0,
        salaryExpectation: null,
        availableFrom: null,
        summary: "",
        searchVector: sql`''::tsvector`,
      })
      .where(eq(talentProfiles.id, profileId));
    return { ok: true } as const;
  });
}

/**
 * How long the person's page lists who saw their profile. A year answers "who looked at me" for the
 * time a profile is found at all (12 months of inactivity take it out of the search); older entries
 * are deleted by the sweep `sweep-talent-contacts`.
 */
export const ACCESS_LOG_RETENTION_DAYS = 365;

export async function deleteOldAccessLog(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * DAY_MS);
  const rows = await db
    .delete(talentAccessLog)
    .where(lte(talentAccessLog.at, before))
    .returning({ id: talentAccessLog.id });
  return rows.length;
}
