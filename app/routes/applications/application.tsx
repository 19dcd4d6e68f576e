import { useEffect } from "react";
import { data, useRevalidator } from "react-router";
import type { Route } from "./+types/application";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { ApplicationView } from "~/features/applications/components/application-view";
import { inboxHref } from "~/features/applications/components/inbox-view";
import { listSearchOf, NeighbourNav } from "~/features/applications/components/neighbour-nav";
import { ScorecardSection } from "~/features/applications/components/scorecard-section";
import { scorecardOf } from "~/features/applications/scorecard.server";
import { neighboursOf } from "~/features/applications/board.server";
import { inboxQuerySchema } from "~/features/applications/manager-query";
import { duplicateLinks, keepDuplicate, mergeDuplicate } from "~/features/applications/duplicates.server";
import { colleagueOf } from "~/features/applications/history.server";
import { interviewOfApplication } from "~/features/applications/interviews.server";
import {
  addNote,
  applicationDetail,
  mailCandidate,
  moveApplications,
  rateApplication,
  rejectApplications,
  takeBackRejection,
} from "~/features/applications/manager.server";
import { applicationActionSchema } from "~/features/applications/schema";
import { messagesPathOf } from "~/features/active-sourcing/components/contact-views";
import { MAIL_TEMPLATES, type MailTemplateKey } from "~/features/applications/templates";
import { redirectWithFlash } from "~/lib/flash.server";
import { parseRowId } from "~/lib/row-id";
import { fieldErrorsOf, noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

const NOT_FOUND = "Diese Bewerbung wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.application.candidateName ?? "Bewerbung"} | Bewerber-Manager | Arbeitgeberportal` }];
}

/** `/p/applications/bewerber-manager/{id}`: one application of the company; opening it marks it read. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const search = new URL(request.url).searchParams;
  // The list the application was opened from (the inbox's query in the address): its neighbours there.
  const list = inboxQuerySchema.parse(Object.fromEntries(search));
  const [detail, duplicates, neighbours, scorecard, interview] = await Promise.all([
    applicationDetail(db, company.id, id, colleagueOf(user), new Date()),
    duplicateLinks(db, company.id, id),
    neighboursOf(db, company.id, list, id),
    scorecardOf(db, company.id, id, colleagueOf(user)),
    interviewOfApplication(db, company.id, id, new Date()),
  ]);
  if (!detail || !scorecard) throw data(NOT_FOUND, { status: 404 });
  const wanted = search.get("vorlage") ?? "";
  const template: MailTemplateKey =
    Object.hasOwn(MAIL_TEMPLATES, wanted) && wanted !== "absage" ? (wanted as MailTemplateKey) : "einladung";
  // Taken from Active Sourcing (issue 34 §7): the way back to the person's conversation.
  const sourcingHref =
    detail.application.sourcingProfileId === null ? null : messagesPathOf(detail.application.sourcingProfileId);
  return {
    ...detail,
    duplicates,
    template,
    neighbours,
    scorecard,
    interview,
    sourcingHref,
    listSearch: listSearchOf(inboxHref(list, {})),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const { publicConfig, tokenSigner } = requestContext;
  const id = parseRowId(params.applicationId);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const submission = parseForm(await request.formData(), applicationActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const actor = colleagueOf(user);
  const now = new Date();
  const mailing = { now, baseUrl: publicConfig.baseUrl, signer: tokenSigner };
  const input = submission.value;
  if (input.intent === "zusammenfuehren") {
    const merged = await mergeDuplicate(db, company.id, id, actor, mailing);
    if (!merged.ok && merged.status === 404) throw data(NOT_FOUND, { status: 404 });
    // The duplicate is gone: its page would be a 404, so the colleague lands on the one that stays.
    if (merged.ok) {
      throw await redirectWithFlash(context, `/p/applications/bewerber-manager/${merged.into}`, {
        tone: "success",
        text: merged.message,
      });
    }
    return refuseForm(submission, { formErrors: [merged.message], status: merged.status });
  }
  const result = await (() => {
    switch (input.intent) {
      case "phase":
        return moveApplications(db, company.id, [id], input.phase, actor, now);
      case "bewertung":
        return rateApplication(db, company.id, id, input.sterne, actor, now);
      case "notiz":
        return addNote(db, company.id, id, input.text, actor, mailing);
      case "email":
        return mailCandidate(db, company.id, id, { subject: input.betreff, body: input.text }, actor, mailing);
      case "absage":
        return rejectApplications(
          db,
          company.id,
          [id],
          { reason: input.grund, subject: input.betreff, body: input.text, time: input.zeitpunkt },
          actor,
          mailing,
        );
      case "absage-zuruecknehmen":
        return takeBackRejection(db, company.id, id, actor, now);
      case "getrennt":
        return keepDuplicate(db, company.id, id, actor, now);
    }
  })();
  if (!result.ok && result.status === 404) throw data(NOT_FOUND, { status: 404 });
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

/**
 * The root's loader counted the nav's "Erwähnungen" badge while this page's loader marked the
 * mentions read (they run side by side): once the page shows, the data is fetched again.
 */
function useRecountAfterReading(mentionsRead: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (mentionsRead > 0) void revalidate();
  }, [mentionsRead, revalidate]);
}

export default function ApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRecountAfterReading(loaderData.mentionsRead);
  return (
    <>
      <NeighbourNav neighbours={loaderData.neighbours} search={loaderData.listSearch} />
      <ApplicationView
        {...loaderData}
        result={noticeOf(actionData)}
        errors={fieldErrorsOf(actionData?.result)}
        scorecardSection={<ScorecardSection data={loaderData.scorecard} />}
      />
    </>
  );
}
