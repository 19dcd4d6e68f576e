import { useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/report";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { qaReview, submitReport } from "~/features/qa/qa.server";
import { QA_REJECTION_REASONS, suggestedReasons, type QaRejectionReason } from "~/features/qa/checks";
import { QA_MESSAGE_MAX, QA_MESSAGE_MIN, qaReportSchema } from "~/features/qa/schema";
import { QaCheckList, QaReportHistory } from "~/features/qa/components/qa-parts";
import { FIELD_INPUT_CLASS } from "~/components/ui/field";
import { buttonClassName } from "~/components/ui/button-styles";
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

type FieldErrors = Partial<Record<"decision" | "reasons" | "message", string>>;

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
    const fields: FieldErrors = {};
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
    return data({ error: refusal.message, fields: {} as FieldErrors }, { status: refusal.status });
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
  const { ad, company, checks, suggested, claimedByOther, reports } = loaderData;
  const navigation = useNavigation();
  const [decision, setDecision] = useState<"approved" | "rejected" | null>(null);
  const fields = actionData?.fields ?? {};
  const submitting = navigation.state === "submitting";
  const open = ad.status === "review" && claimedByOther === null;
  return (
    <section aria-labelledby="report-title">
      <p className="text-sm">
        <Link to={href("/p/internal/qa/:id", { id: String(ad.id) })} className="text-brand-700 underline">
          Zurück zur Prüfung
        </Link>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        Inserat Nr. {ad.id} · {company.fullName}
      </p>
      <h1 id="report-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
        Prüfbericht: {ad.title || "Ohne Titel"}
      </h1>
      <div aria-live="polite" className="mt-4">
        {actionData?.error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {actionData.error}
          </p>
        ) : null}
      </div>
      {!open ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {claimedByOther
            ? `${claimedByOther} prüft dieses Inserat gerade. Ein Bericht ist erst möglich, wenn die Prüfung abgegeben oder verfallen ist.`
            : "Dieses Inserat ist nicht (mehr) in Prüfung. Ein neuer Bericht ist erst möglich, wenn das Unternehmen es erneut veröffentlicht."}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Form
            method="post"
            className="flex flex-col gap-6 rounded-md border border-slate-200 bg-white p-4"
            noValidate
          >
            <fieldset aria-describedby={fields.decision ? "decision-error" : undefined}>
              <legend className="font-semibold">Entscheidung</legend>
              <div className="mt-2 flex flex-col gap-2">
                <label className="flex items-center gap-2">
                  <input type="radio" name="decision" value="approved" onChange={() => setDecision("approved")} />
                  Freigeben – das Inserat geht online (oder wird zum geplanten Termin aktiv)
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="decision" value="rejected" onChange={() => setDecision("rejected")} />
                  Ablehnen – zurück an das Unternehmen, Credits werden gutgeschrieben
                </label>
              </div>
              {fields.decision ? (
                <p id="decision-error" className="mt-1 text-sm text-red-700">
                  {fields.decision}
                </p>
              ) : null}
            </fieldset>
            <fieldset aria-describedby={fields.reasons ? "reasons-error" : "reasons-hint"}>
              <legend className="font-semibold">Gründe der Ablehnung</legend>
              <p id="reasons-hint" className="text-sm text-slate-700">
                Nur bei einer Ablehnung; vorausgewählt sind die Gründe, die die automatischen Prüfungen nahelegen.
              </p>
              <div className="mt-2 flex flex-col gap-2">
                {(Object.entries(QA_REJECTION_REASONS) as [QaRejectionReason, string][]).map(([key, label]) => (
                  <label key={key} className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      name="reasons"
                      value={key}
                      defaultChecked={suggested.includes(key)}
                      className="mt-1"
                    />
                    {label}
                  </label>
                ))}
              </div>
              {fields.reasons ? (
                <p id="reasons-error" className="mt-1 text-sm text-red-700">
                  {fields.reasons}
                </p>
              ) : null}
            </fieldset>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold">
                Nachricht an das Unternehmen
                {decision === "approved"
                  ? " (optional)"
                  : decision === "rejected"
                    ? " (Pflichtfeld)"
                    : " (Pflichtfeld bei Ablehnung)"}
              </span>
              <textarea
                name="message"
                rows={6}
                maxLength={QA_MESSAGE_MAX}
                aria-required={decision === "rejected" ? true : undefined}
                aria-invalid={fields.message ? true : undefined}
                aria-describedby={fields.message ? "message-error" : "message-hint"}
                className={FIELD_INPUT_CLASS}
              />
              <span id="message-hint" className="text-sm text-slate-700">
                Bei einer Ablehnung Pflicht: mindestens {QA_MESSAGE_MIN}, höchstens {QA_MESSAGE_MAX} Zeichen. Das
                Unternehmen erhält diese Nachricht mit den Gründen per E-Mail und sieht sie bei seinem Inserat.
              </span>
              {fields.message ? (
                <span id="message-error" className="text-sm text-red-700">
                  {fields.message}
                </span>
              ) : null}
            </label>
            <div>
              <button type="submit" disabled={submitting} aria-busy={submitting} className={buttonClassName()}>
                Bericht speichern
              </button>
            </div>
          </Form>
          <section aria-labelledby="checks-title">
            <h2 id="checks-title" className="text-lg font-semibold">
              Automatische Prüfungen
            </h2>
            <div className="mt-3">
              <QaCheckList checks={checks} />
            </div>
          </section>
        </div>
      )}
      <section aria-labelledby="reports-title" className="mt-8">
        <h2 id="reports-title" className="text-lg font-semibold">
          Bisherige Prüfberichte
        </h2>
        <div className="mt-3">
          <QaReportHistory reports={reports} />
        </div>
      </section>
    </section>
  );
}
