import { redirect } from "react-router";
import type { Route } from "./+types/job-alerts-one-click";
import { requestContext } from "~/lib/request-context";
import { unsubscribe } from "~/features/employer-branding/following.server";

/**
 * `/job-alerts/abmelden/ein-klick?token=…`: the `List-Unsubscribe` address of the alerts (RFC
 * 8058, decision 037). A mail program's "Abmelden" posts here from its own servers, without the
 * portal's origin, so this address alone passes the origin check: the token authorises, and
 * without a valid one nothing changes (404). Opened in a browser, it is the unsubscribe page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const ended = await unsubscribe(db, new URL(request.url).searchParams.get("token") ?? "", new Date());
  return new Response(ended ? "Sie sind abgemeldet." : "Dieser Abmeldelink ist nicht mehr gültig.", {
    status: ended ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`/job-alerts/abmelden${new URL(request.url).search}`);
}
