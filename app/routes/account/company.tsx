import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/company";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { getCompanyDetails, updateCompanyDetails } from "~/features/companies/companies.server";
import { companySchema } from "~/features/account/schema";
import { AccountError } from "~/features/account/components/account-error";
import { CompanyForm, type CompanyFormResult } from "~/features/account/components/company-form";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";

export function meta() {
  return [{ title: "Firmendaten bearbeiten | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const details = await getCompanyDetails(db, company.id);
  if (!details) throw data("Dieses Unternehmen gibt es nicht mehr.", { status: 404 });
  return { company: details };
}

/** Saves the data of the company the session acts for; the form cannot name another one. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const submission = parseWithZod(await request.formData(), { schema: companySchema });
  if (submission.status !== "success") {
    return data<CompanyFormResult>({ result: submission.reply(), saved: false }, { status: 400 });
  }
  await updateCompanyDetails(db, user, company.id, submission.value, ctx.requestId);
  return data<CompanyFormResult>({ result: submission.reply({ resetForm: true }), saved: true });
}

export default function CompanyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Firmendaten bearbeiten">
        <p>
          Name, Anschrift und UID-Nummer Ihres Unternehmens. Bereits ausgestellte Rechnungen behalten die Angaben zum
          Zeitpunkt der Ausstellung.
        </p>
      </PageHeading>
      <CompanyForm company={loaderData.company} actionData={actionData} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
