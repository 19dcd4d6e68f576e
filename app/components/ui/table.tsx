import { useId, type ReactNode } from "react";
import { SpriteIcon } from "./sprite-icon";
import { NUMBER_LOCALE, PORTAL_LOCALE } from "~/lib/number-format";

export type SortDirection = "ascending" | "descending";

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export type ColumnAlign = "start" | "center" | "end";

interface TableColumnBase {
  header: string;
  /** Turns the header into a sort button; the caller sorts the rows (controlled). */
  sortable?: boolean;
  align?: ColumnAlign;
  /** The cell names its row for screen readers, e.g. the job-ad title. */
  isRowHeader?: boolean;
}

/**
 * Without `render` the key must be a property of the row, shown as text (numbers and dates in
 * de-AT); with `render` any key will do.
 */
export type TableColumn<T> = TableColumnBase &
  ({ key: keyof T & string; render?: (row: T) => ReactNode } | { key: string; render: (row: T) => ReactNode });

export interface TableProps<T> {
  /** Names the table (and its scroll region); with isCaptionHidden only for screen readers. */
  caption: string;
  isCaptionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shown instead of rows when there are none. */
  emptyState?: ReactNode;
}

export const TABLE_EMPTY_TEXT = "Keine Einträge vorhanden.";

const ALIGN_CLASS: Record<ColumnAlign, string> = {
  start: "text-left",
  center: "text-center",
  end: "text-right",
};

const DIRECTION_TEXT: Record<SortDirection, string> = {
  ascending: "aufsteigend",
  descending: "absteigend",
};

/**
 * The first column stays in place while a wide table scrolls sideways inside its box (phones), so
 * every row keeps its name in view; its own background covers the cells scrolling beneath it.
 */
const STICKY_FIRST_CLASS =
  "sticky left-0 z-[1] shadow-[1px_0_0_var(--color-slate-200)] max-md:max-w-[45vw] max-md:min-w-32 max-md:break-words";

const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE);
const dateFormat = new Intl.DateTimeFormat(PORTAL_LOCALE, { dateStyle: "medium" });

function formatCellValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberFormat.format(value);
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (value instanceof Date) return dateFormat.format(value);
  return String(value);
}

function cellContent<T>(row: T, column: TableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  // The column type allows a missing render only for keys of T.
  return formatCellValue(row[column.key as keyof T]);
}

/** A click on the sorted column flips its direction; any other column starts ascending. */
export function nextSort(current: TableSort | undefined, column: string): TableSort {
  const flips = current?.column === column && current.direction === "ascending";
  return { column, direction: flips ? "descending" : "ascending" };
}

/**
 * Data table with a caption, optional sortable headers (aria-sort on the sorted header, a sort
 * button in each sortable one) and an empty state. Wide tables scroll inside a focusable region,
 * so keyboard users can scroll them too, with the first column fixed; the page itself never
 * scrolls sideways.
 */
export function Table<T>({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  emptyState = TABLE_EMPTY_TEXT,
}: TableProps<T>) {
  const captionId = useId();
  const sortedColumn = columns.find((column) => column.key === sort?.column);

  return (
    <div className="flex flex-col gap-2">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      >
        <table className="w-full border-collapse text-sm">
          <caption
            id={captionId}
            className={
              isCaptionHidden
                ? "sr-only"
                : "border-b border-slate-200 px-4 py-3 text-left text-base font-semibold text-slate-900"
            }
          >
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column, columnIndex) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                const align = ALIGN_CLASS[column.align ?? "start"];
                const sortIcon =
                  direction === "ascending" ? "arrow-up" : direction === "descending" ? "arrow-down" : "arrow-up-down";
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction}
                    className={`border-b border-slate-300 bg-slate-50 px-4 py-3 font-semibold text-slate-900 ${align} ${columnIndex === 0 ? STICKY_FIRST_CLASS : ""}`}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                        className={`inline-flex cursor-pointer items-center gap-1.5 rounded font-semibold hover:text-brand-700 ${column.align === "end" ? "flex-row-reverse" : ""}`}
                      >
                        {column.header}
                        <SpriteIcon
                          name={sortIcon}
                          className={`size-4 shrink-0 ${direction ? "" : "text-slate-500"}`}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={getRowKey(row)} className="group border-b border-slate-200 last:border-b-0 hover:bg-slate-50">
                  {columns.map((column, columnIndex) => {
                    const sticky = columnIndex === 0 ? `${STICKY_FIRST_CLASS} bg-white group-hover:bg-slate-50` : "";
                    const className = `px-4 py-3 text-slate-800 ${ALIGN_CLASS[column.align ?? "start"]} ${sticky}`;
                    return column.isRowHeader ? (
                      <th key={column.key} scope="row" className={`${className} font-medium text-slate-900`}>
                        {cellContent(row, column)}
                      </th>
                    ) : (
                      <td key={column.key} className={className}>
                        {cellContent(row, column)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* Tells screen readers the new order after a sort button was pressed. */}
      <p role="status" className="sr-only">
        {sortedColumn && sort ? `Sortiert nach ${sortedColumn.header}, ${DIRECTION_TEXT[sort.direction]}.` : ""}
      </p>
    </div>
  );
}
