import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  talentNotes,
  talentProfiles,
  talentProjectCandidates,
  talentProjectHistory,
  talentProjectMembers,
  talentProjects,
} from "@db/schema/active-sourcing";
import { colleaguesOf, usersByIds } from "~/features/companies/companies.server";
import { adSummaries, companyAdSummary } from "~/features/job-ads/reads.server";
import { headlineOf } from "./profile-text";
import { profileInPool } from "./profiles.server";
import { PROJECT_STAGES, type ProjectStage } from "./project-stages";
import { NOT_AVAILABLE } from "./contacts.server";
import {
  entryStageOf,
  NO_RELATION,
  relationsOf,
  type ApplicationsOfProfiles,
  type TalentRelation,
} from "./relations.server";
import { INACTIVE_AFTER_DAYS } from "./talent-search.server";
import { DAY_MS } from "~/lib/days";

/**
 * Sourcing projects and notes (docs/active-sourcing.md, "Projects"): a company's named lists of
 * people in stages, with the colleagues who work on them and a history of every move. Every
 * function takes the company: a project of another company is as unknown as a missing one.
 */

export interface Actor {
  id: number;
  name: string;
}

export interface ProjectSummary {
  id: number;
  name: string;
  jobAdTitle: string | null;
  createdAt: Date;
  members: string[];
  counts: Record<ProjectStage, number>;
  total: number;
}

export async function projectsOf(db: Executor, companyId: number): Promise<ProjectSummary[]> {
  const projects = await db
    .select({
      id: talentProjects.id,
      name: talentProjects.name,
      createdAt: talentProjects.createdAt,
      jobAdId: talentProjects.jobAdId,
    })
    .from(talentProjects)
    .where(eq(talentProjects.companyId, companyId))
    .orderBy(desc(talentProjects.createdAt), desc(talentProjects.id));
  const ids = projects.map((project) => project.id);
  if (ids.length === 0) return [];
  const [ads, stageCounts, memberships] = await Promise.all([
    adSummaries(
      db,
      projects.flatMap((project) => (project.jobAdId === null ? [] : [project.jobAdId])),
    ),
    db
      .select({ projectId: talentProjectCandidates.projectId, stage: talentProjectCandidates.stage, n: count() })
      .from(talentProjectCandidates)
      .where(inArray(talentProjectCandidates.projectId, ids))
      .groupBy(talentProjectCandidates.projectId, talentProjectCandidates.stage),
    db
      .select({ projectId: talentProjectMembers.projectId, userId: talentProjectMembers.userId })
      .from(talentProjectMembers)
      .where(inArray(talentProjectMembers.projectId, ids)),
  ]);
  const memberIds = memberships.map((row) => row.userId);
  const users = await usersByIds(db, memberIds);
  const membersOf = (projectId: number) => {
    const ids = new Set(memberships.flatMap((row) => (row.projectId === projectId ? [row.userId] : [])));
    return users.filter((user) => ids.has(user.id)).map((user) => user.name);
  };
  return projects.map(({ jobAdId, ...project }) => {
    const counts = Object.fromEntries(PROJECT_STAGES.map((stage) => [stage.key, 0])) as Record<ProjectStage, number>;
    for (const row of stageCounts) if (row.projectId === project.id) counts[row.stage as ProjectStage] = row.n;
    return {
      ...project,
      jobAdTitle: jobAdId === null ? null : (ads.get(jobAdId)?.title ?? null),
      members: membersOf(project.id),
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    };
  });
}

export type ProjectRefusal = "job-ad" | "member";

/** A new project; members must be colleagues, the ad one of the company's. The creator is always a member. */
export async function createProject(
  db: Database,
  companyId: number,
  actor: Actor,
  input: { name: string; jobAdId: number | null; memberIds: number[] },
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; reason: ProjectRefusal }> {
  return db.transaction(async (tx) => {
    if (input.jobAdId !== null) {
      if (!(await companyAdSummary(tx, companyId, input.jobAdId))) return { ok: false, reason: "job-ad" } as const;
    }
    const colleagues = new Set((await colleaguesOf(tx, companyId)).map((colleague) => colleague.id));
    const memberIds = [...new Set([actor.id, ...input.memberIds])];
    if (memberIds.some((id) => !colleagues.has(id))) return { ok: false, reason: "member" } as const;
    const [project] = await tx
      .insert(talentProjects)
      .values({ companyId, name: input.name, jobAdId: input.jobAdId, createdBy: actor.id, createdAt: now })
      .returning({ id: talentProjects.id });
    await tx.insert(talentProjectMembers).values(memberIds.map((userId) => ({ projectId: project!.id, userId })));
    return { ok: true, id: project!.id } as const;
  });
}

export interface ProjectCandidate {
  profileId: number;
  title: string;
  available: boolean;
  /** Where the company stands with the person, also by contacts made outside this project. */
  relation: TalentRelation;
  stage: ProjectStage;
  movedAt: Date;
}

