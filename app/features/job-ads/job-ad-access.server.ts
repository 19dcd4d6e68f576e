import type { JobAdOrigin } from "@auth/abilities";
import type { Database } from "@db/client";
import type { JobAdStatus } from "~/lib/job-ad-status";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { readJobAd } from "./job-ads.server";

export interface JobAdEnvelope {
  data: {
    id: number;
    title: string;
    status: JobAdStatus;
    origin: JobAdOrigin;
    completedSteps: FormStep[];
    meta: { companyId: number };
  };
}

/** The job ad in the shape of SPEC §7 (`data.meta.companyId` drives the ownership check). */
export async function findJobAd(db: Database, id: number): Promise<JobAdEnvelope | null> {
  const row = (await readJobAd(db, id))?.ad;
  if (!row) return null;
  return {
    data: {
      id: row.id,
      title: row.title,
      status: row.status,
      origin: row.origin,
      completedSteps: FORM_STEPS.filter((step) => row.completedSteps.includes(step)),
      meta: { companyId: row.companyId },
    },
  };
}
