import { Link, useLocation } from "react-router";
import type { AuthUser } from "@auth/user";
import { SkipLink } from "~/components/ui/skip-link";

/**
 * The public header: brand, product links and the way in. "Anmelden" is the default login of
 * SPEC §7: the business portal's /oauth/login, which returns here signed in.
 */
export function SiteHeader({ user, businessPortalUrl }: { user: AuthUser | null; businessPortalUrl: string | null }) {
  const { pathname, search } = useLocation();
  const returnTo = encodeURIComponent(pathname === "/" ? "/p/dashboard" : pathname + search);
  const loginHref = businessPortalUrl
    ? `${businessPortalUrl}/oauth/login?redirectUrl=${returnTo}`
    : `/api/auth/business/login?redirectUrl=${returnTo}`;
  const signedIn = user?.isAuthenticated ?? false;
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-700">
          Arbeitgeberportal
        </Link>
        <nav aria-label="Hauptnavigation">
          <ul className="flex flex-wrap items-center gap-4 text-sm font-medium">
            <li>
              <Link to="/produkte/stelleninserate" className="hover:text-brand-700">
                Stelleninserate
              </Link>
            </li>
            <li>
              <Link to="/produkte/talentsuche" className="hover:text-brand-700">
                Talentsuche
              </Link>
            </li>
            <li>
              <Link to="/produkte/arbeitgebermarke" className="hover:text-brand-700">
                Arbeitgeberprofil
              </Link>
            </li>
            <li>
              {signedIn ? (
                <Link
                  to={user?.isInternalUser ? "/p/internal" : (user?.routes?.dashboard ?? "/p/dashboard")}
                  className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
                >
                  Zum Portal
                </Link>
              ) : (
                <a href={loginHref} className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
                  Anmelden
                </a>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
