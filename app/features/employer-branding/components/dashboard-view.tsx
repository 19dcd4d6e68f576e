import { buttonClassName } from "~/components/ui/button-styles";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/lib/format";
import { Link as RouterLink } from "react-router";
import type { PageStatus } from "../employer-page.server";
import { EmployerPageTotals } from "./metrics-view";
import { pageStateText } from "./page-state";
import type { EmployerPageMetrics } from "../metrics.server";

/** What Plus adds, shown to companies with the Basic page. */
const PLUS_PARTS = [
  "Bildergalerie mit bis zu 12 Fotos",
  "Video von YouTube oder Vimeo",
  "Stimmen aus Ihrem Team",
  "Eigene Abschnitte, z. B. zu Lehre oder Karriere",
  "Ihre Unternehmensfarben",
];

/**
 * The employer-branding overview: the page's state with the way to edit it, the figures of the
 * last 30 days, and what the Plus page would add.
 */
export function EmployerBrandingDashboard({
  page,
  metrics,
  editorPath,
}: {
  page: PageStatus;
  metrics: EmployerPageMetrics;
  /** The editor the contract opens, or null without a page in the contract. */
  editorPath: string | null;
}) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="page-state-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="page-state-title" className="text-lg font-semibold text-slate-900">
          Ihre Unternehmensseite
        </h2>
        {editorPath ? (
          <>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">Status</dt>
              <dd>{pageStateText(page)}</dd>
              {page.lastChange ? (
                <>
                  <dt className="font-semibold">Letzte Änderung</dt>
                  <dd>{formatDateTime(page.lastChange)}</dd>
                </>
              ) : null}
            </dl>
            {page.offline ? (
              <Infobox tone="error" title="Offline genommen" className="mt-3">
                <p>Begründung: {page.offline.reason}</p>
              </Infobox>
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <RouterLink to={editorPath} className={buttonClassName("primary")}>
                {page.state === "none" ? "Unternehmensseite anlegen" : "Unternehmensseite bearbeiten"}
              </RouterLink>
              {page.publicPath ? <Link to={page.publicPath}>Öffentliche Seite ansehen</Link> : null}
            </div>
          </>
        ) : (
          <p className="mt-2">
            Ihr Vertrag enthält keine Unternehmensseite.{" "}
            <Link to="/produkte/arbeitgebermarke">Unternehmensseite ansehen</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="figures-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="figures-title" className="text-lg font-semibold text-slate-900">
            Die letzten 30 Tage
          </h2>
          <Link to="/p/employer-branding/metrics">Alle Kennzahlen</Link>
        </div>
        <EmployerPageTotals metrics={metrics} />
      </section>

      {!page.products.plus ? (
        <section aria-labelledby="plus-title" className="rounded-lg border border-brand-200 bg-brand-50 p-5">
          <h2 id="plus-title" className="text-lg font-semibold text-slate-900">
            Das bietet die Unternehmensseite Plus
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {PLUS_PARTS.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to="/p/employer-branding/bestellen">Produkte für Ihr Arbeitgeberprofil bestellen</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
