import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abilitiesOfGroups, apiAccess, API_PREFIX, GROUPS, type Group, type Principal } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import { decideAction, staffFunctionsFor, type StaffFunction } from "~/features/job-ads/policy";
import {
  type JobAdAction,
  type JobAdOrigin,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
} from "~/features/job-ads/lifecycle";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * Every endpoint of the internal and shared API under /api/manage-job-ads/ × every staff group, a
 * company user and an anonymous visitor. The expected decision is computed, not written down: the
 * path rule of `apiAccess` (auth/abilities.ts), then for lifecycle actions the lifecycle's rule
 * for the very ad (`decideAction` with the principal's abilities) and for the staff functions
 * the rule by the ad's origin (`staffFunctionsFor`). Allowed answers 2xx with the expected change;
 * everything else 401/403 and leaves the ad (state, run, history, audit entries, QA claim and
 * reports), the company (credits, ads) or the session as they were.
 *
 * Ads come from the seed (db/seed-job-ads.ts: companies 5… have three ads each in random states
 * and origins) plus complete drafts made for `publish` and free prolongations made for
 * `undo-runtime-extension`. Each allowed state change gets an ad of its own, so that the cases
 * do not interfere; refused cases share one ad per endpoint on which an admin could act.
 */

const OPTIONS = { production: false } as const;
const CUSTOMER_EMAIL = "kunde@demo.at";
/** kunde@demo.at's current company (DIRECT-SALES); a member also of companies 2 and 3. */
const CUSTOMER_COMPANY = 1;
/** Demo companies with credits; the seed's other companies have none. */
const COMPANIES_WITH_CREDITS: ReadonlySet<number> = new Set([1, 2, 3, 4]);
/** Active, of company 2, whose users (kunde@demo.at) receive the online e-mail. */
const ONLINE_MAIL_AD = 12;

type PrincipalName = Group | "external" | "anonymous";
const PRINCIPALS: readonly PrincipalName[] = [...GROUPS, "external", "anonymous"];

function principalOf(name: PrincipalName): Principal | null {
  if (name === "anonymous") return null;
  if (name === "external") return { isInternalUser: false, isExternalUser: true, groups: [], groupsByLogin: [] };
  return { isInternalUser: true, isExternalUser: false, groups: [name], groupsByLogin: [name] };
}

function abilitiesOf(name: PrincipalName) {
  return name === "external" || name === "anonymous" ? new Set<never>() : abilitiesOfGroups([name], OPTIONS);
}

function lifecycleActorOf(name: PrincipalName): LifecycleActor {
  if (name === "external") return { kind: "company", companyId: CUSTOMER_COMPANY };
  return { kind: "staff", abilities: abilitiesOf(name) };
}

const ADMIN_ACTOR: LifecycleActor = { kind: "staff", abilities: abilitiesOfGroups(["admin"], OPTIONS) };

const INTERNAL_ACTIONS = [
  "lock",
  "unlock",
  "delete",
  "restore",
  "deactivate",
  "reactivate",
  "free-prolongation",
  "remind",
  "undo-runtime-extension",
  "prolong",
  "publish",
] as const satisfies readonly JobAdAction[];
const SHARED_ACTIONS = ["activate-scheduled", "push"] as const satisfies readonly JobAdAction[];
const STAFF_FUNCTIONS: Record<StaffFunction, { method: "POST" | "PUT"; state: JobAdStatus }> = {
  "online-mail": { method: "POST", state: "active" },
  schedule: { method: "PUT", state: "scheduled" },
  expiration: { method: "PUT", state: "active" },
  product: { method: "PUT", state: "draft" },
};
type QaStep = "claim" | "release" | "report";

type Endpoint =
  | { kind: "read"; path: string }
  | { kind: "action"; action: JobAdAction; scope: "internal" | "shared" }
  | { kind: "function"; fn: StaffFunction }
  | { kind: "qa"; step: QaStep }
  | { kind: "order" }
  | { kind: "licence" }
  | { kind: "service-entry" }
  | { kind: "groups" };

/** Filled in beforeAll (ids of the seed's ads in review); read endpoints name them lazily. */
const qaReadAd = { id: 0 };

const ENDPOINTS: readonly Endpoint[] = [
  { kind: "read", path: "internal/companies?q=a&page=1" },
  { kind: "read", path: `internal/companies/${CUSTOMER_COMPANY}` },
  { kind: "read", path: `internal/job-ads?companyId=${CUSTOMER_COMPANY}&status=deleted` },
  { kind: "read", path: "internal/job-ads/4" },
  { kind: "read", path: "internal/qa?claim=all" },
  { kind: "read", path: "internal/qa/:review" },
  { kind: "read", path: "internal/qa/:review/reports" },
  { kind: "read", path: "internal/session/groups" },
  { kind: "read", path: "internal/service-orders" },
  { kind: "read", path: `internal/companies/${CUSTOMER_COMPANY}/talent` },
  ...INTERNAL_ACTIONS.map((action): Endpoint => ({ kind: "action", action, scope: "internal" })),
  ...SHARED_ACTIONS.map((action): Endpoint => ({ kind: "action", action, scope: "shared" })),
  ...(Object.keys(STAFF_FUNCTIONS) as StaffFunction[]).map((fn): Endpoint => ({ kind: "function", fn })),
  ...(["claim", "release", "report"] as const).map((step): Endpoint => ({ kind: "qa", step })),
  { kind: "order" },
  { kind: "licence" },
  { kind: "service-entry" },
  { kind: "groups" },
];

function methodOf(endpoint: Endpoint): string {
  switch (endpoint.kind) {
    case "read":
      return "GET";
    case "function":
      return STAFF_FUNCTIONS[endpoint.fn].method;
    case "groups":
      return "PUT";
    default:
      return "POST";
  }
}

/** The path below API_PREFIX for the given resource id (an ad's, or a company's for orders). */
function pathOf(endpoint: Endpoint, id: number): string {
  switch (endpoint.kind) {
    case "read":
      return endpoint.path.replace(":review", String(qaReadAd.id || id));
    case "action":
      return `${endpoint.scope}/job-ads/${id}/${endpoint.action}`;
    case "function":
      return `internal/job-ads/${id}/${endpoint.fn}`;
    case "qa":
      return `internal/qa/${id}/${endpoint.step}`;
    case "order":
      return `internal/companies/${id}/orders`;
    case "licence":
      return `internal/companies/${id}/talent-licence`;
    case "service-entry":
      return `internal/companies/${id}/service-entry`;
    case "groups":
      return "internal/session/groups";
  }
}

function endpointName(endpoint: Endpoint): string {
  if (endpoint.kind === "read") return `GET ${endpoint.path}`;
  const id = ["order", "licence", "service-entry"].includes(endpoint.kind) ? ":companyId" : ":id";
  return `${methodOf(endpoint)} ${pathOf(endpoint, 0).replace("/0/", `/${id}/`)}`;
}

/** The ad as the internal detail answers it: enough to rebuild the lifecycle's view. */
interface AdDetail {
  id: number;
  status: JobAdStatus;
  origin: JobAdOrigin;
  completedSteps: string[];
  steps: {
    product: { id: number; runDays: number | null; priceCredits: number | null; includedPushes: number } | null;
    publish: { publishMode: string; publishAt: string | null };
  };
  run: {
    expiresAt: string | null;
    reminderSentAt: string | null;
    pushesLeft: number;
    lastPushedAt: string | null;
  };
  meta: { companyId: number };
  actions: unknown;
  staffFunctions: unknown;
  history: Array<{ action: string }>;
  audit: Array<{ action: string; after: Record<string, unknown> }>;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

function lifecycleView(ad: AdDetail, channel: DistributionChannel, extended: boolean): LifecycleAd {
  const product = ad.steps.product;
  return {
    status: ad.status,
    // Only the company's own restore reads it; staff restore any deleted ad.
    previousStatus: null,
    origin: ad.origin,
    companyId: ad.meta.companyId,
    channel,
    complete: ad.completedSteps.length === 6,
    publishAt: ad.steps.publish.publishMode === "scheduled" ? date(ad.steps.publish.publishAt) : null,
    expiresAt: date(ad.run.expiresAt),
    pushesLeft: ad.run.pushesLeft,
    lastPushedAt: date(ad.run.lastPushedAt),
    reminderSentAt: date(ad.run.reminderSentAt),
    // The seed's ads have no extension; the ones this test prolongs for free have 14 days.
    lastExtensionDays: extended ? 14 : null,
    lastExtensionCredits: extended ? 0 : null,
    product:
      product && product.runDays !== null && product.priceCredits !== null
        ? { runDays: product.runDays, priceCredits: product.priceCredits, includedPushes: product.includedPushes }
        : null,
  };
}

let t: TestPortal;
const browsers = new Map<PrincipalName, HttpBrowser>();
const productIds = { standard: 0, top: 0, licence: 0 };

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> & { status?: string }; error?: { message: string } };
}

