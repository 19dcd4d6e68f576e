import { data } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/report";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { qaReview, submitReport } from "~/features/qa/qa.server";
import { suggestedReasons } from "~/features/qa/checks";
import { qaReportSchema } from "~/features/qa/schema";
import { QaReportFormView, type QaReportFieldErrors } from "~/features/qa/components/qa-report-form";
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
  const form = await request.formData();
  const decision = form.get("decision");
  const parsed = qaReportSchema.safeParse({
    decision: decision ?? undefined,
    reasons: decision === "rejected" ? form.getAll("reasons").map(String) : [],
    message: String(form.get("message") ?? ""),
  });
  if (!parsed.success) {
    const fields: QaReportFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = key === "reasons" || key === "message" ? key : "decision";
      fields[field] ??= issue.message;
    }
    return data({ error: "Bitte prüfen Sie Ihre Eingaben.", fields }, { status: 400 });
  }
  try {
    await submitReport(db, id, user, parsed.data, { production, requestId });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message, fields: {} as QaReportFieldErrors }, { status: refusal.status });
  }
  throw await redirectWithFlash(context, "/p/internal/qa", {
    tone: "success",
    text:
      parsed.data.decision === "approved"
        ? `Inserat Nr. ${id} wurde freigegeben.`
        : `Inserat Nr. ${id} wurde abgelehnt. Das Unternehmen erhält die Begründung per E-Mail.`,
  });
}

export default function QaReportRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QaReportFormView {...loaderData} result={actionData} />;
}
