import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/application-withdraw";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { CANDIDATE_PATHS } from "~/features/applications/candidate-links.server";
import { candidateApplication, withdrawApplication } from "~/features/applications/candidate.server";
import { buttonClassName } from "~/components/ui/button-styles";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

const INVALID = "Dieser Link ist ungültig, oder die Bewerbung wurde bereits zurückgezogen oder gelöscht.";

/**
 * `/bewerbung/zurueckziehen?token=…`, the link of the confirmation e-mail. Opening it changes
 * nothing (mail scanners open links): the button posts, and only then is the data deleted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  // After the withdrawal (the link no longer works then): the address carries nothing personal.
  if (params.get("erledigt") === "1") return { withdrawn: true as const };
  const found = await candidateApplication(db, tokenSigner, params.get("token") ?? "");
  if (!found) throw data(INVALID, { status: 404 });
  return {
    withdrawn: false as const,
    token: params.get("token") ?? "",
    title: found.title,
    companyName: found.companyName,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner, documents } = context.get(requestContext);
  const token = String((await request.formData()).get("token") ?? "");
  const done = await withdrawApplication(db, documents, tokenSigner, token, new Date());
  if (!done) throw data(INVALID, { status: 404 });
  throw redirect(`${CANDIDATE_PATHS.withdraw}?erledigt=1`, 303);
}

export function meta() {
  return [{ title: "Bewerbung zurückziehen | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function ApplicationWithdrawRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.withdrawn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">Bewerbung zurückgezogen</h1>
        <p role="status" className="mt-4 text-lg text-slate-700">
          Ihre Bewerbung ist zurückgezogen. Ihr Name, Ihre Kontaktdaten, Ihre Unterlagen und Ihre Antworten sind
          gelöscht.
        </p>
        <p className="mt-8">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Zur Startseite
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Bewerbung zurückziehen</h1>
      <p className="mt-4 text-lg text-slate-700">
        Möchten Sie Ihre Bewerbung als „{loaderData.title}“
        {loaderData.companyName ? ` bei ${loaderData.companyName}` : ""} zurückziehen? Ihr Name, Ihre Kontaktdaten, Ihre
        Unterlagen und Ihre Antworten werden dann sofort gelöscht. Das lässt sich nicht rückgängig machen.
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClassName("danger", "lg")}>
          Bewerbung zurückziehen und Daten löschen
        </button>
      </Form>
    </div>
  );
}
