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
 * the company's projects they are in, and its applications that came from the profile ("beworben").
 * One read for a whole list of profiles: a fixed number of queries, whatever the list's length
 * (search, matching, a project's board).
 */

export interface TalentRelation {
  /** The state of the company's latest request to the person; null: never asked. */
  request: RequestState | null;
  /** "Sabine Hofer" once the person accepted one of the company's requests and is in the pool. */
  name: string | null;
  projects: Array<{ id: number; name: string; stage: ProjectStage }>;
  /** The company's applications that came from the profile (mark "Beworben"), oldest first. */
  applications: ProfileApplication[];
}

export interface ProfileApplication {
  id: number;
  adTitle: string;
}

/**
 * The applications of the company linked to each profile: applications' `profilesWithApplications`.
 * Active Sourcing does not import the applications feature; the routes pass the read in (decision 081).
 */
export type ApplicationsOfProfiles = (
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
) => Promise<Map<number, ProfileApplication[]>>;

export const NO_RELATION: TalentRelation = { request: null, name: null, projects: [], applications: [] };

/**
 * The company's relation to each of `profileIds` that it has one with (others are absent). Without
 * `applicationsOf` the applications are not read (a project's entry stage needs only the request).
 */
export async function relationsOf(
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
  now: Date,
  applicationsOf?: ApplicationsOfProfiles,
): Promise<Map<number, TalentRelation>> {
  const ids = [...new Set(profileIds)];
  const relations = new Map<number, TalentRelation>();
  if (ids.length === 0) return relations;
  await expireDueRequests(db, now, companyId);
  const activeSince = new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
  const requests = talentContactRequests;
  const [asked, projects, applied] = await Promise.all([
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
    applicationsOf ? applicationsOf(db, companyId, ids) : new Map<number, ProfileApplication[]>(),
  ]);
  const relationOf = (profileId: number) => {
    let relation = relations.get(profileId);
    if (!relation) {
      relation = { request: null, name: null, projects: [], applications: [] };
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
  for (const [profileId, applications] of applied) relationOf(profileId).applications = applications;
  return relations;
}

/** The relations as a plain record for a loader's answer (profile id → relation). */
export async function relationRecordOf(
  db: Executor,
  companyId: number,
  profileIds: readonly number[],
  now: Date,
  applicationsOf: ApplicationsOfProfiles,
): Promise<Record<number, TalentRelation>> {
  return Object.fromEntries(await relationsOf(db, companyId, profileIds, now, applicationsOf));
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
