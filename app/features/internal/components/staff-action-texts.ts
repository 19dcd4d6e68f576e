import { z } from "zod";
import { noteSchema } from "~/lib/request-params";
import { rowIdSchema } from "~/lib/row-id";
import type { JobAdAction } from "~/features/job-ads/lifecycle";
import { EXPIRATION_MAX_DAYS, SCHEDULE_MAX_DAYS } from "~/features/job-ads/policy";

/**
 * The lifecycle actions staff start from a company's ad list. Approve and reject belong to the
 * QA pages, expire only to the system.
 */
export const STAFF_PAGE_ACTIONS = [
  "publish",
  "activate-scheduled",
  "deactivate",
  "reactivate",
  "lock",
  "unlock",
  "delete",
  "restore",
  "prolong",
  "free-prolongation",
  "undo-runtime-extension",
  "remind",
  "push",
] as const satisfies readonly JobAdAction[];
export type StaffPageAction = (typeof STAFF_PAGE_ACTIONS)[number];

export function isStaffPageAction(action: string): action is StaffPageAction {
  return (STAFF_PAGE_ACTIONS as readonly string[]).includes(action);
}

/**
 * The staff functions outside the lifecycle (staff-functions.server.ts) the list offers; the
 * product of a service draft is changed in the service-entry editor.
 */
export const STAFF_PAGE_FUNCTIONS = ["online-mail", "schedule", "expiration"] as const;
export type StaffPageFunction = (typeof STAFF_PAGE_FUNCTIONS)[number];

export function isStaffPageFunction(fn: string): fn is StaffPageFunction {
  return (STAFF_PAGE_FUNCTIONS as readonly string[]).includes(fn);
}

/** Everything a row's buttons can post. */
export type StaffPageIntent = StaffPageAction | StaffPageFunction;

/** The functions that ask for a new date in their dialog. */
export const DATE_INTENTS: ReadonlySet<StaffPageIntent> = new Set(["schedule", "expiration"]);

export const STAFF_NOTE_MAX_LENGTH = 1000;

