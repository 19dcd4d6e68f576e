import type { Route } from "./+types/mails";
import { Link } from "~/components/ui/link";
import { Table, type TableColumn } from "~/components/ui/table";
import { debugModeGuard } from "~/features/access/guards.server";
import { latestMails, type OutboxListRow } from "~/features/notifications/outbox.server";
import { formatDateTime } from "~/lib/format";
import { requestContext } from "~/lib/request-context";
import { transportLabel } from "./mail-labels";

export const middleware: Route.MiddlewareFunction[] = [debugModeGuard];

const LIMIT = 100;

export function meta() {
  return [{ title: "E-Mail-Postausgang | Debug | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  return { mails: await latestMails(db, LIMIT) };
}

const columns: TableColumn<OutboxListRow>[] = [
  {
    key: "subject",
    header: "Betreff",
    isRowHeader: true,
    render: (mail) => <Link to={`/debug/mails/${mail.id}`}>{mail.subject}</Link>,
  },
  { key: "to", header: "An" },
  { key: "createdAt", header: "Erstellt", render: (mail) => formatDateTime(mail.createdAt) },
  { key: "sentAt", header: "Gesendet", render: (mail) => (mail.sentAt ? formatDateTime(mail.sentAt) : "–") },
  { key: "transport", header: "Zustellung", render: (mail) => transportLabel(mail.transport) },
  {
    key: "error",
    header: "Fehler",
    render: (mail) => (mail.error ? `${mail.error} (${mail.attempts}. Versuch)` : "–"),
  },
];

export default function DebugMailsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="mails-title">
      <p>
        <Link to="/debug" variant="standalone">
          Zurück zu den App-Informationen
        </Link>
      </p>
      <h1 id="mails-title" className="mt-4 text-2xl font-bold">
        E-Mail-Postausgang
      </h1>
      <p className="mt-2 text-slate-700">
        Die neuesten {LIMIT} E-Mails des Portals. Ohne SMTP-Server ist dieser Postausgang die Zustellung.
      </p>
      <div className="mt-6">
        <Table
          caption="E-Mails, neueste zuerst"
          columns={columns}
          rows={loaderData.mails}
          getRowKey={(mail) => mail.id}
          emptyState="Noch keine E-Mails."
        />
      </div>
    </section>
  );
}
