/**
 * The states of a job ad (docs/job-ad-lifecycle.md). Kept below the features so that the
 * database schema can type its status columns with them; the lifecycle re-exports them.
 */
export const JOB_AD_STATUSES = [
  "draft",
  "review",
  "scheduled",
  "active",
  "expired",
  "deactivated",
  "locked",
  "deleted",
] as const;
export type JobAdStatus = (typeof JOB_AD_STATUSES)[number];

export function isJobAdStatus(value: string): value is JobAdStatus {
  return (JOB_AD_STATUSES as readonly string[]).includes(value);
}
