import type { Route } from "./+types/start";
import { ABILITY_LABELS, GROUP_LABELS, type Ability } from "@auth/abilities";
import { Link } from "~/components/ui/link";
import { requireAbility } from "~/features/access/guards.server";
import { WorkQueueList } from "~/features/internal/components/work-queue-list";
import { workQueues } from "~/features/internal/work-queues.server";
import { companyJobsPath } from "~/features/internal/service-entry";
import { pendingReviewRequests } from "~/features/employer-branding/employer-page.server";
import { formatDateTime } from "~/lib/format";
import { requestContext } from "~/lib/request-context";

export function meta() {
  return [{ title: "Interner Bereich | Arbeitgeberportal" }];
}

/**
 * The panel's sections, each shown only to those whose groups open it. Worded apart from the
 * header's links, so that each link's name says where it leads without repeating the header.
 */
const QUICK_LINKS: ReadonlyArray<{ to: string; label: string; ability: Ability }> = [
  { to: "/p/internal/companies", label: "Firmen und ihre Inserate", ability: "adsList" },
  { to: "/p/internal/qa", label: "Inserate prüfen (QA)", ability: "qaPages" },
  { to: "/p/internal/service-orders", label: "Service-Bestellungen", ability: "serviceAdOrderList" },
  { to: "/p/internal/groups", label: "Gruppen testen", ability: "manipulateGroups" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAbility(context, "internalPanel");
  const abilities = new Set(user.abilities);
  const { db } = context.get(requestContext);
  const queues = await workQueues(db, abilities);
  // Companies that ask staff to check their offline employer page again (adLock answers them).
  const reviewRequests = abilities.has("adLock") ? await pendingReviewRequests(db) : [];
  return {
    firstName: user.firstName,
    groups: user.groups,
    abilities: user.abilities as Ability[],
    queues,
    reviewRequests: reviewRequests.map((request) => ({ ...request, href: companyJobsPath(request.companyId) })),
    quickLinks: QUICK_LINKS.filter((link) => abilities.has(link.ability)).map(({ to, label }) => ({ to, label })),
  };
}

/** The staff start page: the work this person's groups allow, the way to each section, and what they may do. */
export default function InternalStartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="internal-title" className="flex flex-col gap-2">
        <h1 id="internal-title" className="text-2xl font-bold text-brand-900">
          Willkommen, {loaderData.firstName}
        </h1>
        <h2 className="text-base font-semibold text-slate-900">Ihre Gruppen</h2>
        <dl className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
          {loaderData.groups.map((group) => (
            <div key={group} className="contents">
              <dt className="font-semibold text-slate-900">{GROUP_LABELS[group].label}</dt>
              <dd>{GROUP_LABELS[group].description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {loaderData.quickLinks.length > 0 ? (
        <nav aria-labelledby="quick-links-title" className="flex flex-col gap-3">
          <h2 id="quick-links-title" className="text-xl font-semibold text-slate-900">
            Schnellzugriff
          </h2>
          <ul className="flex flex-wrap gap-3">
            {loaderData.quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  variant="standalone"
                  className="rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-sm"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <WorkQueueList queues={loaderData.queues} />
      {loaderData.reviewRequests.length > 0 ? (
        <section aria-labelledby="review-requests-title" className="flex flex-col gap-3">
          <h2 id="review-requests-title" className="text-xl font-semibold text-slate-900">
            Unternehmensseiten: erneute Prüfung erbeten ({loaderData.reviewRequests.length})
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {loaderData.reviewRequests.map((request) => (
              <li key={request.companyId} className="flex flex-wrap justify-between gap-3 px-4 py-3">
                <Link to={request.href}>{request.companyName}</Link>
                <span className="text-slate-700">seit {formatDateTime(request.at)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="abilities-title" className="flex flex-col gap-3">
        <h2 id="abilities-title" className="text-xl font-semibold text-slate-900">
          Ihre Berechtigungen
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.abilities.map((ability) => (
            <li key={ability} className="rounded border border-slate-200 bg-white px-3 py-2 text-sm">
              {ABILITY_LABELS[ability] ?? ability}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
