import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { formatDate } from "~/lib/format";
import { Table } from "./table";

/** How the daily figures show: as charts, or the same numbers as a table (`?ansicht=`). */
export type DailyFiguresView = "diagramm" | "tabelle";

/** "2026-01-05" → "05.01." for a chart's x axis. */
export function shortDay(isoDay: string): string {
  return `${isoDay.slice(8, 10)}.${isoDay.slice(5, 7)}.`;
}

/**
 * "Verlauf je Tag" of a figures page: the charts (`children`) or, with `?ansicht=tabelle`, the
 * same numbers as a table with a row per day, and the link that switches between the two and keeps
 * the rest of the query (the period, the chosen ad).
 */
export function DailyFigures<Row extends { day: string }>({
  view,
  rows,
  caption,
  columns,
  children,
}: {
  view: DailyFiguresView;
  rows: readonly Row[];
  /** The table's caption: what the numbers are, per day. */
  caption: string;
  columns: ReadonlyArray<{ key: Exclude<keyof Row, "day"> & string; header: string }>;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const toggled = new URLSearchParams(search);
  toggled.set("ansicht", view === "tabelle" ? "diagramm" : "tabelle");
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
        <div className="grid gap-6 xl:grid-cols-2">{children}</div>
      )}
    </section>
  );
}
