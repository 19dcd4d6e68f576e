import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Group } from "~/components/ui/group";
import { Link } from "~/components/ui/link";
import { Modal } from "~/components/ui/modal";
import { Pill } from "~/components/ui/pill";
import { Table } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/format";
import { formMessageOf, type FormResult } from "~/lib/form-reply";
import { formatWholeNumber } from "~/lib/number-format";
import type { DashboardData, OpenedMessage } from "../dashboard.server";
import { creditsLabel } from "../labels";
import { ACTIVE_JOB_ADS_PATH, applicationPath, jobAdSummaryPath } from "../paths";

function KeyFigure({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold text-slate-700">{title}</h2>
      <p className="text-3xl font-bold text-brand-900 tabular-nums">{value}</p>
      <div className="text-sm text-slate-700">{children}</div>
    </div>
  );
}

export function KeyFigures({ data }: { data: DashboardData }) {
  const { nextExpiry } = data.credits;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <KeyFigure title="Aktive Inserate" value={formatWholeNumber(data.activeJobAds)}>
        <Link to={ACTIVE_JOB_ADS_PATH} variant="standalone">
          Aktive Inserate anzeigen
        </Link>
      </KeyFigure>
      <KeyFigure title="Guthaben" value={creditsLabel(data.credits.balance)}>
        <p>
          {nextExpiry
            ? `${creditsLabel(nextExpiry.credits)} ${nextExpiry.credits === 1 ? "läuft" : "laufen"} am ${formatDate(nextExpiry.expiresAt)} ab.`
            : "Kein Guthaben läuft demnächst ab."}
        </p>
        <Link to="/p/credits" variant="standalone" className="mt-1">
          Zum Guthaben
        </Link>
      </KeyFigure>
      <KeyFigure title="Neue Bewerbungen" value={formatWholeNumber(data.unreadApplications)}>
        <p>{data.unreadApplications === 1 ? "Bewerbung noch nicht gelesen." : "Bewerbungen noch nicht gelesen."}</p>
      </KeyFigure>
    </div>
  );
}

type RecentApplication = DashboardData["recentApplications"][number];

export function RecentApplications({ applications }: { applications: DashboardData["recentApplications"] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Neueste Bewerbungen</h2>
      <Table<RecentApplication>
        caption="Neueste Bewerbungen"
        isCaptionHidden
        columns={[
          {
            key: "candidateName",
            header: "Bewerber:in",
            isRowHeader: true,
            render: (row) => <Link to={applicationPath(row.id)}>{row.candidateName}</Link>,
          },
          {
            key: "jobAd",
            header: "Inserat",
            render: (row) => <Link to={jobAdSummaryPath(row.jobAd.id)}>{row.jobAd.title}</Link>,
          },
          { key: "receivedAt", header: "Eingegangen am", render: (row) => formatDateTime(row.receivedAt) },
          {
            key: "unread",
            header: "Status",
            render: (row) => (row.unread ? <Pill tone="info">Neu</Pill> : "Gelesen"),
          },
        ]}
        rows={applications}
        getRowKey={(row) => row.id}
        emptyState="Auf Ihre Inserate sind noch keine Bewerbungen eingegangen."
      />
    </div>
  );
}

interface OpenMessageResult {
  message?: OpenedMessage;
  result?: FormResult;
}

/** Unread messages; opening one marks it read and shows it in a dialog. */
export function UnreadMessages({ messages }: { messages: DashboardData["unreadMessages"] }) {
  const fetcher = useFetcher<OpenMessageResult>();
  const [closedId, setClosedId] = useState<number | null>(null);
  const opened = fetcher.data?.message;
  const refusal = formMessageOf(fetcher.data?.result);
  return (
    <Group title="Ungelesene Nachrichten" headingLevel={2}>
      {refusal ? (
        <p role="alert" className="mb-3 text-red-700">
          {refusal}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-slate-700">Sie haben keine ungelesenen Nachrichten.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{message.subject}</p>
                <p className="text-sm text-slate-700">Erhalten am {formatDate(message.createdAt)}</p>
              </div>
              <fetcher.Form method="post">
                <input type="hidden" name="messageId" value={message.id} />
                <Button type="submit" variant="secondary" size="sm" aria-label={`Lesen: ${message.subject}`}>
                  Lesen
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <Modal
        isOpen={opened !== undefined && opened.id !== closedId}
        onOpenChange={(isOpen) => {
          if (!isOpen && opened) setClosedId(opened.id);
        }}
        title={opened?.subject ?? ""}
        footer={
          <Button slot="close" variant="secondary">
            Schließen
          </Button>
        }
      >
        {opened ? (
          <>
            <p className="mb-3 text-sm text-slate-700">Erhalten am {formatDateTime(opened.createdAt)}</p>
            <p className="whitespace-pre-line">{opened.body}</p>
          </>
        ) : null}
      </Modal>
    </Group>
  );
}

export function ExpiringJobAds({
  jobAds,
  windowDays,
}: {
  jobAds: DashboardData["expiringJobAds"];
  windowDays: number;
}) {
  return (
    <Group title="Inserate, die bald ablaufen" headingLevel={2}>
      {jobAds.length === 0 ? (
        <p className="text-slate-700">In den nächsten {windowDays} Tagen läuft keines Ihrer Inserate ab.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {jobAds.map((jobAd) => (
            <li key={jobAd.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <Link to={jobAdSummaryPath(jobAd.id)}>{jobAd.title}</Link>
              <span className="text-sm text-slate-700">läuft am {formatDate(jobAd.expiresAt)} ab</span>
            </li>
          ))}
        </ul>
      )}
    </Group>
  );
}

/** Ads QA sent back: the company should not have to find them in the list. */
export function RejectedJobAds({ jobAds }: { jobAds: DashboardData["rejectedJobAds"] }) {
  if (jobAds.length === 0) return null;
  return (
    <Group title="Abgelehnt – bitte überarbeiten" headingLevel={2}>
      <p className="mb-2 text-slate-700">
        Unsere Qualitätskontrolle hat {jobAds.length === 1 ? "dieses Inserat" : "diese Inserate"} zurückgeschickt. Die
        Gründe lesen Sie in der Zusammenfassung.
      </p>
      <ul className="divide-y divide-slate-200">
        {jobAds.map((jobAd) => (
          <li key={jobAd.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="font-medium text-slate-900">{jobAd.title || `Inserat ${jobAd.id}`}</span>
            <Link to={jobAdSummaryPath(jobAd.id)}>
              Gründe ansehen<span className="sr-only">: {jobAd.title || `Inserat ${jobAd.id}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Group>
  );
}
