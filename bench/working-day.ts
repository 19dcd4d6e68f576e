/**
 * Issue 37's realistic mix: a working day of 20 companies at once. Each simulated user is the
 * user of a company of its own and works as a browser does: it signs in through the identity
 * provider, loads the job-ad list as a document, and from there navigates on the client, so every
 * further page is the React Router data request (`.data`, single fetch, `_routes` naming the
 * loaders that the navigation runs) and every write is the form post of the page (`.data`, with
 * the Origin the CSRF check wants), followed by the revalidation the router makes after it. One
 * day (decision 083):
 *
 *   list (document) → open a draft's content step → save the step → product step (after the
 *   redirect) → summary → publish (credits) → summary again → the ad's public page (a document,
 *   as a new tab opens it) → list → Bewerber-Manager → an ad's
 *   board → move an application → board again → that application → messages → a conversation →
 *   answer → the conversation again → talent search
 *
 * The users start together and repeat the day without think time for the round's time (a closed
 * loop: 20 users are 20 connections, as in the other benches); a user signs in at the start of
 * every round. Beside it, in the same process life, `/healthz` with autocannon and 20 connections:
 * a warm-up round, then three rounds of `/healthz` and the day in turn, the median of the rounds'
 * throughput, and p50/p95/p99 over every request of the three rounds. The page caches' hit
 * ratios come from `/metrics` (`portal_page_cache_requests_total`), read before and after the
 * measured rounds. Any answer other than the one the browser expects (e.g. a 400 or 500, or a
 * redirect to sign in) counts as an error, is shown in the table and ends the bench with exit
 * code 1 after it wrote the table.
 *
 *   npm run build && npm run bench:working-day          # PostgreSQL: DATABASE_URL, or a cluster of its own
 *   npm run bench:working-day -- --pglite               # the embedded PGlite
 *   npm run bench:working-day -- --smoke                # one short round, writes nothing
 *
 * BENCH_USERS (default 20), BENCH_DURATION (s per round of the day, default 20; /healthz gets a
 * quarter of it, at least 5 s), BENCH_APPLICATIONS (per company's board ad, default 200),
 * BENCH_WORKERS (PostgreSQL only: worker processes, default 1).
 */
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { CUSTOMER_ABILITIES } from "@auth/abilities";
import {
  applications,
  companyMemberships,
  companyProductTerms,
  companyUsers,
  idpAccounts,
  jobAds,
  products,
  talentContactRequests,
  talentMessages,
  talentProfiles,
} from "@db/schema";
import { INACTIVE_AFTER_DAYS } from "~/features/active-sourcing/talent-search.server";
import { addCredits } from "~/features/billing/credits.server";
import { issueInvoice } from "~/features/billing/invoices.server";
import { hashPassword } from "../idp/passwords";
import { insertCompany } from "../tests/support/companies";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal, type TestPortal } from "../tests/support/portal";
import { parseSamples, type Samples } from "../tests/support/prometheus";
import { createThrowawayCluster, type ThrowawayCluster } from "../tests/support/throwaway-cluster";
import { cacheFigures, median, percentile } from "./day-figures";
import { BROWSER_HEADERS, commitOf, prepareDatabase, writeIntoDocs } from "./support";

