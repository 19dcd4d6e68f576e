import { Link as RouterLink, useLocation } from "react-router";
import { DailyFigures, type DailyFiguresView } from "~/components/ui/daily-figures";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/format";
import { formatWholeNumber } from "~/lib/number-format";
import type { EmployerPageDay, EmployerPageMetrics, Period } from "../metrics.server";

const LABELS = { views: "Aufrufe der Unternehmensseite", jobClicks: "Klicks auf Stellen", follows: "Neue Follower" };

/** The period links (30, 90, 365 days); each keeps the chosen view. */
export function PeriodLinks({ period }: { period: Period }) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label="Zeitraum" className="flex flex-wrap gap-2">
      {([30, 90, 365] as const).map((days) => {
        const params = new URLSearchParams(search);
        params.set("zeitraum", String(days));
        return (
          <RouterLink
            key={days}
            to={`${pathname}?${params.toString()}`}
            aria-current={days === period ? "page" : undefined}
            preventScrollReset
            className="rounded-full border border-brand-700 px-4 py-1.5 font-medium text-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {days} Tage
          </RouterLink>
        );
      })}
    </nav>
  );
}

/** The key figures of the period and the number of followers now. */
export function EmployerPageTotals({ metrics }: { metrics: EmployerPageMetrics }) {
  const figures: Array<[string, number]> = [
    [LABELS.views, metrics.totals.views],
    [LABELS.jobClicks, metrics.totals.jobClicks],
    [LABELS.follows, metrics.totals.follows],
    ["Follower insgesamt", metrics.followers],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{formatWholeNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Views, job clicks and new followers per day: a chart, or the same numbers as a table. */
export function EmployerPageDailyView({ metrics, view }: { metrics: EmployerPageMetrics; view: DailyFiguresView }) {
  const { daily, totals } = metrics;
  const highest = daily.reduce((best, point) => (point.views > best.views ? point : best), daily[0]!);
  return (
    <DailyFigures<EmployerPageDay>
      view={view}
      rows={daily}
      caption="Aufrufe, Klicks auf Stellen und neue Follower je Tag"
      columns={[
        { key: "views", header: LABELS.views },
        { key: "jobClicks", header: LABELS.jobClicks },
        { key: "follows", header: LABELS.follows },
      ]}
      charts={[
        {
          title: LABELS.views,
          variant: "bar",
          summary: `${LABELS.views}: ${formatWholeNumber(totals.views)} im Zeitraum${
            highest.views > 0 ? `, die meisten am ${formatDate(highest.day)} (${formatWholeNumber(highest.views)})` : ""
          }.`,
          keys: ["views"],
        },
        {
          title: "Klicks auf Stellen und neue Follower",
          variant: "line",
          summary: `${LABELS.jobClicks}: ${formatWholeNumber(totals.jobClicks)}; ${LABELS.follows}: ${formatWholeNumber(totals.follows)}.`,
          keys: ["jobClicks", "follows"],
        },
      ]}
    />
  );
}

/** Where visitors came from: categories only (search engines, social networks …), never addresses. */
export function ReferrerTable({ metrics }: { metrics: EmployerPageMetrics }) {
  const total = metrics.referrers.reduce((sum, row) => sum + row.views, 0);
  return (
    <section aria-labelledby="referrers-title" className="space-y-3">
      <h2 id="referrers-title" className="text-lg font-semibold text-slate-900">
        Woher die Besucherinnen und Besucher kamen
      </h2>
      <Table
        caption="Aufrufe der Unternehmensseite nach Herkunft im gewählten Zeitraum"
        isCaptionHidden
        columns={[
          { key: "label", header: "Herkunft", isRowHeader: true },
          { key: "views", header: "Aufrufe", align: "end", render: (row) => formatWholeNumber(row.views) },
          {
            key: "share",
            header: "Anteil",
            align: "end",
            render: (row) => (total > 0 ? `${Math.round((row.views / total) * 100)} %` : "–"),
          },
        ]}
        rows={metrics.referrers}
        getRowKey={(row) => row.category}
      />
    </section>
  );
}
