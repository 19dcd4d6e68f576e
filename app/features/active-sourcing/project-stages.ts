import { z } from "zod";
import { rowIdSchema } from "~/lib/row-id";
import { formField, formList } from "~/lib/schema-parts";

/** The stages of a sourcing project, in board order (docs/active-sourcing.md, "Projects"). */
export const PROJECT_STAGES = [
  { key: "vorgemerkt", label: "Vorgemerkt" },
  { key: "kontaktiert", label: "Kontaktiert" },
  { key: "interessiert", label: "Interessiert" },
  { key: "im-gespraech", label: "Im Gespräch" },
  { key: "eingestellt", label: "Eingestellt" },
  { key: "abgesagt", label: "Abgesagt" },
] as const;

export type ProjectStage = (typeof PROJECT_STAGES)[number]["key"];

const STAGE_KEYS = PROJECT_STAGES.map((stage) => stage.key) as [ProjectStage, ...ProjectStage[]];

export const stageLabel = (key: string) => PROJECT_STAGES.find((stage) => stage.key === key)?.label ?? key;

export const PROJECT_NAME_MAX = 120;
export const NOTE_MAX = 2000;

const rowId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Ungültige Auswahl.")
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, "Ungültige Auswahl.");

export const projectSchema = z.object({
  name: formField(
    z
      .string()
      .trim()
      .min(1, "Bitte geben Sie dem Projekt einen Namen.")
      .max(PROJECT_NAME_MAX, `Der Name darf höchstens ${PROJECT_NAME_MAX} Zeichen lang sein.`),
  ),
  jobAdId: formField(
    z.string().transform((value, ctx) => {
      if (value === "") return null;
      const parsed = rowId.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: "Ungültige Auswahl." });
      return z.NEVER;
    }),
  ),
  memberIds: formList(z.array(rowId).max(100, "Höchstens 100 Mitglieder.")),
});

export const moveSchema = z.object({
  intent: z.literal("move", { error: "Unbekannte Aktion." }),
  profileId: formField(rowId),
  stage: formField(z.enum(STAGE_KEYS, { error: "Bitte wählen Sie eine Phase." })),
});

/** Why a person cannot be added to a project. */
export const ADD_REFUSED = {
  project: "Bitte wählen Sie eines Ihrer Projekte.",
  already: "Diese Person ist schon in diesem Projekt.",
} as const;

/** The two forms on a profile: a colleague's note, and adding the person to a project. */
export const profileActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("note"),
      body: formField(
        z
          .string()
          .trim()
          .min(1, "Bitte schreiben Sie eine Notiz.")
          .max(NOTE_MAX, `Die Notiz darf höchstens ${NOTE_MAX} Zeichen lang sein.`),
      ),
    }),
    z.object({
      intent: z.literal("add-to-project"),
      projectId: rowIdSchema(ADD_REFUSED.project),
    }),
  ],
  { error: "Unbekannte Aktion." },
);
