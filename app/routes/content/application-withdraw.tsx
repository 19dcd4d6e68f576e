import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/application-withdraw";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import { CANDIDATE_PATHS } from "~/features/applications/candidate-paths";
import { withdrawApplication } from "~/features/applications/candidate.server";
import { openCandidateLink } from "~/features/applications/candidate-pages.server";
import { CandidatePageFrame, DeadLinkView, deadLinkStatus } from "~/features/applications/components/candidate-pages";
import { buttonClassName } from "~/components/ui/button-styles";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/**
 * `/bewerbung/zurueckziehen?token=…`, the link of the confirmation e-mail. Opening it changes
 * nothing (mail scanners open links): the button posts, and only then is the data deleted. A
 * spent link says what happened (withdrawn, deleted, invalid) instead of a bare 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  // After the withdrawal (the link no longer works then): the address carries nothing personal.
  if (params.get("erledigt") === "1") return { dead: null, withdrawn: true as const };
  const link = await openCandidateLink(db, tokenSigner, params.get("token") ?? "");
  if (!link.ok) return data({ dead: link.reason }, { status: deadLinkStatus(link.reason) });
  return {
    dead: null,
    withdrawn: false as const,
    token: params.get("token") ?? "",
    title: link.found.title,
    companyName: link.found.companyName,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner, documents, publicConfig } = context.get(requestContext);
  const token = String((await request.formData()).get("token") ?? "");
  const done = await withdrawApplication(db, documents, tokenSigner, token, {
    now: new Date(),
    baseUrl: publicConfig.baseUrl,
  });
  if (!done) {
    // A second click, or the data went meanwhile: say what happened.
    const link = await openCandidateLink(db, tokenSigner, token);
    const reason = link.ok ? "invalid" : link.reason;
    return data({ dead: reason }, { status: deadLinkStatus(reason) });
  }
  throw redirect(`${CANDIDATE_PATHS.withdraw}?erledigt=1`, 303);
}

export function meta() {
  return [{ title: "Bewerbung zurückziehen | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function ApplicationWithdrawRoute({ loaderData, actionData }: Route.ComponentProps) {
  const dead = actionData?.dead ?? loaderData.dead;
  if (dead) return <DeadLinkView reason={dead} />;
  if (loaderData.dead !== null) return null;
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
    <CandidatePageFrame
      token={loaderData.token}
      current="withdraw"
      title="Bewerbung zurückziehen"
      adTitle={loaderData.title}
      companyName={loaderData.companyName}
    >
      <p className="text-lg text-slate-700">
        Möchten Sie Ihre Bewerbung zurückziehen? Ihr Name, Ihre Kontaktdaten, Ihre Unterlagen und Ihre Antworten werden
        dann sofort gelöscht. Das lässt sich nicht rückgängig machen.
      </p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClassName("danger", "lg")}>
          Bewerbung zurückziehen und Daten löschen
        </button>
      </Form>
    </CandidatePageFrame>
  );
}
