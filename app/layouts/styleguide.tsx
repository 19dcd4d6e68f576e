import { NavLink, Outlet } from "react-router";
import { STYLEGUIDE_COMPONENTS } from "~/features/styleguide/components";

/** Layout "styleguide": the design system's pages. */
export default function StyleguideLayout() {
  return (
    <div className="flex min-h-screen">
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
      <main id="main" className="flex-1 p-8">
        <Outlet />
      </main>
    </div>
  );
}
