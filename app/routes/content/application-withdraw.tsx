import { data, Form, Link } from "react-router";
import type { Route } from "./+types/application-withdraw";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
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
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await candidateApplication(db, tokenSigner, token);
  if (!found) throw data(INVALID, { status: 404 });
  return { token, title: found.title, companyName: found.companyName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner, documents } = context.get(requestContext);
  const token = String((await request.formData()).get("token") ?? "");
  const done = await withdrawApplication(db, documents, tokenSigner, token, new Date());
  if (!done) return data({ withdrawn: false as const, message: INVALID }, { status: 404 });
  return { withdrawn: true as const, ...done };
}

export function meta() {
  return [{ title: "Bewerbung zurückziehen | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function ApplicationWithdrawRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">
          {actionData.withdrawn ? "Bewerbung zurückgezogen" : "Nicht möglich"}
        </h1>
        <p role="status" className="mt-4 text-lg text-slate-700">
          {actionData.withdrawn
            ? `Ihre Bewerbung als „${actionData.title}“ bei ${actionData.companyName} ist zurückgezogen. Ihr Name, Ihre Kontaktdaten und Ihre Unterlagen sind gelöscht.`
            : actionData.message}
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
        Möchten Sie Ihre Bewerbung als „{loaderData.title}“ bei {loaderData.companyName} zurückziehen? Ihr Name, Ihre
        Kontaktdaten, Ihre Unterlagen und Ihre Antworten werden dann sofort gelöscht. Das lässt sich nicht rückgängig
        machen.
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
