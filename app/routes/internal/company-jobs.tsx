import { useMemo } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/company-jobs";
import { pageNotFound, requireAbility } from "~/features/access/guards.server";
import { CompanyJobList } from "~/features/internal/components/company-job-list";
import { CompanyProfile } from "~/features/internal/components/company-profile";
import { companyJobsPage, runStaffPageAction } from "~/features/internal/company-jobs.server";
import { staffCompanyRow, summaryOf } from "~/features/internal/companies.server";
import { staffActionSchema } from "~/features/internal/components/staff-action-texts";
import { JobAdList } from "~/features/job-ads/list/list-controls";
import { parseListQuery } from "~/features/job-ads/list/list-query";
import { can } from "@auth/abilities";
import { writeAudit } from "~/features/audit/audit-log.server";
import { StaffPagePanel } from "~/features/employer-branding/components/staff-page-panel";
import {
  bringPageOnline,
  keepPageOffline,
  pageStatus,
  takePageOffline,
} from "~/features/employer-branding/employer-page.server";
import { isStaffPageIntent, staffPageActionSchema } from "~/features/employer-branding/schema";
import { refusalOf } from "~/lib/domain-error";
import { noticeOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { formatDate } from "~/lib/format";
import { VAT_RATE_PERCENT } from "~/features/billing/invoices.server";
import { StaffTalentPanel } from "~/features/active-sourcing/components/staff-talent-panel";
import { contactRequestsForStaff, quotaOf } from "~/features/active-sourcing/contacts.server";
import { licenceOverview, orderLicence } from "~/features/active-sourcing/licence.server";
import { licenceOrderSchema } from "~/features/active-sourcing/licence-order";
import { StaffTokenPanel } from "~/features/integrations/components/token-views";
import { STAFF_REVOKE_INTENT, staffTokenRevokeSchema } from "~/features/integrations/schema";
import { revokeToken, tokenHistoryOf, tokensOf, tokenState } from "~/features/integrations/tokens.server";

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
  // The company's row first, once: an unknown company is not found without asking more; the
  // reads below take its summary instead of reading it again (decision 085).
  const company = await staffCompanyRow(db, companyId);
  if (!company) pageNotFound(request);
  const showTokens = can(user, "apiTokens", { production });
  const [page, employerPage, [licence, quota], contacts, apiTokens] = await Promise.all([
    companyJobsPage(db, user, { company, search, openAdId, production, now }),
    pageStatus(db, companyId, summaryOf(company)),
    licenceOverview(db, companyId, now).then(
      async (overview) =>
        [overview, overview.current ? await quotaOf(db, companyId, overview.current, now) : null] as const,
    ),
    // Read-only: due requests show as expired; the jobs' sweep writes their expiry.
    contactRequestsForStaff(db, companyId, now),
    // A company's API tokens (decision 076): for the interface group and admin.
    showTokens
      ? Promise.all([tokensOf(db, companyId), tokenHistoryOf(db, companyId)]).then(([tokens, history]) => ({
          tokens: tokens.map((token) => ({ ...token, state: tokenState(token, now) })),
          history,
        }))
      : null,
  ]);
  if (!employerPage) pageNotFound(request);
  const canTakeOffline = can(user, "adLock", { production });
  const talent = {
    overview: licence,
    quota,
    contacts,
    canOrder: can(user, "orderJobAd", { production }),
    vatRatePercent: VAT_RATE_PERCENT,
  };
  return { ...page, search, openAdId, employerPage, canTakeOffline, talent, apiTokens };
}

/** Which of the page's three forms an answer is for. */
type PageForm = "ad" | "employerPage" | "talentLicence" | "apiTokens";

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "adsList");
  const companyId = parseRowId(params.companyId);
  if (companyId === null) pageNotFound(request);
  const { db, production, requestId } = context.get(requestContext);
  const form = await request.formData();
  if (isStaffPageIntent(form.get("intent"))) return employerPageAction(context, companyId, form);
  if (form.get("intent") === "order-licence") return licenceOrderAction(context, companyId, form);
  if (form.get("intent") === STAFF_REVOKE_INTENT) return revokeTokenAction(context, companyId, form);
  const extra = { form: "ad" as PageForm };
  const submission = parseForm(form, staffActionSchema);
  if (submission.status !== "success") return refuseForm(submission, { extra });
  const outcome = await runStaffPageAction(db, user, { companyId, action: submission.value, production, requestId });
  if (!outcome.ok) return refuseForm(submission, { formErrors: [outcome.message], status: outcome.status, extra });
  return data({ ...extra, result: submission.reply(), notice: outcome.message });
}