async function call(who: PrincipalName, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}${API_PREFIX}${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function adminGet<T>(path: string): Promise<T> {
  const answer = await call("admin", "GET", path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data as T;
}

const detail = (id: number) => adminGet<AdDetail>(`internal/job-ads/${id}`);
/** The ad's QA side (claim, reports); an ad outside review has its reports all the same. */
const qaState = (id: number) => adminGet<{ claim: unknown; reports: unknown[] }>(`internal/qa/${id}`);
const company = (id: number) => adminGet<{ creditBalance: number; creditLots: unknown[] }>(`internal/companies/${id}`);
/** The company's talent-search licence terms (the staff API's read-only view). */
const talent = (id: number) =>
  adminGet<{ terms: unknown[]; products: Array<{ id: number; name: string }> }>(`internal/companies/${id}/talent`);
/** The company's ads per state, deleted ones included. */
async function adsByState(companyId: number): Promise<Partial<Record<JobAdStatus, number>>> {
  const answer = await call("admin", "GET", `internal/job-ads?companyId=${companyId}&pageSize=1`);
  expect(answer.status).toBe(200);
  return (answer.body as { meta?: { countsByStatus: Partial<Record<JobAdStatus, number>> } }).meta!.countsByStatus;
}

async function me(who: PrincipalName): Promise<unknown> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/api/auth/me`);
  return response.json();
}

/** The resource of each (endpoint, principal) case and the lifecycle view it was chosen by. */
const assigned = new Map<string, { id: number; view: LifecycleAd | null }>();
/** How the cases were decided, to show that each rule was exercised. */
const outcomes = { allowed: 0, refusedByPath: 0, refusedByRule: 0 };
const caseKey = (endpoint: Endpoint, who: PrincipalName) => `${endpointName(endpoint)} ${who}`;

function pathDecision(endpoint: Endpoint, who: PrincipalName) {
  const path = (API_PREFIX + pathOf(endpoint, 1)).split("?")[0]!;
  return apiAccess(principalOf(who), methodOf(endpoint), path, OPTIONS).kind;
}

/** Whether the handler's own rule (lifecycle, origin) lets the principal act on the assigned ad. */
function ruleAllows(endpoint: Endpoint, who: PrincipalName, view: LifecycleAd | null): boolean {
  if (endpoint.kind === "action") return decideAction(view!, endpoint.action, lifecycleActorOf(who), new Date()).ok;
  if (endpoint.kind === "function") return staffFunctionsFor(view!, abilitiesOf(who)).includes(endpoint.fn);
  return true;
}

/** A request body that the endpoint accepts when the principal may act. */
function bodyOf(endpoint: Endpoint, who: PrincipalName, index: number): unknown {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + index * 60_000);
  switch (endpoint.kind) {
    case "read":
      return undefined;
    case "action":
      return { note: "Matrixtest" };
    case "function":
      return {
        "online-mail": {},
        schedule: { publishAt: inDays(20).toISOString() },
        expiration: { expiresAt: inDays(50).toISOString() },
        product: { productId: index % 2 === 0 ? productIds.top : productIds.standard },
      }[endpoint.fn];
    case "qa":
      return endpoint.step === "report" ? { decision: "approved" } : {};
    case "order":
      return { productId: productIds.standard, quantity: 1 };
    case "licence":
      return { productId: productIds.licence };
    case "service-entry":
      return { title: "Matrixtest Service (m/w/d)" };
    case "groups":
      return { groups: who === "external" || who === "anonymous" ? ["admin"] : [who] };
  }
}

/** What a refusal must leave untouched. */
async function snapshot(endpoint: Endpoint, who: PrincipalName, id: number): Promise<unknown> {
  switch (endpoint.kind) {
    case "read":
      return null;
    case "order":
      return company(id);
    case "licence":
      return talent(id);
    case "service-entry":
      return adsByState(id);
    case "groups":
      return who === "anonymous" ? null : me(who);
    default: {
      const [ad, qa] = [await detail(id), await qaState(id)];
      return { ...ad, actions: null, staffFunctions: null, qa };
    }
  }
}

/** A complete draft of kunde@demo.at's company, made through the company's own API. */
async function completeDraft(): Promise<number> {
  const created = await call("external", "POST", "external/job-ads", {});
  expect(created.status).toBe(201);
  const id = Number(created.body.data!.id);
  const steps = {
    data: {
      title: "Matrix-Techniker:in (m/w/d)",
      locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
      remote: "none",
      employmentTypes: ["vollzeit"],
      weeklyHours: "38,5",
      jobLevel: "fachkraft",
      jobField: "technik",
      anonymous: false,
      salaryMin: "3.100,00",
      salaryPeriod: "month",
      salaryOverpay: true,
    },
    design: { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" },
    content: {
      intro: "<p>Wir wachsen.</p>",
      tasks: "<p>Wartung unserer Anlagen</p>",
      profile: "<p>Lehrabschluss in Elektrotechnik</p>",
      offer: "<p>Weiterbildung und Firmenauto</p>",
      contactName: "Maria Huber",
      contactEmail: "karriere@example.at",
      contactPhone: "+43 732 123456",
    },
    product: { productId: productIds.standard },
    publish: { publishMode: "now" },
    application: { applicationMethod: "email", applicationEmail: "bewerbung@example.at" },
  };
  for (const [step, body] of Object.entries(steps)) {
    const saved = await call("external", "PUT", `external/job-ads/${id}/steps/${step}`, body);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  browsers.set("anonymous", new HttpBrowser());
  const customer = new HttpBrowser();
  await signIn(customer, t.baseUrl, "business", CUSTOMER_EMAIL);
  browsers.set("external", customer);
  for (const group of GROUPS) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group.toLowerCase()}@intern.demo.at`, "demo1234", "/p/internal");
    browsers.set(group, browser);
  }
  productIds.standard = (await detail(2)).steps.product!.id;
  productIds.top = (await detail(4)).steps.product!.id;
  productIds.licence = (await talent(CUSTOMER_COMPANY)).products.find(
    (product) => product.name === "Talentsuche Basis",
  )!.id;

  // Complete drafts for publish: one per principal the path lets in, and one for the refusals.
  const publishEndpoint: Endpoint = { kind: "action", action: "publish", scope: "internal" };
  const drafts: number[] = [];
  const publishers = PRINCIPALS.filter((who) => pathDecision(publishEndpoint, who) === "allowed").length;
  for (let n = 0; n <= publishers; n++) drafts.push(await completeDraft());

  // The pool: every ad with the lifecycle view the server has of it.
  const companies = (
    await adminGet<Array<{ id: number; channel: DistributionChannel }>>("internal/companies?pageSize=100")
  ).filter((row) => row.id <= 70);
  const channels = new Map(companies.map((row) => [row.id, row.channel]));
  const extended = new Set<number>();
  const pool: Array<{ id: number; view: LifecycleAd }> = [];
  const load = async () => {
    pool.length = 0;
    for (const row of companies) {
      const list = await adminGet<Array<{ id: number }>>(
        `internal/job-ads?companyId=${row.id}&status=draft,review,scheduled,active,expired,deactivated,locked,deleted&pageSize=100`,
      );
      for (const { id } of list) {
        const ad = await detail(id);
        pool.push({ id, view: lifecycleView(ad, channels.get(ad.meta.companyId)!, extended.has(id)) });
      }
    }
  };
  await load();

  const now = new Date();
  const used = new Set<number>([ONLINE_MAIL_AD]);
  const take = (accept: (ad: { id: number; view: LifecycleAd }) => boolean) => {
    const found = pool.find((ad) => !used.has(ad.id) && accept(ad));
    if (found) used.add(found.id);
    return found;
  };
  const notCustomer = (ad: { view: LifecycleAd }) => ad.view.companyId !== CUSTOMER_COMPANY;

  // Extensions to take back: free prolongations of active ads (no credits), then a fresh pool.
  const undoEndpoint: Endpoint = { kind: "action", action: "undo-runtime-extension", scope: "internal" };
  const undoers = PRINCIPALS.filter((who) => pathDecision(undoEndpoint, who) === "allowed").length;
  for (let n = 0; n <= undoers; n++) {
    const ad = take((candidate) => notCustomer(candidate) && candidate.view.status === "active");
    if (!ad) throw new Error("too few active ads to prolong");
    const prolonged = await call("admin", "POST", `internal/job-ads/${ad.id}/free-prolongation`, {});
    expect(prolonged.status, JSON.stringify(prolonged.body)).toBe(200);
    extended.add(ad.id);
  }
  used.clear();
  used.add(ONLINE_MAIL_AD);
  await load();
  const reservedFor = new Map<string, Array<{ id: number; view: LifecycleAd }>>();
  const reserve = (endpoint: Endpoint, accept: (ad: { id: number; view: LifecycleAd }) => boolean, count: number) => {
    const ads: Array<{ id: number; view: LifecycleAd }> = [];
    for (let n = 0; n < count; n++) {
      const ad = take(accept);
      if (!ad) throw new Error(`seed has too few ads for ${endpointName(endpoint)}`);
      ads.push(ad);
    }
    reservedFor.set(endpointName(endpoint), ads);
  };
  reserve(undoEndpoint, (ad) => extended.has(ad.id), extended.size);
  reserve(publishEndpoint, (ad) => drafts.includes(ad.id), drafts.length);

  // QA: the reads look at one ad in review; claim and release share one per principal.
  const inReview = (ad: { view: LifecycleAd }) => notCustomer(ad) && ad.view.status === "review";
  qaReadAd.id = take(inReview)!.id;
  const claim: Endpoint = { kind: "qa", step: "claim" };
  const report: Endpoint = { kind: "qa", step: "report" };
  for (const endpoint of [claim, report]) {
    const count = PRINCIPALS.filter((who) => pathDecision(endpoint, who) === "allowed").length + 1;
    reserve(endpoint, inReview, count);
  }

  // Staff functions do not change the state: one ad per origin, shared by all cases.
  const functionAds = new Map<StaffFunction, Array<{ id: number; view: LifecycleAd }>>();
  functionAds.set("online-mail", [pool.find((ad) => ad.id === ONLINE_MAIL_AD)!]);
  for (const fn of ["schedule", "expiration", "product"] as const) {
    const origins: JobAdOrigin[] = fn === "product" ? ["service"] : ["self-service", "service"];
    functionAds.set(
      fn,
      origins.map((origin) => {
        const ad = take(
          (a) => notCustomer(a) && a.view.status === STAFF_FUNCTIONS[fn].state && a.view.origin === origin,
        );
        if (!ad) throw new Error(`no ${origin} ad for ${fn}`);
        return ad;
      }),
    );
  }

  for (const endpoint of ENDPOINTS) {
    const name = endpointName(endpoint);
    for (const [index, who] of PRINCIPALS.entries()) {
      const path = pathDecision(endpoint, who);
      const key = caseKey(endpoint, who);
      if (endpoint.kind === "read" || endpoint.kind === "groups") {
        assigned.set(key, { id: 0, view: null });
      } else if (endpoint.kind === "order" || endpoint.kind === "licence" || endpoint.kind === "service-entry") {
        // Companies with credits and ads already; what matters is that they change only when allowed.
        assigned.set(key, { id: 2 + (index % 3), view: null });
      } else if (endpoint.kind === "function") {
        const ads = functionAds.get(endpoint.fn)!;
        assigned.set(key, ads[index % ads.length]!);
      } else if (endpoint.kind === "qa") {
        // Release takes back the principal's own claim.
        const ads = reservedFor.get(endpointName(endpoint.step === "report" ? report : claim))!;
        const allowedIndex = PRINCIPALS.filter((p) => pathDecision(endpoint, p) === "allowed").indexOf(who);
        assigned.set(key, ads[allowedIndex === -1 ? ads.length - 1 : allowedIndex]!);
      } else {
        const reserved = reservedFor.get(name);
        if (reserved) {
          const allowedIndex = PRINCIPALS.filter((p) => pathDecision(endpoint, p) === "allowed").indexOf(who);
          assigned.set(key, reserved[allowedIndex === -1 ? reserved.length - 1 : allowedIndex]!);
          continue;
        }
        const credits = endpoint.action === "prolong";
        const staffAd = (ad: { view: LifecycleAd }) =>
          notCustomer(ad) &&
          (!credits || COMPANIES_WITH_CREDITS.has(ad.view.companyId)) &&
          decideAction(ad.view, endpoint.action, ADMIN_ACTOR, now).ok;
        if (who === "external") {
          // The company user acts on its own ads: where the path lets it in, on one it may act on
          // (a refusal of the lifecycle would be a 409, not an access decision).
          const own = (ad: { view: LifecycleAd }) => ad.view.companyId === CUSTOMER_COMPANY;
          const customerAd =
            path === "allowed"
              ? take((ad) => own(ad) && decideAction(ad.view, endpoint.action, lifecycleActorOf(who), now).ok)
              : pool.find((ad) => own(ad) && decideAction(ad.view, endpoint.action, ADMIN_ACTOR, now).ok);
          if (!customerAd) throw new Error(`no ad of company ${CUSTOMER_COMPANY} for ${name}`);
          assigned.set(key, customerAd);
        } else if (path !== "allowed") {
          const probeKey = `${name} probe`;
          const probe = assigned.get(probeKey) ?? take(staffAd);
          if (!probe) throw new Error(`no ad for ${name}`);
          assigned.set(probeKey, probe);
          assigned.set(key, probe);
        } else {
          // The origin alternates over the groups so that both origin rules are exercised.
          const origin: JobAdOrigin = index % 2 === 0 ? "self-service" : "service";
          const ad = take((a) => staffAd(a) && a.view.origin === origin) ?? take(staffAd);
          if (!ad) throw new Error(`seed has too few ads for ${name} as ${who}`);
          assigned.set(key, ad);
        }
      }
    }
  }
}, 300_000);

