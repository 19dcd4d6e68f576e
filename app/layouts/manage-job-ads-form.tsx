import { Outlet } from "react-router";
import type { Route } from "./+types/manage-job-ads-form";
import { jobAdFormGuard } from "~/features/access/guards.server";
import { CustomerShell } from "~/features/shell/customer-shell";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "manage-job-ads-form": the job-ad editor; ownership and `jam-form-step` checked first. */
export const middleware: Route.MiddlewareFunction[] = [jobAdFormGuard];

// A loader makes client-side navigations ask the server, so the middleware runs on each of them.
export function loader() {
  return null;
}

export default function Layout() {
  return (
    <PortalI18n>
      <CustomerShell>
        <Outlet />
      </CustomerShell>
    </PortalI18n>
  );
}
