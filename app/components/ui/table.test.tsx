// @vitest-environment happy-dom
import { useState } from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextSort, Table, TABLE_EMPTY_TEXT, type TableColumn, type TableSort } from "./table";

afterEach(cleanup);

interface JobAd {
  id: number;
  title: string;
  views: number;
  active: boolean;
}

const jobAds: JobAd[] = [
  { id: 1, title: "Koch/Köchin", views: 1234, active: true },
  { id: 2, title: "Buchhalter/in", views: 87, active: false },
];

const columns: TableColumn<JobAd>[] = [
  { key: "title", header: "Titel", sortable: true, isRowHeader: true },
  { key: "views", header: "Aufrufe", sortable: true, align: "end" },
  { key: "active", header: "Aktiv" },
  { key: "actions", header: "Aktionen", render: (jobAd) => <a href={`/p/jobs/${jobAd.id}/data`}>Bearbeiten</a> },
];

function sortJobAds(rows: JobAd[], sort: TableSort): JobAd[] {
  const factor = sort.direction === "ascending" ? 1 : -1;
  const key = sort.column as keyof JobAd;
  return [...rows].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0));
}

function SortableHarness() {
  const [sort, setSort] = useState<TableSort>({ column: "title", direction: "ascending" });
  return (
    <Table
      caption="Ihre Inserate"
      columns={columns}
      rows={sortJobAds(jobAds, sort)}
      getRowKey={(jobAd) => jobAd.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

function columnHeader(name: RegExp) {
  return screen.getByRole("columnheader", { name });
}

function firstColumn() {
  return screen.getAllByRole("rowheader").map((cell) => cell.textContent);
}

describe("Table", () => {
  it("is captioned and shows values as de-AT text, custom cells through render", () => {
    render(<Table caption="Ihre Inserate" columns={columns} rows={jobAds} getRowKey={(jobAd) => jobAd.id} />);
    const table = screen.getByRole("table", { name: "Ihre Inserate" });
    expect(screen.getByRole("region", { name: "Ihre Inserate" }).getAttribute("tabindex")).toBe("0");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^1[.\u00a0\u202f]234$/);
    expect(cells[1]).toBe("Ja");
    expect(within(rows[1]!).getByRole("link", { name: "Bearbeiten" }).getAttribute("href")).toBe("/p/jobs/1/data");
    expect(within(rows[1]!).getByRole("rowheader").textContent).toBe("Koch/Köchin");
  });

  it("shows plain headers when nobody handles sorting", () => {
    render(<Table caption="Inserate" columns={columns} rows={jobAds} getRowKey={(jobAd) => jobAd.id} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(columnHeader(/Titel/).hasAttribute("aria-sort")).toBe(false);
  });

  it("puts sort buttons only into sortable headers", () => {
    render(<SortableHarness />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Titel", "Aufrufe"]);
  });

  it("toggles aria-sort on the sorted header and sorts through the caller", () => {
    render(<SortableHarness />);
    expect(columnHeader(/Titel/).getAttribute("aria-sort")).toBe("ascending");
    expect(columnHeader(/Aufrufe/).hasAttribute("aria-sort")).toBe(false);
    expect(firstColumn()).toEqual(["Buchhalter/in", "Koch/Köchin"]);

    fireEvent.click(screen.getByRole("button", { name: "Titel" }));
    expect(columnHeader(/Titel/).getAttribute("aria-sort")).toBe("descending");
    expect(firstColumn()).toEqual(["Koch/Köchin", "Buchhalter/in"]);
    expect(screen.getByRole("status").textContent).toBe("Sortiert nach Titel, absteigend.");

    fireEvent.click(screen.getByRole("button", { name: "Aufrufe" }));
    expect(columnHeader(/Aufrufe/).getAttribute("aria-sort")).toBe("ascending");
    expect(columnHeader(/Titel/).hasAttribute("aria-sort")).toBe(false);
    expect(firstColumn()).toEqual(["Buchhalter/in", "Koch/Köchin"]);
  });

  it("asks for the next sort state", () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="Inserate"
        columns={columns}
        rows={jobAds}
        getRowKey={(jobAd) => jobAd.id}
        sort={{ column: "views", direction: "descending" }}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Aufrufe" }));
    expect(onSortChange).toHaveBeenCalledWith({ column: "views", direction: "ascending" });
  });

  it("shows the German empty state across all columns, or a custom one", () => {
    const { rerender } = render(
      <Table caption="Inserate" columns={columns} rows={[]} getRowKey={(jobAd) => jobAd.id} />,
    );
    const cell = screen.getByRole("cell");
    expect(cell.textContent).toBe(TABLE_EMPTY_TEXT);
    expect(TABLE_EMPTY_TEXT).toBe("Keine Einträge vorhanden.");
    expect(cell.getAttribute("colspan")).toBe("4");
    rerender(
      <Table
        caption="Inserate"
        columns={columns}
        rows={[]}
        getRowKey={(jobAd) => jobAd.id}
        emptyState={<a href="/p/jobs/create">Erstes Inserat anlegen</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "Erstes Inserat anlegen" })).toBeTruthy();
  });

  it("can hide its caption visually", () => {
    render(<Table caption="Rechnungen" isCaptionHidden columns={columns} rows={jobAds} getRowKey={(row) => row.id} />);
    expect(screen.getByRole("table", { name: "Rechnungen" })).toBeTruthy();
    expect(screen.getByText("Rechnungen").className).toBe("sr-only");
  });
});

describe("nextSort", () => {
  it.each<[TableSort | undefined, string, TableSort]>([
    [undefined, "title", { column: "title", direction: "ascending" }],
    [{ column: "title", direction: "ascending" }, "title", { column: "title", direction: "descending" }],
    [{ column: "title", direction: "descending" }, "title", { column: "title", direction: "ascending" }],
    [{ column: "title", direction: "descending" }, "views", { column: "views", direction: "ascending" }],
  ])("from %j on %j → %j", (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});
