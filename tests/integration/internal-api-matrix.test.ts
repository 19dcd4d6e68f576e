import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abilitiesOfGroups, apiAccess, API_PREFIX, GROUPS, type Group, type Principal } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import {
  planTransition,
  type JobAdAction,
  type JobAdOrigin,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
} from "~/features/job-ads/lifecycle";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Every endpoint of the internal and shared job-ad API × every staff group, a company user and an
 * anonymous visitor. The expected decision is computed, not written down: the path rule of
 * `apiAccess` (auth/abilities.ts) and then, for actions, the lifecycle's rule for the very ad
 * (`planTransition` with the principal's abilities). Allowed answers 2xx; everything else 401/403
 * and leaves the ad, its history and its audit entries as they were.
 *
 * Each allowed action gets an ad of its own from the seed (db/seed-job-ads.ts: companies 5… have
 * three ads each in random states and origins), so that the cases do not interfere; refused
 * cases share one ad per action on which an admin could take the action.
 */

const OPTIONS = { production: false } as const;
const CUSTOMER_EMAIL = "kunde@demo.at";
/** kunde@demo.at's current company (DIRECT-SALES). */
const CUSTOMER_COMPANY = 1;

type PrincipalName = Group | "external" | "anonymous";
const PRINCIPALS: readonly PrincipalName[] = [...GROUPS, "external", "anonymous"];

function principalOf(name: PrincipalName): Principal | null {
  if (name === "anonymous") return null;
  if (name === "external") return { isInternalUser: false, isExternalUser: true, groups: [], groupsByLogin: [] };
  return { isInternalUser: true, isExternalUser: false, groups: [name], groupsByLogin: [name] };
}

function lifecycleActorOf(name: PrincipalName): LifecycleActor {
  if (name === "external") return { kind: "company", companyId: CUSTOMER_COMPANY };
  if (name === "anonymous") return { kind: "staff", abilities: new Set() };
  return { kind: "staff", abilities: abilitiesOfGroups([name], OPTIONS) };
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
] as const satisfies readonly JobAdAction[];
const SHARED_ACTIONS = ["activate-scheduled", "push"] as const satisfies readonly JobAdAction[];

interface ActionEndpoint {
  kind: "action";
  action: JobAdAction;
  path: (id: number) => string;
}
interface ReadEndpoint {
  kind: "read";
  path: string;
}
type Endpoint = ActionEndpoint | ReadEndpoint;

const ENDPOINTS: readonly Endpoint[] = [
  { kind: "read", path: "internal/companies?q=a&page=1" },
  { kind: "read", path: `internal/companies/${CUSTOMER_COMPANY}` },
  { kind: "read", path: `internal/job-ads?companyId=${CUSTOMER_COMPANY}&status=deleted` },
  { kind: "read", path: "internal/job-ads/4" },
  ...INTERNAL_ACTIONS.map((action): ActionEndpoint => ({
    kind: "action",
    action,
    path: (id) => `internal/job-ads/${id}/${action}`,
  })),
  ...SHARED_ACTIONS.map((action): ActionEndpoint => ({
    kind: "action",
    action,
    path: (id) => `shared/job-ads/${id}/${action}`,
  })),
];

function endpointName(endpoint: Endpoint): string {
  return endpoint.kind === "read" ? `GET ${endpoint.path}` : `POST ${endpoint.path(0).replace("/0/", "/:id/")}`;
}

/** The ad as the internal detail answers it: enough to rebuild the lifecycle's view. */
interface AdDetail {
  id: number;
  status: JobAdStatus;
  origin: JobAdOrigin;
  completedSteps: string[];
  steps: {
    product: { runDays: number | null; priceCredits: number | null; includedPushes: number } | null;
    publish: { publishMode: string; publishAt: string | null };
  };
  run: {
    expiresAt: string | null;
    reminderSentAt: string | null;
    pushesLeft: number;
    lastPushedAt: string | null;
  };
  meta: { companyId: number };
  history: unknown[];
  audit: unknown[];
}

const date = (value: string | null) => (value === null ? null : new Date(value));

function lifecycleView(ad: AdDetail, channel: DistributionChannel): LifecycleAd {
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
    lastExtensionDays: null,
    lastExtensionCredits: null,
    product:
      product && product.runDays !== null && product.priceCredits !== null
        ? { runDays: product.runDays, priceCredits: product.priceCredits, includedPushes: product.includedPushes }
        : null,
  };
}

