import { refusalOf } from "~/lib/domain-error";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/company-switch";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { companyToSwitchTo } from "~/features/account/company-switch.server";
import { relatedCompaniesOf } from "~/features/companies/companies.server";
import { companySwitchSchema } from "~/features/account/schema";
import { redirectWithFlash } from "~/lib/flash.server";
import { Notification } from "~/components/ui/notification";
import { AccountError } from "~/features/account/components/account-error";
import { CompanySwitchList } from "~/features/account/components/company-switch-list";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";

export function meta() {
  return [{ title: "Unternehmen wechseln | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  return {
    companies: await relatedCompaniesOf(db, user.id),
    current: { id: company.id, fullName: company.fullName },
  };
}

/**
 * Points the session at another of the user's companies (membership checked here, on the
 * server), then reloads the page, which confirms the switch (a flash): every later request,
 * /api/auth/me included, acts for it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, user, context: ctx } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), companySwitchSchema);
  if (submission.status !== "success") {
    return refuseForm(submission, { formErrors: ["Bitte wählen Sie ein Unternehmen."] });
  }
  let target: Awaited<ReturnType<typeof companyToSwitchTo>>;
  try {
    target = await companyToSwitchTo(db, user.id, submission.value.companyId);
    await ctx.switchCompany(target.id);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
  throw await redirectWithFlash(context, "/p/account/company-switch", {
    tone: "success",
    text: `Sie arbeiten jetzt für ${target.fullName}.`,
  });
}

export default function CompanySwitchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, current } = loaderData;
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Unternehmen wechseln">
        <p>
          Wählen Sie, für welches Ihrer Unternehmen Sie im Portal arbeiten. Inserate, Guthaben und Rechnungen gelten
          immer für das gewählte Unternehmen.
        </p>
      </PageHeading>
      {refusal ? <Notification tone="error" title={refusal} /> : null}
      {companies.length > 1 ? (
        <CompanySwitchList companies={companies} currentId={current.id} />
      ) : (
        <p className="max-w-2xl rounded-lg border border-slate-200 bg-white p-4">
          Sie sind nur für ein Unternehmen freigeschaltet: {current.fullName}. Ein Wechsel ist daher nicht möglich.
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
