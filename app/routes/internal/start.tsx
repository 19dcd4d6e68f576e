import type { Route } from "./+types/start";
import { ABILITY_LABELS, type Ability } from "@auth/abilities";
import { requireAbility } from "~/features/auth/guards.server";

export function meta() {
  return [{ title: "Interner Bereich | Arbeitgeberportal" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const user = requireAbility(context, "internalPanel");
  return { firstName: user.firstName, groups: user.groups, abilities: user.abilities as Ability[] };
}

/** The staff start page: what this person's groups allow (work queues follow with issue 5). */
export default function InternalStartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="internal-title">
      <h1 id="internal-title" className="text-2xl font-bold text-brand-900">
        Willkommen, {loaderData.firstName}
      </h1>
      <p className="mt-2 text-slate-700">Ihre Gruppen: {loaderData.groups.join(", ")}</p>
      <h2 className="mt-8 text-lg font-semibold">Ihre Berechtigungen</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.abilities.map((ability) => (
          <li key={ability} className="rounded border border-slate-200 bg-white px-3 py-2 text-sm">
            {ABILITY_LABELS[ability] ?? ability}
          </li>
        ))}
      </ul>
    </section>
  );
}
