import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { $ZodError } from "zod/v4/core";
import {
  AUTH_RETRY_DELAY_MS,
  RETRY_STATUSES,
  createHttpClient,
  genericErrorMessage,
  HttpError,
  type HttpMethod,
  authHttp,
  http,
} from "./http";

const ok = z.object({ ok: z.boolean() });

/** A fetch that answers from a list, one entry per call; an Error entry is a network failure. */
function fakeFetch(answers: (number | Error)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, at: Date.now() });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(answer === 204 ? null : JSON.stringify({ ok: answer < 400 }), { status: answer });
  });
  return { fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("default client", () => {
  it("parses the answer with the schema and sends JSON", async () => {
    const { fetch, calls } = fakeFetch([200]);
    const client = createHttpClient({ fetch });
    await expect(client.post("/api/x", { a: 1 }, ok)).resolves.toEqual({ ok: true });
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(calls[0]!.init.headers).toMatchObject({ "Content-Type": "application/json", Accept: "application/json" });
  });

  it("retries a GET once on every retryable status", async () => {
    for (const status of RETRY_STATUSES) {
      const { fetch } = fakeFetch([status, 200]);
      await expect(createHttpClient({ fetch }).get("/api/x", ok)).resolves.toEqual({ ok: true });
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it("gives up after one retry and throws HttpError with the status", async () => {
    const { fetch } = fakeFetch([503, 503, 200]);
    const error = await createHttpClient({ fetch })
      .get("/api/x", ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry statuses outside the list", async () => {
    for (const status of [400, 401, 403, 404, 422, 501]) {
      const { fetch } = fakeFetch([status, 200]);
      await expect(createHttpClient({ fetch }).get("/api/x", ok)).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it("never retries writes, whatever the status", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<HttpMethod>("POST", "PUT", "PATCH", "DELETE"),
        fc.constantFrom(...RETRY_STATUSES),
        async (method, status) => {
          const { fetch } = fakeFetch([status, 200]);
          await expect(createHttpClient({ fetch }).request(method, "/api/x", ok)).rejects.toMatchObject({ status });
          expect(fetch).toHaveBeenCalledTimes(1);
        },
      ),
    );
  });

  it("retries a GET after a network error, and reports status 0 when it keeps failing", async () => {
    const once = fakeFetch([new TypeError("Failed to fetch"), 200]);
    await expect(createHttpClient({ fetch: once.fetch }).get("/api/x", ok)).resolves.toEqual({ ok: true });
    const always = fakeFetch([new TypeError("Failed to fetch")]);
    await expect(createHttpClient({ fetch: always.fetch }).get("/api/x", ok)).rejects.toMatchObject({ status: 0 });
    expect(always.fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a POST after a network error", async () => {
    const { fetch } = fakeFetch([new TypeError("Failed to fetch"), 200]);
    await expect(createHttpClient({ fetch }).post("/api/x", {}, ok)).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry an aborted call", async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = fakeFetch([new DOMException("aborted", "AbortError"), 200]);
    await expect(createHttpClient({ fetch }).get("/api/x", ok, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("lets a call choose its own number of retries", async () => {
    const { fetch } = fakeFetch([500, 500, 500, 200]);
    await expect(createHttpClient({ fetch }).post("/api/x", {}, ok, { retries: 3 })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("throws the schema's error for an answer of the wrong shape, without retrying", async () => {
    const { fetch } = fakeFetch([200]);
    await expect(createHttpClient({ fetch }).get("/api/x", z.object({ id: z.string() }))).rejects.toBeInstanceOf(
      $ZodError,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("hands an empty answer to the schema as undefined", async () => {
    const { fetch } = fakeFetch([204]);
    await expect(createHttpClient({ fetch }).delete("/api/x/1", z.undefined())).resolves.toBeUndefined();
  });

  it("does not wait between retries", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch([500, 200]);
    const result = createHttpClient({ fetch }).get("/api/x", ok);
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls[1]!.at - calls[0]!.at).toBe(0);
  });

  it("uses the global fetch by default", async () => {
    const { fetch } = fakeFetch([200]);
    vi.stubGlobal("fetch", fetch);
    await expect(http.get("/builds/latest.json", ok, { cache: "no-store" })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: "no-store", method: "GET" });
  });
});

describe("authHttp", () => {
  it("retries GETs three times, 100 ms apart, also on 401", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch([401, 503, 401, 200]);
    vi.stubGlobal("fetch", fetch);
    const result = authHttp.get("/api/auth/me", ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AUTH_RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * AUTH_RETRY_DELAY_MS);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.at - calls[0]!.at)).toEqual([0, 100, 200, 300]);
  });

  it("stops after the third retry", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch([401]);
    vi.stubGlobal("fetch", fetch);
    const result = authHttp.get("/api/auth/me", ok).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * AUTH_RETRY_DELAY_MS);
    expect(await result).toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("does not retry its writes", async () => {
    const { fetch } = fakeFetch([401, 200]);
    vi.stubGlobal("fetch", fetch);
    await expect(authHttp.post("/api/auth/oauth/logout", {}, ok)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("genericErrorMessage", () => {
  it("is the German message of SPEC §8 with the support address", () => {
    expect(genericErrorMessage("support@arbeitgeberportal.at")).toBe(
      "Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich gerne an support@arbeitgeberportal.at",
    );
  });
});
