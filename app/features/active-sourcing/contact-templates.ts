import { z } from "zod";
import { formField } from "~/lib/schema-parts";

/**
 * Message templates of a contact request (docs/active-sourcing.md, "Contact requests"). The
 * placeholders are filled when the request is sent: {Anrede} with the person's salutation (their
 * name only in the e-mail to them; the company's copy says "Frau …" until they accept),
 * {Jobtitel} with the attached ad's title or the person's desired title, {Unternehmen} with the
 * company's name, {Absender} with the name of the colleague who sends it (the request is signed by
 * a person, not only by the company).
 */

export interface ContactTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
}

export const CONTACT_TEMPLATES: readonly ContactTemplate[] = [
  {
    id: "stelle",
    name: "Konkrete Stelle",
    subject: "{Unternehmen}: Ihr Profil passt zu unserer Stelle als {Jobtitel}",
    body: [
      "{Anrede},",
      "",
      "Ihr Profil in der Talentdatenbank hat uns angesprochen. Für die Stelle als {Jobtitel} suchen wir Verstärkung und glauben, dass Ihre Erfahrung sehr gut zu uns passt.",
      "",
      "Hätten Sie Interesse an einem unverbindlichen Gespräch? Wenn Sie die Anfrage annehmen, melden wir uns mit einem Terminvorschlag.",
      "",
      "Mit freundlichen Grüßen",
      "{Absender}",
      "{Unternehmen}",
    ].join("\n"),
  },
  {
    id: "kennenlernen",
    name: "Kennenlernen",
    subject: "{Unternehmen} möchte Sie kennenlernen",
    body: [
      "{Anrede},",
      "",
      "wir sind auf Ihr Profil als {Jobtitel} aufmerksam geworden und würden Sie gern kennenlernen – auch wenn Sie gerade nicht aktiv suchen.",
      "",
      "Dürfen wir Ihnen erzählen, was wir vorhaben und welche Rolle Sie bei uns übernehmen könnten?",
      "",
      "Mit freundlichen Grüßen",
      "{Absender}",
      "{Unternehmen}",
    ].join("\n"),
  },
];

export const templateById = (id: string | null): ContactTemplate | null =>
  CONTACT_TEMPLATES.find((template) => template.id === id) ?? null;

export interface PlaceholderValues {
  anrede: string;
  jobtitel: string;
  unternehmen: string;
  absender: string;
}

/** Replaces every placeholder (in any case, as typed) by its value; other braces stay. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(anrede|jobtitel|unternehmen|absender)\}/gi, (_, name: string) => {
    const key = name.toLowerCase() as keyof PlaceholderValues;
    return values[key];
  });
}

/** "Sehr geehrte Frau Huber" for the person; "Sehr geehrte Frau …" for the company before acceptance. */
export function salutationOf(
  person: { gender: string; firstName: string; lastName: string } | { gender: string },
): string {
  const named = "lastName" in person;
  switch (person.gender) {
    case "w":
      return `Sehr geehrte Frau ${named ? person.lastName : "…"}`;
    case "m":
      return `Sehr geehrter Herr ${named ? person.lastName : "…"}`;
    default:
      return named ? `Guten Tag ${person.firstName} ${person.lastName}` : "Guten Tag …";
  }
}

/**
 * A text the company wrote before it knew the name, as the person reads it (and the company once
 * the person accepted): "Sehr geehrte Frau …" becomes "Sehr geehrte Frau Hofer".
 */
export function personalisedText(
  text: string,
  person: { gender: string; firstName: string; lastName: string },
): string {
  const anonymous = salutationOf({ gender: person.gender });
  return text.includes(anonymous) ? text.replaceAll(anonymous, salutationOf(person)) : text;
}

export type SendRefusal = "not-in-pool" | "open-request" | "accepted" | "quota" | "job-ad";

export const SEND_REFUSALS: Record<SendRefusal, string> = {
  "not-in-pool": "Dieses Profil ist nicht mehr verfügbar.",
  "open-request":
    "Sie haben dieser Person bereits eine Anfrage gesendet, die noch offen ist. Warten Sie bitte ihre Antwort ab.",
  accepted: "Diese Person hat Ihre Anfrage bereits angenommen. Schreiben Sie ihr im Gespräch.",
  quota: "Ihr Kontingent an Kontaktanfragen für diesen Monat ist aufgebraucht.",
  "job-ad": "Bitte wählen Sie eines Ihrer aktiven Inserate.",
};

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;
export const DECLINE_REASON_MAX = 1000;

const requiredText = (max: number, empty: string, tooLong: string) =>
  formField(z.string().trim().min(1, empty).max(max, tooLong));

/** The company's form: subject, message and optionally one of its active ads. */
export const contactRequestSchema = z.object({
  subject: requiredText(
    SUBJECT_MAX,
    "Bitte geben Sie einen Betreff ein.",
    `Der Betreff darf höchstens ${SUBJECT_MAX} Zeichen lang sein.`,
  ),
  body: requiredText(
    BODY_MAX,
    "Bitte schreiben Sie eine Nachricht.",
    `Die Nachricht darf höchstens ${BODY_MAX} Zeichen lang sein.`,
  ),
  jobAdId: formField(
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === "") return null;
        const id = Number(value);
        if (!Number.isSafeInteger(id) || id <= 0) {
          ctx.addIssue({ code: "custom", message: "Bitte wählen Sie eines Ihrer aktiven Inserate." });
          return z.NEVER;
        }
        return id;
      }),
  ),
});

/** A free message in a conversation, from either side. */
export const talentMessageSchema = z.object({
  body: requiredText(
    BODY_MAX,
    "Bitte schreiben Sie eine Nachricht.",
    `Die Nachricht darf höchstens ${BODY_MAX} Zeichen lang sein.`,
  ),
});

/** The person's answer on their page. */
export const candidateAnswerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept") }),
  z.object({
    intent: z.literal("decline"),
    reason: formField(
      z
        .string()
        .trim()
        .max(DECLINE_REASON_MAX, `Die Begründung darf höchstens ${DECLINE_REASON_MAX} Zeichen lang sein.`),
    ),
  }),
  z.object({ intent: z.literal("reply"), body: talentMessageSchema.shape.body }),
]);
