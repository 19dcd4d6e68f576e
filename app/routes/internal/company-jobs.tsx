import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/company-jobs";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { CompanyJobList } from "~/features/internal/components/company-job-list";
import { CompanyProfile } from "~/features/internal/components/company-profile";
import { companyJobsPage, runStaffPageAction } from "~/features/internal/company-jobs.server";
import { JobAdList } from "~/features/job-ads/list/list-controls";
import { parseListQuery } from "~/features/job-ads/list/list-query";
import { can } from "@auth/abilities";
import { writeAudit } from "~/features/audit/audit-log.server";
import { StaffPagePanel } from "~/features/employer-branding/components/staff-page-panel";
import { bringPageOnline, pageStatus, takePageOffline } from "~/features/employer-branding/employer-page.server";
import { isStaffPageIntent, staffPageActionSchema } from "~/features/employer-branding/schema";
import { refusalOf } from "~/lib/domain-error";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { formatDate } from "~/lib/format";
import { VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { StaffTalentPanel } from "~/features/active-sourcing/components/staff-talent-panel";
import { contactRequestsForStaff, quotaOf } from "~/features/active-sourcing/contacts.server";
import { licenceOverview, orderLicence } from "~/features/active-sourcing/licence.server";
import { licenceOrderSchema } from "~/features/active-sourcing/licence-order";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.company.fullName ?? "Unternehmen"} – Inserate | Interner Bereich` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "adsList");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db, production } = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const search = parseListQuery(query);
  const adParam = query.get("ad");
  // An unusable ?ad= is reported like an ad of another company: not found here.
  const openAdId = adParam === null ? null : (parseRowId(adParam) ?? 0);
  const now = new Date();
  const [page, employerPage, licence, contacts] = await Promise.all([
    companyJobsPage(db, user, { companyId, search, openAdId, production }),
    pageStatus(db, companyId),
    licenceOverview(db, companyId, now),
    contactRequestsForStaff(db, companyId, now),
  ]);
  if (!page || !employerPage) pageNotFound(request);
  const canTakeOffline = can(user, "adLock", { production });
  const talent = {
    overview: licence,
    quota: licence.current ? await quotaOf(db, companyId, licence.current, now) : null,
    contacts,
    canOrder: can(user, "orderJobAd", { production }),
    vatRatePercent: VAT_RATE_PERCENT,
  };
  return { ...page, search, openAdId, employerPage, canTakeOffline, talent };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "adsList");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db, production, requestId } = context.get(requestContext);
  const form = await request.formData();
  if (isStaffPageIntent(form.get("intent"))) return employerPageAction(context, companyId, form);
  if (form.get("intent") === "order-licence") return licenceOrderAction(context, companyId, form);
  const outcome = await runStaffPageAction(db, user, { companyId, form, production, requestId });
  return outcome.ok
    ? { ok: true as const, message: outcome.message }
    : data({ ok: false as const, message: outcome.message }, outcome.status);
}

/** A talent-search licence ordered by staff for the company (orderJobAd), with an invoice; audited in its transaction. */
async function licenceOrderAction(context: Route.ActionArgs["context"], companyId: number, form: FormData) {
  const staff = requireAbility(context, "orderJobAd");
  const { db, requestId } = context.get(requestContext);
  const parsed = licenceOrderSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ talentLicence: { ok: false, message: parsed.error.issues[0]!.message } }, { status: 400 });
  }
  try {
    const order = await orderLicence(
      db,
      {
        companyId,
        productId: parsed.data.productId,
        orderedBy: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
        expectedStartsOn: parsed.data.startsOn,
        now: new Date(),
      },
      { actor: staff, requestId },
    );
    return {
      talentLicence: {
        ok: true,
        message: `Bestellt: ${order.productName} vom ${formatDate(order.startsOn)} bis ${formatDate(order.endsOn)}, Rechnung ${order.invoiceNumber}.`,
      },
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ talentLicence: { ok: false, message: refusal.message } }, { status: refusal.status });
  }
}

/** Taking the company's employer page offline and back (adLock), audited like an ad's lock. */
async function employerPageAction(context: Route.ActionArgs["context"], companyId: number, form: FormData) {
  const staff = requireAbility(context, "adLock");
  const { db, requestId } = context.get(requestContext);
  const parsed = staffPageActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ employerPage: { ok: false, message: parsed.error.issues[0]!.message } }, { status: 400 });
  }
  try {
    const action = parsed.data;
    const offline = action.intent === "employer-page-offline";
    const change =
      action.intent === "employer-page-offline"
        ? await takePageOffline(db, companyId, staff.id!, action.reason, new Date())
        : await bringPageOnline(db, companyId);
    await writeAudit(db, staff, {
      action: offline ? "employer-page.offline" : "employer-page.online",
      entityType: "employer_page",
      entityId: String(companyId),
      ...change,
      requestId,
    });
    return {
      employerPage: {
        ok: true,
        message: offline
          ? "Die Unternehmensseite ist offline. Das Unternehmen sieht Ihre Begründung."
          : "Die Unternehmensseite ist wieder öffentlich.",
      },
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ employerPage: { ok: false, message: refusal.message } }, { status: refusal.status });
  }
}

/** A refused action often means a colleague changed the ad meanwhile: show its state as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function CompanyJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { company, links, search, openAdId, counts, total, rows, openedAd, employerPage, canTakeOffline, talent } =
    loaderData;
  const adResult = actionData && "message" in actionData ? actionData : undefined;
  return (
    <div className="flex flex-col gap-10">
      <CompanyProfile company={company} links={links} />
      <CompanyJobList
        companyId={company.id}
        search={search}
        openAdId={openAdId}
        counts={counts}
        total={total}
        openedAd={openedAd}
        result={adResult}
        list={(layout) => <JobAdList search={search} counts={counts} total={total} rows={rows} {...layout} />}
      />
      <StaffPagePanel
        page={employerPage}
        canTakeOffline={canTakeOffline}
        result={actionData && "employerPage" in actionData ? actionData.employerPage : undefined}
      />
      <StaffTalentPanel
        {...talent}
        result={actionData && "talentLicence" in actionData ? actionData.talentLicence : undefined}
      />
    </div>
  );
}
