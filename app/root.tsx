import { lazy, useEffect, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestContext } from "~/lib/request-context";
import { canonicalHref } from "~/lib/canonical";
import { pageErrorBaseUrl } from "~/lib/page-error";
import { handleChunkError, isChunkLoadError, useChunkFailure } from "~/lib/reload-guard";
import { flashMiddleware, takeFlash } from "~/lib/flash.server";
import { formBodyGuard } from "~/lib/form-body.server";
import { pathGuard } from "~/features/access/guards.server";
import { DeferredErrorPage } from "~/features/errors/deferred-error-page";
import { AfterHydration } from "~/features/platform/after-hydration";
import { ConsentBanner, readConsent } from "~/features/platform/consent-banner";
import { readNavigationHints, VIEWPORT_WIDTH_HINT } from "~/features/navigation/nav-layout";
import { FlashNotice } from "~/features/platform/flash-notice";
import { sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { prepared } from "@db/prepared";
import { unreadTalentMessagesCount } from "~/features/active-sourcing/contacts.server";
import { unreadMentionsCount } from "~/features/applications/mentions.server";
import "./app.css";

// Platform parts that show nothing until the visitor navigates or something changes: fetched once
// the page is hydrated, so they stay out of every page's initial JavaScript (decision 009).
const LoadingIndicator = lazy(() =>
  import("~/features/platform/loading-indicator").then((module) => ({ default: module.LoadingIndicator })),
);
const SsoCheck = lazy(() => import("~/features/access/sso-check").then((module) => ({ default: module.SsoCheck })));
const SessionWatch = lazy(() =>
  import("~/features/access/session-watch").then((module) => ({ default: module.SessionWatch })),
);
const VersionCheck = lazy(() =>
  import("~/features/platform/version-check").then((module) => ({ default: module.VersionCheck })),
);
const TagManager = lazy(() =>
  import("~/features/platform/tag-manager").then((module) => ({ default: module.TagManager })),
);

/** Every request React Router answers is counted under its route pattern, never its address (decision 080). */
const routePattern: Route.MiddlewareFunction = ({ pattern, context }, next) => {
  context.get(requestContext).routePattern(pattern);
  return next();
};

// The route pattern first, so that a guard's redirect is counted under it too. The flash middleware
// comes next, so that it sees the redirects of the guards after it; the path rules before the body
// check: a body is read only from someone allowed on the page.
export const middleware: Route.MiddlewareFunction[] = [routePattern, flashMiddleware, pathGuard, formBodyGuard];

/**
 * The badges of the nav's "Nachrichten" (people's messages no colleague has read yet) and
 * "Erwähnungen" (notes that mention the person, not opened yet): every page of a company's person
 * shows them, so they come in one round trip (issue 37), a query built once (issue 17 §2).
 */
async function navigationBadges(db: Executor, companyId: number, userId: number) {
  const company = sql`${sql.placeholder("companyId")}::int`;
  const [row] = await prepared(db, "navigation_badges", (on) =>
    on
      .select({
        unreadMessages: unreadTalentMessagesCount(company),
        unreadMentions: unreadMentionsCount(company, sql`${sql.placeholder("userId")}::int`),
      })
      .from(sql`(values (1)) as one(x)`),
  ).execute({ companyId, userId });
  return { unreadMessages: row?.unreadMessages ?? 0, unreadMentions: row?.unreadMentions ?? 0 };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, publicConfig, nonce, buildId, featureFlags, db } = context.get(requestContext);
  const { unreadMessages, unreadMentions } =
    user.isExternalUser && user.company
      ? // Without a person's id (no row of its own) no mention can name it: no id is 0.
        await navigationBadges(db, user.company.id, user.id ?? 0)
      : { unreadMessages: 0, unreadMentions: 0 };
  return {
    unreadMessages,
    unreadMentions,
    user,
    publicConfig,
    nonce,
    buildId,
    featureFlags: await featureFlags(),
    consent: readConsent(request.headers.get("Cookie")),
    navigation: readNavigationHints(request.headers.get("Cookie"), request.headers.get(VIEWPORT_WIDTH_HINT)),
    flash: takeFlash(context),
  };
}

/** JSON inside a script element must not be able to close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // An error thrown by middleware leaves the root loader unrun; its page error carries the base.
  const error = useRouteError();
  const baseUrl = root?.publicConfig.baseUrl ?? pageErrorBaseUrl(error);
  const canonical = baseUrl ? canonicalHref(baseUrl, pathname) : undefined;
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <Meta />
        <Links />
        {root ? (
          // entry.client.tsx reads this before hydration to start error reporting.
          <script
            type="application/json"
            id="public-config"
            dangerouslySetInnerHTML={{ __html: scriptJson(root.publicConfig) }}
          />
        ) : null}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { user, publicConfig, nonce, buildId, consent, flash } = loaderData;
  // The page's CSP holds the nonce of the first response; revalidated loader data brings new ones.
  const [pageNonce] = useState(nonce);
  useChunkFailure();
  return (
    <>
      <AfterHydration>
        <LoadingIndicator />
      </AfterHydration>
      <FlashNotice flash={flash} />
      <Outlet />
      <AfterHydration>
        {user.isAuthenticated ? (
          <SessionWatch userId={user.id} isInternalUser={user.isInternalUser} />
        ) : (
          <SsoCheck businessPortalUrl={publicConfig.businessPortalUrl} />
        )}
        <VersionCheck buildId={buildId} />
      </AfterHydration>
      <ConsentBanner serverConsent={consent} />
      {publicConfig.tagManagerId ? (
        <AfterHydration>
          <TagManager tagManagerId={publicConfig.tagManagerId} nonce={pageNonce} />
        </AfterHydration>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!isRouteErrorResponse(error)) console.error(error);
  useEffect(() => {
    // SPEC §8: a page whose code chunk failed to load (e.g. after a deployment) is reloaded.
    if (isChunkLoadError(error)) handleChunkError(window.location.pathname, { error });
  }, [error]);
  return <DeferredErrorPage error={error} user={root?.user ?? null} publicConfig={root?.publicConfig ?? null} />;
}
