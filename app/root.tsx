import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestContext } from "~/lib/request-context";
import { pathGuard } from "~/features/auth/guards.server";
import { SsoCheck } from "~/features/auth/sso-check";
import { ErrorPage } from "~/features/errors/error-page";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [pathGuard];

export function loader({ context }: Route.LoaderArgs) {
  const { user, publicConfig, nonce } = context.get(requestContext);
  return { user, publicConfig, nonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const canonical = root ? `${root.publicConfig.baseUrl}${pathname}` : undefined;
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <Meta />
        <Links />
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
  return (
    <>
      {loaderData.user.isAuthenticated ? null : (
        <SsoCheck businessPortalUrl={loaderData.publicConfig.businessPortalUrl} />
      )}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage error={error} user={root?.user ?? null} publicConfig={root?.publicConfig ?? null} />;
}
