import { data, useNavigation } from "react-router";
import type { Route } from "./+types/order";
import { VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import {
  OrderCompanyHeader,
  OrderForm,
  OrderProductTable,
  OrderSuccess,
} from "~/features/internal/components/order-page";
import { staffOrderFormSchema } from "~/features/internal/components/order-schema";
import {
  orderableProducts,
  orderCompany,
  placeStaffOrder,
  StaffOrderError,
} from "~/features/internal/staff-orders.server";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Bestellung – ${loaderData?.company.fullName ?? "Unternehmen"} | Interner Bereich` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  requireAbility(context, "orderJobAd");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db } = context.get(requestContext);
  const [company, products] = await Promise.all([orderCompany(db, companyId), orderableProducts(db)]);
  if (!company) pageNotFound(request);
  return { company, products, vatRatePercent: VAT_RATE_PERCENT };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "orderJobAd");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const submission = parseForm(await request.formData(), staffOrderFormSchema);
  // A refusal places no order; the page shows the placed one beside the form.
  const extra = { order: null };
  if (submission.status !== "success") {
    return refuseForm(submission, { formErrors: ["Bitte prüfen Sie Ihre Eingaben."], extra });
  }
  const { db, requestId } = context.get(requestContext);
  try {
    const order = await placeStaffOrder(db, user, companyId, submission.value, { requestId });
    return data({ result: submission.reply(), order });
  } catch (error) {
    if (!(error instanceof StaffOrderError)) throw error;
    if (error.status === 404) pageNotFound(request);
    return refuseForm(submission, {
      formErrors: [error.message],
      fieldErrors: error.field ? { [error.field]: [error.message] } : undefined,
      status: error.status,
      extra,
    });
  }
}

/** Ordering job-ad products for a company: its credits now, the catalogue, the order and its result. */
export default function InternalOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { company, products, vatRatePercent } = loaderData;
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-8">
      <OrderCompanyHeader company={company} />
      <div aria-live="polite" className="empty:hidden">
        {actionData?.order ? <OrderSuccess result={actionData.order} companyId={company.id} /> : null}
      </div>
      <OrderProductTable products={products} />
      <OrderForm
        company={company}
        products={products}
        vatRatePercent={vatRatePercent}
        result={actionData?.result}
        submitting={navigation.state === "submitting"}
      />
    </section>
  );
}
