import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Table, type TableColumn, type TableSort } from "~/components/ui/table";
import { Section, Stack } from "~/components/ui/wrappers";
import { formatDecimal } from "~/lib/number-format";

interface JobAdRow {
  id: number;
  title: string;
  location: string;
  applications: number;
  budget: number;
  publishedAt: Date;
  status: "online" | "draft" | "expired";
}

const STATUS_TEXT: Record<JobAdRow["status"], string> = {
  online: "Online",
  draft: "Entwurf",
  expired: "Abgelaufen",
};

const STATUS_CLASS: Record<JobAdRow["status"], string> = {
  online: "bg-green-100 text-green-900",
  draft: "bg-slate-100 text-slate-800",
  expired: "bg-amber-100 text-amber-900",
};

const JOB_ADS: JobAdRow[] = [
  {
    id: 1,
    title: "Koch/Köchin",
    location: "Wien",
    applications: 14,
    budget: 1290,
    publishedAt: new Date(2025, 2, 3),
    status: "online",
  },
  {
    id: 2,
    title: "Buchhalter/in",
    location: "Graz",
    applications: 3,
    budget: 890.5,
    publishedAt: new Date(2025, 1, 17),
    status: "expired",
  },
  {
    id: 3,
    title: "Softwareentwickler/in",
    location: "Linz",
    applications: 1024,
    budget: 2450,
    publishedAt: new Date(2025, 2, 28),
    status: "online",
  },
  {
    id: 4,
    title: "Pflegeassistenz",
    location: "Salzburg",
    applications: 0,
    budget: 0,
    publishedAt: new Date(2025, 3, 1),
    status: "draft",
  },
];

const COLUMNS: TableColumn<JobAdRow>[] = [
  { key: "title", header: "Titel", sortable: true, isRowHeader: true },
  { key: "location", header: "Ort", sortable: true },
  { key: "publishedAt", header: "Veröffentlicht", sortable: true },
  { key: "applications", header: "Bewerbungen", sortable: true, align: "end" },
  { key: "budget", header: "Budget", sortable: true, align: "end", render: (row) => `${formatDecimal(row.budget)} €` },
  {
    key: "status",
    header: "Status",
    render: (row) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.status]}`}>
        {STATUS_TEXT[row.status]}
      </span>
    ),
  },
];

const collator = new Intl.Collator("de-AT");

function compare(a: JobAdRow, b: JobAdRow, column: string): number {
  switch (column) {
    case "title":
    case "location":
      return collator.compare(a[column], b[column]);
    case "publishedAt":
      return a.publishedAt.getTime() - b.publishedAt.getTime();
    case "applications":
    case "budget":
      return a[column] - b[column];
    default:
      return 0;
  }
}

function SortableTable() {
  const [sort, setSort] = useState<TableSort>({ column: "publishedAt", direction: "descending" });
  const rows = [...JOB_ADS].sort((a, b) => compare(a, b, sort.column) * (sort.direction === "ascending" ? 1 : -1));
  return (
    <Table
      caption="Ihre Inserate"
      columns={COLUMNS}
      rows={rows}
      getRowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section
        title="Sortierbar"
        description="Ein Klick auf eine Spaltenüberschrift sortiert aufsteigend, ein zweiter absteigend. Breite Tabellen scrollen waagrecht."
      >
        <SortableTable />
      </Section>
      <Section title="Ohne Sortierung, Überschrift nur für Screenreader">
        <Table
          caption="Rechnungen"
          isCaptionHidden
          columns={[
            { key: "title", header: "Inserat", isRowHeader: true },
            { key: "applications", header: "Bewerbungen", align: "end" },
          ]}
          rows={JOB_ADS.slice(0, 2)}
          getRowKey={(row) => row.id}
        />
      </Section>
      <Section title="Leer">
        <Table caption="Gespeicherte Suchen" columns={COLUMNS} rows={[]} getRowKey={(row) => row.id} />
      </Section>
      <Section title="Leer, mit eigenem Hinweis">
        <Table
          caption="Entwürfe"
          columns={COLUMNS}
          rows={[]}
          getRowKey={(row) => row.id}
          emptyState={
            <Stack gap="sm" align="center">
              <p>Sie haben noch keine Entwürfe.</p>
              <Button variant="secondary" size="sm">
                Neues Inserat anlegen
              </Button>
            </Stack>
          }
        />
      </Section>
    </Stack>
  );
}
