import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { talentSavedSearchMailed, talentSavedSearches } from "@db/schema/active-sourcing";
import { membershipsOf, usersByIds } from "~/features/companies/companies.server";
import { queueMail } from "~/features/notifications/mail.server";
import { activeLicence } from "./licence.server";
import { headlineOf } from "./profile-text";
import { parseTalentSearch, searchParamsOf } from "./search-query";
import { searchTalents } from "./talent-search.server";
import { ALERT_DAYS, type SavedSearchAlert } from "./saved-search-rules";
import { DAY_MS } from "~/lib/days";

/**
 * Saved searches and their alerts (docs/active-sourcing.md, "Saved searches"). The alert looks
 * for people who opted in to the pool since its last run and match the search, and e-mails their
 * anonymised headlines to the search's owner; a person is mailed once per saved search.
 */

/** People an alert lists at most; the rest waits for the next run (they stay new). */
export const ALERT_MAX_PEOPLE = 20;

/** The query as the search reads it: parsed and written again, so unknown parameters and the page cursor go. */
export const normalisedQuery = (query: string) =>
  searchParamsOf({ ...parseTalentSearch(new URLSearchParams(query)), nach: undefined }).toString();

const nextAlertAt = (alert: SavedSearchAlert, from: Date) =>
  alert === "keine" ? null : new Date(from.getTime() + ALERT_DAYS[alert] * DAY_MS);

export async function savedSearchesOf(db: Executor, companyId: number) {
  const searches = await db
    .select({
      id: talentSavedSearches.id,
      name: talentSavedSearches.name,
      query: talentSavedSearches.query,
      alert: talentSavedSearches.alert,
      createdAt: talentSavedSearches.createdAt,
      nextAlertAt: talentSavedSearches.nextAlertAt,
      userId: talentSavedSearches.userId,
    })
    .from(talentSavedSearches)
    .where(eq(talentSavedSearches.companyId, companyId))
    .orderBy(desc(talentSavedSearches.createdAt), desc(talentSavedSearches.id));
  const owners = new Map(
    (
      await usersByIds(
        db,
        searches.map((search) => search.userId),
      )
    ).map((user) => [user.id, user]),
  );
  // A saved search goes with its owner, so each has one.
  return searches.flatMap((search) => {
    const owner = owners.get(search.userId);
    return owner ? [{ ...search, ownerFirstName: owner.firstName, ownerLastName: owner.lastName }] : [];
  });
}

export async function saveSearch(
  db: Executor,
  input: { companyId: number; userId: number; name: string; query: string; alert: SavedSearchAlert },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(talentSavedSearches)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      name: input.name,
      query: normalisedQuery(input.query),
      alert: input.alert,
      createdAt: now,
      checkedUntil: now,
      nextAlertAt: nextAlertAt(input.alert, now),
    })
    .returning({ id: talentSavedSearches.id });
  return row!.id;
}

/** Changes the alert of the company's saved search; false if it is not the company's. */
export async function setAlert(
  db: Executor,
  companyId: number,
  id: number,
  alert: SavedSearchAlert,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(talentSavedSearches)
    .set({ alert, nextAlertAt: nextAlertAt(alert, now) })
    .where(and(eq(talentSavedSearches.id, id), eq(talentSavedSearches.companyId, companyId)))
    .returning({ id: talentSavedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(talentSavedSearches)
    .where(and(eq(talentSavedSearches.id, id), eq(talentSavedSearches.companyId, companyId)))
    .returning({ id: talentSavedSearches.id });
  return rows.length > 0;
}

/** Saved searches whose alert is due, the longest waiting first. */
const ALERTS_PER_SWEEP = 200;

/** The people a saved search's alerts already named: each is mailed once per saved search. */
async function mailedIds(db: Executor, savedSearchId: number): Promise<Set<number>> {
  const rows = await db
    .select({ profileId: talentSavedSearchMailed.profileId })
    .from(talentSavedSearchMailed)
    .where(eq(talentSavedSearchMailed.savedSearchId, savedSearchId));
  return new Set(rows.map((row) => row.profileId));
}

/**
 * Runs the due alerts: for each, the people new to it (opted in after its last run, not mailed
 * by it before) who match its search; one e-mail to the owner if there are any. The owner must
 * still belong to the company and the company hold a licence; otherwise the run only moves on.
 */
export async function runSavedSearchAlerts(
  db: Database,
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<{ mailed: number; people: number }> {
  const due = await db
    .select({
      id: talentSavedSearches.id,
      companyId: talentSavedSearches.companyId,
      userId: talentSavedSearches.userId,
      name: talentSavedSearches.name,
      query: talentSavedSearches.query,
      alert: talentSavedSearches.alert,
      checkedUntil: talentSavedSearches.checkedUntil,
    })
    .from(talentSavedSearches)
    .where(lte(talentSavedSearches.nextAlertAt, now))
    .orderBy(asc(talentSavedSearches.nextAlertAt))
    .limit(ALERTS_PER_SWEEP);
  const userIds = due.map((saved) => saved.userId);
  const [owners, memberships] = await Promise.all([usersByIds(db, userIds), membershipsOf(db, userIds)]);
  const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
  let mailed = 0;
  let people = 0;
  for (const saved of due) {
    // A saved search goes with its owner, so each has one.
    const email = emails.get(saved.userId);
    if (email === undefined) continue;
    const alert = saved.alert as SavedSearchAlert;
    const member = memberships.get(saved.userId)?.has(saved.companyId) ?? false;
    const licensed = member && (await activeLicence(db, saved.companyId, now)) !== null;
    const hits = licensed
      ? (
          await searchTalents(db, parseTalentSearch(new URLSearchParams(saved.query)), now, {
            restrict: { consentAfter: saved.checkedUntil, excludedIds: await mailedIds(db, saved.id) },
          })
        ).hits.slice(0, ALERT_MAX_PEOPLE)
      : [];
    await db.transaction(async (tx) => {
      if (hits.length > 0) {
        await tx
          .insert(talentSavedSearchMailed)
          .values(hits.map((hit) => ({ savedSearchId: saved.id, profileId: hit.id, mailedAt: now })))
          .onConflictDoNothing();
        const lines = hits.map(
          (hit) => `- ${headlineOf(hit)}: ${baseUrl}/p/active-sourcing/search/candidate/${hit.id}`,
        );
        await queueMail(tx, {
          to: email,
          subject: `Neue Talente für Ihre Suche „${saved.name}“`,
          text: [
            `Seit der letzten Benachrichtigung passen ${hits.length === 1 ? "1 neues Talent" : `${hits.length} neue Talente`} zu Ihrer gespeicherten Suche „${saved.name}“:`,
            "",
            ...lines,
            "",
            `Zur Suche: ${baseUrl}/p/active-sourcing/search?${saved.query}`,
            `Benachrichtigungen ändern oder abbestellen: ${baseUrl}/p/active-sourcing/saved-search`,
          ].join("\n"),
        });
      }
      // Only people mailed now leave "new": those beyond the first twenty wait for the next run, and
      // without a licence the window stays, so the first alert after a renewal names who came meanwhile.
      const checkedUntil = licensed && hits.length < ALERT_MAX_PEOPLE ? now : saved.checkedUntil;
      await tx
        .update(talentSavedSearches)
        .set({ checkedUntil, nextAlertAt: nextAlertAt(alert, now) })
        .where(eq(talentSavedSearches.id, saved.id));
    });
    if (hits.length > 0) {
      mailed++;
      people += hits.length;
    }
  }
  return { mailed, people };
}