const args = new Set(process.argv.slice(2));
const pglite = args.has("--pglite");
const smoke = args.has("--smoke");
const USERS = Number(process.env.BENCH_USERS ?? 20);
const DAY_S = smoke ? 3 : Number(process.env.BENCH_DURATION ?? 20);
const HEALTH_S = smoke ? 1 : Math.max(5, Math.round(DAY_S / 4));
const ROUNDS = smoke ? 1 : 3;
/** The days one user works alone for each step's CPU. */
const SOLO_DAYS = smoke ? 1 : 3;
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 200);
/** Active ads of each company besides the board's ad (the list shows a page of them). */
const ACTIVE_ADS = 30;
/** Complete drafts each company publishes from, one a day; a user without one left reports an error. */
const DRAFTS = smoke ? 20 : Math.max(60, DAY_S * 6);
/** The talent conversations each company has (accepted requests). */
const CONVERSATIONS = 3;
const PASSWORD = "arbeitstag-1234";
const METRICS_TOKEN = crypto.randomBytes(24).toString("hex");
/** Searches as the search form's address has them (without empty fields, which it redirects away). */
const SEARCHES: Record<string, string>[] = [
  { q: "Buchhalter", ort: "Linz", umkreis: "25", wechsel: "aktiv" },
  { q: "Elektriker", ort: "Wien", umkreis: "50" },
  { q: "Lohnverrechnung", ort: "Wels", umkreis: "25" },
  { q: "Koch", ort: "Graz", umkreis: "10", wechsel: "aktiv" },
  { q: "Projektleiter", ort: "Salzburg", umkreis: "50" },
];
const PHASES = ["in-pruefung", "interview", "angebot", "eingegangen"];

if (pglite) delete process.env.DATABASE_URL;

/** What one simulated user works with: its sign-in and its company's rows. */
interface Workplace {
  email: string;
  drafts: number[];
  boardAd: number;
  /** The board's open applications and the stage each is in now. */
  stages: Map<number, string>;
  profiles: number[];
  /** The days this user worked so far, over all rounds (which application, person, search next). */
  days: number;
}

/**
 * The 20 companies on top of the demo seed, each with every ability, a user of its own, credits,
 * a Talentsuche Premium licence, ACTIVE_ADS active ads and DRAFTS complete drafts (copies of the
 * demo company's first active ad), APPLICATIONS applications on its first active ad and
 * CONVERSATIONS accepted contact requests with a message of the person.
 */
