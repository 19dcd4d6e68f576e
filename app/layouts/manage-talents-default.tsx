import { Outlet } from "react-router";
import { CustomerShell } from "~/features/shell/customer-shell";

/** Layout "manage-talents-default" (access: the path rules of auth/abilities.ts, checked at the root). */
export default function Layout() {
  return (
    <CustomerShell>
      <Outlet />
    </CustomerShell>
  );
}
