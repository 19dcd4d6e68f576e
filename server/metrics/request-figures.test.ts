import { AggregatorRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import { LATENCY_BUCKETS_S, MAX_ROUTES, OTHER_ROUTE, RequestFigures } from "./request-figures";

const text = (...figures: RequestFigures[]) =>
  AggregatorRegistry.aggregate(figures.map((each) => each.toJSON())).metrics();

describe("RequestFigures", () => {
  it("counts requests by route, method and status, and their latency by status class", async () => {
    const figures = new RequestFigures();
    figures.record("/jobs/:slug", "GET", 200, 0.004);
    figures.record("/jobs/:slug", "GET", 200, 0.02);
    figures.record("/jobs/:slug", "GET", 404, 0.003);
    figures.record("/healthz", "HEAD", 200, 0.0001);
    const out = await text(figures);
    expect(out).toContain('portal_http_requests_total{route="/jobs/:slug",method="GET",status="200"} 2');
    expect(out).toContain('portal_http_requests_total{route="/jobs/:slug",method="GET",status="404"} 1');
    expect(out).toContain('portal_http_requests_total{route="/healthz",method="HEAD",status="200"} 1');
    expect(out).toContain(
      'portal_http_request_duration_seconds_bucket{route="/jobs/:slug",method="GET",status_class="2xx",le="0.005"} 1',
    );
    expect(out).toContain(
      'portal_http_request_duration_seconds_bucket{route="/jobs/:slug",method="GET",status_class="2xx",le="0.025"} 2',
    );
    expect(out).toContain(
      'portal_http_request_duration_seconds_bucket{route="/jobs/:slug",method="GET",status_class="2xx",le="+Inf"} 2',
    );
    expect(out).toContain(
      'portal_http_request_duration_seconds_count{route="/jobs/:slug",method="GET",status_class="4xx"} 1',
    );
    expect(out).toContain(
      'portal_http_request_duration_seconds_sum{route="/jobs/:slug",method="GET",status_class="2xx"} 0.024',
    );
    expect(out).toContain("# TYPE portal_http_request_duration_seconds histogram");
  });

  it("counts a request slower than every bucket only in +Inf", async () => {
    const figures = new RequestFigures();
    figures.record("/p/jobs", "GET", 200, LATENCY_BUCKETS_S.at(-1)! + 1);
    const out = await text(figures);
    expect(out).toContain(`status_class="2xx",le="${LATENCY_BUCKETS_S.at(-1)}"} 0`);
    expect(out).toContain('status_class="2xx",le="+Inf"} 1');
  });

  it("names an invented method other", async () => {
    const figures = new RequestFigures();
    figures.record("unmatched", "BREW", 405, 0.001);
    expect(await text(figures)).toContain(
      'portal_http_requests_total{route="unmatched",method="other",status="405"} 1',
    );
  });

  it("counts routes beyond MAX_ROUTES as one", async () => {
    const figures = new RequestFigures();
    for (let i = 0; i < MAX_ROUTES + 5; i++) figures.record(`/route-${i}`, "GET", 200, 0.001);
    const out = await text(figures);
    expect(out).toContain(`portal_http_requests_total{route="${OTHER_ROUTE}",method="GET",status="200"} 5`);
    expect(out).not.toContain(`route="/route-${MAX_ROUTES}"`);
  });

  it("adds up the figures of several processes as the cluster's primary does", async () => {
    const [one, two] = [new RequestFigures(), new RequestFigures()];
    one.record("/healthz", "GET", 200, 0.001);
    two.record("/healthz", "GET", 200, 0.001);
    two.record("/healthz", "GET", 200, 0.001);
    const out = await text(one, two);
    expect(out).toContain('portal_http_requests_total{route="/healthz",method="GET",status="200"} 3');
    expect(out).toContain(
      'portal_http_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"} 3',
    );
  });
});