async function fill(db: Database, places: Workplace[]): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const [premium] = await db
    .select()
    .from(products)
    .where(and(eq(products.family, "talentsuche"), eq(products.slug, "premium")));
  const [template] = await db
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.companyId, 1), eq(jobAds.status, "active")))
    .orderBy(asc(jobAds.id))
    .limit(1);
  if (!premium || !template) throw new Error("the demo seed lacks Talentsuche Premium or an active ad");
  const { id: _id, searchVector: _vector, createKey: _key, createdAt: _created, ...copy } = template;
  const profiles = await db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .where(
      sql`${talentProfiles.consentWithdrawnAt} is null and ${talentProfiles.lastActiveAt} > now() - make_interval(days => ${INACTIVE_AFTER_DAYS - 1})`,
    )
    .orderBy(asc(talentProfiles.id))
    .limit(USERS * CONVERSATIONS);
  if (profiles.length < USERS * CONVERSATIONS) throw new Error("too few active talent profiles");
  const month = now.toISOString().slice(0, 7);

  for (let n = 1; n <= USERS; n++) {
    const companyId = await insertCompany(db, {
      fullName: `Arbeitstag ${n} GmbH`,
      abilities: [...CUSTOMER_ABILITIES],
    });
    const email = `arbeitstag${n}@example.at`;
    const [user] = await db
      .insert(companyUsers)
      .values({
        idpSubject: `arbeitstag-${n}`,
        email,
        firstName: "Alex",
        lastName: `Tag ${n}`,
        defaultCompanyId: companyId,
      })
      .returning({ id: companyUsers.id });
    await db.insert(companyMemberships).values({ userId: user!.id, companyId });
    await db.insert(idpAccounts).values({
      provider: "business",
      id: `arbeitstag-${n}`,
      email,
      passwordHash,
      firstName: "Alex",
      lastName: `Tag ${n}`,
    });
    await addCredits(db, 10_000, { companyId, description: "Guthaben für den Arbeitstag", actorName: "Bench", now });
    const invoice = await issueInvoice(db, {
      companyId,
      orderedBy: "Bench",
      now,
      lines: [
        { description: premium.name, quantity: 1, unitNetCents: premium.priceCents, netCents: premium.priceCents },
      ],
    });
    await db.insert(companyProductTerms).values({
      companyId,
      productId: premium.id,
      startsOn: new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10),
      endsOn: new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10),
      invoiceId: invoice.id,
      orderedBy: "Bench",
    });
    const ad = (i: number, status: "active" | "draft") => ({
      ...copy,
      companyId,
      title: `${template.title} ${i}`,
      status,
      logoPath: null,
      headerImagePath: null,
      publishedAt: status === "active" ? now : null,
      expiresAt: status === "active" ? new Date(now.getTime() + 30 * 86_400_000) : null,
      updatedAt: new Date(now.getTime() - i * 60_000),
    });
    const active = await db
      .insert(jobAds)
      .values(Array.from({ length: ACTIVE_ADS }, (_, i) => ad(i + 1, "active")))
      .returning({ id: jobAds.id });
    const drafts = await db
      .insert(jobAds)
      .values(Array.from({ length: DRAFTS }, (_, i) => ad(ACTIVE_ADS + i + 1, "draft")))
      .returning({ id: jobAds.id });
    const boardAd = active[0]!.id;
    await db.execute(sql`
      insert into applications (job_ad_id, company_id, candidate_name, first_name, last_name, email, stage,
        knocked_out, source, privacy_consent_at, access_key, cv_text, received_at, updated_at, read_at)
      select ${boardAd}, ${companyId}, f.v || ' ' || l.v || i, f.v, l.v || i, 'tag' || ${n} || '-' || i || '@example.at',
        (array['eingegangen','eingegangen','in-pruefung','interview','angebot','eingestellt','abgesagt'])[1 + i % 7],
        i % 10 = 0, case when i % 4 = 0 then 'smart' else 'form' end, now(), md5('tag' || ${n} || '-' || i),
        'Lebenslauf ' || f.v || ' ' || l.v || '. Buchhaltung und Lohnverrechnung, ' || (i % 20) || ' Jahre.',
        now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
        case when i % 3 = 0 then null else now() end
      from generate_series(1, ${APPLICATIONS}::int) as i
      cross join lateral (select (array['Anna','Lukas','Sophie','David','Lena','Jakob','Marie','Felix'])[1 + i % 8] as v) f
      cross join lateral (select (array['Gruber','Huber','Bauer','Wagner','Pichler','Moser','Mayer','Berger'])[1 + i % 7] as v) l`);
    const movable = await db
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(
        and(eq(applications.jobAdId, boardAd), eq(applications.knockedOut, false), inArray(applications.stage, PHASES)),
      )
      .orderBy(asc(applications.id))
      .limit(50);
    const mine = profiles.slice((n - 1) * CONVERSATIONS, n * CONVERSATIONS).map((row) => row.id);
    for (const profileId of mine) {
      const sentAt = new Date(now.getTime() - 3 * 86_400_000);
      const [request] = await db
        .insert(talentContactRequests)
        .values({
          companyId,
          profileId,
          sentBy: user!.id,
          subject: "Ihr Profil passt zu uns",
          state: "angenommen",
          sentAt,
          answerBy: new Date(sentAt.getTime() + 14 * 86_400_000),
          answeredAt: new Date(sentAt.getTime() + 86_400_000),
          decidedAt: new Date(sentAt.getTime() + 86_400_000),
          quotaMonth: month,
          accessKey: crypto.randomBytes(16).toString("hex"),
        })
        .returning({ id: talentContactRequests.id });
      await db.insert(talentMessages).values([
        {
          companyId,
          profileId,
          requestId: request!.id,
          direction: "company",
          kind: "request",
          authorUserId: user!.id,
          authorName: `Alex Tag ${n}`,
          body: "Guten Tag, Ihr Profil passt zu einer Stelle bei uns. Hätten Sie Interesse an einem Gespräch?",
          createdAt: sentAt,
        },
        {
          companyId,
          profileId,
          requestId: request!.id,
          direction: "candidate",
          kind: "accepted",
          body: "Gerne, ich freue mich auf Ihre Nachricht.",
          createdAt: new Date(sentAt.getTime() + 86_400_000),
        },
      ]);
    }
    places.push({
      email,
      drafts: drafts.map((row) => row.id),
      boardAd,
      stages: new Map(movable.map((row) => [row.id, row.stage])),
      profiles: mine,
      days: 0,
    });
  }
}

