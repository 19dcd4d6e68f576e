import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";
import { SideNavigation } from "~/features/navigation/side-navigation";
import { CompanyHeader } from "./company-header";

/** Frame of every signed-in customer page: skip link, side navigation, the header with the company, the page. */
export function CustomerShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root?.user.isExternalUser) return <>{children}</>;
  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <SideNavigation
        user={root.user}
        supportEmail={root.publicConfig.supportEmail}
        hints={root.navigation}
        unreadMessages={root.unreadMessages}
        unreadMentions={root.unreadMentions}
        pageHeader={<CompanyHeader user={root.user} />}
      >
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none lg:px-10">
          {children}
        </main>
      </SideNavigation>
    </div>
  );
}
