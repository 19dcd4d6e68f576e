import type { Route } from "./+types/mail";
import { Link } from "~/components/ui/link";
import { debugModeGuard, pageNotFound } from "~/features/access/guards.server";
import { outboxMail } from "~/features/notifications/outbox.server";
import { formatDateTime } from "~/lib/format";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { transportLabel } from "./mail-labels";

export const middleware: Route.MiddlewareFunction[] = [debugModeGuard];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.mail.subject ?? "E-Mail"} | Debug | Arbeitgeberportal` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRowId(params.id) ?? pageNotFound(request);
  const mail = await outboxMail(context.get(requestContext).db, id);
  if (!mail) pageNotFound(request);
  return { mail };
}

export default function DebugMailRoute({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const facts: Array<[string, string]> = [
    ["An", mail.to],
    ["Erstellt", formatDateTime(mail.createdAt)],
    ["Gesendet", mail.sentAt ? formatDateTime(mail.sentAt) : "–"],
    ["Zustellung", transportLabel(mail.transport)],
    ["Versuche", String(mail.attempts)],
    ["Fehler", mail.error ?? "–"],
  ];
  return (
    <article aria-labelledby="mail-title">
      <p>
        <Link to="/debug/mails" variant="standalone">
          Zurück zum Postausgang
        </Link>
      </p>
      <h1 id="mail-title" className="mt-4 text-2xl font-bold">
        {mail.subject}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 font-semibold">Text</h2>
      <pre className="mt-2 rounded bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-900">{mail.text}</pre>
      {mail.html ? (
        <>
          <h2 className="mt-6 font-semibold">HTML (Quelltext)</h2>
          {/* Focusable, so that keyboard users can scroll long lines. */}
          <pre tabIndex={0} className="mt-2 overflow-x-auto rounded bg-slate-100 p-4 text-sm text-slate-900">
            {mail.html}
          </pre>
        </>
      ) : null}
    </article>
  );
}
