import type { Route } from "./+types/index";
import { Link } from "~/components/ui/link";
import { debugModeGuard } from "~/features/access/guards.server";
import { requestContext } from "~/lib/request-context";

export const middleware: Route.MiddlewareFunction[] = [debugModeGuard];

export function meta() {
  return [{ title: "Debug | Arbeitgeberportal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { buildId, publicConfig, featureFlags, user } = context.get(requestContext);
  return {
    buildId,
    publicConfig,
    featureFlags: await featureFlags(),
    session: { isAuthenticated: user.isAuthenticated, roles: user.roles, groups: user.groups, email: user.email },
  };
}

export default function DebugRoute({ loaderData }: Route.ComponentProps) {
  const sections: Array<[string, unknown]> = [
    ["Build", { buildId: loaderData.buildId }],
    ["Feature-Flags", loaderData.featureFlags],
    ["Öffentliche Konfiguration", loaderData.publicConfig],
    ["Sitzung", loaderData.session],
  ];
  return (
    <section aria-labelledby="debug-title">
      <h1 id="debug-title" className="text-2xl font-bold">
        App-Informationen
      </h1>
      <p className="mt-2">
        <Link to="/debug/mails" variant="standalone">
          E-Mail-Postausgang
        </Link>
      </p>
      {sections.map(([title, value]) => (
        <div key={title} className="mt-6">
          <h2 className="font-semibold">{title}</h2>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-4 text-sm text-slate-100">
            {JSON.stringify(value, null, 2)}
          </pre>
        </div>
      ))}
    </section>
  );
}
