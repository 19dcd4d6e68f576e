import { z } from "zod";
import { pageSchema, searchTextSchema } from "~/lib/request-params";
import { rowIdSchema } from "~/lib/row-id";
import { JOB_AD_STATUSES, type JobAdAction } from "../lifecycle";

/** Sort orders of the list; the labels are what the select shows. */
export const LIST_SORT_LABELS = {
  updated: "Zuletzt bearbeitet",
  created: "Neueste zuerst",
  title: "Titel A–Z",
  expires: "Laufzeitende",
} as const;

export const LIST_PAGE_SIZE = 20;

/** The list's URL: bad values fall back to defaults instead of failing, so old links still work. */
export const listQuerySchema = z.object({
  status: z.enum(JOB_AD_STATUSES).optional().catch(undefined),
  q: searchTextSchema.catch(undefined),
  sort: z.enum(Object.keys(LIST_SORT_LABELS) as [keyof typeof LIST_SORT_LABELS]).catch("updated"),
  page: pageSchema.catch(1),
});
export type ListSearch = z.output<typeof listQuerySchema>;
export type ListSort = keyof typeof LIST_SORT_LABELS;

export function parseListQuery(params: URLSearchParams): ListSearch {
  return listQuerySchema.parse(Object.fromEntries(params));
}

/** The actions a company user starts from the list; publishing happens on the summary page. */
export const LIST_ACTIONS = [
  "activate-scheduled",
  "deactivate",
  "reactivate",
  "prolong",
  "push",
  "delete",
  "restore",
] as const satisfies readonly JobAdAction[];
export type ListAction = (typeof LIST_ACTIONS)[number];

export const listActionSchema = z.object({
  intent: z.enum(LIST_ACTIONS, { error: "Diese Aktion gibt es nicht." }),
  id: rowIdSchema("Dieses Inserat gibt es nicht."),
});

/** Button label, dialog title and the sentence that explains the consequence. */
export const LIST_ACTION_TEXTS: Record<ListAction, { label: string; title: string; body: string; done: string }> = {
  "activate-scheduled": {
    label: "Jetzt veröffentlichen",
    title: "Inserat jetzt veröffentlichen?",
    body: "Das Inserat geht sofort online statt am geplanten Tag. Die Laufzeit beginnt heute.",
    done: "Das Inserat ist jetzt online.",
  },
  deactivate: {
    label: "Deaktivieren",
    title: "Inserat deaktivieren?",
    body: "Das Inserat ist dann nicht mehr zu sehen. Die Laufzeit läuft weiter; Sie können es bis zu ihrem Ende wieder aktivieren.",
    done: "Das Inserat ist deaktiviert.",
  },
  reactivate: {
    label: "Aktivieren",
    title: "Inserat wieder aktivieren?",
    body: "Das Inserat ist sofort wieder online, bis zum Ende seiner Laufzeit.",
    done: "Das Inserat ist wieder online.",
  },
  prolong: {
    label: "Verlängern",
    title: "Inserat verlängern?",
    body: "Die Laufzeit verlängert sich um die Laufzeit Ihres Produkts. Dafür werden die Credits des Produkts von Ihrem Guthaben abgebucht.",
    done: "Das Inserat ist verlängert.",
  },
  push: {
    label: "Pushen",
    title: "Inserat pushen?",
    body: "Das Inserat erscheint wieder ganz oben in den Suchergebnissen, als wäre es heute erschienen. Dafür wird ein Push Ihres Produkts verwendet.",
    done: "Das Inserat wurde gepusht.",
  },
  delete: {
    label: "Löschen",
    title: "Inserat löschen?",
    body: "Das Inserat verschwindet aus Ihrer Liste. Sie finden es unter „Gelöscht“ und können es dort wiederherstellen.",
    done: "Das Inserat ist gelöscht.",
  },
  restore: {
    label: "Wiederherstellen",
    title: "Inserat wiederherstellen?",
    body: "Das Inserat kehrt in den Zustand zurück, den es vor dem Löschen hatte.",
    done: "Das Inserat ist wiederhergestellt.",
  },
};
