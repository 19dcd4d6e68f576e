import type { ReactNode } from "react";
import { Form, href, Link as RouterLink } from "react-router";
import { CHANNEL_LABELS, type DistributionChannel } from "@auth/user";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { formatDateTime } from "~/lib/format";
import { isInReview } from "~/features/job-ads/lifecycle";
import type { QaCheck } from "../checks";
import { QaCheckList, QaReportHistory, type QaReportView } from "./qa-parts";

export interface QaReviewViewProps {
  ad: { id: number; title: string; status: string; origin: string };
  company: { fullName: string; channel: DistributionChannel; city: string };
  checks: readonly QaCheck[];
  /** Who reviews the ad now; null when nobody does. */
  claim: { staffName: string; claimedAt: string; mine: boolean } | null;
  reports: readonly QaReportView[];
  /** The ad as applicants see it: the job-ad preview, composed by the route. */
  preview: ReactNode;
  /** The ad's state as the job-ad lists show it, composed by the route. */
  statusPill: ReactNode;
  /** The answer to "Prüfung übernehmen" or "Prüfung abgeben". */
  result: { error: string | null; done: string | null } | undefined;
}

function claimText(claim: QaReviewViewProps["claim"]): string {
  if (claim === null) return "Niemand prüft dieses Inserat gerade.";
  const since = formatDateTime(claim.claimedAt);
  return claim.mine
    ? `Sie prüfen dieses Inserat (seit ${since}).`
    : `${claim.staffName} prüft dieses Inserat (seit ${since}).`;
}

/** Who reviews the ad, and the ways to take over, give back or write the report. */
function ClaimBar({ adId, claim }: { adId: number; claim: QaReviewViewProps["claim"] }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-4">
      <p className="mr-auto">{claimText(claim)}</p>
      {claim === null ? (
        <Form method="post">
          <input type="hidden" name="intent" value="claim" />
          <Button type="submit" variant="secondary">
            Prüfung übernehmen
          </Button>
        </Form>
      ) : null}
      {claim?.mine ? (
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <Button type="submit" variant="ghost">
            Prüfung abgeben
          </Button>
        </Form>
      ) : null}
      {claim === null || claim.mine ? (
        <RouterLink to={href("/p/internal/qa/:id/report", { id: String(adId) })} className={buttonClassName()}>
          Bericht erstellen
        </RouterLink>
      ) : null}
    </div>
  );
}

/** One ad under review: the preview as applicants see it, the automatic checks, the claim and the reports. */
export function QaReviewView({ ad, company, checks, claim, reports, preview, statusPill, result }: QaReviewViewProps) {
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-4">
      <p className="text-sm">
        <Link to={href("/p/internal/qa")}>Zurück zur Warteschlange</Link>
      </p>
      <div>
        <p className="text-sm text-slate-700">
          Inserat Nr. {ad.id} · {company.fullName} ({CHANNEL_LABELS[company.channel]}, {company.city}) ·{" "}
          {ad.origin === "service" ? "Service" : "Self-Service"}
        </p>
        <h1 id="review-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
          Prüfung: {ad.title || "Ohne Titel"}
        </h1>
        <div className="mt-2">{statusPill}</div>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {result?.error ? <Notification tone="error" title={result.error} /> : null}
        {result?.done ? <Notification tone="success" title={result.done} /> : null}
      </div>
      {isInReview(ad.status) ? (
        <ClaimBar adId={ad.id} claim={claim} />
      ) : (
        <Infobox>Dieses Inserat ist nicht (mehr) in Prüfung. Die Berichte unten zeigen, wie entschieden wurde.</Infobox>
      )}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="preview-title">
          <h2 id="preview-title" className="text-lg font-semibold">
            So sehen Bewerber:innen das Inserat
          </h2>
          <div className="mt-3">{preview}</div>
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
      <section aria-labelledby="reports-title" className="mt-4">
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
