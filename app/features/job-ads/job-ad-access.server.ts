import { desc, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { jobAds } from "@db/schema";
import { FORM_STEPS, type FormStep } from "./form-steps";

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
  const [row] = await db.select().from(jobAds).where(eq(jobAds.id, id));
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

export const jobAdIdSchema = /^[1-9][0-9]{0,9}$/;

export interface JobAdListItem {
  id: number;
  title: string;
  status: string;
  nextStep: FormStep | "summary";
}

/** The company's own ads, newest first (the full list with filters is issue 4's). */
export async function listCompanyJobAds(db: Database, companyId: number): Promise<JobAdListItem[]> {
  const rows = await db.select().from(jobAds).where(eq(jobAds.companyId, companyId)).orderBy(desc(jobAds.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    nextStep: FORM_STEPS.find((step) => !row.completedSteps.includes(step)) ?? "summary",
  }));
}
