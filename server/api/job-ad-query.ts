import { z } from "zod";
import { JOB_AD_STATUSES } from "~/features/job-ads/lifecycle";
import { LIST_SORT_LABELS, type ListSort } from "~/features/job-ads/list/list-query";

/** Query parts both job-ad lists of the API (external and internal) accept. */

/** `status=active,expired`: a comma list of lifecycle states. */
export const statusListSchema = z
  .string({ error: "Bitte geben Sie die Status als kommagetrennte Liste an." })
  .transform((text) =>
    text
      .split(",")
      .map((status) => status.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(JOB_AD_STATUSES, { error: `Unbekannter Status. Erlaubt: ${JOB_AD_STATUSES.join(", ")}.` })));

const LIST_SORTS = Object.keys(LIST_SORT_LABELS) as [ListSort, ...ListSort[]];

export const listSortSchema = z
  .enum(LIST_SORTS, { error: `Unbekannte Sortierung. Erlaubt: ${LIST_SORTS.join(", ")}.` })
  .default("updated");
