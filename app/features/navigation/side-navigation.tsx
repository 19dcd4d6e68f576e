import { Link } from "react-router";
import type { AuthUser } from "@auth/user";

export interface SideNavigationProps {
  user: AuthUser;
  supportEmail: string;
}

/** Side navigation of signed-in customers (SPEC §2). */
export function SideNavigation({ user }: SideNavigationProps) {
  return (
    <nav aria-label="Portalnavigation" className="w-64 shrink-0 border-r border-slate-200 bg-white p-4">
      <p className="font-semibold">
        {user.firstName} {user.lastName}
      </p>
      <ul className="mt-4 space-y-2">
        <li>
          <Link to={user.routes?.dashboard ?? "/p/dashboard"}>Übersicht</Link>
        </li>
      </ul>
      <form method="post" action="/api/auth/oauth/logout" className="mt-4">
        <button type="submit">Abmelden</button>
      </form>
    </nav>
  );
}
