import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "@db/client";
import { talentAccessLog, talentProfiles, type TalentEducation, type TalentLanguage } from "@db/schema/active-sourcing";
import { INACTIVE_AFTER_DAYS } from "./talent-search.server";
import { DAY_MS } from "~/lib/days";

/**
 * A profile as a company sees it (docs/active-sourcing.md, "Privacy"): before the person accepted
 * the company's contact request, without name, contact data or employers' names; employers appear
 * by kind and size. Opening a profile is logged for the person to see.
 */

export interface AnonymisedPosition {
  title: string;
  /** "Industrieunternehmen, 250–500 Mitarbeitende" */
  employer: string;
  from: string;
  to: string | null;
  description: string;
}

export interface CompanyViewOfProfile {
  id: number;
  gender: string;
  desiredTitles: string[];
  jobField: string;
  level: string;
  experienceYears: number;
  summary: string;
  positions: AnonymisedPosition[];
  education: TalentEducation[];
  skills: string[];
  languages: TalentLanguage[];
  city: string;
  postcode: string;
  state: string;
  mobilityKm: number | null;
  mobileAustria: boolean;
  remote: string;
  employmentTypes: string[];
  weeklyHours: number;
  salaryExpectation: number | null;
  availability: string;
  noticeWeeks: number | null;
  availableFrom: string | null;
  willingness: string;
  lastActiveAt: Date;
}

/** The person `profileId` while they are in the pool: known, consenting, active within 12 months. */
export async function profileInPool(db: Executor, profileId: number, now: Date) {
  const activeSince = new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
  const [row] = await db
    .select()
    .from(talentProfiles)
    .where(
      and(
        eq(talentProfiles.id, profileId),
        isNull(talentProfiles.consentWithdrawnAt),
        gt(talentProfiles.lastActiveAt, activeSince),
      ),
    );
  return row ?? null;
}

/** Records that a company's user saw a profile, asked for contact, or received the contact data. */
export async function logProfileAccess(
  db: Executor,
  entry: {
    profileId: number;
    companyId: number;
    userId: number | null;
    kind: "view" | "contact" | "release";
    at: Date;
  },
): Promise<void> {
  await db.insert(talentAccessLog).values(entry);
}

/** The profile as a company sees it before the person accepted its contact request. */
export function anonymisedView(row: typeof talentProfiles.$inferSelect): CompanyViewOfProfile {
  return {
    id: row.id,
    gender: row.gender,
    desiredTitles: row.desiredTitles,
    jobField: row.jobField,
    level: row.level,
    experienceYears: row.experienceYears,
    summary: row.summary,
    positions: row.positions.map((position) => ({
      title: position.title,
      employer: `${position.employerKind}, ${position.employerSize}`,
      from: position.from,
      to: position.to,
      description: position.description,
    })),
    education: row.education,
    skills: row.skills,
    languages: row.languages,
    city: row.city,
    postcode: row.postcode,
    state: row.state,
    mobilityKm: row.mobilityKm,
    mobileAustria: row.mobileAustria,
    remote: row.remote,
    employmentTypes: row.employmentTypes,
    weeklyHours: row.weeklyHours,
    salaryExpectation: row.salaryExpectation,
    availability: row.availability,
    noticeWeeks: row.noticeWeeks,
    availableFrom: row.availableFrom === null ? null : String(row.availableFrom),
    willingness: row.willingness,
    lastActiveAt: row.lastActiveAt,
  };
}
