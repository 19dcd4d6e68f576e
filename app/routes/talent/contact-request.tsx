import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/contact-request";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard } from "~/features/access/guards.server";
import { candidateAnswerSchema, DECLINE_REASON_MAX } from "~/features/active-sourcing/contact-templates";
import { answerAsPerson, CANDIDATE_CONTACT_PATH, requestForPerson } from "~/features/active-sourcing/contacts.server";
import { leaveTalentPool } from "~/features/active-sourcing/leave-pool.server";
import {
  LeavePoolConfirmation,
  LeavePoolOffer,
  PoolLeft,
} from "~/features/active-sourcing/components/leave-pool-views";
import { z } from "zod";
import {
  answerByText,
  MessageComposer,
  MessageList,
  STATE_LABELS,
} from "~/features/active-sourcing/components/contact-views";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { Notification } from "~/components/ui/notification";
import { formatDateTime } from "~/lib/format";
import { formMessageOf, type FormResult } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

const INVALID = "Dieser Link ist ungültig oder abgelaufen.";
const TOO_FAST = "Zu viele Antworten in kurzer Zeit. Bitte versuchen Sie es später erneut.";
const REFUSED = {
  decided: "Sie haben über diese Anfrage bereits entschieden.",
  closed: "Diese Anfrage ist abgelaufen oder abgelehnt; Antworten sind nicht mehr möglich.",
} as const;
const DONE: Record<string, string> = {
  accept: "Sie haben die Anfrage angenommen. Das Unternehmen sieht jetzt Ihren Namen und Ihre Kontaktdaten.",
  decline: "Sie haben die Anfrage abgelehnt. Das Unternehmen sieht weiterhin weder Namen noch Kontaktdaten.",
  reply: "Ihre Antwort wurde gesendet.",
};

const ACCESS_KINDS = {
  view: "hat Ihr Profil angesehen",
  contact: "hat Sie angefragt",
  release: "hat Ihre Kontaktdaten erhalten",
};

/**
 * `/talente/anfrage?token=…` (issue 16, layout manage-talents-public): the page a person of the
 * talent pool reaches from a contact request's e-mail. They read the request and the attached ad,
 * accept (their contact data goes to that company), decline with an optional reason, or answer;
 * and they see who looked at, contacted or received their profile. The signed link names one
 * request and expires.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  // After leaving the pool: the page says so, without a link (there is nothing left to show).
  if (!params.has("token") && params.get("ausgetreten") === "1") return { left: true as const };
  const token = params.get("token") ?? "";
  const found = await requestForPerson(db, tokenSigner, token, new Date());
  if (!found) throw data(INVALID, { status: 404 });
  const done = params.get("erledigt") ?? "";
  return {
    left: false as const,
    token,
    found,
    done: DONE[done] ?? null,
    confirmLeave: params.get("austreten") === "1",
  };
}

/** Leaving the pool: the confirmation page's form (the person's token rides along). */
const leaveSchema = z.object({ intent: z.literal("leave") });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner, rateLimits, clientAddress } = context.get(requestContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  if (form.get("intent") === "leave") {
    const leave = parseForm(form, leaveSchema);
    if (leave.status !== "success") return refuseForm(leave);
    const wait = await rateLimits.take("talentAnswerPerClient", clientAddress);
    if (wait > 0)
      return data(
        { result: leave.reply({ formErrors: [TOO_FAST] }) },
        { status: 429, headers: { "Retry-After": String(wait) } },
      );
    const left = await leaveTalentPool(db, tokenSigner, token, new Date());
    if (!left.ok) return data({ result: leave.reply({ formErrors: [INVALID] }) }, { status: 404 });
    throw redirect(`${CANDIDATE_CONTACT_PATH}?ausgetreten=1`, 303);
  }
  const submission = parseForm(form, candidateAnswerSchema);
  if (submission.status !== "success") return refuseForm(submission);
  // A refusal after the check keeps no text: the answer was taken or cannot be given.
  const refuse = (message: string, init: ResponseInit) =>
    data({ result: submission.reply({ formErrors: [message], hideFields: ["body", "reason"] }) }, init);
  const wait = await rateLimits.take("talentAnswerPerClient", clientAddress);
  if (wait > 0) return refuse(TOO_FAST, { status: 429, headers: { "Retry-After": String(wait) } });
  const result = await answerAsPerson(db, tokenSigner, token, submission.value, new Date());
  if (!result.ok)
    return refuse(result.reason === "invalid" ? INVALID : REFUSED[result.reason], {
      status: result.reason === "invalid" ? 404 : 409,
    });
  throw redirect(
    `${CANDIDATE_CONTACT_PATH}?token=${encodeURIComponent(token)}&erledigt=${submission.value.intent}`,
    303,
  );
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta() {
  return [{ title: "Kontaktanfrage | Talentdatenbank" }, { name: "robots", content: "noindex" }];
}

export default function ContactRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.left) return <PoolLeft />;
  const { token, found, done, confirmLeave } = loaderData;
  if (confirmLeave) return <LeavePoolConfirmation token={token} refusal={formMessageOf(actionData?.result) ?? null} />;
  return <RequestPage token={token} found={found} done={done} result={actionData?.result} />;
}

