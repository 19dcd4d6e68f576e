import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { SideNavigation } from "~/features/navigation/side-navigation";

/** Frame of every signed-in customer page: side navigation and the page. */
export function CustomerShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root?.user.isExternalUser) return <>{children}</>;
  return (
    <div className="flex min-h-screen">
      <SideNavigation user={root.user} supportEmail={root.publicConfig.supportEmail} />
      <main id="main" className="min-w-0 flex-1 px-4 py-8 lg:px-10">
        {children}
      </main>
    </div>
  );
}
