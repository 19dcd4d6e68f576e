import type { Route } from "./+types/robots";
import { sharedCacheHeaders } from "~/lib/cache-control";
import { requestContext } from "~/lib/request-context";
import { robotsTxt } from "~/features/content/sitemap";

/** GET /robots.txt: the public pages for crawlers, the signed-in portal not, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig, user } = context.get(requestContext);
  return new Response(robotsTxt(publicConfig.baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...sharedCacheHeaders(user, 86400) },
  });
}
