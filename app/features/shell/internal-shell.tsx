import type { ReactNode } from "react";
import { Link, NavLink, useRouteLoaderData } from "react-router";
import { groupLabels } from "@auth/abilities";
import type { loader as rootLoader } from "~/root";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";

/** Frame of the staff panel: who is signed in, with which groups, and the panel's sections. */
export function InternalShell({ children, area }: { children: ReactNode; area: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user;
  const abilities = new Set(user?.abilities ?? []);
  // An admin testing with other groups than they signed in with must not mistake them for their real rights.
  const narrowed = user
    ? user.groups.length !== user.groupsByLogin.length || user.groupsByLogin.some((g) => !user.groups.includes(g))
    : false;
  const links = [
    { to: "/p/internal", label: "Start", show: true, end: true },
    { to: "/p/internal/companies", label: "Unternehmen", show: abilities.has("adsList"), end: false },
    { to: "/p/internal/qa", label: "Qualitätssicherung", show: abilities.has("qaPages"), end: false },
    {
      to: "/p/internal/service-orders",
      label: "Service-Bestellungen",
      show: abilities.has("serviceAdOrderList"),
      end: false,
    },
    { to: "/p/internal/groups", label: "Gruppen testen", show: abilities.has("manipulateGroups"), end: false },
    { to: "/p/internal/feature-flags", label: "Feature-Flags", show: abilities.has("manageFeatureFlags"), end: false },
  ];
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-brand-900 text-white">
        <SkipLink />
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link to="/p/internal" className="text-lg font-bold">
            Arbeitgeberportal · Intern
          </Link>
          <nav aria-label="Interner Bereich">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {links
                .filter((l) => l.show)
                .map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} end={l.end} className={({ isActive }) => (isActive ? "underline" : "")}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <div className="flex items-center gap-4 text-sm">
            {user ? (
              <span>
                {user.firstName} {user.lastName} <span className="opacity-80">({user.groups.join(", ")})</span>
              </span>
            ) : null}
            <form method="post" action="/api/auth/oauth/logout">
              <button type="submit" className="rounded border border-white/60 px-3 py-1 hover:bg-white/10">
                Abmelden
              </button>
            </form>
          </div>
        </div>
        {narrowed && user ? (
          <div className="bg-amber-100 text-amber-950">
            <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
              <strong>{`Testmodus: eingeschränkte Gruppen: ${groupLabels(user.groups)}`}</strong>
              <span>{`(angemeldet mit: ${groupLabels(user.groupsByLogin)})`}</span>
              <Link to="/p/internal/groups" className="font-semibold underline underline-offset-2">
                Gruppen ändern oder zurücksetzen
              </Link>
            </p>
          </div>
        ) : null}
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none"
        data-area={area}
      >
        {children}
      </main>
    </div>
  );
}