const SIGN_IN = "sign in (identity provider, each request of the chain)";

/** One request of the day as measured: its step, its time (answer read in full) and whether it was the expected one. */
interface Sample {
  step: string;
  ms: number;
  ok: boolean;
  /** The portal process's CPU ms for it, when the user worked alone with the probe; else NaN. */
  cpuMs: number;
}

/** Why requests failed, by step and status, with the first answer's start. */
const failures = new Map<string, { count: number; example: string }>();

/**
 * A browser that times every request (its answer read in full) under the step it is in, and
 * counts an answer whose status is not the one the step expects as an error.
 */
class TimedBrowser extends HttpBrowser {
  step = "";
  expected: readonly number[] = [200];
  readonly samples: Sample[] = [];

  /** `cpu`: the portal process's CPU µs so far, read around each request (one user alone). */
  constructor(
    headers: Record<string, string>,
    private readonly cpu: (() => Promise<number>) | null,
  ) {
    super(headers);
  }

  override async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cpuBefore = this.cpu ? await this.cpu() : 0;
    const start = performance.now();
    const response = await super.request(url, init);
    const body = await response.arrayBuffer();
    const ms = performance.now() - start;
    const cpuMs = this.cpu ? ((await this.cpu()) - cpuBefore) / 1000 : Number.NaN;
    const ok = this.expected.includes(response.status);
    this.samples.push({ step: this.step, ms, ok, cpuMs });
    if (!ok) {
      const key = `${this.step}: ${response.status}`;
      const known = failures.get(key);
      if (known) known.count++;
      else failures.set(key, { count: 1, example: `${url} → ${new TextDecoder().decode(body).slice(0, 200)}` });
    }
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : body, { status: response.status, headers: response.headers });
  }
}

/**
 * One user's round: sign in, then the day again and again until `until` (at least once); `cpu`
 * reads the portal's CPU around each request (only for a user alone).
 */
