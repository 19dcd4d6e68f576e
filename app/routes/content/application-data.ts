import { data } from "react-router";
import type { Route } from "./+types/application-data";
import { requestContext } from "~/lib/request-context";
import { candidateDataCopy } from "~/features/applications/candidate.server";

/**
 * `/bewerbung/daten?token=…`, the link of the confirmation e-mail: a copy of the stored data
 * (Art. 15, 20 DSGVO) as a JSON file. Reading changes nothing but the log of the application.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const copy = await candidateDataCopy(db, tokenSigner, token, new Date());
  if (!copy) {
    throw data("Dieser Link ist ungültig, oder die Bewerbung wurde bereits zurückgezogen oder gelöscht.", {
      status: 404,
    });
  }
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="meine-bewerbung.json"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
