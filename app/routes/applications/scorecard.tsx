import { data, Link } from "react-router";
import type { Route } from "./+types/scorecard";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { ScorecardSection } from "~/features/applications/components/scorecard-section";
import { colleagueOf } from "~/features/applications/history.server";
import { scorecardFormSchema } from "~/features/applications/scorecard";
import { adCriteria, saveScorecard, scorecardOf } from "~/features/applications/scorecard.server";
import type { FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { parseRowId } from "~/lib/row-id";

const NOT_FOUND = "Diese Bewerbung wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `Bewertungsbogen: ${loaderData?.application.candidateName ?? "Bewerbung"} | Bewerber-Manager | Arbeitgeberportal`,
    },
  ];
}

/**
 * `/p/applications/bewerber-manager/{id}/bewertung`: the colleague's scorecard of an application
 * (issue 34 §4). The application's page shows the same section from its own loader; this page is
 * where its form posts, and what a browser without JavaScript shows after posting.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  const scorecard = id === null ? null : await scorecardOf(db, company.id, id, colleagueOf(user));
  if (!scorecard) throw data(NOT_FOUND, { status: 404 });
  return scorecard;
}

/** Saves the colleague's draft or submits it; a refused form changes nothing and answers 400 (409) with the reason. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  const view = id === null ? null : await scorecardOf(db, company.id, id, colleagueOf(user));
  if (id === null || !view) throw data(NOT_FOUND, { status: 404 });
  const { criteria } = await adCriteria(db, view.application.jobAdId);
  const submission = parseForm(await request.formData(), scorecardFormSchema(criteria));
  if (submission.status !== "success") return refuseForm(submission);
  const result = await saveScorecard(db, company.id, id, submission.value, colleagueOf(user), new Date());
  if (!result.ok && result.status === 404) throw data(NOT_FOUND, { status: 404 });
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply(), notice: result.message });
}

export default function ScorecardRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <p>
        <Link to={`${MANAGER_PATH}/${loaderData.application.id}`} className="text-brand-700 underline">
          ← Zur Bewerbung von {loaderData.application.candidateName}
        </Link>
      </p>
      <PageHeading title={`Bewertungsbogen: ${loaderData.application.candidateName}`} />
      <ScorecardSection data={loaderData} answer={actionData} />
    </section>
  );
}
