import { data } from "react-router";
import type { Route } from "./+types/export";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { applicationsCsv, applicationsZip } from "~/features/applications/export.server";
import { companyAd } from "~/features/applications/forms.server";
import { colleagueOf } from "~/features/applications/history.server";
import { parseRowId } from "~/lib/row-id";

/**
 * `/p/applications/bewerber-manager/inserate/{jobId}/export?format=csv|zip`: the ad's
 * applications for the company's own system. Only the company's own ads.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const id = parseRowId(params.jobId);
  const ad = id === null ? null : await companyAd(db, company.id, id);
  if (!ad) throw data("Dieses Inserat wurde nicht gefunden.", { status: 404 });
  const format = new URL(request.url).searchParams.get("format") ?? "csv";
  const headers = { "Cache-Control": "private, no-store" };
  if (format === "csv") {
    return new Response(await applicationsCsv(db, company.id, ad.id), {
      headers: {
        ...headers,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="bewerbungen-inserat-${ad.id}.csv"`,
      },
    });
  }
  if (format !== "zip") throw data("Bitte wählen Sie CSV oder ZIP.", { status: 400 });
  const stream = await applicationsZip(db, requestContext.documents, company.id, ad.id, colleagueOf(user), new Date());
  return new Response(stream, {
    headers: {
      ...headers,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="bewerbungen-inserat-${ad.id}.zip"`,
    },
  });
}
