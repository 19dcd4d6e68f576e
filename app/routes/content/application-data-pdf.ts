import type { Route } from "./+types/application-data-pdf";
import { requestContext } from "~/lib/request-context";
import { candidateDataView, logDataCopy, openCandidateLink } from "~/features/applications/candidate-pages.server";
import { deadLinkAnswer, renderCandidateDataPdf } from "~/features/applications/candidate-data-pdf.server";

/**
 * `/bewerbung/daten.pdf?token=…`: the readable copy of the stored data as a PDF (Art. 15 DSGVO),
 * the same sections as the page `/bewerbung/daten`. Reading changes nothing but the history.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await openCandidateLink(db, tokenSigner, token);
  if (!link.ok) return deadLinkAnswer(link.reason);
  const now = new Date();
  const view = await candidateDataView(db, link.found, now);
  const pdf = await renderCandidateDataPdf(view);
  await logDataCopy(db, link.found, now);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="meine-bewerbung.pdf"',
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
