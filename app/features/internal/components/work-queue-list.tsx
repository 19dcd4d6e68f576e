import { Link as RouterLink } from "react-router";
import { Link } from "~/components/ui/link";
import { formatDate, formatDateTime, formatInteger } from "~/lib/format";
import type { WorkQueue, WorkQueueKey } from "../work-queues.server";

const QUEUE_TEXTS: Record<
  WorkQueueKey,
  { title: string; description: string; atLabel: string; empty: string; more?: { to: string; label: string } }
> = {
  review: {
    title: "Warten auf Prüfung",
    description: "Inserate in Prüfung, die ältesten zuerst.",
    atLabel: "in Prüfung seit",
    empty: "Kein Inserat wartet auf Prüfung.",
    more: { to: "/p/internal/qa", label: "Alle Inserate in Prüfung" },
  },
  scheduled: {
    title: "Geplante Aktivierungen",
    description: "Geplante Inserate, die in den nächsten 7 Tagen online gehen.",
    atLabel: "geht online am",
    empty: "In den nächsten 7 Tagen ist keine Aktivierung geplant.",
  },
  expiring: {
    title: "Laufen bald ab",
    description: "Aktive Inserate, deren Laufzeit in den nächsten 7 Tagen endet.",
    atLabel: "läuft ab am",
    empty: "In den nächsten 7 Tagen läuft kein Inserat ab.",
  },
  reminders: {
    title: "Erinnerungen fällig",
    description: "Aktive Inserate, die in den nächsten 3 Tagen ablaufen und noch keine Erinnerung erhalten haben.",
    atLabel: "läuft ab am",
    empty: "Keine Erinnerung ist fällig.",
  },
};

function queueTitleId(key: WorkQueueKey): string {
  return `work-queue-${key}`;
}

/** One queue: how many ads wait in all, and the first of them, each linking to its page. */
function WorkQueueCard({ queue }: { queue: WorkQueue }) {
  const texts = QUEUE_TEXTS[queue.key];
  const titleId = queueTitleId(queue.key);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h3>
        <p className="text-2xl font-bold text-brand-900 tabular-nums">
          {formatInteger(queue.total)}
          <span className="sr-only"> {queue.total === 1 ? "Inserat" : "Inserate"}</span>
        </p>
      </div>
      <p className="text-sm text-slate-700">{texts.description}</p>
      {queue.entries.length === 0 ? (
        <p className="text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {queue.entries.map((entry) => (
            <li key={entry.id} className="flex flex-col py-2">
              <RouterLink to={entry.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {entry.title || `Inserat ${entry.id}`}
              </RouterLink>
              <span className="text-sm text-slate-700">
                {entry.companyName} · {texts.atLabel}{" "}
                {queue.key === "scheduled" ? formatDateTime(entry.at) : formatDate(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {texts.more && queue.total > 0 ? (
        <Link to={texts.more.to} variant="standalone">
          {texts.more.label}
        </Link>
      ) : null}
    </section>
  );
}

/** The staff member's work queues, as far as their groups allow. */
export function WorkQueueList({ queues }: { queues: readonly WorkQueue[] }) {
  if (queues.length === 0) return null;
  return (
    <section aria-labelledby="work-queues-title" className="flex flex-col gap-4">
      <h2 id="work-queues-title" className="text-xl font-semibold text-slate-900">
        Arbeitslisten
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {queues.map((queue) => (
          <WorkQueueCard key={queue.key} queue={queue} />
        ))}
      </div>
    </section>
  );
}
