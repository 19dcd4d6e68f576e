import { Outlet } from "react-router";
import { CustomerShell } from "~/features/shell/customer-shell";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "default" (access: the path rules of auth/abilities.ts, checked at the root). */
export default function Layout() {
  return (
    <PortalI18n>
      <CustomerShell>
        <Outlet />
      </CustomerShell>
    </PortalI18n>
  );
}
