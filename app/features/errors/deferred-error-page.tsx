import { Component, lazy, Suspense, type ReactNode } from "react";
import { ErrorPage as ErrorPageNow, type ErrorPageProps } from "./error-page";

/**
 * The error page as the root's boundary shows it. The server renders it in place (it reads
 * without JavaScript); in the browser its code is fetched only when an error is shown, and
 * hydration waits for it, so it stays out of every page's initial JavaScript (decision 009).
 */
const ErrorPageLater = import.meta.env.SSR
  ? ErrorPageNow
  : lazy(() => import("./error-page").then((module) => ({ default: module.ErrorPage })));

/** When even the error page cannot be loaded (offline, a deployment in between): a line and a way on. */
class UnloadableErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Ein Fehler ist aufgetreten</h1>
        <p className="mt-4">Die Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.</p>
        <button type="button" className="mt-4 underline" onClick={() => window.location.reload()}>
          Seite neu laden
        </button>
      </main>
    );
  }
}

export function DeferredErrorPage(props: ErrorPageProps) {
  return (
    <UnloadableErrorPage>
      <Suspense fallback={null}>
        <ErrorPageLater {...props} />
      </Suspense>
    </UnloadableErrorPage>
  );
}
