import { data, Form, href, Link, redirect } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/review";
import { CHANNEL_LABELS } from "@auth/user";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { previewOf } from "~/features/job-ads/editor.server";
import { savedFormValues } from "~/features/job-ads/editor-values";
import { isJobAdStatus } from "~/features/job-ads/lifecycle";
import { StatusPill } from "~/features/job-ads/list/status-pill";
import { JobAdPreview } from "~/features/job-ads/components/job-ad-preview";
import { claimForReview, qaReview, releaseClaim } from "~/features/qa/qa.server";
import { QaCheckList, QaReportHistory } from "~/features/qa/components/qa-parts";
import { buttonClassName } from "~/components/ui/button-styles";
import { formatDateTime } from "~/lib/format";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Prüfung: ${loaderData?.ad.title || "Inserat"} | Qualitätssicherung` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const { db } = context.get(requestContext);
  const review = await qaReview(db, id);
  if (!review) pageNotFound(request);
  const { ad, company, checks, claim, reports } = review;
  return {
    ad: { id: ad.id, title: ad.title, status: ad.status, origin: ad.origin },
    company,
    checks,
    claim: claim
      ? { staffName: claim.staffName, claimedAt: claim.claimedAt.toISOString(), mine: claim.staffId === user.id }
      : null,
    reports: reports.map((report) => ({ ...report, at: report.at.toISOString() })),
    preview: previewOf(company.fullName, savedFormValues(ad)),
  };
}

/** Take over or give back the review of this ad. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const { db } = context.get(requestContext);
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "claim") {
      await claimForReview(db, id, user);
      return { error: null, done: "Sie prüfen dieses Inserat jetzt." };
    }
    if (intent === "release") {
      await releaseClaim(db, id, user);
      throw redirect("/p/internal/qa");
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message, done: null }, { status: refusal.status });
  }
  return data({ error: "Ungültige Anfrage.", done: null }, { status: 400 });
}

export default function QaReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, company, checks, claim, reports, preview } = loaderData;
  const inReview = ad.status === "review";
  const canReport = inReview && (claim === null || claim.mine);
  return (
    <section aria-labelledby="review-title">
      <p className="text-sm">
        <Link to="/p/internal/qa" className="text-brand-700 underline">
          Zurück zur Warteschlange
        </Link>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        Inserat Nr. {ad.id} · {company.fullName} ({CHANNEL_LABELS[company.channel]}, {company.city}) ·{" "}
        {ad.origin === "service" ? "Service" : "Self-Service"}
      </p>
      <h1 id="review-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
        Prüfung: {ad.title || "Ohne Titel"}
      </h1>
      <div className="mt-2">{isJobAdStatus(ad.status) ? <StatusPill status={ad.status} /> : ad.status}</div>
      <div aria-live="polite" className="mt-4 flex flex-col gap-2">
        {actionData?.error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {actionData?.done ? (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
            {actionData.done}
          </p>
        ) : null}
      </div>
      {inReview ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-4">
          <p className="mr-auto">
            {claim === null
              ? "Niemand prüft dieses Inserat gerade."
              : claim.mine
                ? `Sie prüfen dieses Inserat (seit ${formatDateTime(claim.claimedAt)}).`
                : `${claim.staffName} prüft dieses Inserat (seit ${formatDateTime(claim.claimedAt)}).`}
          </p>
          {claim === null ? (
            <Form method="post">
              <input type="hidden" name="intent" value="claim" />
              <button type="submit" className={buttonClassName("secondary")}>
                Prüfung übernehmen
              </button>
            </Form>
          ) : null}
          {claim?.mine ? (
            <Form method="post">
              <input type="hidden" name="intent" value="release" />
              <button type="submit" className={buttonClassName("ghost")}>
                Prüfung abgeben
              </button>
            </Form>
          ) : null}
          {canReport ? (
            <Link to={href("/p/internal/qa/:id/report", { id: String(ad.id) })} className={buttonClassName("primary")}>
              Bericht erstellen
            </Link>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 rounded-md border border-slate-200 bg-white p-4">
          Dieses Inserat ist nicht (mehr) in Prüfung. Die Berichte unten zeigen, wie entschieden wurde.
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="preview-title">
          <h2 id="preview-title" className="text-lg font-semibold">
            So sehen Bewerber:innen das Inserat
          </h2>
          <div className="mt-3">
            <JobAdPreview model={preview} />
          </div>
        </section>
        <section aria-labelledby="checks-title">
          <h2 id="checks-title" className="text-lg font-semibold">
            Automatische Prüfungen
          </h2>
          <div className="mt-3">
            <QaCheckList checks={checks} />
          </div>
        </section>
      </div>
      <section aria-labelledby="reports-title" className="mt-8">
        <h2 id="reports-title" className="text-lg font-semibold">
          Prüfberichte
        </h2>
        <div className="mt-3">
          <QaReportHistory reports={reports} />
        </div>
      </section>
    </section>
  );
}
