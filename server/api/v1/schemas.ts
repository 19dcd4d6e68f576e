import { z } from "zod";

/**
 * The request and response shapes of the integration API's applications and talent
 * conversations (`/api/v1`, decision 076), as named zod schemas: the handlers validate requests
 * with them, and the OpenAPI description registers them. The job-ad routes share the cookie API's
 * schemas (`externalJobAdRoutes` of server/api/external-job-ads.ts).
 */

// --- Applications -----------------------------------------------------------------------------------

export const APPLICATION_VIEWS = ["active", "knocked_out", "all", "withdrawn"] as const;
export const APPLICATION_SORTS = ["newest", "oldest", "name", "rating"] as const;

/** `GET /api/v1/applications`: the Bewerber-Manager's filters, 50 a page. */
export const applicationListQuery = z.object({
  jobAdId: z.coerce
    .number({ error: "Die Inseratsnummer muss eine Zahl sein." })
    .int("Die Inseratsnummer muss eine ganze Zahl sein.")
    .positive("Die Inseratsnummer muss positiv sein.")
    .optional(),
  stage: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "Die Phase ist ein Schlüssel wie „in-pruefung“.")
    .optional(),
  view: z
    .enum(APPLICATION_VIEWS, { error: `Unbekannte Ansicht. Erlaubt: ${APPLICATION_VIEWS.join(", ")}.` })
    .default("active"),
  q: z.string().trim().max(100, "Die Suche darf höchstens 100 Zeichen lang sein.").optional(),
  sort: z
    .enum(APPLICATION_SORTS, { error: `Unbekannte Sortierung. Erlaubt: ${APPLICATION_SORTS.join(", ")}.` })
    .default("newest"),
  unread: z.enum(["true", "false"], { error: "„unread“ ist true oder false." }).optional(),
  page: z.coerce
    .number({ error: "Die Seite muss eine Zahl sein." })
    .int("Die Seite muss eine ganze Zahl sein.")
    .min(1, "Die Seite beginnt bei 1.")
    .max(10_000, "Die Seite darf höchstens 10000 sein.")
    .default(1),
});

export const applicationSummary = z.object({
  id: z.number().int(),
  candidateName: z.string(),
  jobAdId: z.number().int(),
  jobTitle: z.string(),
  stage: z.string(),
  knockedOut: z.boolean(),
  source: z.string(),
  receivedAt: z.iso.datetime(),
  unread: z.boolean(),
  anonymised: z.boolean(),
  withdrawn: z.boolean(),
  stars: z.number().nullable(),
});

export const applicationListResponse = z.object({
  data: z.array(applicationSummary),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    stageCounts: z.record(z.string(), z.number().int()),
  }),
});

export const applicationDocument = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Where the bytes are downloaded with the same token. */
  url: z.string(),
});

export const applicationDetailResponse = z.object({
  data: z
    .object({
      id: z.number().int(),
      jobAdId: z.number().int(),
      jobAd: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      candidateName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      message: z.string().nullable(),
      stage: z.string(),
      stageLabel: z.string(),
      knockedOut: z.boolean(),
      source: z.string(),
      receivedAt: z.iso.datetime(),
      documents: z.array(applicationDocument),
    })
    .loose(),
});

/** `POST /api/v1/applications/{id}/stage`: the stage's key (the company's stages, e.g. "interview"). */
export const applicationStageBody = z.object({
  stage: z
    .string({ error: "Bitte geben Sie die Phase an." })
    .regex(/^[a-z0-9-]{1,40}$/, "Die Phase ist ein Schlüssel wie „in-pruefung“."),
});

export const applicationStageResponse = z.object({
  data: z.object({ id: z.number().int(), stage: z.string(), message: z.string() }),
});

export const applicationEvent = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  actorName: z.string(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  detail: z.string(),
});

export const applicationEventsResponse = z.object({
  data: z.array(applicationEvent),
  meta: z.object({ applicationId: z.number().int() }),
});

// --- Talent conversations ---------------------------------------------------------------------------

export const talentConversationSummary = z.object({
  profileId: z.number().int(),
  title: z.string(),
  available: z.boolean(),
  state: z.string(),
  lastMessageAt: z.iso.datetime(),
  lastMessage: z.string(),
  unread: z.number().int(),
});

export const talentConversationListResponse = z.object({ data: z.array(talentConversationSummary) });

export const talentConversationResponse = z.object({
  data: z
    .object({
      profileId: z.number().int(),
      title: z.string(),
      state: z.string(),
      messages: z.array(
        z.object({
          id: z.number().int(),
          direction: z.enum(["company", "candidate"]),
          kind: z.string(),
          authorName: z.string(),
          body: z.string(),
          createdAt: z.iso.datetime(),
        }),
      ),
    })
    .loose(),
});
