import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "./request-context";
import type { PageErrorData } from "./page-error";

/** A 4xx page with a German message that names the visitor (see `PageErrorData`). */
export function throwPageError(context: Readonly<RouterContextProvider>, status: number, message: string): never {
  const { user, publicConfig } = context.get(requestContext);
  const body: PageErrorData = { message, user, baseUrl: publicConfig.baseUrl };
  throw data(body, { status });
}