export interface ProjectHistoryEntry {
  id: number;
  title: string;
  fromStage: string | null;
  toStage: string;
  userName: string;
  at: Date;
}

export interface ProjectDetail {
  id: number;
  name: string;
  jobAd: { id: number; title: string } | null;
  members: string[];
  candidates: ProjectCandidate[];
  history: ProjectHistoryEntry[];
}

const HISTORY_LIMIT = 50;

/** How a person is named to the company: by name once they accepted a request, else anonymised. */
async function titlesOf(
  db: Executor,
  companyId: number,
  profileIds: number[],
  now: Date,
  applicationsOf: ApplicationsOfProfiles,
) {
  if (profileIds.length === 0)
    return new Map<number, { title: string; available: boolean; relation: TalentRelation }>();
  const activeSince = new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
  const [people, named] = await Promise.all([
    db
      .select({
        id: talentProfiles.id,
        firstName: talentProfiles.firstName,
        lastName: talentProfiles.lastName,
        desiredTitles: talentProfiles.desiredTitles,
        experienceYears: talentProfiles.experienceYears,
        city: talentProfiles.city,
        consentWithdrawnAt: talentProfiles.consentWithdrawnAt,
        lastActiveAt: talentProfiles.lastActiveAt,
      })
      .from(talentProfiles)
      .where(inArray(talentProfiles.id, profileIds)),
    relationsOf(db, companyId, profileIds, now, applicationsOf),
  ]);
  return new Map(
    people.map((person) => {
      const available = person.consentWithdrawnAt === null && person.lastActiveAt > activeSince;
      const relation = named.get(person.id) ?? NO_RELATION;
      const title = !available ? NOT_AVAILABLE : (relation.name ?? headlineOf(person));
      return [person.id, { title, available, relation }];
    }),
  );
}

/** The project's board; `applicationsOf` (applications' named read, passed by the route) marks "Beworben". */
export async function projectOf(
  db: Executor,
  companyId: number,
  projectId: number,
  now: Date,
  applicationsOf: ApplicationsOfProfiles,
): Promise<ProjectDetail | null> {
  const [row] = await db
    .select({ id: talentProjects.id, name: talentProjects.name, jobAdId: talentProjects.jobAdId })
    .from(talentProjects)
    .where(and(eq(talentProjects.id, projectId), eq(talentProjects.companyId, companyId)));
  if (!row) return null;
  const ad = row.jobAdId === null ? undefined : (await adSummaries(db, [row.jobAdId])).get(row.jobAdId);
  const project = { ...row, jobAdId: ad?.id ?? null, jobAdTitle: ad?.title ?? null };
  const [members, candidates, history] = await Promise.all([
    db
      .select({ userId: talentProjectMembers.userId })
      .from(talentProjectMembers)
      .where(eq(talentProjectMembers.projectId, projectId))
      .then((rows) =>
        usersByIds(
          db,
          rows.map((row) => row.userId),
        ),
      ),
    db
      .select()
      .from(talentProjectCandidates)
      .where(eq(talentProjectCandidates.projectId, projectId))
      .orderBy(desc(talentProjectCandidates.movedAt), asc(talentProjectCandidates.profileId)),
    db
      .select()
      .from(talentProjectHistory)
      .where(eq(talentProjectHistory.projectId, projectId))
      .orderBy(desc(talentProjectHistory.at), desc(talentProjectHistory.id))
      .limit(HISTORY_LIMIT),
  ]);
  const titles = await titlesOf(
    db,
    companyId,
    [...new Set([...candidates.map((row) => row.profileId), ...history.map((row) => row.profileId)])],
    now,
    applicationsOf,
  );
  const titleOf = (profileId: number) =>
    titles.get(profileId) ?? { title: NOT_AVAILABLE, available: false, relation: NO_RELATION };
  return {
    id: project.id,
    name: project.name,
    jobAd:
      project.jobAdId !== null && project.jobAdTitle !== null
        ? { id: project.jobAdId, title: project.jobAdTitle }
        : null,
    members: members.map((member) => member.name),
    candidates: candidates.map((row) => ({
      profileId: row.profileId,
      ...titleOf(row.profileId),
      stage: row.stage as ProjectStage,
      movedAt: row.movedAt,
    })),
    history: history.map((row) => ({
      id: row.id,
      title: titleOf(row.profileId).title,
      fromStage: row.fromStage,
      toStage: row.toStage,
      userName: row.userName,
      at: row.at,
    })),
  };
}

async function ownProjectName(db: Executor, companyId: number, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: talentProjects.name })
    .from(talentProjects)
    .where(and(eq(talentProjects.id, projectId), eq(talentProjects.companyId, companyId)));
  return row?.name ?? null;
}

const ownProject = async (db: Executor, companyId: number, projectId: number) =>
  (await ownProjectName(db, companyId, projectId)) !== null;

