import { data, Link } from "react-router";
import type { Route } from "./+types/application-status";
import { requestContext } from "~/lib/request-context";
import { formatDate } from "~/lib/format";
import { maintenanceGuard } from "~/features/access/guards.server";
import { candidateStatusView, openCandidateLink } from "~/features/applications/candidate-pages.server";
import { currentStep, STATUS_STEPS } from "~/features/applications/candidate-status";
import { nextInterviewOf } from "~/features/applications/interviews.server";
import { CANDIDATE_PATHS, candidatePath } from "~/features/applications/candidate-paths";
import { CandidatePageFrame, DeadLinkView, deadLinkStatus } from "~/features/applications/components/candidate-pages";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/**
 * `/bewerbung/status?token=…`, linked from the confirmation e-mail and the candidate's other
 * pages: where the application stands, in the candidate's words (issue 34 §6). Reading it changes
 * nothing. A booked interview still ahead shows as "Interview am …" (`nextInterviewOf`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await openCandidateLink(db, tokenSigner, token);
  if (!link.ok) return data({ dead: link.reason }, { status: deadLinkStatus(link.reason) });
  const now = new Date();
  const nextInterview = await nextInterviewOf(db, link.found.application.id, now);
  const view = await candidateStatusView(db, link.found, { now, nextInterview });
  return { dead: null, token, ...view };
}

export function meta() {
  return [{ title: "Status Ihrer Bewerbung | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function ApplicationStatusRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.dead) return <DeadLinkView reason={loaderData.dead} />;
  const { token, title, companyName, receivedAt, status, talentPoolUntil } = loaderData;
  const step = currentStep(status.key);
  const stepIndex = STATUS_STEPS.findIndex((candidate) => candidate.key === step);
  return (
    <CandidatePageFrame
      token={token}
      current="status"
      title="Status Ihrer Bewerbung"
      adTitle={title}
      companyName={companyName}
    >
      <section
        aria-labelledby="status-titel"
        className={`rounded-lg border p-5 ${status.key === "rejected" ? "border-slate-300 bg-white" : "border-brand-200 bg-brand-50"}`}
      >
        <h2 id="status-titel" className="text-xl font-bold text-brand-900">
          {status.title}
        </h2>
        <p className="mt-2 text-slate-800">{status.text}</p>
        <p className="mt-3 text-sm text-slate-700">Eingegangen am {formatDate(receivedAt)}</p>
      </section>
      {stepIndex >= 0 ? (
        <section aria-labelledby="schritte-titel">
          <h2 id="schritte-titel" className="text-lg font-semibold text-brand-900">
            Die Schritte
          </h2>
          <ol className="mt-3 grid gap-2 sm:grid-cols-4">
            {STATUS_STEPS.map((candidate, index) => (
              <li
                key={candidate.key}
                aria-current={index === stepIndex ? "step" : undefined}
                className={`rounded-md border px-3 py-2 text-sm ${
                  index === stepIndex
                    ? "border-brand-700 bg-brand-700 font-semibold text-white"
                    : index < stepIndex
                      ? "border-brand-200 bg-white text-brand-900"
                      : "border-slate-200 bg-white text-slate-700"
                }`}
              >
                {index + 1}. {candidate.label}
                {index < stepIndex ? <span className="sr-only"> (erledigt)</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="weiter-titel" className="space-y-2">
        <h2 id="weiter-titel" className="text-lg font-semibold text-brand-900">
          Was Sie tun können
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          <li>
            <Link to={candidatePath(CANDIDATE_PATHS.reply, token)} className="text-brand-700 underline">
              Nachrichten lesen und beantworten
            </Link>
          </li>
          <li>
            <Link to={candidatePath(CANDIDATE_PATHS.data, token)} className="text-brand-700 underline">
              Ihre gespeicherten Daten ansehen
            </Link>{" "}
            (auch als PDF)
          </li>
          <li>
            Talentpool:{" "}
            {talentPoolUntil
              ? `Sie sind bis ${formatDate(talentPoolUntil)} im Talentpool.`
              : "Sie sind nicht im Talentpool."}{" "}
            <Link to={`${candidatePath(CANDIDATE_PATHS.data, token)}#talentpool`} className="text-brand-700 underline">
              {talentPoolUntil ? "Zustimmung widerrufen" : "Zustimmen"}
            </Link>
          </li>
          <li>
            <Link to={candidatePath(CANDIDATE_PATHS.withdraw, token)} className="text-brand-700 underline">
              Bewerbung zurückziehen
            </Link>
          </li>
        </ul>
      </section>
    </CandidatePageFrame>
  );
}
