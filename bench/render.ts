/**
 * What the server render of a page's parts costs (issue 17 §2), without HTTP or database: React's
 * renderToString of the signed-in customer shell (side navigation, company header) around an
 * empty page, of the job-ad list with 50 rows of fixed data alone, and of both together, each
 * measured for a few seconds after a warm-up. The difference between the parts shows each one's
 * cost, and a change to a component shows in its row.
 *
 *   npm run bench:render
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { CustomerShell } from "~/features/shell/customer-shell";
import { JobAdListView, type JobAdListItem } from "~/features/job-ads/list/job-ad-list-view";
import { parseListQuery } from "~/features/job-ads/list/list-query";
import { kunde } from "~/features/navigation/test-users";
import { DAY_MS } from "~/lib/days";

// React's development build checks far more on every render: only production figures count.
if (process.env.NODE_ENV !== "production") throw new Error("Run with NODE_ENV=production (npm run bench:render).");

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 3) * 1000;
const T0 = Date.parse("2026-11-27T10:00:00Z");

const STATES = ["draft", "review", "scheduled", "active", "active", "expired", "deactivated", "locked"] as const;
const rows: JobAdListItem[] = Array.from({ length: 50 }, (_, i) => {
  const status = STATES[i % STATES.length]!;
  return {
    id: 1000 + i,
    title: `Buchhalter:in (m/w/d) ${i + 1}`,
    status,
    city: ["Wien", "Linz", "Graz", "Salzburg"][i % 4]!,
    productName: i % 3 ? "Stelleninserat Standard" : "Stelleninserat Top",
    expiresAt: new Date(T0 + (i % 30) * DAY_MS),
    completedSteps: ["data", "design", "content", "product", "publish", "application"],
    pushesLeft: i % 2,
    views30: 20 * i,
    applications30: i % 7,
    actions: status === "active" ? ["deactivate", "prolong"] : ["delete"],
    rejection: null,
    prolongation: status === "active" ? { credits: 1, expiresAt: new Date(T0 + 60 * DAY_MS) } : null,
    publicPath: status === "active" ? `/jobs/${1000 + i}-buchhalter-in-m-w-d-wien` : null,
  };
});

const list = () =>
  createElement(JobAdListView, {
    search: parseListQuery(new URLSearchParams()),
    total: 50,
    counts: { draft: 7, review: 6, scheduled: 6, active: 13, expired: 6, deactivated: 6, locked: 6 },
    canCreate: true,
    balance: 12,
    rows,
    result: undefined,
  });

/** The element inside a router at /p/jobs, with the root's data the shell reads. */
function inRouter(page: () => ReactNode, shell: boolean): ReactNode {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (shell ? createElement(CustomerShell, null, page()) : page()),
      children: [{ path: "p/jobs", Component: () => null }],
    },
  ]);
  const root = {
    user: kunde(),
    publicConfig: { supportEmail: "support@arbeitgeberportal.at" },
    navigation: { isLargeScreen: true, rememberedOpen: null },
    unreadMessages: 3,
  };
  return createElement(Stub, { initialEntries: ["/p/jobs"], hydrationData: { loaderData: { root } } });
}

const parts: Array<{ name: string; element: () => ReactNode }> = [
  { name: "customer shell around an empty page", element: () => inRouter(() => null, true) },
  { name: "job-ad list, 50 rows", element: () => inRouter(list, false) },
  { name: "shell and list together (the page /p/jobs)", element: () => inRouter(list, true) },
];

console.log(`\nrenderToString, ${DURATION_MS / 1000} s each after a warm-up, Node ${process.version}\n`);
console.log("| part | renders/s | ms per render | HTML bytes |");
console.log("| --- | ---: | ---: | ---: |");
for (const part of parts) {
  let html = "";
  const warmUntil = Date.now() + 1_000;
  while (Date.now() < warmUntil) html = renderToString(part.element());
  let count = 0;
  const started = process.hrtime.bigint();
  const until = Date.now() + DURATION_MS;
  while (Date.now() < until) {
    renderToString(part.element());
    count += 1;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`| ${part.name} | ${(count / (ms / 1000)).toFixed(0)} | ${(ms / count).toFixed(2)} | ${html.length} |`);
}
