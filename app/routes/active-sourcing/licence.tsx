import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/licence";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { LicenceOrderForms, LicenceStatus } from "~/features/active-sourcing/components/licence-view";
import { licenceOverview, orderLicence } from "~/features/active-sourcing/licence.server";
import { licenceOrderSchema } from "~/features/active-sourcing/licence-order";
import { quotaOf } from "~/features/active-sourcing/contacts.server";
import { quotaText } from "~/features/active-sourcing/quota";
import { VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { Notification } from "~/components/ui/notification";
import { refusalOf } from "~/lib/domain-error";
import { formatDate } from "~/lib/format";

export function meta() {
  return [{ title: "Lizenz | Talentdatenbank | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/lizenz` (issue 16; not in the spec's route list): the company's
 * talent-search licence, its quota this month and terms, and ordering a licence as a purchase with
 * an invoice (like Employer Branding Plus). A new term starts when the last one ends.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const now = new Date();
  const overview = await licenceOverview(db, company.id, now);
  const quota = overview.current ? await quotaOf(db, company.id, overview.current, now) : null;
  return { overview, quota, vatRatePercent: VAT_RATE_PERCENT };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), licenceOrderSchema);
  if (submission.status !== "success") return refuseForm(submission);
  try {
    const orderedBy = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const order = await orderLicence(
      db,
      {
        companyId: company.id,
        productId: submission.value.productId,
        orderedBy,
        expectedStartsOn: submission.value.startsOn,
        now: new Date(),
      },
      { actor: user, requestId: ctx.requestId },
    );
    return {
      result: submission.reply(),
      message: `Bestellt: ${order.productName} vom ${formatDate(order.startsOn)} bis ${formatDate(order.endsOn)}. Die Rechnung ${order.invoiceNumber} ist ausgestellt.`,
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
}

export default function LicenceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, quota, vatRatePercent } = loaderData;
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Lizenz der Talentsuche">
        <p>
          Mit einer Lizenz öffnen Sie Profile, senden Kontaktanfragen im Rahmen Ihres Monatskontingents und führen
          Projekte.
        </p>
      </PageHeading>
      <div aria-live="polite">
        {refusal ? <Notification tone="error" title={refusal} /> : null}
        {actionData && "message" in actionData ? <Notification tone="success" title={actionData.message} /> : null}
      </div>
      <LicenceStatus overview={overview} />
      {quota ? <p>{quotaText(quota)}</p> : null}
      <section aria-labelledby="lizenz-bestellen" className="space-y-3">
        <h2 id="lizenz-bestellen" className="text-xl font-semibold text-brand-900">
          {overview.current ? "Verlängern oder wechseln" : "Lizenz bestellen"}
        </h2>
        <LicenceOrderForms overview={overview} vatRatePercent={vatRatePercent} idPrefix="kunde" />
      </section>
    </section>
  );
}
