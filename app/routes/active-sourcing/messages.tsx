import { Link } from "react-router";
import type { Route } from "./+types/messages";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { conversationsOf } from "~/features/active-sourcing/contacts.server";
import {
  MESSAGES_POLL_SECONDS,
  messagesPathOf,
  StateLabel,
  useRevalidateEvery,
} from "~/features/active-sourcing/components/contact-views";
import { formatDateTime } from "~/lib/format";

export function meta() {
  return [{ title: "Nachrichten | Talentdatenbank | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/messages` (issue 16, SPEC §2, sign-in required): the company's
 * conversations with people of the talent pool, newest first, with unread counts. They belong to
 * the company: every colleague sees and continues them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  return { conversations: await conversationsOf(db, company.id, new Date()) };
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  useRevalidateEvery(MESSAGES_POLL_SECONDS);
  const { conversations } = loaderData;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Nachrichten">
        <p>Ihre Kontaktanfragen und Gespräche mit Talenten. Neue Antworten erscheinen hier ohne Neuladen.</p>
      </PageHeading>
      {conversations.length === 0 ? (
        <div className="space-y-2 rounded-md border border-slate-300 bg-white p-6">
          <p>Sie haben noch keine Kontaktanfragen gesendet.</p>
          <Link to="/p/active-sourcing/search?resetSearch=true" className="font-semibold text-brand-700 underline">
            Zur Talentsuche
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white" aria-label="Gespräche">
          {conversations.map((conversation) => (
            <li key={conversation.profileId} className="flex flex-wrap items-start gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={messagesPathOf(conversation.profileId)}
                    className={`text-brand-700 underline ${conversation.unread > 0 ? "font-bold" : "font-semibold"}`}
                  >
                    {conversation.title}
                  </Link>
                  {conversation.unread > 0 ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
                      {conversation.unread === 1 ? "1 ungelesen" : `${conversation.unread} ungelesen`}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-slate-700">{conversation.lastMessage}</p>
              </div>
              <div className="flex flex-col items-end gap-1 text-sm text-slate-700">
                <StateLabel state={conversation.state} />
                <time dateTime={new Date(conversation.lastMessageAt).toISOString()}>
                  {formatDateTime(conversation.lastMessageAt)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
