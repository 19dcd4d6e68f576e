/*
 * A React Router <Link> that prefetches its page on intent (pointer enter, focus, touch) through
 * one shared queue, so that at most 4 page preloads are pending at once (SPEC §9); the rest wait
 * in order.
 *
 * In its slot the link renders React Router's own <PrefetchPageLinks> (the same
 * `<link rel="modulepreload">` and `<link rel="prefetch" as="fetch">` tags that
 * `<Link prefetch="intent">` renders) inside the anchor, and frees the slot once the browser has
 * loaded or failed every one of them (tags with load handlers are not hoisted by React, so they
 * can be counted there), or after PREFETCH_TIMEOUT_MS. Use it instead of
 * `<Link prefetch="intent">`, whose prefetches bypass the queue.
 */
import { useEffect, useRef, useState, type LinkHTMLAttributes } from "react";
import { createPath, Link, PrefetchPageLinks, useResolvedPath, type LinkProps } from "react-router";
import { createPreloadQueue } from "~/lib/reload-guard";

/** A stalled prefetch request frees its place in the queue after this long. */
export const PREFETCH_TIMEOUT_MS = 10_000;

const prefetchQueue = createPreloadQueue();

interface PrefetchSlot {
  release(): void;
  /** Number of prefetch tags rendered; null until they are in the document. */
  expected: number | null;
  settled: number;
}

function settle(slot: PrefetchSlot | null) {
  if (!slot) return;
  slot.settled += 1;
  if (slot.expected !== null && slot.settled >= slot.expected) slot.release();
}

export type PrefetchLinkProps = Omit<LinkProps, "prefetch" | "reloadDocument">;

export function PrefetchLink({ children, onPointerEnter, onFocus, onTouchStart, ...props }: PrefetchLinkProps) {
  const page = createPath(useResolvedPath(props.to));
  const [prefetching, setPrefetching] = useState(false);
  const anchorRef = useRef<HTMLAnchorElement>(null);
  const requested = useRef(false);
  const mounted = useRef(false);
  const slot = useRef<PrefetchSlot | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A link that leaves the page must not hold its place in the queue.
      slot.current?.release();
    };
  }, []);

  useEffect(() => {
    const current = slot.current;
    if (!prefetching || !current) return;
    current.expected = anchorRef.current?.querySelectorAll("link").length ?? 0;
    if (current.settled >= current.expected) current.release();
    const timer = setTimeout(() => current.release(), PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [prefetching]);

  // PrefetchPageLinks puts extra props on its data and module tags (documented), though its type
  // only lists HTML attributes; with load handlers React renders the tags in place.
  const settleHandlers: Pick<LinkHTMLAttributes<HTMLLinkElement>, "onLoad" | "onError"> = {
    onLoad: () => settle(slot.current),
    onError: () => settle(slot.current),
  };

  function requestPrefetch() {
    if (requested.current) return;
    requested.current = true;
    prefetchQueue.enqueue(
      () =>
        new Promise<void>((resolve) => {
          if (!mounted.current) return resolve();
          slot.current = {
            expected: null,
            settled: 0,
            release() {
              if (slot.current !== this) return;
              slot.current = null;
              resolve();
              // Loaded modules and prefetched data stay in the browser's caches without the tags.
              if (mounted.current) setPrefetching(false);
            },
          };
          setPrefetching(true);
        }),
    );
  }

  return (
    <Link
      {...props}
      ref={anchorRef}
      prefetch="none"
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        requestPrefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        requestPrefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        requestPrefetch();
      }}
    >
      {children}
      {prefetching ? <PrefetchPageLinks page={page} {...settleHandlers} /> : null}
    </Link>
  );
}
