import type { Route } from "./+types/application-data-json";
import { requestContext } from "~/lib/request-context";
import { candidateDataCopy } from "~/features/applications/candidate.server";
import { openCandidateLink } from "~/features/applications/candidate-pages.server";
import { deadLinkAnswer } from "~/features/applications/candidate-data-pdf.server";

/**
 * `/bewerbung/daten.json?token=…`: the copy of the stored data as a machine-readable JSON file
 * (Art. 20 DSGVO, portability), beside the readable page `/bewerbung/daten`. Reading changes
 * nothing but the application's history ("Datenkopie angefordert").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await openCandidateLink(db, tokenSigner, token);
  if (!link.ok) return deadLinkAnswer(link.reason);
  const copy = await candidateDataCopy(db, tokenSigner, token, new Date());
  if (!copy) return deadLinkAnswer("deleted");
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="meine-bewerbung.json"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
