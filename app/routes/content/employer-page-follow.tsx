import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/employer-page-follow";
import { requestContext } from "~/lib/request-context";
import { parseForm } from "~/lib/form-submission.server";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { employerPagePath, readPublicEmployerPage } from "~/features/employer-branding/employer-page.server";
import { confirmFollow, followLinkState, type FollowLinkState } from "~/features/employer-branding/following.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

type Outcome = FollowLinkState | "confirmed";

const TEXT: Record<Exclude<Outcome, "open">, { title: string; body: string }> = {
  confirmed: {
    title: "Sie folgen jetzt",
    body: "Wir schicken Ihnen höchstens einmal am Tag eine E-Mail, wenn neue Stellen online gehen. Jede E-Mail enthält einen Link zum Abmelden.",
  },
  spent: {
    title: "Dieser Bestätigungslink ist nicht mehr gültig",
    body: "Jeder Link bestätigt nur einmal: Haben Sie damit schon bestätigt, folgen Sie der Firma bereits. Haben Sie sich inzwischen abgemeldet und möchten wieder folgen, geben Sie Ihre E-Mail-Adresse auf der Seite der Firma bitte noch einmal ein; Sie erhalten dann einen neuen Link.",
  },
  expired: {
    title: "Der Bestätigungslink ist abgelaufen",
    body: "Der Link galt sieben Tage. Bitte folgen Sie der Firma auf ihrer Seite noch einmal; Sie erhalten dann einen neuen Link.",
  },
  invalid: {
    title: "Dieser Bestätigungslink ist ungültig",
    body: "Bitte verwenden Sie den vollständigen Link aus der E-Mail, oder folgen Sie der Firma auf ihrer Seite noch einmal.",
  },
};

const STATUS: Record<Outcome, number> = { open: 200, confirmed: 200, spent: 410, expired: 410, invalid: 400 };

/** The button's form: the token of the mail's link travels in it. */
const confirmSchema = z.object({ token: z.string().min(1).max(4096) });

/**
 * `/unternehmen/{slug}/folgen?token=…`: the link of the confirmation mail (double opt-in). Opening
 * it (GET, HEAD, a mail scanner's preview) only shows a page with a button; the button's POST
 * stores the follower, once (decision 059). A link used or sent before an unsubscribe says so.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const page = await readPublicEmployerPage(db, params.slug);
  if (!page) pageNotFound(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome: Outcome = await followLinkState(db, tokenSigner, {
    token,
    companyId: page.companyId,
    now: new Date(),
  });
  return data(
    {
      outcome,
      token: outcome === "open" ? token : "",
      companyName: page.companyName,
      path: employerPagePath(page.slug),
    },
    { status: STATUS[outcome] },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const page = await readPublicEmployerPage(db, params.slug);
  if (!page) pageNotFound(request);
  // Only the button of the mailed link sends this form: a refusal is the link's "invalid" state.
  const submission = parseForm(await request.formData(), confirmSchema);
  const outcome: Outcome =
    submission.status === "success"
      ? await confirmFollow(db, tokenSigner, {
          token: submission.value.token,
          companyId: page.companyId,
          now: new Date(),
        })
      : "invalid";
  // The action's status, not the revalidated loader's (which now finds the link spent), is the answer's.
  return data({ outcome }, { status: STATUS[outcome] });
}

/** One title for every state: the answer of the button does not reach `meta`. */
export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.companyName} folgen | Arbeitgeberportal` : "Arbeitgeberportal" },
    { name: "robots", content: "noindex" },
  ];
}

export default function EmployerPageFollowRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName, path, token } = loaderData;
  const outcome = actionData?.outcome ?? loaderData.outcome;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      {outcome === "open" ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{`Neue Stellen von ${companyName} per E-Mail`}</h1>
          <p className="mt-4 text-lg text-slate-700">
            Bitte bestätigen Sie, dass Sie {companyName} folgen möchten. Sie erhalten dann höchstens einmal am Tag eine
            E-Mail, wenn neue Stellen online gehen, und jede enthält einen Link zum Abmelden.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Jetzt folgen
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900">
            {outcome === "confirmed" ? `${TEXT[outcome].title}: ${companyName}` : TEXT[outcome].title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{TEXT[outcome].body}</p>
        </>
      )}
      <p className="mt-8">
        <Link to={path} className="font-semibold text-brand-700 underline">
          Zur Seite von {companyName}
        </Link>
      </p>
    </div>
  );
}
