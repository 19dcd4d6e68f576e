import { data, redirect } from "react-router";
import type { Route } from "./+types/company-switch";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { companyToSwitchTo, CompanySwitchError, relatedCompaniesOf } from "~/features/account/company-switch.server";
import { companySwitchSchema } from "~/features/account/schema";
import { Notification } from "~/components/ui/notification";
import { AccountError } from "~/features/account/components/account-error";
import { CompanySwitchList } from "~/features/account/components/company-switch-list";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";

export function meta() {
  return [{ title: "Unternehmen wechseln | Arbeitgeberportal" }];
}

const SWITCHED = "gewechselt";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  return {
    companies: await relatedCompaniesOf(db, user.id),
    current: { id: company.id, fullName: company.fullName },
    switched: new URL(request.url).searchParams.has(SWITCHED),
  };
}

/**
 * Points the session at another of the user's companies (membership checked here, on the
 * server), then reloads the page: every later request, /api/auth/me included, acts for it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, user, context: ctx } = requireCompanyUser(context);
  const parsed = companySwitchSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Bitte wählen Sie ein Unternehmen." }, { status: 400 });
  try {
    const target = await companyToSwitchTo(db, user.id, parsed.data.companyId);
    await ctx.switchCompany(target.id);
  } catch (error) {
    if (error instanceof CompanySwitchError) return data({ error: error.message }, { status: 403 });
    throw error;
  }
  throw redirect(`/p/account/company-switch?${SWITCHED}`);
}

export default function CompanySwitchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, current } = loaderData;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Unternehmen wechseln">
        <p>
          Wählen Sie, für welches Ihrer Unternehmen Sie im Portal arbeiten. Inserate, Guthaben und Rechnungen gelten
          immer für das gewählte Unternehmen.
        </p>
      </PageHeading>
      <div aria-live="polite" className="empty:hidden">
        {loaderData.switched ? (
          <Notification tone="success" title={`Sie arbeiten jetzt für ${current.fullName}.`} />
        ) : null}
      </div>
      {actionData?.error ? <Notification tone="error" title={actionData.error} /> : null}
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
