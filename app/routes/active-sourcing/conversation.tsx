import { useEffect } from "react";
import { Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/conversation";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { talentMessageSchema } from "~/features/active-sourcing/contact-templates";
import { conversationWith, releasedTalentOf, writeToPerson } from "~/features/active-sourcing/contacts.server";
import { SourcingForm } from "~/features/applications/components/sourcing-form";
import { colleagueOf } from "~/features/applications/history.server";
import {
  addSourcedApplication,
  sourcedApplicationsOf,
  sourcingFormSchema,
} from "~/features/applications/sourcing.server";
import { liveAdsOf } from "~/features/job-ads/reads.server";
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
import { formMessageOf, type FormResult } from "~/lib/form-reply";

export function meta() {
  return [{ title: "Gespräch | Nachrichten | Arbeitgeberportal" }];
}

const CLOSED = "Sie können erst schreiben, wenn die Person Ihre Anfrage angenommen oder beantwortet hat.";
const NOT_RELEASED =
  "In den Bewerber-Manager übernehmen können Sie nur Personen, die Ihre Kontaktanfrage angenommen haben.";

/**
 * `/p/active-sourcing/messages/{profileId}` (issue 16): the company's conversation with one
 * person. Opening it marks the person's messages read for every colleague; once the person
 * accepted, their name and contact data show. No conversation with this company: 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const now = new Date();
  const conversation = await conversationWith(db, company.id, profileId, now);
  if (!conversation) pageNotFound(request, context);
  // The way into the Bewerber-Manager (issue 34 §7): the ads to choose from, and the way back.
  const [ads, sourced] = await Promise.all([
    conversation.released ? liveAdsOf(db, company.id, now) : [],
    sourcedApplicationsOf(db, company.id, profileId),
  ]);
  return {
    conversation,
    sourcing: { ads, applications: sourced },
    companyName: company.fullName,
    sent: new URL(request.url).searchParams.get("gesendet") === "1",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "bewerber-manager") {
    // The route composes: active-sourcing says what the person released, applications adds them.
    const sourcing = parseForm(formData, sourcingFormSchema);
    if (sourcing.status !== "success") return refuseForm(sourcing, { extra: { sourcing: true } });
    const now = new Date();
    const talent = await releasedTalentOf(db, company.id, profileId, now);
    if (!talent) return refuseForm(sourcing, { formErrors: [NOT_RELEASED], status: 409, extra: { sourcing: true } });
    const added = await addSourcedApplication(db, company.id, sourcing.value.inserat, talent, colleagueOf(user), now);
    if (!added.ok)
      return refuseForm(sourcing, { formErrors: [added.message], status: added.status, extra: { sourcing: true } });
    return {
      sourcing: true,
      result: sourcing.reply({ resetForm: true }),
      notice: added.message,
      applicationId: added.applicationId,
    };
  }
  const submission = parseForm(formData, talentMessageSchema);
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

/** The answer of "Zu Bewerber-Manager hinzufügen": its message, and the application it made or found. */
function sourcingResultOf(answer: { result: FormResult; notice?: string; applicationId?: number }) {
  const refusal = formMessageOf(answer.result);
  if (refusal) return { ok: false, message: refusal };
  return answer.notice ? { ok: true, message: answer.notice, applicationId: answer.applicationId } : null;
}

export default function ConversationRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRevalidateEvery(MESSAGES_POLL_SECONDS);
  const { conversation, companyName, sent, sourcing } = loaderData;
  const sourcingAnswer = actionData && "sourcing" in actionData ? sourcingResultOf(actionData) : null;
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
      <SourcingForm
        ads={sourcing.ads}
        applications={sourcing.applications}
        mayAdd={conversation.released !== null}
        result={sourcingAnswer}
      />
      <MessageList
        messages={conversation.messages}
        viewer="company"
        companyName={companyName}
        personName={
          conversation.released ? `${conversation.released.firstName} ${conversation.released.lastName}` : null
        }
      />
      {conversation.mayWrite ? (
        <MessageComposer result={sourcingAnswer ? undefined : actionData?.result} />
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
