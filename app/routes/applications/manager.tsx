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
  const form = await request.formData();
  const parsed = bulkActionSchema.safeParse({ ...Object.fromEntries(form), ids: form.getAll("ids") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data(
      { result: { ok: false, message: issue.message }, errors: { [String(issue.path[0] ?? "form")]: issue.message } },
      { status: 400 },
    );
  }
  const actor = colleagueOf(user);
  const now = new Date();
  const input = parsed.data;
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
  return data(
    { result: { ok: result.ok, message: result.message }, errors: {} as Record<string, string> },
    { status: result.ok ? 200 : result.status },
  );
}

export default function BewerberManagerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Bewerber-Manager">
        <p>
          Alle Bewerbungen, die über das Portal zu Ihren Inseraten eingehen. Bewerbungen, die an einer K.-o.-Frage
          scheitern, finden Sie unter „Ausgeschieden“.
        </p>
      </PageHeading>
      <InboxView {...loaderData} result={actionData?.result ?? null} errors={actionData?.errors ?? {}} />
    </section>
  );
}
