import { Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CustomerShell } from "~/features/shell/customer-shell";
import { SiteHeader } from "~/features/shell/site-header";
import { MAIN_CONTENT_ID } from "~/components/ui/skip-link";

/** Layout "manage-talents-public": talent-database pages anyone may read. */
export default function Layout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (root?.user.isExternalUser) {
    return (
      <CustomerShell>
        <Outlet />
      </CustomerShell>
    );
  }
  return (
    <div className="min-h-screen">
      <SiteHeader user={root?.user ?? null} businessPortalUrl={root?.publicConfig.businessPortalUrl ?? null} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
