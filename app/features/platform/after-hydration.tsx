import { Component, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { isChunkLoadError } from "~/lib/reload-guard";

const subscribeNothing = () => () => undefined;

/** False on the server and while the page hydrates, true from the first render after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A deferred part whose code could not be loaded (offline for a moment, a deployment in between)
 * is left out instead of taking the page down; any other error goes on to the route's boundary
 * as before.
 */
class SkipUnloadableChunk extends Component<{ children: ReactNode }, { error: { value: unknown } | null }> {
  override state: { error: { value: unknown } | null } = { error: null };

  static getDerivedStateFromError(value: unknown) {
    return { error: { value } };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isChunkLoadError(this.state.error.value)) return null;
    throw this.state.error.value;
  }
}

/**
 * Renders its children only in the browser, once the page is hydrated, so lazy components in
 * them (`React.lazy`) are fetched after the first paint instead of being part of every page's
 * initial JavaScript (decision 009). Only for parts that show nothing in the server's HTML: the
 * HTML and the hydration stay exactly as they are without them.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  if (!useHydrated()) return null;
  return (
    <SkipUnloadableChunk>
      <Suspense fallback={null}>{children}</Suspense>
    </SkipUnloadableChunk>
  );
}
