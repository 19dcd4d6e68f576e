import type { Route } from "./+types/not-found";

/** No route matched: SPEC §8 "Page not found: {path}". */
export function loader({ request }: Route.LoaderArgs) {
  throw new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
