import { parse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";

/**
 * Browser-side JSON calls with the retry rules of SPEC §9. Every answer is checked against a
 * zod schema, so a changed API fails loudly at the call instead of somewhere in the UI.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Answers worth a second try: timeouts, conflicts, rate limits and passing server trouble. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const DEFAULT_GET_RETRIES = 1;
/** Writes are not repeated by default: the server may already have done them. */
export const DEFAULT_WRITE_RETRIES = 0;

/** The auth helper also retries 401: a session refreshed by a parallel call makes the next try succeed. */
export const AUTH_RETRY_STATUSES: ReadonlySet<number> = new Set([401, ...RETRY_STATUSES]);
export const AUTH_GET_RETRIES = 3;
export const AUTH_RETRY_DELAY_MS = 100;

/** A non-2xx answer, or `status` 0 when no answer arrived at all. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: number,
    readonly method: HttpMethod,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(status === 0 ? `${method} ${url}: no answer` : `${method} ${url}: ${status}`, options);
  }
}

/** SPEC §8: the generic German message for anything that went wrong. */
export function genericErrorMessage(supportEmail: string): string {
  return `Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich gerne an ${supportEmail}`;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Overrides the client's default for this call. */
  retries?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  getRetries?: number;
  retryStatuses?: ReadonlySet<number>;
  retryDelayMs?: number;
}

export interface HttpClient {
  request<T>(method: HttpMethod, url: string, schema: $ZodType<T>, options?: RequestOptions): Promise<T>;
  get<T>(url: string, schema: $ZodType<T>, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T>(url: string, body: unknown, schema: $ZodType<T>, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T>(url: string, body: unknown, schema: $ZodType<T>, options?: Omit<RequestOptions, "body">): Promise<T>;
  patch<T>(url: string, body: unknown, schema: $ZodType<T>, options?: Omit<RequestOptions, "body">): Promise<T>;
  delete<T>(url: string, schema: $ZodType<T>, options?: Omit<RequestOptions, "body">): Promise<T>;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function createHttpClient({
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  getRetries = DEFAULT_GET_RETRIES,
  retryStatuses = RETRY_STATUSES,
  retryDelayMs = 0,
}: HttpClientOptions = {}): HttpClient {
  async function request<T>(
    method: HttpMethod,
    url: string,
    schema: $ZodType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const { body, signal, cache, headers = {} } = options;
    const retries = options.retries ?? (method === "GET" ? getRetries : DEFAULT_WRITE_RETRIES);
    const init: RequestInit = {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
      ...(cache ? { cache } : {}),
    };

    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        // An abort is the caller's decision, never a reason to try again.
        if (signal?.aborted) throw error;
        if (attempt < retries) {
          await wait(retryDelayMs, signal);
          continue;
        }
        throw new HttpError(0, method, url, { cause: error });
      }
      if (!response.ok) {
        if (attempt < retries && retryStatuses.has(response.status)) {
          await wait(retryDelayMs, signal);
          continue;
        }
        throw new HttpError(response.status, method, url);
      }
      const text = await response.text();
      // A wrong shape is a contract bug, not a passing failure: it is thrown as is, never retried.
      return parse(schema, text ? (JSON.parse(text) as unknown) : undefined);
    }
  }

  return {
    request,
    get: (url, schema, options) => request("GET", url, schema, options),
    post: (url, body, schema, options) => request("POST", url, schema, { ...options, body }),
    put: (url, body, schema, options) => request("PUT", url, schema, { ...options, body }),
    patch: (url, body, schema, options) => request("PATCH", url, schema, { ...options, body }),
    delete: (url, schema, options) => request("DELETE", url, schema, options),
  };
}

/** Default client: one retry for GET, none for writes (SPEC §9). */
export const http = createHttpClient();

/** For the auth helper's GETs, e.g. `/api/auth/me` (SPEC §9). */
export const authHttp = createHttpClient({
  getRetries: AUTH_GET_RETRIES,
  retryStatuses: AUTH_RETRY_STATUSES,
  retryDelayMs: AUTH_RETRY_DELAY_MS,
});
