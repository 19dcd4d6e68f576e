import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/report";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { qaReview, submitReport } from "~/features/qa/qa.server";
import { suggestedReasons } from "~/features/qa/checks";
import { qaReportFormSchema } from "~/features/qa/schema";
import { QaReportFormView } from "~/features/qa/components/qa-report-form";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { redirectWithFlash } from "~/lib/flash.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Prüfbericht: ${loaderData?.ad.title || "Inserat"} | Qualitätssicherung` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const review = await qaReview(context.get(requestContext).db, id);
  if (!review) pageNotFound(request);
  const { ad, company, checks, claim, reports } = review;
  return {
    ad: { id: ad.id, title: ad.title, status: ad.status },
    company: { fullName: company.fullName },
    checks,
    suggested: suggestedReasons(checks),
    claimedByOther: claim !== null && claim.staffId !== user.id ? claim.staffName : null,
    reports: reports.map((report) => ({ ...report, at: report.at.toISOString() })),
  };
}

/** Records the decision; the report, the ad's new state and the e-mail commit together. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const { db, production, requestId } = context.get(requestContext);
  const submission = parseForm(await request.formData(), qaReportFormSchema);
  if (submission.status !== "success") {
    return refuseForm(submission, { formErrors: ["Bitte prüfen Sie Ihre Eingaben."] });
  }
  try {
    await submitReport(db, id, user, submission.value, { production, requestId });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
  throw await redirectWithFlash(context, "/p/internal/qa", {
    tone: "success",
    text:
      submission.value.decision === "approved"
        ? `Inserat Nr. ${id} wurde freigegeben.`
        : `Inserat Nr. ${id} wurde abgelehnt. Das Unternehmen erhält die Begründung per E-Mail.`,
  });
}

export default function QaReportRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QaReportFormView {...loaderData} result={actionData?.result} />;
}