let t: TestPortal;
const browsers = new Map<PrincipalName, HttpBrowser>();

async function call(who: PrincipalName, method: string, path: string) {
  const response = await browsers.get(who)!.request(`${t.baseUrl}${API_PREFIX}${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(method === "POST" ? { body: JSON.stringify({ note: "Matrixtest" }) } : {}),
  });
  const body = (await response.json()) as { data?: { status?: string }; error?: { message: string } };
  return { status: response.status, body };
}

async function detail(id: number): Promise<AdDetail> {
  const answer = await browsers.get("admin")!.request(`${t.baseUrl}${API_PREFIX}internal/job-ads/${id}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: AdDetail }).data;
}

/** The ad of each (action endpoint, principal) case, with the lifecycle view it was chosen by. */
const assigned = new Map<string, { id: number; view: LifecycleAd }>();
/** How the action cases were decided, to show that both rules were exercised. */
const outcomes = { allowed: 0, refusedByPath: 0, refusedByLifecycle: 0 };
const caseKey = (endpoint: Endpoint, who: PrincipalName) => `${endpointName(endpoint)} ${who}`;

function pathDecision(endpoint: Endpoint, who: PrincipalName) {
  const path = API_PREFIX + (endpoint.kind === "read" ? endpoint.path.split("?")[0]! : endpoint.path(1));
  return apiAccess(principalOf(who), endpoint.kind === "read" ? "GET" : "POST", path, OPTIONS).kind;
}

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  browsers.set("anonymous", new HttpBrowser());
  const customer = new HttpBrowser();
  await signIn(customer, t.baseUrl, "business", CUSTOMER_EMAIL);
  browsers.set("external", customer);
  for (const group of GROUPS) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group.toLowerCase()}@intern.demo.at`, "demo1234", "/p/internal");
    browsers.set(group, browser);
  }

  // The pool: every seeded ad with the lifecycle view the server has of it.
  const companiesAnswer = await browsers
    .get("admin")!
    .request(`${t.baseUrl}${API_PREFIX}internal/companies?pageSize=100`);
  const companies = ((await companiesAnswer.json()) as { data: Array<{ id: number; channel: DistributionChannel }> })
    .data;
  const channels = new Map(companies.map((company) => [company.id, company.channel]));
  const pool: Array<{ id: number; view: LifecycleAd }> = [];
  for (const company of companies) {
    const list = await browsers
      .get("admin")!
      .request(
        `${t.baseUrl}${API_PREFIX}internal/job-ads?companyId=${company.id}&status=draft,review,scheduled,active,expired,deactivated,locked,deleted&pageSize=100`,
      );
    for (const row of ((await list.json()) as { data: Array<{ id: number }> }).data) {
      const ad = await detail(row.id);
      pool.push({ id: ad.id, view: lifecycleView(ad, channels.get(ad.meta.companyId)!) });
    }
  }
  const now = new Date();
  const used = new Set<number>();
  const take = (accept: (ad: { id: number; view: LifecycleAd }) => boolean) => {
    const found = pool.find((ad) => !used.has(ad.id) && accept(ad));
    if (found) used.add(found.id);
    return found;
  };
  const possible = (view: LifecycleAd, action: JobAdAction, actor: LifecycleActor) =>
    planTransition(view, action, actor, now).ok;
  const actions = ENDPOINTS.filter((endpoint): endpoint is ActionEndpoint => endpoint.kind === "action");

  // Staff cases: one ad each that an admin could act on, the origin alternating over the groups
  // so that both origin rules (SelfService/Service abilities) are exercised.
  for (const endpoint of actions) {
    let probe: { id: number; view: LifecycleAd } | undefined;
    for (const [index, who] of PRINCIPALS.entries()) {
      if (who === "external") continue;
      const staffAd = (ad: { view: LifecycleAd }) =>
        ad.view.companyId !== CUSTOMER_COMPANY && possible(ad.view, endpoint.action, ADMIN_ACTOR);
      if (pathDecision(endpoint, who) !== "allowed") {
        probe ??= take(staffAd);
        if (!probe) throw new Error(`no ad for ${endpointName(endpoint)}`);
        assigned.set(caseKey(endpoint, who), probe);
        continue;
      }
      const origin: JobAdOrigin = index % 2 === 0 ? "self-service" : "service";
      const ad = take((ad) => staffAd(ad) && ad.view.origin === origin) ?? take(staffAd);
      if (!ad) throw new Error(`seed has too few ads for ${endpointName(endpoint)} as ${who}`);
      assigned.set(caseKey(endpoint, who), ad);
    }
    // The company user acts on its own company's ads: where the path lets it in, on one it may
    // act on (a refusal of the lifecycle would be a 409, not an access decision).
    const own = (ad: { view: LifecycleAd }) => ad.view.companyId === CUSTOMER_COMPANY;
    const customerAd =
      pathDecision(endpoint, "external") === "allowed"
        ? take((ad) => own(ad) && possible(ad.view, endpoint.action, lifecycleActorOf("external")))
        : pool.find((ad) => own(ad) && possible(ad.view, endpoint.action, ADMIN_ACTOR));
    if (!customerAd) throw new Error(`no ad of company ${CUSTOMER_COMPANY} for ${endpointName(endpoint)}`);
    assigned.set(caseKey(endpoint, "external"), customerAd);
  }
}, 300_000);

afterAll(async () => {
  await t?.stop();
});

describe.each(ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))("%s", (_name, endpoint) => {
  it.each(PRINCIPALS)("as %s", async (who) => {
    const path = pathDecision(endpoint, who);
    if (endpoint.kind === "read") {
      const answer = await call(who, "GET", endpoint.path);
      const expected = { allowed: 200, unauthenticated: 401, forbidden: 403 }[path];
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      return;
    }

    const ad = assigned.get(caseKey(endpoint, who))!;
    const allowed =
      path === "allowed" && planTransition(ad.view, endpoint.action, lifecycleActorOf(who), new Date()).ok;
    const before = await detail(ad.id);
    const answer = await call(who, "POST", endpoint.path(ad.id));
    const after = await detail(ad.id);
    outcomes[allowed ? "allowed" : path === "allowed" ? "refusedByLifecycle" : "refusedByPath"]++;
    if (allowed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(after.status).toBe(answer.body.data?.status);
      expect(after.history).toHaveLength(before.history.length + 1);
      expect(after.audit).toHaveLength(before.audit.length + (who === "external" ? 0 : 1));
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(path === "unauthenticated" ? 401 : 403);
    expect(answer.body.error?.message).toBeTruthy();
    // Nothing changed: state, run, history and audit entries are what they were.
    expect({ ...after, actions: null }).toEqual({ ...before, actions: null });
  });
});

it("exercised the path rules and the lifecycle's rules by origin", () => {
  const actionCases = ENDPOINTS.filter((endpoint) => endpoint.kind === "action").length * PRINCIPALS.length;
  expect(outcomes.allowed + outcomes.refusedByPath + outcomes.refusedByLifecycle).toBe(actionCases);
  expect(outcomes.allowed).toBeGreaterThanOrEqual(30);
  expect(outcomes.refusedByLifecycle).toBeGreaterThan(0);
  console.info("internal API matrix, action cases:", outcomes);
});
