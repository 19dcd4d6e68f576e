import { NavLink, Outlet } from "react-router";
import { STYLEGUIDE_COMPONENTS } from "~/features/styleguide/components";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "styleguide": the design system's pages. */
export default function StyleguideLayout() {
  return (
    <PortalI18n>
      <div className="flex min-h-screen">
        <SkipLink />
        <nav aria-label="Styleguide" className="w-56 shrink-0 border-r border-slate-200 bg-white p-4">
          <NavLink to="/styleguide" end className="font-bold text-brand-700">
            Styleguide
          </NavLink>
          <ul className="mt-4 space-y-1 text-sm">
            {STYLEGUIDE_COMPONENTS.map((c) => (
              <li key={c.slug}>
                <NavLink
                  to={`/styleguide/${c.slug}`}
                  className={({ isActive }) => (isActive ? "font-semibold underline" : "")}
                >
                  {c.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 p-8 outline-none">
          <Outlet />
        </main>
      </div>
    </PortalI18n>
  );
}
