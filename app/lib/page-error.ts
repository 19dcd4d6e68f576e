import { isRouteErrorResponse } from "react-router";
import type { AuthUser } from "@auth/user";

/**
 * What a page's 4xx carries (`throwPageError`): the German sentence for the visitor and, since
 * an error thrown by middleware leaves the root loader unrun (remix-run/react-router#14416), the
 * signed-in visitor, so the error page still greets them as signed in.
 */
export interface PageErrorData {
  message: string;
  user?: AuthUser;
  /** The public base URL, for the page's canonical link (the root loader's config is missing too). */
  baseUrl?: string;
}

function pageErrorData(error: unknown): Partial<PageErrorData> | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return null;
  return error.data as Partial<PageErrorData>;
}

/**
 * The German sentence of a client error (4xx) to show: the text of a refusal (401/403, from a
 * guard or the job-ad policy) or the message of `throwPageError`. A 404 says the same to
 * everyone; other errors keep their details to themselves.
 */
export function pageErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status === 404 || error.status < 400 || error.status >= 500) return null;
  const refusal = error.status === 401 || error.status === 403;
  const message = typeof error.data === "string" ? (refusal ? error.data : null) : pageErrorData(error)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

/** The visitor an error thrown before the root loader names, if any. */
export function pageErrorUser(error: unknown): AuthUser | null {
  const user = pageErrorData(error)?.user;
  return user && typeof user === "object" && "isAuthenticated" in user ? user : null;
}

/** The public base URL an error thrown before the root loader carries, if any. */
export function pageErrorBaseUrl(error: unknown): string | null {
  const baseUrl = pageErrorData(error)?.baseUrl;
  return typeof baseUrl === "string" ? baseUrl : null;
}
