import { Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { SiteHeader } from "~/features/shell/site-header";
import { SiteFooter } from "~/features/shell/site-footer";

/** Layout "content": public marketing and know-how pages. */
export default function ContentLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={root?.user ?? null} businessPortalUrl={root?.publicConfig.businessPortalUrl ?? null} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter contentHostUrl={root?.publicConfig.contentHostUrl ?? ""} />
    </div>
  );
}
