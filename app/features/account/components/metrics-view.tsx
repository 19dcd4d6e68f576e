import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { DailyFigures } from "~/components/ui/daily-figures";
import { Link } from "~/components/ui/link";
import { Select } from "~/components/ui/select";
import { Table } from "~/components/ui/table";
import { formatWholeNumber } from "~/lib/number-format";
import type { JobAdTotals, MetricsJobAdOption } from "../metrics.server";
import { conversionRate, formatRate, METRIC_LABELS, seriesSummary, totalOf, type DailyMetrics } from "../metrics";
import { jobAdSummaryPath } from "../paths";
import { METRICS_PERIODS, type MetricsPeriod, type MetricsQuery } from "../schema";

type MetricsView = MetricsQuery["ansicht"];

export function MetricsFilter({
  period,
  jobAdId,
  jobAds,
  view,
}: {
  period: MetricsPeriod;
  jobAdId: number | "alle";
  jobAds: readonly MetricsJobAdOption[];
  view: MetricsView;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      {/* A new filter keeps the chosen view. */}
      <input type="hidden" name="ansicht" value={view} />
      <div className="w-56">
        <Select
          label="Zeitraum"
          name="zeitraum"
          defaultValue={String(period)}
          options={METRICS_PERIODS.map((days) => ({ id: String(days), label: `Letzte ${days} Tage` }))}
        />
      </div>
      <div className="min-w-64 flex-1">
        <Select
          label="Inserat"
          name="inserat"
          defaultValue={String(jobAdId)}
          options={[
            { id: "alle", label: "Alle Inserate" },
            ...jobAds.map((ad) => ({ id: String(ad.id), label: `${ad.title} (Nr. ${ad.id})` })),
          ]}
        />
      </div>
      <Button type="submit">Anzeigen</Button>
    </Form>
  );
}

function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function MetricsTotals({ daily }: { daily: readonly DailyMetrics[] }) {
  const views = totalOf(daily, "views");
  const applications = totalOf(daily, "applications");
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <KeyFigure label={METRIC_LABELS.views} value={formatWholeNumber(views)} />
      <KeyFigure label={METRIC_LABELS.applyClicks} value={formatWholeNumber(totalOf(daily, "applyClicks"))} />
      <KeyFigure label={METRIC_LABELS.applications} value={formatWholeNumber(applications)} />
      <KeyFigure label="Konversionsrate" value={formatRate(conversionRate(applications, views))} />
    </dl>
  );
}

/** The daily figures as two charts (views as bars; clicks and applications as lines) or one table. */
export function DailyMetricsView({ daily, view }: { daily: readonly DailyMetrics[]; view: MetricsView }) {
  if (daily.length === 0) {
    return (
      <section aria-labelledby="daily-title" className="space-y-4">
        <h2 id="daily-title" className="text-lg font-semibold text-slate-900">
          Verlauf je Tag
        </h2>
        <p>Noch keine Zahlen: Kennzahlen beginnen mit dem Tag, an dem das Inserat online geht.</p>
      </section>
    );
  }
  return (
    <DailyFigures<DailyMetrics>
      view={view}
      rows={daily}
      caption="Aufrufe, Klicks auf „Bewerben“ und Bewerbungen je Tag"
      columns={[
        { key: "views", header: METRIC_LABELS.views },
        { key: "applyClicks", header: METRIC_LABELS.applyClicks },
        { key: "applications", header: METRIC_LABELS.applications },
      ]}
      charts={[
        {
          title: METRIC_LABELS.views,
          variant: "bar",
          summary: `${METRIC_LABELS.views}. ${seriesSummary(daily, ["views"])}`,
          keys: ["views"],
        },
        {
          title: "Klicks und Bewerbungen",
          variant: "line",
          summary: `Klicks und Bewerbungen. ${seriesSummary(daily, ["applyClicks", "applications"])}`,
          keys: ["applyClicks", "applications"],
        },
      ]}
    />
  );
}

export function JobAdTotalsTable({ rows }: { rows: readonly JobAdTotals[] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Je Inserat</h2>
      <p className="text-sm text-slate-700">
        Die Konversionsrate ist der Anteil der Aufrufe, die zu einer Bewerbung führten.
      </p>
      <Table<JobAdTotals>
        caption="Kennzahlen je Inserat im gewählten Zeitraum"
        isCaptionHidden
        columns={[
          {
            key: "title",
            header: "Inserat",
            isRowHeader: true,
            render: (row) => <Link to={jobAdSummaryPath(row.id)}>{`${row.title} (Nr. ${row.id})`}</Link>,
          },
          { key: "views", header: METRIC_LABELS.views, align: "end" },
          { key: "applyClicks", header: METRIC_LABELS.applyClicks, align: "end" },
          { key: "applications", header: METRIC_LABELS.applications, align: "end" },
          {
            key: "rate",
            header: "Konversionsrate",
            align: "end",
            render: (row) => formatRate(conversionRate(row.applications, row.views)),
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState="Im gewählten Zeitraum gibt es keine Kennzahlen."
      />
    </div>
  );
}
