import { useEffect } from "react";
import { Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/conversation";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { talentMessageSchema } from "~/features/active-sourcing/contact-templates";
import { conversationWith, writeToPerson } from "~/features/active-sourcing/contacts.server";
import {
  answerByText,
  contactPathOf,
  MESSAGES_PATH,
  MessageComposer,
  MESSAGES_POLL_SECONDS,
  MessageList,
  messagesPathOf,
  ReleasedContactCard,
  StateLabel,
  useRevalidateEvery,
} from "~/features/active-sourcing/components/contact-views";
import { Notification } from "~/components/ui/notification";
import { parseRowId } from "~/lib/row-id";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export function meta() {
  return [{ title: "Gespräch | Nachrichten | Arbeitgeberportal" }];
}

const CLOSED = "Sie können erst schreiben, wenn die Person Ihre Anfrage angenommen oder beantwortet hat.";

/**
 * `/p/active-sourcing/messages/{profileId}` (issue 16): the company's conversation with one
 * person. Opening it marks the person's messages read for every colleague; once the person
 * accepted, their name and contact data show. No conversation with this company: 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const conversation = await conversationWith(db, company.id, profileId, new Date());
  if (!conversation) pageNotFound(request, context);
  return {
    conversation,
    companyName: company.fullName,
    sent: new URL(request.url).searchParams.get("gesendet") === "1",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const submission = parseForm(await request.formData(), talentMessageSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const written = await writeToPerson(
    db,
    {
      companyId: company.id,
      companyName: company.fullName,
      user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
      profileId,
      body: submission.value.body,
    },
    { now: new Date(), baseUrl: ctx.publicConfig.baseUrl, signer: ctx.tokenSigner },
  );
  if (!written) return refuseForm(submission, { formErrors: [CLOSED], status: 409 });
  throw redirect(messagesPathOf(profileId), 303);
}

/**
 * The root's loader counted the nav's badge while this page's loader marked the messages read (they
 * run side by side): once the page shows, the data is fetched again so the badge counts without them.
 */
function useRecountAfterReading(newlyRead: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (newlyRead > 0) void revalidate();
  }, [newlyRead, revalidate]);
}

export default function ConversationRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRevalidateEvery(MESSAGES_POLL_SECONDS);
  const { conversation, companyName, sent } = loaderData;
  useRecountAfterReading(conversation.newlyRead);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <p>
        <Link to={MESSAGES_PATH} className="font-semibold text-brand-700 underline">
          Alle Nachrichten
        </Link>
      </p>
      <PageHeading title={conversation.title}>
        <p className="flex flex-wrap items-center gap-2">
          <StateLabel state={conversation.state} />
          <span>Betreff: {conversation.subject}</span>
        </p>
        {conversation.state === "offen" ? <p>{answerByText(conversation.answerBy)}</p> : null}
        {conversation.jobAd ? <p>Angehängtes Inserat: {conversation.jobAd.title}</p> : null}
      </PageHeading>
      <div aria-live="polite">
        {sent && !actionData ? (
          <Notification tone="success" title="Ihre Kontaktanfrage wurde gesendet. Die Person erhält sie per E-Mail." />
        ) : null}
      </div>
      {conversation.released ? <ReleasedContactCard released={conversation.released} /> : null}
      <MessageList
        messages={conversation.messages}
        viewer="company"
        companyName={companyName}
        personName={
          conversation.released ? `${conversation.released.firstName} ${conversation.released.lastName}` : null
        }
      />
      {conversation.mayWrite ? (
        <MessageComposer result={actionData?.result} />
      ) : !conversation.available ? null : conversation.state === "offen" ? (
        <p className="text-slate-700">{CLOSED}</p>
      ) : conversation.state !== "angenommen" ? (
        <Link to={contactPathOf(conversation.profileId)} className="font-semibold text-brand-700 underline">
          Neue Kontaktanfrage senden
        </Link>
      ) : null}
    </section>
  );
}