async function workRound(
  baseUrl: string,
  place: Workplace,
  until: number,
  counters: { days: number },
  cpu: (() => Promise<number>) | null = null,
) {
  const browser = new TimedBrowser(BROWSER_HEADERS, cpu);
  const post = { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" };
  const go = async (step: string, path: string, init: RequestInit = {}, expected: readonly number[] = [200]) => {
    browser.step = step;
    browser.expected = expected;
    return browser.request(`${baseUrl}${path}`, init);
  };
  /** A client navigation: the loaders `routes` only, as the router asks after the first document. */
  const data = (step: string, path: string, routes: string[] | null) => {
    const url = new URL(path, baseUrl);
    url.pathname = `${url.pathname}.data`;
    if (routes) url.searchParams.set("_routes", routes.join(","));
    return go(step, `${url.pathname}${url.search}`);
  };
  /** A form post of the page; 202 is single fetch's redirect. */
  const submit = (step: string, path: string, fields: Record<string, string>, expected: readonly number[]) =>
    go(step, `${path}.data`, { method: "POST", headers: post, body: new URLSearchParams(fields).toString() }, expected);

  browser.step = SIGN_IN;
  browser.expected = [200, 302, 303];
  await signIn(browser, baseUrl, "business", place.email, PASSWORD, "/p/jobs");
  // Every user works at least one whole day per round, so that every step is measured.
  for (let first = true; first || performance.now() < until; first = false) {
    const day = place.days++;
    const draft = place.drafts.shift();
    if (draft === undefined) {
      failures.set("no draft left to publish (more BENCH_DURATION needs more drafts)", { count: 1, example: "" });
      return browser.samples;
    }
    const movable = [...place.stages.keys()];
    const application = movable[day % movable.length]!;
    // The next open stage after the one it is in: a move to the stage it is in is refused (409).
    const phase = PHASES[(PHASES.indexOf(place.stages.get(application)!) + 1) % PHASES.length]!;
    place.stages.set(application, phase);
    const profile = place.profiles[day % place.profiles.length]!;
    const search = SEARCHES[day % SEARCHES.length]!;
    const ad = `/p/jobs/${draft}`;
    const board = `/p/applications/bewerber-manager/inserate/${place.boardAd}`;
    const conversation = `/p/active-sourcing/messages/${profile}`;

    await go("job-ad list (document)", "/p/jobs");
    await data("open a draft (content step)", `${ad}/content`, ["layouts/manage-job-ads-form", "job-ads/step-content"]);
    await submit(
      "save the content step",
      `${ad}/content`,
      {
        intro: `<p>Wir wachsen, Tag ${day}.</p>`,
        tasks: "<p>Buchhaltung bis zur Bilanz</p>",
        profile: "<p>Abgeschlossene Ausbildung und Erfahrung</p>",
        offer: "<p>Gleitzeit und Weiterbildung</p>",
        contact: "",
        contactName: "Maria Huber",
        contactEmail: "karriere@example.at",
        contactPhone: "",
      },
      [202],
    );
    await data("product step (after the save)", `${ad}/product`, null);
    await data("summary", `${ad}/summary`, ["routes/job-ads/summary"]);
    await submit("publish (credits)", `${ad}/summary`, { intent: "publish" }, [200]);
    const published = await (await data("summary (after publishing)", `${ad}/summary`, null)).text();
    // The summary links the ad's public page once it is live: the user looks at it in a new tab.
    const publicPath = new RegExp(`/jobs/${draft}-[a-z0-9-]+`).exec(published)?.[0];
    if (publicPath) await go("public page of the ad (document)", publicPath);
    else
      failures.set(`no public page linked after publishing ad ${draft}`, {
        count: 1,
        example: published.slice(0, 200),
      });
    await data("job-ad list (after publishing)", "/p/jobs", ["routes/job-ads/list"]);
    await data("Bewerber-Manager inbox", "/p/applications/bewerber-manager", ["customer/bewerber-manager"]);
    await data("board of an ad", board, ["customer/bewerbungen-pipeline"]);
    await submit("move an application", board, { intent: "phase", ids: String(application), phase }, [200]);
    await data("board (after the move)", board, null);
    await data("that application", `/p/applications/bewerber-manager/${application}`, ["customer/bewerbung"]);
    await data("messages", "/p/active-sourcing/messages", ["as/messages"]);
    await data("a conversation", conversation, ["as/messages-profile"]);
    await submit("answer a message", conversation, { body: `Vielen Dank, wir melden uns (Tag ${day}).` }, [202]);
    await data("conversation (after the answer)", `${conversation}?gesendet=1`, null);
    await data("talent search", `/p/active-sourcing/search?${new URLSearchParams(search)}`, ["as/search"]);
    counters.days++;
  }
  return browser.samples;
}

async function healthz(baseUrl: string, seconds: number): Promise<{ rate: number; requests: number }> {
  const result = await autocannon({
    url: `${baseUrl}/healthz`,
    connections: USERS,
    duration: seconds,
    timeout: 60,
    headers: BROWSER_HEADERS,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`/healthz: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.total / result.duration, requests: result.requests.total };
}

async function readMetrics(baseUrl: string): Promise<Samples> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return parseSamples(await response.text());
}

/**
 * The CPU time the portal's process used so far, all its threads, in µs (bench/process-probe.mjs):
 * a figure a busy machine moves less than times and rates. Null with more than one worker, whose
 * work the probe in the primary does not see.
 */
function cpuMicros(portal: TestPortal): Promise<number> {
  return new Promise((resolve) => {
    const listener = (answer: unknown) => {
      const usage = answer as { kind?: string; user: number; system: number };
      if (usage.kind !== "cpu") return;
      portal.offMessage(listener);
      resolve(usage.user + usage.system);
    };
    portal.onMessage(listener);
    portal.send("cpu");
  });
}

let cluster: ThrowawayCluster | undefined;
if (!pglite && !process.env.DATABASE_URL) {
  cluster = await createThrowawayCluster();
  process.env.DATABASE_URL = cluster.url;
}
const databaseKind = pglite ? "PGlite" : "PostgreSQL";
const workers = !pglite ? Number(process.env.BENCH_WORKERS ?? 1) : 1;
const places: Workplace[] = [];
const database = await prepareDatabase((db) => fill(db, places));
const portal = await startTestPortal(
  {
    LOG_LEVEL: "error",
    JOBS_ENABLED: "false",
    METRICS_TOKEN,
    WEB_CONCURRENCY: String(workers),
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...database.env,
  },
  {
    fromTemplate: false,
    databaseUrl: database.env.DATABASE_URL,
    ...(workers === 1
      ? { nodeArgs: ["--import", pathToFileURL(path.join(import.meta.dirname, "process-probe.mjs")).href], ipc: true }
      : {}),
  },
);
/** What `work` cost the portal's process in CPU ms per request (null with more than one worker). */
const cpuPerRequest = async <T>(work: () => Promise<T>, requests: (result: T) => number) => {
  const before = workers === 1 ? await cpuMicros(portal) : 0;
  const result = await work();
  const cpuMs = workers === 1 ? (await cpuMicros(portal)) - before : Number.NaN;
  return { result, cpuMs: cpuMs / 1000 / Math.max(1, requests(result)) };
};
try {
  const run = async (seconds: number) => {
    const counters = { days: 0 };
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    const samples = (
      await Promise.all(places.map((place) => workRound(portal.baseUrl, place, until, counters)))
    ).flat();
    return { samples, seconds: (performance.now() - started) / 1000, days: counters.days };
  };
  // Warm-up: JIT, connection pool, the talent index (built on the first search), the caches.
  await healthz(portal.baseUrl, smoke ? 1 : 3);
  await run(smoke ? 2 : 5);
  failures.clear();

  const metricsBefore = await readMetrics(portal.baseUrl);
  const health: number[] = [];
  const healthCpu: number[] = [];
  const dayCpu: number[] = [];
  const rounds: { samples: Sample[]; seconds: number; days: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const checked = await cpuPerRequest(
      () => healthz(portal.baseUrl, HEALTH_S),
      (r) => r.requests,
    );
    health.push(checked.result.rate);
    healthCpu.push(checked.cpuMs);
    const worked = await cpuPerRequest(
      () => run(DAY_S),
      (r) => r.samples.length,
    );
    rounds.push(worked.result);
    dayCpu.push(worked.cpuMs);
  }
  const metricsAfter = await readMetrics(portal.baseUrl);
  // What each step costs the portal's process: one user alone works SOLO_DAYS days, the CPU read
  // around each request (with one worker only, whose process the probe sees).
  const solo: Sample[] = [];
  for (let day = 0; workers === 1 && day < SOLO_DAYS; day++) {
    solo.push(...(await workRound(portal.baseUrl, places[0]!, 0, { days: 0 }, () => cpuMicros(portal))));
  }

  const all = rounds.flatMap((r) => r.samples);
  const steps = [...new Set(all.map((s) => s.step))];
  const healthRate = median(health);
  const rate = (samples: Sample[], seconds: number) => samples.length / seconds;
  const lines = [
    "| step | requests | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms per request, alone |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const row = (name: string, pick: (s: Sample) => boolean) => {
    const times = all.filter(pick).map((s) => s.ms);
    const perRound = median(rounds.map((r) => rate(r.samples.filter(pick), r.seconds)));
    const errors = all.filter((s) => pick(s) && !s.ok).length;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
    const alone = solo.filter(pick).map((s) => s.cpuMs);
    const cpu = alone.length ? (alone.reduce((sum, ms) => sum + ms, 0) / alone.length).toFixed(2) : "—";
    return {
      line: `| ${name} | ${times.length} | ${perRound.toFixed(1)} | ${p50} | ${p95} | ${p99} | ${errors} | ${cpu} |`,
      p95: Number(p95),
      perRound,
      errors,
    };
  };
  for (const step of steps) lines.push(row(step, (s) => s.step === step).line);
  const work = row("the work after signing in", (s) => s.step !== SIGN_IN);
  const overall = row("**the whole day**", () => true);
  lines.push(work.line, overall.line);

  const caches = ["signed_in", "public"].map((cache) => ({
    cache,
    ...cacheFigures(metricsBefore, metricsAfter, cache),
  }));
  const cacheLines = [
    "| page cache | hits | misses | hit ratio |",
    "| --- | ---: | ---: | ---: |",
    ...caches.map(
      (c) => `| ${c.cache} | ${c.hits} | ${c.misses} | ${c.ratio === null ? "— (not asked)" : c.ratio.toFixed(3)} |`,
    ),
  ];
  const days = median(rounds.map((r) => r.days / r.seconds));
  const cpus = os.cpus();
  const setup = [
    `${new Date().toISOString().slice(0, 10)}, commit ${commitOf()}, ${databaseKind}${cluster ? " (a cluster of the bench's own)" : ""},`,
    `${workers} worker${workers === 1 ? "" : "s"}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version};`,
    `${USERS} users without think time, ${ROUNDS} round${ROUNDS === 1 ? "" : "s"} of ${DAY_S} s after a warm-up, req/s the median of the rounds, percentiles over every request;`,
    `CPU per request alone: the portal process's, the mean over ${SOLO_DAYS} day${SOLO_DAYS === 1 ? "" : "s"} of one user working alone afterwards;`,
    `command: \`npm run bench:working-day${pglite ? " -- --pglite" : ""}\`.`,
  ].join(" ");
  const summary = [
    `\`/healthz\` in the same run: ${healthRate.toFixed(0)} req/s (${USERS} connections, median of ${ROUNDS}).`,
    `The day: ${overall.perRound.toFixed(1)} req/s (${(overall.perRound / healthRate).toFixed(4)} of \`/healthz\`), ${days.toFixed(2)} days per second,`,
    `p95 ${overall.p95.toFixed(1)} ms: budget p95 ≤ 150 ms ${overall.p95 <= 150 ? "met" : "missed"}; ${overall.errors} errors.`,
    ...(workers === 1
      ? [
          `The portal process's CPU per request (medians of the rounds): ${median(dayCpu).toFixed(2)} ms in the day,`,
          `${median(healthCpu).toFixed(2)} ms for \`/healthz\` (the database's CPU ${pglite ? "included: PGlite runs in the process" : "not included"}).`,
        ]
      : []),
  ].join(" ");
  const text = [setup, "", summary, "", ...lines, "", ...cacheLines].join("\n");
  console.log(`\n${text}\n`);
  for (const [key, failure] of failures) console.log(`error ${key} (${failure.count}×): ${failure.example}`);
  if (!smoke) {
    await writeIntoDocs(`bench:working-day:${databaseKind}`, text);
    console.log("Written into docs/performance.md.");
  }
  if (failures.size > 0) process.exitCode = 1;
} finally {
  await portal.stop();
  await database.drop();
  await cluster?.remove();
}