afterAll(async () => {
  await t?.stop();
});

describe.each(ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))("%s", (_name, endpoint) => {
  it.each(PRINCIPALS.map((who, index) => [who, index] as const))("as %s", async (who, index) => {
    const path = pathDecision(endpoint, who);
    const target = assigned.get(caseKey(endpoint, who))!;
    const url = pathOf(endpoint, target.id);
    if (endpoint.kind === "read") {
      const answer = await call(who, "GET", url);
      const expected = { allowed: 200, unauthenticated: 401, forbidden: 403 }[path];
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      return;
    }

    const allowed = path === "allowed" && ruleAllows(endpoint, who, target.view);
    const body = bodyOf(endpoint, who, index);
    const before = await snapshot(endpoint, who, target.id);
    const adBefore = ["order", "licence", "service-entry", "groups"].includes(endpoint.kind)
      ? null
      : await detail(target.id);
    const answer = await call(who, methodOf(endpoint), url, body);
    outcomes[allowed ? "allowed" : path === "allowed" ? "refusedByRule" : "refusedByPath"]++;

    if (!allowed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(path === "unauthenticated" ? 401 : 403);
      expect(answer.body.error?.message).toBeTruthy();
      expect(await snapshot(endpoint, who, target.id)).toEqual(before);
      return;
    }

    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    switch (endpoint.kind) {
      case "action": {
        const after = await detail(target.id);
        expect(after.status).toBe(answer.body.data?.status);
        expect(after.history).toHaveLength(adBefore!.history.length + 1);
        expect(after.audit).toHaveLength(adBefore!.audit.length + (who === "external" ? 0 : 1));
        break;
      }
      case "function": {
        const after = await detail(target.id);
        expect(after.status).toBe(adBefore!.status);
        // Shown in the ad's history too, so the company sees what staff changed.
        expect(after.history).toHaveLength(adBefore!.history.length + 1);
        expect(after.history[0]?.action).toBe(endpoint.fn);
        expect(after.audit).toHaveLength(adBefore!.audit.length + 1);
        expect(after.audit[0]!.action).toBe(`job-ad.${endpoint.fn}`);
        const sent = body as Record<string, string | number>;
        if (endpoint.fn === "schedule") expect(after.steps.publish.publishAt).toBe(sent.publishAt);
        if (endpoint.fn === "expiration") expect(after.run.expiresAt).toBe(sent.expiresAt);
        if (endpoint.fn === "product") expect(after.steps.product?.id).toBe(sent.productId);
        break;
      }
      case "qa": {
        const [qa, after] = [await qaState(target.id), await detail(target.id)];
        const qaBefore = (before as { qa: { reports: unknown[] } }).qa;
        if (endpoint.step === "claim") expect(qa.claim).toMatchObject({ staffName: expect.any(String) });
        if (endpoint.step === "release") expect(qa.claim).toBeNull();
        if (endpoint.step === "report") {
          expect(qa.reports).toHaveLength(qaBefore.reports.length + 1);
          expect(["scheduled", "active"]).toContain(after.status);
        }
        break;
      }
      case "order": {
        const credits = (before as { creditBalance: number }).creditBalance;
        expect((await company(target.id)).creditBalance).toBeGreaterThan(credits);
        break;
      }
      case "licence": {
        const terms = (before as { terms: unknown[] }).terms.length;
        expect((await talent(target.id)).terms).toHaveLength(terms + 1);
        expect(answer.body.data).toMatchObject({ productName: "Talentsuche Basis", invoiceNumber: expect.any(String) });
        break;
      }
      case "service-entry": {
        expect(answer.body.data).toMatchObject({ status: "draft", origin: "service", companyId: target.id });
        const drafts = (before as Partial<Record<JobAdStatus, number>>).draft ?? 0;
        expect((await adsByState(target.id)).draft).toBe(drafts + 1);
        break;
      }
      case "groups":
        expect(await me(who)).toEqual(before);
        break;
    }
  });
});

it("exercised the path rules and the handlers' rules by state and origin", () => {
  const cases = ENDPOINTS.filter((endpoint) => endpoint.kind !== "read").length * PRINCIPALS.length;
  expect(outcomes.allowed + outcomes.refusedByPath + outcomes.refusedByRule).toBe(cases);
  expect(outcomes.allowed).toBeGreaterThanOrEqual(60);
  expect(outcomes.refusedByRule).toBeGreaterThan(0);
  console.info("internal API matrix, mutation cases:", outcomes);
});
