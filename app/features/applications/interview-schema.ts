import { DateTime } from "luxon";
import { z } from "zod";
import { TIME_ZONE } from "~/lib/format";
import { formField, formList } from "~/lib/schema-parts";

/** The forms of interviews (docs/applications.md "Interviews"): the company's and the candidate's. */

/** How many slot rows the proposal form offers; empty rows are left out. */
export const SLOT_ROWS = 5;
export const DURATIONS = [30, 45, 60, 90, 120] as const;
export const INTERVIEW_KINDS = { "vor-ort": "Vor Ort", video: "Per Video" } as const;
export type InterviewKind = keyof typeof INTERVIEW_KINDS;

export interface ProposedSlot {
  startsAt: Date;
  endsAt: Date;
}

const slotRow = z.object({
  datum: z.string().optional(),
  beginn: z.string().optional(),
  dauer: z.string().optional(),
});

const filled = (value: string | undefined) => (value ?? "").trim() !== "";

/** A date and time on the wall clock in Vienna as an instant; null when that time does not exist there (spring DST gap). */
export function viennaInstant(day: string, time: string): Date | null {
  const local = DateTime.fromISO(`${day}T${time}`, { zone: TIME_ZONE });
  if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm") !== `${day}T${time}`) return null;
  return local.toJSDate();
}

const slots = formList(z.array(slotRow).max(SLOT_ROWS, `Höchstens ${SLOT_ROWS} Termine auf einmal.`)).transform(
  (rows, context): ProposedSlot[] => {
    const result: ProposedSlot[] = [];
    rows.forEach((row, index) => {
      if (!filled(row.datum) && !filled(row.beginn)) return;
      const at = (field: string) => ["termine", index, field];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.datum ?? "")) {
        context.addIssue({ code: "custom", path: at("datum"), message: "Bitte geben Sie ein Datum an." });
        return;
      }
      if (!/^\d{2}:\d{2}$/.test(row.beginn ?? "")) {
        context.addIssue({ code: "custom", path: at("beginn"), message: "Bitte geben Sie eine Uhrzeit an." });
        return;
      }
      const minutes = Number(row.dauer ?? "60");
      if (!(DURATIONS as readonly number[]).includes(minutes)) {
        context.addIssue({ code: "custom", path: at("dauer"), message: "Bitte wählen Sie eine Dauer." });
        return;
      }
      const startsAt = viennaInstant(row.datum!, row.beginn!);
      if (!startsAt) {
        context.addIssue({
          code: "custom",
          path: at("beginn"),
          message:
            "Diese Uhrzeit gibt es an diesem Tag nicht (Umstellung auf Sommerzeit). Bitte wählen Sie eine andere.",
        });
        return;
      }
      result.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) });
    });
    if (result.length === 0 && rows.every((row) => !filled(row.datum) && !filled(row.beginn))) {
      context.addIssue({
        code: "custom",
        path: ["termine", 0, "datum"],
        message: "Bitte schlagen Sie mindestens einen Termin vor.",
      });
    }
    const sorted = [...result].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.startsAt < sorted[i - 1]!.endsAt) {
        context.addIssue({
          code: "custom",
          path: ["termine"],
          message: "Zwei der Termine überschneiden sich. Bitte wählen Sie Zeiten, die nicht überlappen.",
        });
        break;
      }
    }
    return sorted;
  },
);

const interviewerIds = formList(
  z
    .array(z.coerce.number().int().positive())
    .min(1, "Bitte wählen Sie mindestens eine Person, die das Interview führt.")
    .max(10, "Höchstens 10 Personen führen ein Interview."),
);

const proposal = z
  .object({
    intent: z.literal("vorschlagen"),
    art: formField(z.enum(["vor-ort", "video"], "Bitte wählen Sie, wie das Interview stattfindet.")),
    adresse: z.string().trim().max(300, "Die Adresse darf höchstens 300 Zeichen lang sein.").optional(),
    link: z.string().trim().max(500, "Der Link darf höchstens 500 Zeichen lang sein.").optional(),
    termine: slots,
    interviewer: interviewerIds,
  })
  .superRefine((value, context) => {
    if (value.art === "vor-ort" && !value.adresse) {
      context.addIssue({ code: "custom", path: ["adresse"], message: "Bitte geben Sie die Adresse an." });
    }
    if (value.art === "video" && !/^https:\/\/[^\s]+\.[^\s]+$/.test(value.link ?? "")) {
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: "Bitte geben Sie den Link zum Videogespräch an (beginnend mit https://).",
      });
    }
  })
  .transform(({ art, adresse, link, termine, interviewer }) => ({
    intent: "vorschlagen" as const,
    kind: art,
    location: art === "vor-ort" ? adresse! : link!,
    slots: termine,
    interviewerIds: [...new Set(interviewer)],
  }));

const slotId = formField(
  z.coerce.number("Bitte wählen Sie einen Termin.").int().positive("Bitte wählen Sie einen Termin."),
);
/** The slot booked when the page was drawn ("" for none): a booking made meanwhile elsewhere is not overwritten. */
const bookedBefore = z
  .string()
  .regex(/^\d*$/)
  .optional()
  .transform((value) => (value ? Number(value) : null));

/** What a colleague does with the application's interview. */
export const interviewActionSchema = z.discriminatedUnion(
  "intent",
  [
    proposal,
    z.object({ intent: z.literal("verlegen"), termin: slotId, bisher: bookedBefore }),
    z.object({
      intent: z.literal("absagen"),
      bestaetigt: formField(z.literal("ja", "Bitte bestätigen Sie, dass Sie das Interview absagen möchten.")),
    }),
  ],
  "Unbekannte Aktion.",
);

const token = formField(z.string().min(1, "Dieser Link ist unvollständig.").max(2000, "Dieser Link ist ungültig."));

/** What the candidate does through the link: book (or move to) a slot, or cancel. */
export const candidateInterviewSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("buchen"), token, termin: slotId, bisher: bookedBefore }),
    z.object({
      intent: z.literal("absagen"),
      token,
      bestaetigt: formField(z.literal("ja", "Bitte bestätigen Sie, dass Sie den Termin absagen möchten.")),
    }),
  ],
  "Unbekannte Aktion.",
);
