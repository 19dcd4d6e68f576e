import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import {
  talentContactRequests,
  talentProfiles,
  talentProjectCandidates,
  talentProjects,
} from "@db/schema/active-sourcing";
import { DAY_MS } from "~/lib/days";
import { expireDueRequests, type RequestState } from "./contacts.server";
import type { ProjectStage } from "./project-stages";
import { INACTIVE_AFTER_DAYS } from "./talent-search.server";

/**
 * Where a company stands with people of the pool (docs/active-sourcing.md, "Relations"): the
 * latest contact request's state, the name once the person accepted (while they are in the pool),
 * and the company's projects they are in. One read for a whole list of profiles: two queries,
 * whatever the list's length (search, matching, a project's board).
 */

export interface TalentRelation {
  /** The state of the company's latest request to the person; null: never asked. */
  request: RequestState | null;
  /** "Sabine Hofer" once the person accepted one of the company's requests and is in the pool. */
  name: string | null;
  projects: Array<{ id: number; name: string; stage: ProjectStage }>;
}

export const NO_RELATION: TalentRelation = { request: null, name: null, projects: [] };

/** The company's relation to each of `profileIds` that it has one with (others are absent). */
export async function relationsOf(
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
  now: Date,
): Promise<Map<number, TalentRelation>> {
  const ids = [...new Set(profileIds)];
  const relations = new Map<number, TalentRelation>();
  if (ids.length === 0) return relations;
  await expireDueRequests(db, now, companyId);
  const activeSince = new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
  const requests = talentContactRequests;
  const [asked, projects] = await Promise.all([
    db
      .select({
        profileId: requests.profileId,
        state: sql<RequestState>`(array_agg(${requests.state} order by ${requests.sentAt} desc, ${requests.id} desc))[1]`,
        accepted: sql<boolean>`bool_or(${requests.state} = 'angenommen')`,
        firstName: talentProfiles.firstName,
        lastName: talentProfiles.lastName,
        inPool: sql<boolean>`(${talentProfiles.consentWithdrawnAt} is null and ${talentProfiles.lastActiveAt} > ${activeSince.toISOString()}::timestamptz)`,
      })
      .from(requests)
      .innerJoin(talentProfiles, eq(talentProfiles.id, requests.profileId))
      .where(and(eq(requests.companyId, companyId), inArray(requests.profileId, ids)))
      .groupBy(requests.profileId, talentProfiles.id),
    db
      .select({
        profileId: talentProjectCandidates.profileId,
        id: talentProjects.id,
        name: talentProjects.name,
        stage: talentProjectCandidates.stage,
      })
      .from(talentProjectCandidates)
      .innerJoin(talentProjects, eq(talentProjects.id, talentProjectCandidates.projectId))
      .where(and(eq(talentProjects.companyId, companyId), inArray(talentProjectCandidates.profileId, ids)))
      .orderBy(asc(talentProjects.name), asc(talentProjects.id)),
  ]);
  const relationOf = (profileId: number) => {
    let relation = relations.get(profileId);
    if (!relation) {
      relation = { request: null, name: null, projects: [] };
      relations.set(profileId, relation);
    }
    return relation;
  };
  for (const row of asked) {
    const relation = relationOf(row.profileId);
    relation.request = row.state;
    relation.name = row.accepted && row.inPool ? `${row.firstName} ${row.lastName}` : null;
  }
  for (const row of projects) {
    relationOf(row.profileId).projects.push({ id: row.id, name: row.name, stage: row.stage as ProjectStage });
  }
  return relations;
}

/** The relations as a plain record for a loader's answer (profile id → relation). */
export async function relationRecordOf(
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
  now: Date,
): Promise<Record<number, TalentRelation>> {
  return Object.fromEntries(await relationsOf(db, companyId, profileIds, now));
}

/**
 * The stage a person enters a project in, from where the company stands with them: an open request
 * is "Kontaktiert", an accepted one "Interessiert"; otherwise "Vorgemerkt".
 */
export function entryStageOf(request: RequestState | null): ProjectStage {
  if (request === "offen") return "kontaktiert";
  if (request === "angenommen") return "interessiert";
  return "vorgemerkt";
}
