import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "plain": no navigation, for login, maintenance and debug pages. */
export default function PlainLayout() {
  return (
    <PortalI18n>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-4 py-12 outline-none"
      >
        <Outlet />
      </main>
    </PortalI18n>
  );
}
