import type { Route } from "./+types/public-ad";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { employerPageLinkOf } from "~/features/employer-branding/employer-page.server";
import { serviceEntryPath } from "~/features/internal/service-entry";
import { findJobAd } from "~/features/job-ads/job-ad-access.server";
import { GoneJobAdView, PublicJobAdView } from "~/features/job-ads/components/public-job-ad";
import { readPublicJobAd } from "~/features/job-ads/public-page.server";
import { smartApplyOf } from "~/features/applications/intake.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

/**
 * `/p/internal/companies/{companyId}/jobs/{id}/oeffentlich`: an ad's public page as candidates see
 * it, inside the panel (issue 35 §5). Staff who open a page outside /p/internal are signed out
 * (SPEC §6), so the panel's "Öffentliche Seite" leads here. Reading it counts no view (no beacon).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "adsList");
  const { db, publicConfig } = context.get(requestContext);
  const id = parseRowId(params.id) ?? pageNotFound(request, context);
  const ad = await findJobAd(db, id);
  if (!ad || String(ad.data.meta.companyId) !== params.companyId) pageNotFound(request, context);
  const companyId = ad.data.meta.companyId;
  const page = await readPublicJobAd(db, String(id), {
    now: new Date(),
    baseUrl: publicConfig.baseUrl,
    employerPageOf: (owner) => employerPageLinkOf(db, owner.companyId),
    smartApplyOf: (owner) => smartApplyOf(db, owner),
  });
  // An ad that was never online has no public page.
  if (!page) pageNotFound(request, context);
  const smartApply = page.kind === "live" && page.smartApply;
  return {
    page,
    smartApply,
    back: serviceEntryPath(companyId, id, "summary"),
    publicUrl: `${publicConfig.baseUrl}${page.path}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.page.kind === "live" ? loaderData.page.model.title : loaderData?.page.title;
  return [{ title: `Öffentliche Ansicht${title ? `: ${title}` : ""} | Interner Bereich` }];
}

export default function PublicAdInPanel({ loaderData }: Route.ComponentProps) {
  const { page, smartApply, back, publicUrl } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to={back}>Zurück zur Zusammenfassung des Inserats</Link>
      </p>
      <Infobox tone="info" title="Öffentliche Ansicht im internen Bereich">
        <p>
          So sehen Bewerberinnen und Bewerber das Inserat unter <span className="break-all">{publicUrl}</span>. Diese
          Ansicht zählt keinen Aufruf. Links in der Ansicht (Bewerben, Unternehmensseite, weitere Jobs) führen aus dem
          internen Bereich hinaus und beenden Ihre Sitzung als Mitarbeiter:in.
        </p>
      </Infobox>
      <div className="rounded-lg border border-slate-200 bg-white">
        {page.kind === "live" ? (
          <PublicJobAdView
            model={page.model}
            applyHref={`${page.path}/bewerben`}
            publishedAt={page.publishedAt}
            smartApplyHref={smartApply ? `${page.path}/bewerben?art=smart` : null}
            otherJobs={page.otherJobs}
            employerPagePath={page.employerPagePath}
          />
        ) : (
          <GoneJobAdView title={page.title} companyName={page.companyName} otherJobs={page.otherJobs} />
        )}
      </div>
    </div>
  );
}
