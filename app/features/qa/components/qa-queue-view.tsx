import { Form, href, useNavigation } from "react-router";
import { CHANNEL_LABELS, DISTRIBUTION_CHANNELS, type DistributionChannel } from "@auth/user";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { ListPager } from "~/components/ui/list-pager";
import { Notification } from "~/components/ui/notification";
import { Select } from "~/components/ui/select";
import { Table, type TableColumn } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { formatDateTime, formatInteger } from "~/lib/format";
import type { QaClaimFilter } from "../schema";

export interface QaQueueItem {
  id: number;
  title: string;
  companyName: string;
  channel: DistributionChannel;
  waitingSince: string;
  claim: { staffId: number; staffName: string; claimedAt: string } | null;
}

export interface QaQueueFilter {
  q: string;
  /** Empty: every channel. */
  channel: DistributionChannel | "";
  claim: QaClaimFilter;
  page: number;
}

export interface QaQueueViewProps {
  rows: readonly QaQueueItem[];
  query: QaQueueFilter;
  total: number;
  pages: number;
  /** Why the URL's filter was ignored. */
  filterError: string | null;
  /** The reviewer's staff id, to tell their own claims from others'. */
  me: number | null;
  /** Why "Prüfen" was refused. */
  actionError: string | null;
}

const CLAIM_FILTER_LABELS: Record<QaClaimFilter, string> = {
  all: "Alle",
  free: "Nicht übernommen",
  mine: "Von mir übernommen",
};

/** The GET form's empty field means "no filter", as a plain form submits it. */
const CHANNEL_OPTIONS = [
  { id: "", label: "Alle" },
  ...DISTRIBUTION_CHANNELS.map((channel) => ({ id: channel, label: CHANNEL_LABELS[channel] })),
];

function pageLink(query: QaQueueFilter, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.channel) params.set("channel", query.channel);
  if (query.claim !== "all") params.set("claim", query.claim);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${href("/p/internal/qa")}${search ? `?${search}` : ""}`;
}

/** "Prüfen" claims the ad and opens it; an ad someone else is reviewing can only be looked at. */
function ReviewAction({ row, me }: { row: QaQueueItem; me: number | null }) {
  const navigation = useNavigation();
  if (row.claim !== null && row.claim.staffId !== me) {
    return (
      <Link to={href("/p/internal/qa/:id", { id: String(row.id) })} className="font-semibold">
        Ansehen<span className="sr-only">: {row.title}</span>
      </Link>
    );
  }
  const pending = navigation.state !== "idle" && navigation.formData?.get("id") === String(row.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="claim" />
      <input type="hidden" name="id" value={row.id} />
      {/* Native buttons: a page of React Aria buttons costs more server render time than the table. */}
      <button type="submit" disabled={pending} aria-busy={pending} className={buttonClassName("primary", "sm")}>
        Prüfen<span className="sr-only">: {row.title || `Inserat ${row.id}`}</span>
      </button>
    </Form>
  );
}

function queueColumns(me: number | null): TableColumn<QaQueueItem>[] {
  return [
    {
      key: "waitingSince",
      header: "Wartet seit",
      render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.waitingSince)}</span>,
    },
    {
      key: "title",
      header: "Inserat",
      isRowHeader: true,
      render: (row) => (
        <>
          <span className="block font-normal text-slate-700">Nr. {row.id}</span>
          <span className="block font-semibold break-words">{row.title || "Ohne Titel"}</span>
        </>
      ),
    },
    { key: "companyName", header: "Unternehmen" },
    { key: "channel", header: "Kanal", render: (row) => CHANNEL_LABELS[row.channel] },
    {
      key: "claim",
      header: "In Prüfung durch",
      render: (row) =>
        row.claim
          ? `${row.claim.staffId === me ? "Sie" : row.claim.staffName} (seit ${formatDateTime(row.claim.claimedAt)})`
          : "—",
    },
    { key: "action", header: "Aktion", render: (row) => <ReviewAction row={row} me={me} /> },
  ];
}

/** The QA queue: filters as a GET form, the ads in review oldest first, paging. */
export function QaQueueView({ rows, query, total, pages, filterError, me, actionError }: QaQueueViewProps) {
  return (
    <section aria-labelledby="qa-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="qa-title" className="text-2xl font-bold text-brand-900">
          Qualitätssicherung
        </h1>
        <p className="max-w-3xl text-slate-700">
          Inserate in Prüfung, die ältesten zuerst. Übernehmen Sie ein Inserat mit „Prüfen“, damit niemand sonst es
          gleichzeitig prüft; eine Übernahme verfällt nach 30 Minuten ohne Bericht.
        </p>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {actionError ? <Notification tone="error" title={actionError} /> : null}
        {filterError ? <Notification tone="warning" title={filterError} /> : null}
      </div>
      <Form method="get" role="search" aria-label="Filter" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label="Suche (Titel, Unternehmen, Nr.)"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={200}
          />
        </div>
        <div className="w-56">
          <Select label="Vertriebskanal" name="channel" defaultValue={query.channel} options={CHANNEL_OPTIONS} />
        </div>
        <div className="w-56">
          <Select
            label="Übernahme"
            name="claim"
            defaultValue={query.claim}
            options={Object.entries(CLAIM_FILTER_LABELS).map(([id, label]) => ({ id, label }))}
          />
        </div>
        <Button type="submit" variant="secondary">
          Filtern
        </Button>
      </Form>
      <p className="text-sm text-slate-700" role="status">
        {formatInteger(total)} {total === 1 ? "Inserat wartet" : "Inserate warten"} auf Prüfung.
      </p>
      <Table
        caption="Inserate in Prüfung, älteste zuerst"
        isCaptionHidden
        columns={queueColumns(me)}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState="Keine Inserate in Prüfung gefunden."
      />
      <ListPager page={query.page} pages={pages} hrefFor={(page) => pageLink(query, page)} />
    </section>
  );
}
