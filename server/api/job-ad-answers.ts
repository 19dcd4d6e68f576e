import { z } from "zod";
import { DISTRIBUTION_CHANNELS } from "@auth/user";
import { FORM_STEPS } from "~/features/job-ads/form-steps";
import { JOB_AD_ACTIONS, JOB_AD_ORIGINS, JOB_AD_STATUSES } from "~/features/job-ads/lifecycle";
import { STAFF_FUNCTIONS } from "~/features/job-ads/policy";
import { instantSchema } from "./openapi";

/**
 * The answers of the job-ad API (docs/api.md) as zod schemas: the handlers type their answers
 * with them (`satisfies z.input<…>`), and the OpenAPI description is generated from them.
 */

const statusSchema = z.enum(JOB_AD_STATUSES);
const originSchema = z.enum(JOB_AD_ORIGINS);
const actionsSchema = z
  .array(z.enum(JOB_AD_ACTIONS))
  .readonly()
  .meta({ description: "Die Aktionen des Lebenszyklus, die der aufrufenden Person jetzt offenstehen." });
const completedStepsSchema = z.array(z.enum(FORM_STEPS));

export const listMetaSchema = z.object({
  total: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const jobAdListRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: statusSchema,
    origin: originSchema,
    city: z.string().nullable(),
    productName: z.string().nullable(),
    publishedAt: instantSchema.nullable(),
    expiresAt: instantSchema.nullable(),
    updatedAt: instantSchema,
    completedSteps: completedStepsSchema,
    pushesLeft: z.number().int(),
    views30: z.number().int(),
    applications30: z.number().int(),
    actions: actionsSchema,
  })
  .meta({ id: "JobAdListRow" });

export const externalJobAdListSchema = z.object({ data: z.array(jobAdListRowSchema), meta: listMetaSchema });

export const internalJobAdListSchema = z.object({
  data: z.array(jobAdListRowSchema.extend({ staffFunctions: z.array(z.enum(STAFF_FUNCTIONS)) })),
  meta: listMetaSchema.extend({ countsByStatus: z.partialRecord(z.enum(JOB_AD_STATUSES), z.number().int()) }),
});

export const jobAdDetailDataSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: statusSchema,
    origin: originSchema,
    completedSteps: completedStepsSchema,
    steps: z.object({
      data: z.object({
        title: z.string(),
        locations: z.array(z.object({ city: z.string(), postcode: z.string(), state: z.string() })),
        remote: z.string(),
        employmentTypes: z.array(z.string()),
        weeklyHours: z.string().nullable(),
        jobLevel: z.string().nullable(),
        jobField: z.string().nullable(),
        startDate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
        anonymous: z.boolean(),
        salaryMinCents: z.number().int().nullable(),
        salaryMaxCents: z.number().int().nullable(),
        salaryPeriod: z.string().nullable(),
        salaryOverpay: z.boolean(),
        salaryText: z.string(),
        salary: z.string().nullable().meta({ description: "Das Gehalt, wie die Anzeige es nennt." }),
      }),
      design: z.object({
        template: z.string(),
        logoPath: z.string().nullable(),
        headerImagePath: z.string().nullable(),
        primaryColor: z.string(),
        accentColor: z.string(),
      }),
      content: z.object({
        intro: z.string(),
        tasks: z.string(),
        profile: z.string(),
        offer: z.string(),
        contact: z.string(),
        contactPerson: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
      }),
      product: z
        .object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          runDays: z.number().int().nullable(),
          priceCredits: z.number().int().nullable(),
          includedPushes: z.number().int(),
        })
        .nullable(),
      publish: z.object({ publishMode: z.string(), publishAt: instantSchema.nullable() }),
      application: z.object({
        applicationMethod: z.string().nullable(),
        applicationEmail: z.string().nullable(),
        applicationUrl: z.string().nullable(),
      }),
    }),
    run: z.object({
      publishedAt: instantSchema.nullable(),
      expiresAt: instantSchema.nullable(),
      reminderSentAt: instantSchema.nullable(),
      pushesLeft: z.number().int(),
      lastPushedAt: instantSchema.nullable(),
    }),
    actions: actionsSchema,
    createdAt: instantSchema,
    updatedAt: instantSchema,
    meta: z.object({ companyId: z.number().int() }),
  })
  .meta({ id: "JobAdDetail", description: "Ein Inserat mit allen Feldern, nach Schritten des Formulars gruppiert." });

export const jobAdDetailSchema = z.object({ data: jobAdDetailDataSchema });

const historyEntrySchema = z.object({
  id: z.number().int(),
  jobAdId: z.number().int(),
  at: instantSchema,
  action: z.string(),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  note: z.string(),
});

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instantSchema,
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});

export const internalJobAdDetailSchema = z.object({
  data: jobAdDetailDataSchema.extend({
    staffFunctions: z.array(z.enum(STAFF_FUNCTIONS)),
    history: z.array(historyEntrySchema),
    audit: z.array(auditEntrySchema),
  }),
});

/** What a lifecycle action did. */
export const actionResultSchema = z
  .object({
    data: z.object({
      status: statusSchema,
      creditsUsed: z.number().int(),
      creditsRefunded: z.number().int(),
    }),
  })
  .meta({ id: "JobAdActionResult" });

export const createdJobAdSchema = z.object({ data: z.object({ id: z.number().int() }) });
export const savedStepSchema = z.object({ data: z.object({ id: z.number().int(), step: z.enum(FORM_STEPS) }) });
export const savedDraftSchema = z.object({
  data: z.object({ id: z.number().int(), step: z.enum(FORM_STEPS), autosave: z.string() }),
});

export const companyListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      city: z.string(),
      channel: z.enum(DISTRIBUTION_CHANNELS),
      creditBalance: z.number().int(),
      adsByStatus: z.partialRecord(z.enum(JOB_AD_STATUSES), z.number().int()),
    }),
  ),
  meta: listMetaSchema,
});

export const companyDetailSchema = z.object({
  data: z.object({
    id: z.number().int(),
    fullName: z.string(),
    address: z.object({ street: z.string(), postcode: z.string(), city: z.string(), state: z.string() }),
    uidNumber: z.string().nullable(),
    channel: z.enum(DISTRIBUTION_CHANNELS),
    salesPerson: z
      .object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), position: z.string() })
      .nullable(),
    creditBalance: z.number().int(),
    creditLots: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        remaining: z.number().int(),
        acquiredAt: instantSchema,
        expiresAt: instantSchema,
        description: z.string(),
      }),
    ),
    contactUsers: z.array(
      z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
    ),
  }),
});
