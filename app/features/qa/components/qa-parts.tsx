import { Pill, type PillTone } from "~/components/ui/pill";
import { formatDateTime } from "~/lib/format";
import { QA_REJECTION_REASONS, type CheckStatus, type QaCheck, type QaRejectionReason } from "../checks";
import type { QaReportRow } from "../qa.server";

const CHECK_TONES: Record<CheckStatus, PillTone> = { ok: "success", warning: "warning", error: "danger" };
const CHECK_TEXTS: Record<CheckStatus, string> = { ok: "In Ordnung", warning: "Hinweis", error: "Fehler" };

/** The automatic checks, each with its verdict in words (not colour alone). */
export function QaCheckList({ checks }: { checks: readonly QaCheck[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Automatische Prüfungen">
      {checks.map((check) => (
        <li key={check.key} className="rounded-md border border-slate-200 bg-white p-3" data-check={check.key}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{check.label}</span>
            <Pill tone={CHECK_TONES[check.status]}>{CHECK_TEXTS[check.status]}</Pill>
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">{check.detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** A report as the page receives it: the server's row with its time as an ISO string. */
export type QaReportView = Omit<QaReportRow, "at"> & { at: string };

export function reasonLabel(reason: string): string {
  return QA_REJECTION_REASONS[reason as QaRejectionReason] ?? reason;
}

/** Every report of an ad, newest first: decision, reviewer, reasons and message. */
export function QaReportHistory({ reports }: { reports: readonly QaReportView[] }) {
  if (reports.length === 0) return <p className="text-slate-700">Zu diesem Inserat gibt es noch keinen Prüfbericht.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {reports.map((report) => (
        <li key={report.id} className="rounded-md border border-slate-200 bg-white p-3">
          <p className="flex flex-wrap items-center gap-2">
            <Pill tone={report.decision === "approved" ? "success" : "danger"}>
              {report.decision === "approved" ? "Freigegeben" : "Abgelehnt"}
            </Pill>
            <span className="text-sm text-slate-700">
              {formatDateTime(report.at)} · {report.staffName}
            </span>
          </p>
          {report.reasons.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {report.reasons.map((reason) => (
                <li key={reason}>{reasonLabel(reason)}</li>
              ))}
            </ul>
          ) : null}
          {report.message ? <p className="mt-2 text-sm whitespace-pre-line">{report.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}
