import { Outlet } from "react-router";
import { InternalShell } from "~/features/shell/internal-shell";

/** Layout "manage-job-ads-qa" (access: the path rules of auth/abilities.ts, checked at the root). */
export default function Layout() {
  return (
    <InternalShell area="manage-job-ads-qa">
      <Outlet />
    </InternalShell>
  );
}
