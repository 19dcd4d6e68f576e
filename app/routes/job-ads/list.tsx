import { data, href, redirect } from "react-router";
import { useMemo } from "react";
import { customerMay } from "@auth/abilities";
import { refusalOf } from "~/lib/domain-error";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/list";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { actorOf, countByStatus, listJobAds, performAction, readJobAd } from "~/features/job-ads/job-ads.server";
import { applicationCounts30 } from "~/features/applications/overview.server";
import { creditBalance } from "~/features/billing/credits.server";
import { isDraft, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { availableActions, decideAction, publicVisibility } from "~/features/job-ads/policy";
import { jobAdPublicPath } from "~/features/job-ads/public-page";
import { latestRejections } from "~/features/qa/qa.server";
import { reasonLabel } from "~/features/qa/components/qa-parts";
import {
  LIST_ACTION_TEXTS,
  LIST_ACTIONS,
  LIST_PAGE_SIZE,
  listActionSchema,
  parseListQuery,
  type ListAction,
} from "~/features/job-ads/list/list-query";
import { JobAdListView } from "~/features/job-ads/list/job-ad-list-view";

function countWithoutDeleted(counts: Partial<Record<JobAdStatus, number>>): number {
  return Object.entries(counts).reduce((sum, [status, n]) => (status === "deleted" ? sum : sum + n), 0);
}

export function meta() {
  return [{ title: "Meine Inserate | Arbeitgeberportal" }];
}

function companyOf(context: Route.LoaderArgs["context"]) {
  const ctx = context.get(requestContext);
  if (!ctx.user.isExternalUser || !ctx.user.company) throw data("Bitte melden Sie sich an.", { status: 401 });
  return { ...ctx, companyId: ctx.user.company.id };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const jobAdId = params.get("jobAdId");
  // SPEC §2: /p/jobs?jobAdId=X leads to the publish step of that ad (ownership checked there).
  if (jobAdId !== null) {
    const id = parseRowId(jobAdId);
    throw redirect(id === null ? "/p/jobs" : href("/p/jobs/:id/publish", { id: String(id) }));
  }
  const { db, user, production, companyId } = companyOf(context);
  const search = parseListQuery(params);
  const actor = actorOf(user, { production });
  const now = new Date();
  const [{ rows, total }, counts, balance] = await Promise.all([
    listJobAds(
      db,
      {
        companyId,
        statuses: search.status ? [search.status] : undefined,
        q: search.q,
        sort: search.sort,
        page: search.page,
        pageSize: LIST_PAGE_SIZE,
        // Without a search the counts per state already give the total.
        countTotal: Boolean(search.q),
      },
      applicationCounts30,
    ),
    countByStatus(db, companyId),
    creditBalance(db, companyId),
  ]);
  // QA sent these back: the row says so, with the reasons (a draft shows its latest rejection).
  const rejections = await latestRejections(
    db,
    rows.filter((row) => isDraft(row.status)).map((row) => row.id),
  );
  return {
    balance,
    search,
    total: total ?? (search.status ? (counts[search.status] ?? 0) : countWithoutDeleted(counts)),
    counts,
    canCreate: customerMay(user.abilities, "placeJobAds"),
    rows: rows.map(({ lifecycle, ...row }) => {
      const rejection = rejections.get(row.id);
      // "Verlängern" states its price and the new end date before it is confirmed.
      const prolongation = decideAction(lifecycle, "prolong", actor, now);
      return {
        ...row,
        publicPath:
          publicVisibility(row, now) === "visible" ? jobAdPublicPath(row.id, row.title, row.city ?? undefined) : null,
        actions: availableActions(lifecycle, actor, now).filter((action): action is ListAction =>
          (LIST_ACTIONS as readonly string[]).includes(action),
        ),
        rejection: rejection
          ? { reasons: rejection.reasons.map(reasonLabel), message: rejection.message, at: rejection.at }
          : null,
        prolongation:
          prolongation.ok && prolongation.plan.expiresAt
            ? { credits: prolongation.plan.creditsToUse, expiresAt: prolongation.plan.expiresAt }
            : null,
      };
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user, production, companyId } = companyOf(context);
  const submission = parseForm(await request.formData(), listActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const { intent, id } = submission.value;
  const ad = (await readJobAd(db, id))?.ad;
  // Another company's ad looks exactly like a missing one.
  if (!ad || ad.companyId !== companyId) {
    return refuseForm(submission, { formErrors: ["Dieses Inserat gibt es nicht."], status: 404 });
  }
  try {
    await performAction(db, id, intent, actorOf(user, { production }));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuseForm(submission, { formErrors: [refusal.message], status: refusal.status });
  }
  return data<FormAnswer>({ result: submission.reply(), notice: LIST_ACTION_TEXTS[intent].done });
}

export default function JobAdListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = useMemo(() => noticeOf(actionData) ?? undefined, [actionData]);
  return <JobAdListView {...loaderData} result={result} />;
}
