import { data, Form } from "react-router";
import type { Route } from "./+types/job-alerts-unsubscribe";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { followOfToken, unsubscribe } from "~/features/employer-branding/following.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

/**
 * `/job-alerts/abmelden?token=…`: the unsubscribe link of every alert. The page names the company
 * and the address and ends the follow with one click. (Mail programs post to
 * `…/abmelden/ein-klick`, job-alerts-one-click.ts.) An unknown link says so without telling
 * anything else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const follow = await followOfToken(db, token);
  if (!follow) return data({ state: "unknown" as const, companyName: null, email: null }, { status: 404 });
  return { state: "following" as const, ...follow };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ended = await unsubscribe(db, token, new Date());
  return ended ? { unsubscribed: true } : data({ unsubscribed: false }, { status: 404 });
}

export function meta() {
  return [{ title: "Job-Alerts abmelden | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function JobAlertsUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.unsubscribed || (loaderData.state === "unknown" && actionData)) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">Sie sind abgemeldet</h1>
        <p className="mt-4 text-lg text-slate-700">
          Sie erhalten keine E-Mails mit neuen Stellen mehr. Ihre E-Mail-Adresse haben wir gelöscht.
        </p>
      </div>
    );
  }
  if (loaderData.state === "unknown") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">Dieser Abmeldelink ist nicht mehr gültig</h1>
        <p className="mt-4 text-lg text-slate-700">
          Entweder sind Sie bereits abgemeldet, oder der Link ist unvollständig. Bitte verwenden Sie den vollständigen
          Link aus der E-Mail.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Job-Alerts abmelden</h1>
      <p className="mt-4 text-lg text-slate-700">
        {loaderData.email} erhält neue Stellen von {loaderData.companyName}. Möchten Sie sich abmelden?
      </p>
      <Form method="post" className="mt-6">
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Abmelden
        </button>
      </Form>
    </div>
  );
}
