import { redirect } from "react-router";
import type { Route } from "./+types/bare";
import { requestContext } from "~/lib/request-context";

/** `/p` alone leads to the customer's dashboard. */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  throw redirect(user.routes?.dashboard ?? "/p/dashboard");
}

export default function BareRoute() {
  return null;
}
