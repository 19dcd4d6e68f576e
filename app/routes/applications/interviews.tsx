import { data } from "react-router";
import type { Route } from "./+types/interviews";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { InterviewManager } from "~/features/applications/components/interview-manager";
import { colleagueOf } from "~/features/applications/history.server";
import { interviewActionSchema } from "~/features/applications/interview-schema";
import {
  applicationHeading,
  cancelInterviewByCompany,
  interviewOfApplication,
  moveInterviewByCompany,
  proposeInterview,
} from "~/features/applications/interviews.server";
import { colleaguesOf } from "~/features/companies/companies.server";
import { fieldErrorsOf, noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { viennaDay } from "~/lib/format";
import { parseRowId } from "~/lib/row-id";

const NOT_FOUND = "Diese Bewerbung wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `Interviewtermine: ${loaderData?.application.candidateName ?? "Bewerbung"} | Bewerber-Manager | Arbeitgeberportal`,
    },
  ];
}

/** `/p/applications/bewerber-manager/{id}/interviews`: the application's interview (issue 34 §3). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const now = new Date();
  const [application, interview, colleagues] = await Promise.all([
    applicationHeading(db, company.id, id),
    interviewOfApplication(db, company.id, id, now),
    colleaguesOf(db, company.id),
  ]);
  if (!application) throw data(NOT_FOUND, { status: 404 });
  return {
    application,
    interview,
    colleagues: colleagues.map(({ id: colleagueId, name }) => ({ id: colleagueId, name })),
    me: user.id,
    today: viennaDay(now),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const submission = parseForm(await request.formData(), interviewActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const actor = colleagueOf(user);
  const mailing = { now: new Date(), baseUrl: requestContext.publicConfig.baseUrl, signer: requestContext.tokenSigner };
  const input = submission.value;
  const result = await (() => {
    switch (input.intent) {
      case "vorschlagen":
        return proposeInterview(db, company.id, id, input, actor, mailing);
      case "verlegen":
        return moveInterviewByCompany(
          db,
          company.id,
          id,
          { slotId: input.termin, bookedBefore: input.bisher },
          actor,
          mailing,
        );
      case "absagen":
        return cancelInterviewByCompany(db, company.id, id, actor, mailing);
    }
  })();
  if (!result.ok && result.status === 404) throw data(NOT_FOUND, { status: 404 });
  if (!result.ok) {
    return refuseForm(submission, {
      status: result.status,
      ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : { formErrors: [result.message] }),
    });
  }
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

export default function InterviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InterviewManager
      {...loaderData}
      result={noticeOf(actionData)}
      errors={fieldErrorsOf(actionData?.result)}
      reply={actionData?.result}
    />
  );
}
