import { data } from "react-router";
import type { Route } from "./+types/manager";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { InboxView } from "~/features/applications/components/inbox-view";
import { inboxQuerySchema } from "~/features/applications/manager-query";
import { colleagueOf } from "~/features/applications/history.server";
import {
  companyStages,
  inbox,
  INBOX_PAGE_SIZE,
  moveApplications,
  rejectApplications,
} from "~/features/applications/manager.server";
import { bulkActionSchema } from "~/features/applications/schema";
import { fieldErrorsOf, noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export function meta() {
  return [{ title: "Bewerber-Manager | Arbeitgeberportal" }];
}

/** `/p/applications/bewerber-manager`: the inbox of the company's applications (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const query = inboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [found, stages] = await Promise.all([inbox(db, company.id, query), companyStages(db, company.id)]);
  return { query, ...found, stages, pageSize: INBOX_PAGE_SIZE };
}

/** Bulk moves and rejections of the selected applications; each must be the company's. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), bulkActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const actor = colleagueOf(user);
  const now = new Date();
  const input = submission.value;
  const result =
    input.intent === "phase"
      ? await moveApplications(db, company.id, input.ids, input.phase, actor, now)
      : await rejectApplications(
          db,
          company.id,
          input.ids,
          { reason: input.grund, subject: input.betreff, body: input.text, time: input.zeitpunkt },
          actor,
          { now, baseUrl: requestContext.publicConfig.baseUrl, signer: requestContext.tokenSigner },
        );
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

export default function BewerberManagerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Bewerber-Manager">
        <p>
          Alle Bewerbungen, die über das Portal zu Ihren Inseraten eingehen. Bewerbungen, die an einer K.-o.-Frage
          scheitern, finden Sie unter „Ausgeschieden“, von den Bewerber:innen zurückgezogene unter „Zurückgezogen“.
        </p>
      </PageHeading>
      <InboxView {...loaderData} result={noticeOf(actionData)} errors={fieldErrorsOf(actionData?.result)} />
    </section>
  );
}
