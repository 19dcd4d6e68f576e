import { useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/application-reply";
import { requestContext } from "~/lib/request-context";
import { fieldErrorsOf, sentTextOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { maintenanceGuard } from "~/features/access/guards.server";
import { ThreadList } from "~/features/applications/components/thread-list";
import { CANDIDATE_PATHS } from "~/features/applications/candidate-links.server";
import { MAX_OTHER_FILES, OTHER_ACCEPT, otherFilesError } from "~/features/applications/files";
import { checkOtherFiles, submittedFile } from "~/features/applications/intake.server";
import { candidateReplySchema } from "~/features/applications/schema";
import { candidateApplication, candidateThread, replyAsCandidate } from "~/features/applications/candidate.server";
import { ResultNotice } from "~/features/applications/components/result-notice";
import { openCandidateLink } from "~/features/applications/candidate-pages.server";
import { CandidatePageNav, DeadLinkView, deadLinkStatus } from "~/features/applications/components/candidate-pages";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

const INVALID = "Dieser Link ist ungültig, oder die Bewerbung wurde zurückgezogen oder gelöscht.";
const TOO_FAST = "Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es später erneut.";

/**
 * `/bewerbung/nachrichten?token=…`, the link under every e-mail a company sends from the
 * Bewerber-Manager: the candidate reads the thread and answers, with up to three documents.
 * The link works as long as the application's personal data is there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const found = await candidateThread(db, tokenSigner, token, new Date());
  if (!found) {
    const link = await openCandidateLink(db, tokenSigner, token);
    const reason = link.ok ? "invalid" : link.reason;
    return data({ dead: reason }, { status: deadLinkStatus(reason) });
  }
  return {
    dead: null,
    token,
    sent: params.get("gesendet") === "1",
    title: found.title,
    companyName: found.companyName,
    messages: found.messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, documents, tokenSigner, rateLimits, clientAddress, publicConfig } = context.get(requestContext);
  const form = await request.formData();
  const submission = parseForm(form, candidateReplySchema);
  // A refusal of the link itself says only that; the typed text stays in the form.
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status, headers });
  const files = checkOtherFiles(
    (await Promise.all(form.getAll("anhaenge").map(submittedFile))).filter((file) => file !== null),
    "reply",
  );
  if (submission.status !== "success" && submission.error?.token) return refuse(404, INVALID);
  if (submission.status !== "success" || !files.ok) {
    return refuseForm(submission, files.ok ? {} : { fieldErrors: { anhaenge: [files.message] } });
  }
  const { token, text } = submission.value;
  const now = new Date();
  const found = await candidateApplication(db, tokenSigner, token);
  if (!found) return refuse(404, INVALID);
  const wait = Math.max(
    await rateLimits.take("replyPerClient", clientAddress),
    await rateLimits.take("replyPerApplication", String(found.application.id)),
  );
  if (wait > 0) return refuse(429, TOO_FAST, { "Retry-After": String(wait) });
  const sent = await replyAsCandidate(
    db,
    documents,
    { found, text, files: files.files },
    { now, baseUrl: publicConfig.baseUrl },
  );
  if (!sent) return refuse(404, INVALID);
  throw redirect(`${CANDIDATE_PATHS.reply}?token=${encodeURIComponent(token)}&gesendet=1`, 303);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta() {
  return [{ title: "Nachrichten zu Ihrer Bewerbung | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

type LiveLink = Extract<Route.ComponentProps["loaderData"], { dead: null }>;

export default function ApplicationReplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.dead) return <DeadLinkView reason={loaderData.dead} />;
  return <ReplyPage loaderData={loaderData} actionData={actionData} />;
}

function ReplyPage({
  loaderData,
  actionData,
}: {
  loaderData: LiveLink;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { token, sent, title, companyName, messages } = loaderData;
  const navigation = useNavigation();
  // The browser's check of the attachments holds until the server answers again.
  const [browserCheck, setBrowserCheck] = useState<{ after: typeof actionData; message: string } | null>(null);
  const errors: Record<string, string> = {
    ...fieldErrorsOf(actionData?.result),
    ...(browserCheck && browserCheck.after === actionData ? { anhaenge: browserCheck.message } : {}),
  };
  const refusal = errors[""];
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, actionData?.result);
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-12">
      <header className="space-y-3">
        <CandidatePageNav token={token} current="reply" />
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Nachrichten zu Ihrer Bewerbung</h1>
        <p className="text-lg text-slate-700">
          „{title}“{companyName ? ` bei ${companyName}` : ""}
        </p>
      </header>
      <ResultNotice
        result={
          refusal
            ? { ok: false, message: refusal }
            : sent && !actionData
              ? { ok: true, message: "Ihre Nachricht wurde gesendet. Das Unternehmen wird per E-Mail benachrichtigt." }
              : null
        }
      />
      <section aria-labelledby="verlauf-titel" className="space-y-3">
        <h2 id="verlauf-titel" className="text-xl font-semibold text-brand-900">
          Verlauf
        </h2>
        <ThreadList messages={messages} viewer="candidate" companyName={companyName} />
      </section>
      <section aria-labelledby="antwort-titel">
        <h2 id="antwort-titel" className="mb-3 text-xl font-semibold text-brand-900">
          Antworten
        </h2>
        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const input = event.currentTarget.elements.namedItem("anhaenge") as HTMLInputElement;
            const message = otherFilesError([...(input.files ?? [])]);
            setBrowserCheck(message ? { after: actionData, message } : null);
            if (message) {
              event.preventDefault();
              input.focus();
            }
          }}
        >
          <input type="hidden" name="token" value={token} />
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="antwort-text" className="text-sm font-medium text-slate-900">
              Ihre Nachricht
            </label>
            <textarea
              id="antwort-text"
              name="text"
              rows={6}
              required
              maxLength={5000}
              defaultValue={sentTextOf(actionData?.result, "text") ?? ""}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? "fehler-text" : undefined}
              className={FIELD_INPUT_CLASS}
            />
            {errors.text ? <ErrorText id="fehler-text">{errors.text}</ErrorText> : null}
          </div>
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="antwort-anhaenge" className="text-sm font-medium text-slate-900">
              Anhänge (optional)
            </label>
            <p id="hinweis-anhaenge" className="text-sm text-slate-700">
              Höchstens {MAX_OTHER_FILES} Dateien: PDF, Word, JPEG oder PNG, je höchstens 5 MB.
            </p>
            <input
              id="antwort-anhaenge"
              name="anhaenge"
              type="file"
              multiple
              accept={OTHER_ACCEPT}
              aria-invalid={errors.anhaenge ? true : undefined}
              aria-describedby={errors.anhaenge ? "hinweis-anhaenge fehler-anhaenge" : "hinweis-anhaenge"}
              className="text-sm"
            />
            {errors.anhaenge ? <ErrorText id="fehler-anhaenge">{errors.anhaenge}</ErrorText> : null}
          </div>
          <p className="text-sm text-slate-700">
            Ihre Nachricht und Ihre Anhänge werden mit Ihrer Bewerbung gespeichert und mit ihr gelöscht.
          </p>
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className={`${buttonClassName("primary", "lg")} self-start`}
          >
            Nachricht senden
          </button>
        </Form>
      </section>
    </div>
  );
}