function RequestPage({
  token,
  found,
  done,
  result,
}: Omit<Extract<Route.ComponentProps["loaderData"], { left: false }>, "confirmLeave" | "left"> & {
  result: FormResult | undefined;
}) {
  const refusal = formMessageOf(result);
  const busy = useNavigation().state === "submitting";
  const canDecide = found.available && found.state === "offen";
  const canReply = found.available && (found.state === "offen" || found.state === "angenommen");
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand-900">Kontaktanfrage von {found.companyName}</h1>
        <p className="text-lg text-slate-700">{found.subject}</p>
        <p className="text-slate-700">
          Status: <strong>{STATE_LABELS[found.state]}</strong>
          {found.state === "offen" ? ` · ${answerByText(found.answerBy)}` : null}
        </p>
      </header>
      <div aria-live="polite" className="space-y-2">
        {refusal ? <Notification tone="error" title={refusal} /> : null}
        {done && !result ? <Notification tone="success" title={done} /> : null}
        {!found.available ? (
          <Notification
            tone="info"
            title="Ihr Profil ist nicht mehr in der Talentdatenbank; Antworten sind nicht möglich."
          />
        ) : null}
      </div>
      {found.jobAd ? (
        <p>
          Angehängtes Inserat:{" "}
          <Link to={found.jobAd.path} className="font-semibold text-brand-700 underline">
            {found.jobAd.title}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="verlauf" className="space-y-3">
        <h2 id="verlauf" className="text-xl font-semibold text-brand-900">
          Verlauf
        </h2>
        <MessageList messages={found.messages} viewer="candidate" companyName={found.companyName} />
      </section>
      {canDecide ? (
        <section aria-labelledby="entscheiden" className="space-y-4 rounded-md border border-slate-300 bg-white p-4">
          <h2 id="entscheiden" className="text-xl font-semibold text-brand-900">
            Ihre Entscheidung
          </h2>
          <p>
            Nehmen Sie an, sieht {found.companyName} Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und die Namen
            Ihrer Arbeitgeber. Lehnen Sie ab, bleibt Ihr Profil für dieses Unternehmen anonym.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" name="intent" value="accept" disabled={busy} className={buttonClassName("primary")}>
              Anfrage annehmen
            </button>
          </Form>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="token" value={token} />
            <div className={FIELD_ROOT_CLASS}>
              <label htmlFor="ablehnung-grund" className="text-sm font-medium text-slate-900">
                Grund der Ablehnung (optional, das Unternehmen sieht ihn)
              </label>
              <textarea
                id="ablehnung-grund"
                name="reason"
                rows={3}
                maxLength={DECLINE_REASON_MAX}
                className={`${FIELD_INPUT_CLASS} resize-y`}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="decline"
              disabled={busy}
              className={`${buttonClassName("secondary")} self-start`}
            >
              Anfrage ablehnen
            </button>
          </Form>
        </section>
      ) : null}
      {canReply ? (
        <section aria-labelledby="antworten" className="space-y-3">
          <h2 id="antworten" className="text-xl font-semibold text-brand-900">
            Antworten
          </h2>
          <MessageComposer result={result} hidden={{ token, intent: "reply" }} />
        </section>
      ) : null}
      <section aria-labelledby="zugriffe" className="space-y-3">
        <h2 id="zugriffe" className="text-xl font-semibold text-brand-900">
          Wer Ihr Profil gesehen hat
        </h2>
        <p className="text-slate-700">
          Jeder Zugriff eines Unternehmens auf Ihr Profil wird protokolliert; die Einträge werden nach einem Jahr
          gelöscht.
        </p>
        <ul className="space-y-1">
          {found.accessLog.map((entry, index) => (
            <li key={index}>
              <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>: {entry.companyName}{" "}
              {ACCESS_KINDS[entry.kind]}
            </li>
          ))}
        </ul>
      </section>
      <LeavePoolOffer token={token} />
    </div>
  );
}
