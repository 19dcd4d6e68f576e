import { data } from "react-router";
import type { Database } from "@db/client";
import { type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Actor } from "./history.server";
import { moveApplications, rejectApplications, type MailContext } from "./manager.server";
import { bulkActionSchema } from "./schema";

/**
 * Bulk moves and rejections of the selected applications, each of which must be the company's:
 * the inbox's action and the board's (a card's move is a bulk move of one).
 */
export async function bulkAction(
  db: Database,
  companyId: number,
  actor: Actor,
  mailing: Omit<MailContext, "now">,
  formData: FormData,
) {
  const submission = parseForm(formData, bulkActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const now = new Date();
  const input = submission.value;
  const result =
    input.intent === "phase"
      ? await moveApplications(db, companyId, input.ids, input.phase, actor, now)
      : await rejectApplications(
          db,
          companyId,
          input.ids,
          { reason: input.grund, subject: input.betreff, body: input.text, time: input.zeitpunkt },
          actor,
          { ...mailing, now },
        );
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}
