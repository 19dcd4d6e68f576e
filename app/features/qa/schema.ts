import { z } from "zod";
import { DISTRIBUTION_CHANNELS } from "@auth/user";
import { QA_REJECTION_REASON_KEYS } from "./checks";
import { pageSchema, searchTextSchema } from "~/lib/request-params";

export const QA_CLAIM_FILTERS = ["all", "free", "mine"] as const;
export type QaClaimFilter = (typeof QA_CLAIM_FILTERS)[number];

/** The QA queue's filters, from the URL or the API's query string. */
export const qaQueueQuerySchema = z.object({
  q: searchTextSchema,
  channel: z
    .enum(DISTRIBUTION_CHANNELS, { error: `Unbekannter Vertriebskanal. Erlaubt: ${DISTRIBUTION_CHANNELS.join(", ")}.` })
    .optional(),
  claim: z.enum(QA_CLAIM_FILTERS, { error: "Unbekannter Filter. Erlaubt: all, free, mine." }).default("all"),
  page: pageSchema,
});

/** Bounds of the message to the company; the form's hint states the same numbers. */
export const QA_MESSAGE_MIN = 10;
export const QA_MESSAGE_MAX = 2000;
const MESSAGE_MAX = QA_MESSAGE_MAX;

/**
 * A QA report: approve with an optional message, or reject with at least one reason and a
 * message to the company (it reaches them by e-mail and on the ad).
 */
export const qaReportSchema = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({
      decision: z.literal("approved"),
      message: z.string().trim().max(MESSAGE_MAX, `Höchstens ${MESSAGE_MAX} Zeichen.`).default(""),
      reasons: z
        .array(z.enum(QA_REJECTION_REASON_KEYS, { error: "Unbekannter Ablehnungsgrund." }))
        .max(0, "Eine Freigabe hat keine Ablehnungsgründe.")
        .default([]),
    }),
    z.strictObject({
      decision: z.literal("rejected"),
      reasons: z
        .array(z.enum(QA_REJECTION_REASON_KEYS, { error: "Unbekannter Ablehnungsgrund." }), {
          error: "Bitte wählen Sie mindestens einen Grund.",
        })
        .min(1, "Bitte wählen Sie mindestens einen Grund.")
        .transform((reasons) => [...new Set(reasons)]),
      message: z
        .string({ error: "Bitte schreiben Sie dem Unternehmen, was zu ändern ist." })
        .trim()
        .min(
          QA_MESSAGE_MIN,
          `Bitte schreiben Sie dem Unternehmen in mindestens ${QA_MESSAGE_MIN} Zeichen, was zu ändern ist.`,
        )
        .max(MESSAGE_MAX, `Höchstens ${MESSAGE_MAX} Zeichen.`),
    }),
  ],
  { error: "Bitte wählen Sie: freigeben oder ablehnen." },
);
export type QaReportForm = z.infer<typeof qaReportSchema>;

/**
 * The report form as the page sends it (read by parseForm): the reasons count only for a
 * rejection, since the suggested ones start ticked and an approval leaves them so; a missing
 * message is an empty one.
 */
export const qaReportFormSchema = z.preprocess((form) => {
  const { decision, reasons, message } = (form ?? {}) as Record<string, unknown>;
  const listed = reasons === undefined ? [] : Array.isArray(reasons) ? reasons : [reasons];
  return { decision, reasons: decision === "rejected" ? listed : [], message: message ?? "" };
}, qaReportSchema);
