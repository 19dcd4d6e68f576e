import { Link as RouterLink } from "react-router";
import type { Route } from "./+types/service-orders";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { Pill } from "~/components/ui/pill";
import { Table } from "~/components/ui/table";
import { requireAbility } from "~/features/access/guards.server";
import {
  serviceOrders,
  serviceOrdersQuerySchema,
  SERVICE_ORDERS_PAGE_SIZE,
  type ServiceOrderRow,
} from "~/features/internal/service-orders.server";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import { formatDateTime, formatInteger } from "~/lib/format";
import { requestContext } from "~/lib/request-context";
import { companyJobsPath } from "~/features/internal/service-entry";

export function meta() {
  return [{ title: "Service-Bestellungen | Interner Bereich" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  requireAbility(context, "serviceAdOrderList");
  const parsed = serviceOrdersQuerySchema.safeParse({
    page: new URL(request.url).searchParams.get("page") ?? undefined,
  });
  const page = parsed.success ? parsed.data.page : 1;
  const { rows, total } = await serviceOrders(context.get(requestContext).db, {
    page,
    pageSize: SERVICE_ORDERS_PAGE_SIZE,
  });
  return {
    rows,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / SERVICE_ORDERS_PAGE_SIZE)),
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Diese Seite gibt es nicht."),
  };
}

function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten der Service-Bestellungen" className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} variant="standalone">
          Vorherige Seite
        </Link>
      ) : null}
      <span aria-current="page" className="text-slate-700">
        Seite {formatInteger(page)} von {formatInteger(pages)}
      </span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} variant="standalone">
          Nächste Seite
        </Link>
      ) : null}
    </nav>
  );
}

/** serviceAdOrderList: the ads staff entered for companies, newest first, across all companies. */
export default function ServiceOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, error } = loaderData;
  return (
    <section aria-labelledby="service-orders-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="service-orders-title" className="text-2xl font-bold text-brand-900">
          Service-Bestellungen
        </h1>
        <p className="max-w-3xl text-slate-700">
          Inserate, die Mitarbeiter:innen für Unternehmen erfasst haben, die neuesten zuerst ({formatInteger(total)}{" "}
          insgesamt).
        </p>
      </div>
      {error ? <Notification tone="error" title={error} /> : null}
      <Table<ServiceOrderRow>
        caption={`Service-Bestellungen, Seite ${page} von ${pages}`}
        isCaptionHidden
        columns={[
          {
            key: "title",
            header: "Inserat",
            isRowHeader: true,
            render: (row) => (
              <RouterLink
                to={`${companyJobsPath(row.companyId)}?ad=${row.id}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {row.title || `Inserat ${row.id}`}
              </RouterLink>
            ),
          },
          {
            key: "companyName",
            header: "Unternehmen",
            render: (row) => (
              <RouterLink to={companyJobsPath(row.companyId)} className="text-brand-700 underline underline-offset-2">
                {row.companyName}
              </RouterLink>
            ),
          },
          { key: "status", header: "Status", render: (row) => <Pill>{STATUS_LABELS[row.status] ?? row.status}</Pill> },
          { key: "productName", header: "Produkt", render: (row) => row.productName ?? "–" },
          {
            key: "createdAt",
            header: "Erfasst",
            render: (row) => (
              <span className="flex flex-col">
                <span>{formatDateTime(row.createdAt)}</span>
                <span className="text-slate-700">{row.createdBy ?? "unbekannt"}</span>
              </span>
            ),
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState="Es gibt noch keine von Mitarbeiter:innen erfassten Inserate."
      />
      <Pager page={page} pages={pages} />
    </section>
  );
}
