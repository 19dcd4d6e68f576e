import { Link, redirect } from "react-router";
import type { Route } from "./+types/list";
import { requestContext } from "~/lib/request-context";
import { jobAdIdSchema, listCompanyJobAds } from "~/features/job-ads/job-ad-access.server";
import { STATUS_LABELS } from "~/features/job-ads/labels";

export function meta() {
  return [{ title: "Meine Inserate | Arbeitgeberportal" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const jobAdId = new URL(request.url).searchParams.get("jobAdId");
  // SPEC §2: /p/jobs?jobAdId=X leads to the publish step of that ad (ownership checked there).
  if (jobAdId !== null) throw redirect(jobAdIdSchema.test(jobAdId) ? `/p/jobs/${jobAdId}/publish` : "/p/jobs");
  const { db, user } = context.get(requestContext);
  return { jobAds: user.company ? await listCompanyJobAds(db, user.company.id) : [] };
}

export default function JobAdListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="jobs-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="jobs-title" className="text-2xl font-bold text-brand-900">
          Meine Inserate
        </h1>
        <Link
          to="/p/jobs/create"
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Neues Inserat schalten
        </Link>
      </div>
      {loaderData.jobAds.length === 0 ? (
        <p className="mt-6">Sie haben noch keine Inserate.</p>
      ) : (
        <table className="mt-6 w-full border-collapse bg-white text-left">
          <caption className="sr-only">Inserate Ihres Unternehmens</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-3">
                Titel
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3">
                Nr.
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.jobAds.map((ad) => (
              <tr key={ad.id} className="border-b border-slate-100">
                <td className="p-3">
                  <Link to={`/p/jobs/${ad.id}/${ad.nextStep}`} className="text-brand-700 hover:underline">
                    {ad.title}
                  </Link>
                </td>
                <td className="p-3">{STATUS_LABELS[ad.status] ?? ad.status}</td>
                <td className="p-3 tabular-nums">{ad.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
