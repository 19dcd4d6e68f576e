import { parse } from "@conform-to/react";
import { z } from "zod";
import type { StepDraft } from "@db/schema/job-ads";
import { viennaDay } from "~/lib/format";
import type { FormStep } from "./form-steps";
import type { JobAdPreviewModel } from "./preview-model";

/**
 * The raw values of the editor's forms: what the saved ad gives each step as defaults, what
 * autosave stores while the user types, and how a stored draft becomes the form's defaults
 * again. Values are strings as forms hold them ("3200,00", "on"), nested as Conform reads
 * them ({ locations: [{ city }] }).
 */

export type FormValues = Record<string, unknown>;

/** What every step's page gets from its loader. */
export interface StepPage {
  step: FormStep;
  jobAd: { id: number; title: string; status: string; completedSteps: FormStep[] };
  defaultValue: FormValues;
  /** The form starts from an autosaved draft instead of the saved step. */
  restoredDraft: boolean;
  readOnlyReason: string | null;
  preview: JobAdPreviewModel;
}

/** The fields of an ad the editor fills in; a database row has them all. */
export interface SavedAd {
  title: string;
  locations: { city: string; postcode: string; state: string }[];
  remote: string;
  employmentTypes: string[];
  weeklyHours: string | null;
  jobLevel: string | null;
  jobField: string | null;
  startDate: string | null;
  anonymous: boolean;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: string | null;
  salaryOverpay: boolean;
  salaryText: string;
  template: string;
  logoPath: string | null;
  headerImagePath: string | null;
  primaryColor: string;
  accentColor: string;
  content: { intro: string; tasks: string; profile: string; offer: string; contact: string };
  contactPerson: { name: string; email: string; phone: string };
  productId: number | null;
  publishMode: string;
  publishAt: Date | null;
  applicationMethod: string | null;
  applicationEmail: string | null;
  applicationUrl: string | null;
}

const EMPTY_LOCATION = { city: "", postcode: "", state: "" } as const;

/** Cents as a decimal field holds them: 320000 → "3200,00". */
export function decimalTextFromCents(cents: number | null): string {
  if (cents === null) return "";
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

const on = (value: boolean) => (value ? "on" : "");

/** Each step's form defaults from what the ad holds. */
export function savedFormValues(ad: SavedAd): Record<FormStep, FormValues> {
  return {
    data: {
      title: ad.title,
      locations: ad.locations.length > 0 ? ad.locations : [EMPTY_LOCATION],
      remote: ad.remote,
      employmentTypes: ad.employmentTypes,
      weeklyHours: ad.weeklyHours ?? "",
      jobLevel: ad.jobLevel ?? "",
      jobField: ad.jobField ?? "",
      startDate: ad.startDate ?? "",
      anonymous: on(ad.anonymous),
      salaryMin: decimalTextFromCents(ad.salaryMinCents),
      salaryMax: decimalTextFromCents(ad.salaryMaxCents),
      salaryPeriod: ad.salaryPeriod ?? "",
      salaryOverpay: on(ad.salaryOverpay),
      salaryText: ad.salaryText,
    },
    design: {
      template: ad.template,
      logoPath: ad.logoPath ?? "",
      headerImagePath: ad.headerImagePath ?? "",
      primaryColor: ad.primaryColor,
      accentColor: ad.accentColor,
    },
    content: {
      ...ad.content,
      contactName: ad.contactPerson.name,
      contactEmail: ad.contactPerson.email,
      contactPhone: ad.contactPerson.phone,
    },
    product: { productId: ad.productId === null ? "" : String(ad.productId) },
    publish: {
      publishMode: ad.publishMode,
      publishAt: ad.publishMode === "scheduled" && ad.publishAt ? viennaDay(ad.publishAt) : "",
    },
    application: {
      applicationMethod: ad.applicationMethod ?? "",
      applicationEmail: ad.applicationEmail ?? "",
      applicationUrl: ad.applicationUrl ?? "",
    },
  };
}

/** The fields of one step whose form values differ, before and after (what a save changed). */
export function changedFields(before: FormValues, after: FormValues): { before: FormValues; after: FormValues } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Field names autosave stores: Conform's paths such as "locations[0].city". */
const DRAFT_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}(\[\d{1,2}\](\.[A-Za-z][A-Za-z0-9]{0,39})?)?$/;
const DRAFT_VALUE_MAX = 20_000;
/** Enough for every rich-text section at its limit; more is not a job ad. */
export const DRAFT_MAX_CHARS = 120_000;

/** What autosave accepts: a flat record of strings or string lists with a size limit. */
export const stepDraftSchema = z
  .record(
    z.string().regex(DRAFT_KEY),
    z.union([z.string().max(DRAFT_VALUE_MAX), z.array(z.string().max(DRAFT_VALUE_MAX)).max(20)]),
  )
  .refine((draft) => Object.keys(draft).length <= 100, "Zu viele Felder.")
  .refine((draft) => JSON.stringify(draft).length <= DRAFT_MAX_CHARS, "Der Entwurf ist zu groß.");

/** Fields of a form submission that are not the user's input. */
const isControlField = (name: string) => name === "intent" || name.startsWith("__");

/** A form's raw values as a draft: one entry per field, a list where a name repeats. */
export function draftFromFormData(formData: FormData | URLSearchParams): Record<string, string | string[]> {
  const draft: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (isControlField(name)) continue;
    const values = formData.getAll(name).filter((value): value is string => typeof value === "string");
    if (values.length === 1) draft[name] = values[0]!;
    else if (values.length > 1) draft[name] = values;
  }
  return draft;
}

/** The validated draft of an autosave request, or null when it is not one autosave may store. */
export function parseAutosave(formData: FormData | URLSearchParams): StepDraft | null {
  const result = stepDraftSchema.safeParse(draftFromFormData(formData));
  return result.success ? result.data : null;
}

/** A stored draft as form defaults, nested the way Conform reads the same fields. */
export function draftFormValues(draft: StepDraft): FormValues {
  const formData = new FormData();
  for (const [name, value] of Object.entries(draft)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  const payload = parse(formData, { resolve: () => ({ value: undefined }) }).payload;
  return payload as FormValues;
}