/** Whether the person is in the company's project (the project's contact page is for its people only). */
export async function isInProject(
  db: Executor,
  companyId: number,
  projectId: number,
  profileId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ profileId: talentProjectCandidates.profileId })
    .from(talentProjectCandidates)
    .innerJoin(talentProjects, eq(talentProjects.id, talentProjectCandidates.projectId))
    .where(
      and(
        eq(talentProjects.id, projectId),
        eq(talentProjects.companyId, companyId),
        eq(talentProjectCandidates.profileId, profileId),
      ),
    );
  return row !== undefined;
}

export type AddRefusal = "project" | "not-in-pool" | "already";

/**
 * Puts a person of the pool into the company's project, in the stage where the company stands with
 * them (entryStageOf): "Vorgemerkt", or "Kontaktiert" / "Interessiert" after a contact made elsewhere.
 */
export async function addToProject(
  db: Database,
  companyId: number,
  projectId: number,
  profileId: number,
  actor: Actor,
  now: Date,
): Promise<{ ok: true; projectName: string } | { ok: false; reason: AddRefusal }> {
  return db.transaction(async (tx) => {
    const projectName = await ownProjectName(tx, companyId, projectId);
    if (projectName === null) return { ok: false, reason: "project" } as const;
    if (!(await profileInPool(tx, profileId, now))) return { ok: false, reason: "not-in-pool" } as const;
    const stage = entryStageOf((await relationsOf(tx, companyId, [profileId], now)).get(profileId)?.request ?? null);
    const inserted = await tx
      .insert(talentProjectCandidates)
      .values({ projectId, profileId, stage, addedAt: now, movedAt: now })
      .onConflictDoNothing()
      .returning({ profileId: talentProjectCandidates.profileId });
    if (inserted.length === 0) return { ok: false, reason: "already" } as const;
    await tx.insert(talentProjectHistory).values({
      projectId,
      profileId,
      fromStage: null,
      toStage: stage,
      userId: actor.id,
      userName: actor.name,
      at: now,
    });
    return { ok: true, projectName } as const;
  });
}

/** Moves a person of the project to `stage` and notes who did it; false if they are not in it. */
export async function moveInProject(
  db: Database,
  companyId: number,
  projectId: number,
  profileId: number,
  stage: ProjectStage,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await ownProject(tx, companyId, projectId))) return false;
    const [current] = await tx
      .select({ stage: talentProjectCandidates.stage })
      .from(talentProjectCandidates)
      .where(and(eq(talentProjectCandidates.projectId, projectId), eq(talentProjectCandidates.profileId, profileId)))
      .for("update");
    if (!current) return false;
    if (current.stage === stage) return true;
    await tx
      .update(talentProjectCandidates)
      .set({ stage, movedAt: now })
      .where(and(eq(talentProjectCandidates.projectId, projectId), eq(talentProjectCandidates.profileId, profileId)));
    await tx.insert(talentProjectHistory).values({
      projectId,
      profileId,
      fromStage: current.stage,
      toStage: stage,
      userId: actor.id,
      userName: actor.name,
      at: now,
    });
    return true;
  });
}

/** The company's projects a person is in, with the stage, for the profile page. */
export async function membershipsOf(db: Executor, companyId: number, profileId: number) {
  return db
    .select({ projectId: talentProjects.id, name: talentProjects.name, stage: talentProjectCandidates.stage })
    .from(talentProjectCandidates)
    .innerJoin(talentProjects, eq(talentProjects.id, talentProjectCandidates.projectId))
    .where(and(eq(talentProjects.companyId, companyId), eq(talentProjectCandidates.profileId, profileId)))
    .orderBy(asc(talentProjects.name));
}

/** The company's projects by name, for "Zu Projekt hinzufügen". */
export async function projectChoicesOf(db: Executor, companyId: number) {
  return db
    .select({ id: talentProjects.id, name: talentProjects.name })
    .from(talentProjects)
    .where(eq(talentProjects.companyId, companyId))
    .orderBy(asc(talentProjects.name), asc(talentProjects.id));
}

export async function notesOf(db: Executor, companyId: number, profileId: number) {
  return db
    .select({
      id: talentNotes.id,
      authorName: talentNotes.authorName,
      body: talentNotes.body,
      createdAt: talentNotes.createdAt,
      projectName: talentProjects.name,
    })
    .from(talentNotes)
    .leftJoin(talentProjects, eq(talentProjects.id, talentNotes.projectId))
    .where(and(eq(talentNotes.companyId, companyId), eq(talentNotes.profileId, profileId)))
    .orderBy(desc(talentNotes.createdAt), desc(talentNotes.id));
}

/** A colleague's note on a person of the pool, seen by the whole company. */
export async function addNote(
  db: Executor,
  companyId: number,
  profileId: number,
  actor: Actor,
  body: string,
  now: Date,
): Promise<boolean> {
  if (!(await profileInPool(db, profileId, now))) return false;
  await db
    .insert(talentNotes)
    .values({ companyId, profileId, authorUserId: actor.id, authorName: actor.name, body, createdAt: now });
  return true;
}
