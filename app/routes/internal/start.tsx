import type { Route } from "./+types/start";
import { ABILITY_LABELS, GROUP_LABELS, type Ability } from "@auth/abilities";
import { Link } from "~/components/ui/link";
import { requireAbility } from "~/features/access/guards.server";
import { WorkQueueList } from "~/features/internal/components/work-queue-list";
import { workQueues } from "~/features/internal/work-queues.server";
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
  const queues = await workQueues(context.get(requestContext).db, abilities);
  return {
    firstName: user.firstName,
    groups: user.groups,
    abilities: user.abilities as Ability[],
    queues,
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
