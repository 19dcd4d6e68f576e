import { z } from "zod";

/** The inbox's state, all of it in the address (back button and shared links work). */
export const inboxQuerySchema = z.object({
  inserat: z.coerce.number().int().positive().optional().catch(undefined),
  phase: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  /** Posteingang, knocked out, both, or those the candidates withdrew (counted nowhere else). */
  ansicht: z.enum(["aktiv", "ausgeschieden", "alle", "zurueckgezogen"]).default("aktiv").catch("aktiv"),
  q: z.string().trim().max(100).optional().catch(undefined),
  sortierung: z.enum(["neueste", "aelteste", "name", "bewertung"]).default("neueste").catch("neueste"),
  ungelesen: z
    .enum(["1"])
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
  seite: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const SORT_LABELS: Record<InboxQuery["sortierung"], string> = {
  neueste: "Neueste zuerst",
  aelteste: "Älteste zuerst",
  name: "Nach Name",
  bewertung: "Beste Bewertung",
};
