import { Link as RouterLink, useLocation } from "react-router";
import { formatDate } from "~/lib/format";
import { Chart } from "./chart";
import { Table } from "./table";

/** How the daily figures show: as charts, or the same numbers as a table (`?ansicht=`). */
export type DailyFiguresView = "diagramm" | "tabelle";

/** "2026-01-05" → "05.01." for a chart's x axis. */
function shortDay(isoDay: string): string {
  return `${isoDay.slice(8, 10)}.${isoDay.slice(5, 7)}.`;
}

/** The keys of a row whose values are numbers: the figures a table column or a chart shows. */
type FigureKey<Row> = { [Key in keyof Row]: Row[Key] extends number ? Key : never }[keyof Row] & string;

/** One chart of the daily figures: its heading, kind, what it shows in words, and which columns it draws. */
export interface DailyChart<Row> {
  title: string;
  variant: "bar" | "line";
  /** The chart's accessible name: totals and what stands out. */
  summary: string;
  /** The columns it draws, each as a series named by the column's header. */
  keys: ReadonlyArray<FigureKey<Row>>;
}

/**
 * "Verlauf je Tag" of a figures page: the charts or, with `?ansicht=tabelle`, the same numbers as
 * a table with a row per day, and the link that switches between the two and keeps the rest of
 * the query (the period, the chosen ad). A chart draws the table's columns under their headers.
 */
export function DailyFigures<Row extends { day: string }>({
  view,
  rows,
  caption,
  columns,
  charts,
}: {
  view: DailyFiguresView;
  rows: readonly Row[];
  /** The table's caption: what the numbers are, per day. */
  caption: string;
  columns: ReadonlyArray<{ key: FigureKey<Row>; header: string }>;
  charts: ReadonlyArray<DailyChart<Row>>;
}) {
  const { pathname, search } = useLocation();
  const toggled = new URLSearchParams(search);
  toggled.set("ansicht", view === "tabelle" ? "diagramm" : "tabelle");
  const categories = rows.map((row) => shortDay(row.day));
  const headers = new Map<string, string>(columns.map((column) => [column.key, column.header]));
  return (
    <section aria-labelledby="daily-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="daily-title" className="text-lg font-semibold text-slate-900">
          Verlauf je Tag
        </h2>
        <RouterLink
          to={`${pathname}?${toggled.toString()}`}
          preventScrollReset
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {view === "tabelle" ? "Als Diagramm anzeigen" : "Als Tabelle anzeigen"}
        </RouterLink>
      </div>
      {view === "tabelle" ? (
        <Table<Row>
          caption={caption}
          columns={[
            { key: "day", header: "Datum", isRowHeader: true, render: (row) => formatDate(row.day) },
            ...columns.map((column) => ({ key: column.key, header: column.header, align: "end" as const })),
          ]}
          rows={[...rows]}
          getRowKey={(row) => row.day}
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {charts.map((chart) => (
            <div key={chart.title} className="space-y-2">
              <h3 className="font-semibold text-slate-900">{chart.title}</h3>
              <Chart
                variant={chart.variant}
                summary={chart.summary}
                categories={categories}
                series={chart.keys.map((key) => ({
                  id: key,
                  label: headers.get(key) ?? key,
                  values: rows.map((row) => row[key] as number),
                }))}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