/** A talent-search licence ordered by staff for the company (orderJobAd), with an invoice; audited in its transaction. */
async function licenceOrderAction(context: Route.ActionArgs["context"], companyId: number, form: FormData) {
  const staff = requireAbility(context, "orderJobAd");
  const { db, requestId } = context.get(requestContext);
  const extra = { form: "talentLicence" as PageForm };
  const submission = parseForm(form, licenceOrderSchema);
  if (submission.status !== "success") return refuseForm(submission, { extra });
  try {
    const order = await orderLicence(
      db,
      {
        companyId,
        productId: submission.value.productId,
        orderedBy: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
        expectedStartsOn: submission.value.startsOn,
        now: new Date(),
      },
      { actor: staff, requestId },
    );
    return data({
      ...extra,
      result: submission.reply(),
      notice: `Bestellt: ${order.productName} vom ${formatDate(order.startsOn)} bis ${formatDate(order.endsOn)}, Rechnung ${order.invoiceNumber}.`,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status, extra });
  }
}

/** Revoking one of the company's API tokens (apiTokens), audited in its transaction. */
async function revokeTokenAction(context: Route.ActionArgs["context"], companyId: number, form: FormData) {
  const staff = requireAbility(context, "apiTokens");
  const { db, requestId } = context.get(requestContext);
  const extra = { form: "apiTokens" as PageForm };
  const submission = parseForm(form, staffTokenRevokeSchema);
  if (submission.status !== "success") return refuseForm(submission, { extra });
  const revoked = await revokeToken(db, companyId, submission.value.tokenId, { user: staff, requestId }, new Date());
  if (!revoked) {
    return refuseForm(submission, {
      formErrors: ["Diesen API-Zugang gibt es nicht oder er ist bereits widerrufen."],
      status: 404,
      extra,
    });
  }
  return data({ ...extra, result: submission.reply(), notice: "Der API-Zugang ist widerrufen." });
}

const STAFF_PAGE_AUDIT = {
  "employer-page-offline": "employer-page.offline",
  "employer-page-keep-offline": "employer-page.keep-offline",
  "employer-page-online": "employer-page.online",
} as const;

const STAFF_PAGE_NOTICE = {
  "employer-page-offline":
    "Die Unternehmensseite ist offline. Das Unternehmen sieht Ihre Begründung und erhält sie per E-Mail.",
  "employer-page-keep-offline":
    "Die Unternehmensseite bleibt offline. Das Unternehmen sieht Ihre Begründung und erhält sie per E-Mail.",
  "employer-page-online": "Die Unternehmensseite ist wieder öffentlich. Das Unternehmen erhält eine E-Mail.",
} as const;

/**
 * Taking the company's employer page offline, keeping it offline after the company's request for
 * another check, and releasing it (adLock); each audited like an ad's lock, each mailed to the company.
 */
async function employerPageAction(context: Route.ActionArgs["context"], companyId: number, form: FormData) {
  const staff = requireAbility(context, "adLock");
  const { db, requestId, publicConfig } = context.get(requestContext);
  const extra = { form: "employerPage" as PageForm };
  const submission = parseForm(form, staffPageActionSchema);
  if (submission.status !== "success") return refuseForm(submission, { extra });
  try {
    const action = submission.value;
    const { baseUrl } = publicConfig;
    const now = new Date();
    const change =
      action.intent === "employer-page-online"
        ? await bringPageOnline(db, companyId, baseUrl)
        : await (action.intent === "employer-page-offline" ? takePageOffline : keepPageOffline)(db, {
            companyId,
            staffId: staff.id!,
            reason: action.reason,
            now,
            baseUrl,
          });
    await writeAudit(db, staff, {
      action: STAFF_PAGE_AUDIT[action.intent],
      entityType: "employer_page",
      entityId: String(companyId),
      ...change,
      requestId,
    });
    return data({
      ...extra,
      result: submission.reply(),
      notice: STAFF_PAGE_NOTICE[action.intent],
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status, extra });
  }
}

/** A refused action often means a colleague changed the ad meanwhile: show its state as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function CompanyJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    company,
    links,
    search,
    openAdId,
    counts,
    total,
    rows,
    openedAd,
    employerPage,
    canTakeOffline,
    talent,
    apiTokens,
  } = loaderData;
  // One notice object per answer: the job list remembers which one was dismissed.
  const notice = useMemo(() => noticeOf(actionData) ?? undefined, [actionData]);
  const noticeFor = (form: PageForm) => (actionData?.form === form ? notice : undefined);
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
        result={noticeFor("ad")}
        list={(layout) => <JobAdList search={search} counts={counts} total={total} rows={rows} {...layout} />}
      />
      <StaffPagePanel
        page={employerPage}
        canTakeOffline={canTakeOffline}
        result={noticeFor("employerPage")}
        reply={actionData?.form === "employerPage" ? actionData.result : undefined}
      />
      <StaffTalentPanel {...talent} result={noticeFor("talentLicence")} />
      {apiTokens ? (
        <StaffTokenPanel
          tokens={apiTokens.tokens}
          history={apiTokens.history}
          intent={STAFF_REVOKE_INTENT}
          result={noticeFor("apiTokens")}
        />
      ) : null}
    </div>
  );
}
