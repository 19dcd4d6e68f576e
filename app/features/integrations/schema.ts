import { z } from "zod";
import { viennaDay } from "~/lib/format";
import { MAX_EXPIRY_DAYS, SCOPES } from "./scopes";

/** The forms of the API-Zugänge page and the staff panel's revocation (decision 064: one schema each). */

const DAY_MS = 86_400_000;
/** The page's choices: the days of EXPIRY_DAYS, or a date. */
const EXPIRY_CHOICES = ["30", "90", "365", "datum"] as const;

/** A calendar day `days` after `now`'s Vienna day, as `YYYY-MM-DD`. */
function dayAfter(now: Date, days: number): string {
  return new Date(Date.parse(`${viennaDay(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The end of a chosen calendar day (Vienna): the token works through that whole day. */
export function endOfDay(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
  // Vienna is one or two hours ahead of UTC; the earlier instant keeps within the year's limit.
  return new Date(midnightUtc - 2 * 3_600_000);
}

const tokenId = z
  .string({ error: "Bitte wählen Sie einen API-Zugang." })
  .regex(/^[1-9][0-9]{0,9}$/, "Bitte wählen Sie einen API-Zugang.")
  .transform(Number);

const revokeSchema = z.object({ intent: z.literal("revoke"), tokenId });

/** The intent of the staff panel's revocation, beside the panel's other forms. */
export const STAFF_REVOKE_INTENT = "revoke-api-token";

/** Revoking a company's token in the staff panel. */
export const staffTokenRevokeSchema = z.object({ intent: z.literal(STAFF_REVOKE_INTENT), tokenId });

/** Creating or revoking a token on the API-Zugänge page; `now` decides the allowed dates. */
export function tokenFormSchema(now: Date) {
  const today = viennaDay(now);
  const latest = dayAfter(now, MAX_EXPIRY_DAYS);
  const create = z
    .object({
      intent: z.literal("create"),
      name: z
        .string({ error: "Bitte geben Sie einen Namen ein." })
        .trim()
        .min(1, "Bitte geben Sie einen Namen ein.")
        .max(80, "Der Name darf höchstens 80 Zeichen lang sein."),
      scopes: z.preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z
          .array(z.enum(SCOPES, { error: "Unbekannte Berechtigung." }))
          .min(1, "Bitte wählen Sie mindestens eine Berechtigung."),
      ),
      expiry: z.enum(EXPIRY_CHOICES, { error: "Bitte wählen Sie, wie lange der Zugang gilt." }),
      expiresOn: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.expiry !== "datum") return;
      const day = value.expiresOn ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
        ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "Bitte geben Sie ein Datum an." });
      } else if (day <= today) {
        ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "Das Ablaufdatum muss in der Zukunft liegen." });
      } else if (day > latest) {
        ctx.addIssue({
          code: "custom",
          path: ["expiresOn"],
          message: "Ein API-Zugang gilt höchstens ein Jahr.",
        });
      }
    })
    .transform(({ name, scopes, expiry, expiresOn }) => ({
      intent: "create" as const,
      name,
      scopes: [...new Set(scopes)],
      expiresAt: expiry === "datum" ? endOfDay(expiresOn!) : new Date(now.getTime() + Number(expiry) * DAY_MS),
    }));
  return z.discriminatedUnion("intent", [create, revokeSchema], { error: "Ungültige Anfrage." });
}
