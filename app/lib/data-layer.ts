declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Queues an entry for the tag manager (`window.dataLayer`). The queue stays in the browser until
 * the visitor consents and the tag manager loads (features/platform/tag-manager.tsx).
 */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