/** The form the confirm dialog posts; the server checks everything else through the lifecycle. */
export const staffActionSchema = z.object({
  intent: z.enum([...STAFF_PAGE_ACTIONS, ...STAFF_PAGE_FUNCTIONS], { error: "Diese Aktion gibt es hier nicht." }),
  id: rowIdSchema("Bitte geben Sie die Nummer des Inserats an."),
  note: noteSchema(STAFF_NOTE_MAX_LENGTH).optional(),
  date: z
    .string({ error: "Bitte wählen Sie ein Datum." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte wählen Sie ein gültiges Datum.")
    .optional(),
});
export type StaffActionInput = z.output<typeof staffActionSchema>;

/** Button label, dialog title, the consequence in one or two sentences, and the confirmation. */
export const STAFF_ACTION_TEXTS: Record<StaffPageIntent, { label: string; title: string; body: string; done: string }> =
  {
    "online-mail": {
      label: "Online-Mail erneut senden",
      title: "Online-Benachrichtigung erneut senden?",
      body: "Alle Benutzer:innen des Unternehmens erhalten noch einmal die E-Mail, dass das Inserat online ist.",
      done: "Die Online-Benachrichtigung ist verschickt.",
    },
    schedule: {
      label: "Veröffentlichungsdatum ändern",
      title: "Veröffentlichungsdatum ändern?",
      body: `Das Inserat geht am gewählten Tag online und seine Laufzeit beginnt dann. Der Tag liegt frühestens morgen und höchstens ${SCHEDULE_MAX_DAYS} Tage in der Zukunft.`,
      done: "Das Veröffentlichungsdatum ist geändert.",
    },
    expiration: {
      label: "Laufzeitende ändern",
      title: "Laufzeitende ändern?",
      body: `Das Inserat bleibt bis zum Ende des gewählten Tages online, höchstens ${EXPIRATION_MAX_DAYS} Tage ab heute. Die Erinnerung vor dem Ablauf geht für das neue Ende erneut hinaus.`,
      done: "Das Laufzeitende ist geändert.",
    },
    publish: {
      label: "Veröffentlichen",
      title: "Inserat veröffentlichen?",
      body: "Das Inserat wird mit seinem Produkt veröffentlicht; die Credits des Produkts werden vom Guthaben des Unternehmens abgebucht. Mit einem späteren Veröffentlichungsdatum wird es für diesen Tag geplant.",
      done: "Das Inserat wurde veröffentlicht.",
    },
    "activate-scheduled": {
      label: "Jetzt aktivieren",
      title: "Geplantes Inserat jetzt aktivieren?",
      body: "Das Inserat geht sofort online statt am geplanten Tag. Die Laufzeit beginnt heute.",
      done: "Das Inserat ist jetzt online.",
    },
    deactivate: {
      label: "Deaktivieren",
      title: "Inserat deaktivieren?",
      body: "Das Inserat ist dann für Bewerber:innen nicht mehr zu sehen. Die Laufzeit läuft weiter.",
      done: "Das Inserat ist deaktiviert.",
    },
    reactivate: {
      label: "Reaktivieren",
      title: "Inserat reaktivieren?",
      body: "Das Inserat ist sofort wieder online, bis zum Ende seiner Laufzeit.",
      done: "Das Inserat ist wieder online.",
    },
    lock: {
      label: "Sperren",
      title: "Inserat sperren?",
      body: "Das Inserat ist für Bewerber:innen nicht mehr zu sehen und das Unternehmen kann es nicht mehr bearbeiten. Beim Entsperren kehrt es in seinen jetzigen Zustand zurück.",
      done: "Das Inserat ist gesperrt.",
    },
    unlock: {
      label: "Entsperren",
      title: "Inserat entsperren?",
      body: "Das Inserat kehrt in den Zustand vor der Sperre zurück; ist seine Laufzeit inzwischen vorbei, gilt es als abgelaufen.",
      done: "Das Inserat ist entsperrt.",
    },
    delete: {
      label: "Löschen",
      title: "Inserat löschen?",
      body: "Das Inserat wird gelöscht und ist nirgends mehr zu sehen. Es kann wiederhergestellt werden.",
      done: "Das Inserat ist gelöscht.",
    },
    restore: {
      label: "Wiederherstellen",
      title: "Inserat wiederherstellen?",
      body: "Das Inserat kehrt in den Zustand vor dem Löschen zurück; ist seine Laufzeit inzwischen vorbei, gilt es als abgelaufen.",
      done: "Das Inserat ist wiederhergestellt.",
    },
    prolong: {
      label: "Verlängern",
      title: "Inserat verlängern?",
      body: "Die Laufzeit verlängert sich um die Laufzeit des Produkts. Die Credits des Produkts werden vom Guthaben des Unternehmens abgebucht.",
      done: "Das Inserat ist verlängert.",
    },
    "free-prolongation": {
      label: "Kostenlos verlängern (14 Tage)",
      title: "Inserat kostenlos verlängern?",
      body: "Die Laufzeit verlängert sich um 14 Tage, ohne Credits abzubuchen.",
      done: "Das Inserat ist um 14 Tage verlängert.",
    },
    "undo-runtime-extension": {
      label: "Verlängerung zurücknehmen",
      title: "Letzte Verlängerung zurücknehmen?",
      body: "Die letzte Verlängerung wird von der Laufzeit abgezogen und ihre Credits werden dem Unternehmen gutgeschrieben. Ist das neue Ende schon vorbei, gilt das Inserat als abgelaufen.",
      done: "Die Verlängerung ist zurückgenommen.",
    },
    remind: {
      label: "Erinnerung senden",
      title: "Erinnerung senden?",
      body: "Das Unternehmen erhält eine E-Mail, dass das Inserat bald abläuft.",
      done: "Die Erinnerung ist verschickt.",
    },
    push: {
      label: "Pushen",
      title: "Inserat pushen?",
      body: "Das Inserat erscheint wieder ganz oben in den Suchergebnissen, als wäre es heute erschienen. Der Push durch Mitarbeiter:innen ist kostenlos; ein Inserat kann höchstens einmal in 24 Stunden gepusht werden.",
      done: "Das Inserat wurde gepusht.",
    },
  };
