import { Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CustomerShell } from "~/features/shell/customer-shell";
import { SiteHeader } from "~/features/shell/site-header";

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
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
