import { data, Link } from "react-router";
import type { Route } from "./+types/employer-page-follow";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { employerPagePath, readPublicEmployerPage } from "~/features/employer-branding/employer-page.server";
import { confirmFollow } from "~/features/employer-branding/following.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

const TEXT = {
  confirmed: {
    title: "Sie folgen jetzt",
    body: "Wir schicken Ihnen höchstens einmal am Tag eine E-Mail, wenn neue Stellen online gehen. Jede E-Mail enthält einen Link zum Abmelden.",
  },
  expired: {
    title: "Der Bestätigungslink ist abgelaufen",
    body: "Der Link galt sieben Tage. Bitte folgen Sie der Firma auf ihrer Seite noch einmal; Sie erhalten dann einen neuen Link.",
  },
  invalid: {
    title: "Dieser Bestätigungslink ist ungültig",
    body: "Bitte verwenden Sie den vollständigen Link aus der E-Mail, oder folgen Sie der Firma auf ihrer Seite noch einmal.",
  },
} as const;

/**
 * `/unternehmen/{slug}/folgen?token=…`: the link of the confirmation mail (double opt-in). Only
 * here is the address stored as a follower; a link used twice confirms once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const page = await readPublicEmployerPage(db, params.slug);
  if (!page) pageNotFound(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmFollow(db, tokenSigner, { token, companyId: page.companyId, now: new Date() });
  const answer = { outcome, companyName: page.companyName, path: employerPagePath(page.slug) };
  return outcome === "confirmed" ? answer : data(answer, { status: outcome === "expired" ? 410 : 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${TEXT[loaderData.outcome].title} | Arbeitgeberportal` : "Arbeitgeberportal" },
    { name: "robots", content: "noindex" },
  ];
}

export default function EmployerPageFollowRoute({ loaderData }: Route.ComponentProps) {
  const { outcome, companyName, path } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">
        {outcome === "confirmed" ? `${TEXT[outcome].title}: ${companyName}` : TEXT[outcome].title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{TEXT[outcome].body}</p>
      <p className="mt-8">
        <Link to={path} className="font-semibold text-brand-700 underline">
          Zur Seite von {companyName}
        </Link>
      </p>
    </div>
  );
}
