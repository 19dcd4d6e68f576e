import { Outlet } from "react-router";
import { InternalShell } from "~/features/shell/internal-shell";
import { PortalI18n } from "~/components/ui/portal-i18n";

/** Layout "manage-job-ads-qa" (access: the path rules of auth/abilities.ts, checked at the root). */
export default function Layout() {
  return (
    <PortalI18n>
      <InternalShell area="manage-job-ads-qa">
        <Outlet />
      </InternalShell>
    </PortalI18n>
  );
}
