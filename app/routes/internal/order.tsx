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
import { orderFieldErrors, staffOrderSchema } from "~/features/internal/components/order-schema";
import {
  orderableProducts,
  orderCompany,
  placeStaffOrder,
  StaffOrderError,
} from "~/features/internal/staff-orders.server";
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

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "orderJobAd");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const form = await request.formData();
  const parsed = staffOrderSchema.safeParse({
    productId: formText(form, "productId"),
    quantity: formText(form, "quantity"),
    note: formText(form, "note"),
  });
  if (!parsed.success) {
    return data(
      { ok: false as const, message: "Bitte prüfen Sie Ihre Eingaben.", fields: orderFieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  const { db, requestId } = context.get(requestContext);
  try {
    const result = await placeStaffOrder(db, user, companyId, parsed.data, { requestId });
    return { ok: true as const, result };
  } catch (error) {
    if (!(error instanceof StaffOrderError)) throw error;
    if (error.status === 404) pageNotFound(request);
    return data(
      { ok: false as const, message: error.message, fields: error.field ? { [error.field]: error.message } : {} },
      { status: error.status },
    );
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
        {actionData?.ok ? <OrderSuccess result={actionData.result} companyId={company.id} /> : null}
      </div>
      <OrderProductTable products={products} />
      <OrderForm
        company={company}
        products={products}
        vatRatePercent={vatRatePercent}
        serverError={actionData && !actionData.ok ? { message: actionData.message, fields: actionData.fields } : null}
        submitting={navigation.state === "submitting"}
      />
    </section>
  );
}
