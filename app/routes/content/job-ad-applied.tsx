import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/job-ad-applied";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { clearApplicationDraft } from "~/features/applications/components/application-form";
import { readJobAdOfSubPage } from "~/features/job-ads/public-page.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/** `/jobs/{id}-{slug}/bewerben/danke`: after sending. It names no one: the address carries nothing personal. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await readJobAdOfSubPage(context.get(requestContext), params.slug);
  if (!page) pageNotFound(request);
  const title = page.kind === "live" ? page.model.title : page.title;
  const jobAdId = Number(params.slug.split("-")[0]);
  return { title, adPath: page.path, jobAdId };
}

export function meta() {
  return [{ title: "Bewerbung gesendet | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function JobAdAppliedRoute({ loaderData }: Route.ComponentProps) {
  const { jobAdId } = loaderData;
  useEffect(() => clearApplicationDraft(jobAdId), [jobAdId]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Vielen Dank für Ihre Bewerbung</h1>
      <p className="mt-4 text-lg text-slate-700">
        Ihre Bewerbung als „{loaderData.title}“ ist angekommen. Wir haben Ihnen eine Bestätigung per E-Mail geschickt,
        mit allem, was Sie gesendet haben, und Links, unter denen Sie jederzeit sehen, wo Ihre Bewerbung steht, Ihre
        Daten einsehen oder die Bewerbung zurückziehen können.
      </p>
      <p className="mt-8">
        <Link to={loaderData.adPath} className="font-semibold text-brand-700 underline">
          Zurück zum Inserat
        </Link>
      </p>
    </div>
  );
}
