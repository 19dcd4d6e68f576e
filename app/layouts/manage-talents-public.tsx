import { Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CustomerShell } from "~/features/shell/customer-shell";
import { SiteHeader } from "~/features/shell/site-header";
import { MAIN_CONTENT_ID } from "~/components/ui/skip-link";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "manage-talents-public": talent-database pages anyone may read. */
export default function Layout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <PortalI18n>
      {root?.user.isExternalUser ? (
        <CustomerShell>
          <Outlet />
        </CustomerShell>
      ) : (
        <div className="min-h-screen">
          <SiteHeader user={root?.user ?? null} businessPortalUrl={root?.publicConfig.businessPortalUrl ?? null} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 outline-none">
            <Outlet />
          </main>
        </div>
      )}
    </PortalI18n>
  );
}
