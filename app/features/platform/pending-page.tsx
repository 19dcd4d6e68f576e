import { Link } from "react-router";
import { offerOfPendingPage, PENDING_PAGES } from "./pending-pages";

/** The heading and purpose of a page whose capability is still being built. */
export function PendingPageView({ routeId }: { routeId: string }) {
  const page = PENDING_PAGES[routeId];
  if (!page) return null;
  const offer = offerOfPendingPage(routeId);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900">
        {page.title}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">{page.description}</p>
      <p role="status" className="mt-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        Dieser Bereich wird gerade aufgebaut und steht in Kürze zur Verfügung.
      </p>
      {offer ? (
        <div className="mt-6 max-w-2xl rounded-md border border-slate-200 bg-white p-4">
          <p className="text-slate-700">{offer.text}</p>
          <p className="mt-3">
            <Link to={offer.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {offer.label}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

export function pendingTitle(routeId: string): string {
  return `${PENDING_PAGES[routeId]?.title ?? "Arbeitgeberportal"} | Arbeitgeberportal`;
}
