import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@db/availability";
import { requestContext, type RequestContext } from "~/lib/request-context";
import { VIEWPORT_WIDTH_HINT } from "~/features/navigation/nav-layout";

/**
 * The Express server builds each request's router context through the server build, so the
 * context key and RouterContextProvider are the build's own instances.
 */
export function createLoadContext(value: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, value);
  return provider;
}

export const streamTimeout = 5_000;

/**
 * Requests whose loaders or actions failed because the database is away. React Router hands
 * `handleRequest` only sanitised errors in production, so `handleError`, which sees the real
 * ones first, marks the request.
 */
const databaseAwayFor = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }): void {
  if (isDatabaseUnavailable(error)) {
    databaseAwayFor.add(request);
    // One line, not the driver's error with its whole connection attached.
    console.warn(`database unavailable: ${String(error instanceof Error && error.cause ? error.cause : error)}`);
    return;
  }
  // React Router's own default: aborted requests (the visitor left) are not errors.
  if (!request.signal.aborted) console.error(error);
}

/**
 * A navigation's data (`….data`, React Router's single fetch) as one piece with its length. No
 * page streams deferred data (decision 048), so the answer is whole once React Router has encoded
 * it, and the one-shot compression compresses it in one call instead of through a stream
 * (decision 087), as it does for rendered pages.
 */
export async function handleDataRequest(response: Response): Promise<Response> {
  if (response.body === null) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Issue 13 §1: a page whose data could not be read because the database is away is the
  // server-error page with 503 and Retry-After, so that browsers and load balancers try again.
  if (databaseAwayFor.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  const userAgent = request.headers.get("user-agent");
  const bot = isbot(userAgent);
  // SPEC §2: errors from bot user agents do not render the error page.
  if (bot && responseStatusCode >= 400) {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Ends a render that never finishes; cleared once it did, so that the render's state is not
    // kept alive for the whole timeout (issue 17).
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React outlines a finished Suspense boundary of more than 500 bytes once the page passes
        // this size and reveals it with a script; the flash notice and the error page are such
        // boundaries (decision 009), and must read without JavaScript. Nothing here streams late.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Decision 048: no page streams deferred data, so the whole page is rendered first and
        // sent as one piece, which the compression middleware compresses in one call instead of
        // one per flushed chunk, and which a bot gets whole anyway.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          buffer(body).then((html) => {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(html.byteLength));
            // Decision 018: Chromium then sends the viewport width, so the side navigation renders
            // open on large screens from the server on; the page's HTML depends on it.
            responseHeaders.set("Accept-CH", VIEWPORT_WIDTH_HINT);
            responseHeaders.append("Vary", VIEWPORT_WIDTH_HINT);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
