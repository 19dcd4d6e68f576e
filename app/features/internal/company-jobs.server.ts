import { z } from "zod";
import { abilitiesOfGroups, can, type Ability } from "@auth/abilities";
import { DISTRIBUTION_CHANNELS, type AuthUser, type DistributionChannel } from "@auth/user";
import type { Database, Executor } from "@db/client";
import {
  companyDetailOf,
  searchCompanies,
  summaryOf,
  type StaffCompanyRow,
} from "~/features/internal/companies.server";
import { jobAdAuditEntries, performStaffAction } from "~/features/internal/staff-actions.server";
import { refusalOf } from "~/lib/domain-error";
import { auditLabel } from "./audit-labels";
import {
  changePublicationExpiration,
  moveScheduledPublication,
  sendOnlineMail,
} from "~/features/job-ads/staff-functions.server";
import {
  actionLabel,
  actorOf,
  countByStatus,
  jobAdHistory,
  JobAdError,
  listJobAds,
  readJobAd,
} from "~/features/job-ads/job-ads.server";
import { applicationCounts30 } from "~/features/applications/overview.server";
import { DAY_MS, isJobAdStatus, JOB_AD_STATUSES, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { availableActions, staffFunctionsFor, staffMayEdit } from "~/features/job-ads/policy";
import { LIST_PAGE_SIZE, type ListSearch } from "~/features/job-ads/list/list-query";
import { viennaStartOfDay } from "~/lib/format";
import {
  isStaffPageAction,
  isStaffPageFunction,
  STAFF_ACTION_TEXTS,
  type StaffActionInput,
  type StaffPageFunction,
  type StaffPageIntent,
} from "./components/staff-action-texts";
import { pageSchema, searchTextSchema } from "~/lib/request-params";

export const COMPANIES_PAGE_SIZE = 20;

const companiesQuerySchema = z.object({
  q: searchTextSchema,
  channel: z
    .enum(["all", ...DISTRIBUTION_CHANNELS], {
      error: `Unbekannter Vertriebskanal. Erlaubt sind ${DISTRIBUTION_CHANNELS.join(", ")}.`,
    })
    .optional(),
  page: pageSchema,
});

export interface CompanyListSearch {
  q: string;
  channel: DistributionChannel | null;
  page: number;
}

/**
 * The companies list's URL. A bad value is dropped (the list shows without it) and its German
 * message is returned, so a mistyped link explains itself instead of failing.
 */
export function parseCompanySearch(params: URLSearchParams): { search: CompanyListSearch; error: string | null } {
  const raw = Object.fromEntries(params);
  const first = companiesQuerySchema.safeParse(raw);
  const bad = new Set(first.success ? [] : first.error.issues.map((issue) => String(issue.path[0])));
  const parsed = first.success
    ? first.data
    : companiesQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
  return {
    search: {
      q: parsed.q ?? "",
      channel: parsed.channel && parsed.channel !== "all" ? parsed.channel : null,
      page: parsed.page,
    },
    error: first.success ? null : (first.error.issues[0]?.message ?? "Ungültige Suche."),
  };
}

export async function companiesPage(db: Executor, search: CompanyListSearch) {
  const { rows, total } = await searchCompanies(db, {
    ...(search.q ? { q: search.q } : {}),
    ...(search.channel ? { channel: search.channel } : {}),
    page: search.page,
    pageSize: COMPANIES_PAGE_SIZE,
  });
  return { rows, total, pageSize: COMPANIES_PAGE_SIZE };
}

interface AuditedState {
  status: string | null;
  expiresAt: string | null;
  publishAt: string | null;
}

// Entries written by other staff functions carry only some of these fields.
const auditedStateSchema = z.object({
  status: z.string().nullable().catch(null),
  expiresAt: z.string().nullable().catch(null),
  publishAt: z.string().nullable().catch(null),
});

function auditedState(value: unknown): AuditedState | null {
  const parsed = auditedStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface AuditRow {
  id: number;
  at: Date;
  who: string;
  what: string;
  before: AuditedState | null;
  after: AuditedState | null;
}

export interface HistoryRow {
  id: number;
  at: Date;
  what: string;
  from: JobAdStatus | null;
  to: JobAdStatus | null;
  who: string;
  note: string;
}

const asStatus = (value: string | null): JobAdStatus | null => (value && isJobAdStatus(value) ? value : null);

/** The audit entries and the lifecycle history of one ad, for the panel of the opened ad. */
async function adRecords(db: Executor, id: number): Promise<{ audit: AuditRow[]; history: HistoryRow[] }> {
  const [audit, history] = await Promise.all([jobAdAuditEntries(db, id), jobAdHistory(db, id)]);
  return {
    audit: audit.map((entry) => ({
      id: entry.id,
      at: entry.at,
      who: entry.actorEmail ?? (entry.actorId === null ? entry.actorKind : `${entry.actorKind} #${entry.actorId}`),
      what: auditLabel(entry.action, entry.after),
      before: auditedState(entry.before),
      after: auditedState(entry.after),
    })),
    history: history.map((event) => ({
      id: event.id,
      at: event.at,
      what: actionLabel(event.action),
      from: asStatus(event.fromStatus),
      to: asStatus(event.toStatus),
      who: event.actorName,
      note: event.note,
    })),
  };
}

/**
 * Everything the company's job page shows: the company (address, credits, contact persons),
 * its ads of the current filter with the actions this staff member may take on each now, and
 * the audit log and history of the ad opened with `?ad=`. The company's row is read once, by the
 * caller (`staffCompanyRow`), and handed to the reads that need it.
 */
export async function companyJobsPage(
  db: Database,
  user: AuthUser,
  input: { company: StaffCompanyRow; search: ListSearch; openAdId: number | null; production: boolean; now?: Date },
) {
  const now = input.now ?? new Date();
  const { search, production } = input;
  const companyId = input.company.company.id;
  const [company, { rows, total }, counts, openAd] = await Promise.all([
    companyDetailOf(db, input.company, now),
    listJobAds(
      db,
      {
        companyId,
        company: summaryOf(input.company),
        // Staff see every state, deleted ads included, unless they filter.
        statuses: search.status ? [search.status] : JOB_AD_STATUSES,
        ...(search.q ? { q: search.q } : {}),
        sort: search.sort,
        page: search.page,
        pageSize: LIST_PAGE_SIZE,
        countTotal: Boolean(search.q),
      },
      applicationCounts30,
    ),
    countByStatus(db, companyId),
    input.openAdId === null ? Promise.resolve(null) : readJobAd(db, input.openAdId).then((found) => found?.ad ?? null),
  ]);
  const actor = actorOf(user, { production });
  const abilities = abilitiesOfGroups(user.groups, { production });
  const allowed = (ability: Ability) => can(user, ability, { production });
  const countAll = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const opened = openAd && openAd.companyId === companyId ? openAd : null;
  return {
    company,
    links: { order: allowed("orderJobAd"), create: allowed("serviceEntryAd") },
    counts,
    total: total ?? (search.status ? (counts[search.status] ?? 0) : countAll),
    rows: rows.map(({ lifecycle, ...row }) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      origin: row.origin,
      city: row.city,
      productName: row.productName,
      publishedAt: row.publishedAt,
      expiresAt: row.expiresAt,
      // A count only: staff never see the candidates (issue 15).
      applications30: row.applications30,
      actions: [
        ...availableActions(lifecycle, actor, now).filter(isStaffPageAction),
        ...staffFunctionsFor(lifecycle, abilities).filter(isStaffPageFunction),
      ] satisfies StaffPageIntent[],
      canEdit: staffMayEdit(lifecycle, abilities),
    })),
    openedAd: opened
      ? {
          id: opened.id,
          title: opened.title,
          status: opened.status,
          ...(await adRecords(db, opened.id)),
        }
      : null,
  };
}

const addDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The functions outside the lifecycle; each checks ability, state and date itself and writes its
 * audit row. A chosen day means its start (publication) or its end (run end) in Vienna.
 */
async function runStaffFunction(
  db: Database,
  user: AuthUser,
  id: number,
  fn: StaffPageFunction,
  date: string | undefined,
  options: { production: boolean; requestId: string },
): Promise<void> {
  if (fn === "online-mail") {
    await sendOnlineMail(db, id, {}, user, options);
    return;
  }
  if (!date) throw new JobAdError("Bitte wählen Sie ein Datum.", 400);
  if (fn === "schedule") await moveScheduledPublication(db, id, { publishAt: viennaStartOfDay(date) }, user, options);
  else
    await changePublicationExpiration(
      db,
      id,
      { expiresAt: new Date(viennaStartOfDay(addDay(date)).getTime() - 60_000) },
      user,
      options,
    );
}

export type StaffActionOutcome =
  | { ok: true; message: string; adId: number; action: StaffPageIntent }
  | { ok: false; message: string; status: 400 | 403 | 404 | 409 };

/**
 * A confirmed action from the company's job page, its form read by the route (parseForm with
 * staffActionSchema). Who may do what to the ad in its state is the lifecycle's decision inside
 * performStaffAction, which also writes the audit row in the same transaction. A refusal changes
 * nothing.
 */
export async function runStaffPageAction(
  db: Database,
  user: AuthUser,
  input: { companyId: number; action: StaffActionInput; production: boolean; requestId: string },
): Promise<StaffActionOutcome> {
  const { intent, id, note, date } = input.action;
  const ad = (await readJobAd(db, id))?.ad;
  // An ad of another company is handled as missing here: the page only acts on its own ads.
  if (!ad || ad.companyId !== input.companyId) {
    return { ok: false, status: 404, message: "Dieses Inserat gibt es bei diesem Unternehmen nicht." };
  }
  const options = { production: input.production, requestId: input.requestId };
  try {
    if (isStaffPageFunction(intent)) await runStaffFunction(db, user, id, intent, date, options);
    else await performStaffAction(db, id, intent, user, { ...options, ...(note ? { note } : {}) });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, ...refusal };
  }
  const name = ad.title ? `„${ad.title}“ (Nr. ${ad.id})` : `Inserat Nr. ${ad.id}`;
  return { ok: true, adId: id, action: intent, message: `${name}: ${STAFF_ACTION_TEXTS[intent].done}` };
}
