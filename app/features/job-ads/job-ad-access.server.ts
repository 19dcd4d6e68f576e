import type { Database } from "@db/client";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { readJobAd } from "./job-ads.server";

export interface JobAdEnvelope {
  data: {
    id: number;
    title: string;
    status: string;
    origin: string;
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
