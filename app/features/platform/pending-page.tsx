import { PENDING_PAGES } from "./pending-pages";

/** The heading and purpose of a page whose capability is still being built. */
export function PendingPageView({ routeId }: { routeId: string }) {
  const page = PENDING_PAGES[routeId];
  if (!page) return null;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900">
        {page.title}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">{page.description}</p>
      <p role="status" className="mt-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        Dieser Bereich wird gerade aufgebaut und steht in Kürze zur Verfügung.
      </p>
    </section>
  );
}

export function pendingTitle(routeId: string): string {
  return `${PENDING_PAGES[routeId]?.title ?? "Arbeitgeberportal"} | Arbeitgeberportal`;
}
