import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/application-interview";
import { requestContext } from "~/lib/request-context";
import { fieldErrorsOf, noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { maintenanceGuard } from "~/features/access/guards.server";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { candidateInterviewSchema } from "~/features/applications/interview-schema";
import {
  bookInterviewAsCandidate,
  cancelInterviewAsCandidate,
  candidateInterview,
} from "~/features/applications/interviews.server";
import { InterviewWhere, slotLabel } from "~/features/applications/components/interview-section";
import { ResultNotice } from "~/features/applications/components/result-notice";
import { buttonClassName } from "~/components/ui/button-styles";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

const INVALID = "Dieser Link ist ungültig, oder die Bewerbung wurde zurückgezogen oder gelöscht.";

/**
 * `/bewerbung/termin?token=…`, the link in the invitation to an interview: the candidate picks
 * one of the offered slots, moves the booking or cancels, without an account. Opening the link
 * changes nothing (mail programs open links to check them); only the buttons' POST books.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, tokenSigner } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await candidateInterview(db, tokenSigner, token, new Date());
  if (!found) throw data(INVALID, { status: 404 });
  return { token, ...found };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, tokenSigner, publicConfig } = context.get(requestContext);
  const submission = parseForm(await request.formData(), candidateInterviewSchema);
  if (submission.status !== "success") {
    return submission.error?.token
      ? refuseForm(submission, { status: 404, formErrors: [INVALID] })
      : refuseForm(submission);
  }
  const input = submission.value;
  const mailing = { now: new Date(), baseUrl: publicConfig.baseUrl, signer: tokenSigner };
  const result =
    input.intent === "buchen"
      ? await bookInterviewAsCandidate(db, input.token, { slotId: input.termin, bookedBefore: input.bisher }, mailing)
      : await cancelInterviewAsCandidate(db, input.token, mailing);
  if (!result.ok) return refuseForm(submission, { status: result.status, formErrors: [result.message] });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

export function meta() {
  return [{ title: "Ihr Vorstellungsgespräch | Arbeitgeberportal" }, { name: "robots", content: "noindex" }];
}

export default function ApplicationInterviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token, title, companyName, greeting, interview } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = fieldErrorsOf(actionData?.result);
  const open = interview?.slots.filter((slot) => slot.available) ?? [];
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Ihr Vorstellungsgespräch</h1>
        <p className="text-lg text-slate-700">
          „{title}“{companyName ? ` bei ${companyName}` : ""}
        </p>
        <p className="text-slate-700">{greeting} alle Zeiten sind in Wiener Zeit angegeben.</p>
      </header>
      <ResultNotice result={noticeOf(actionData)} />
      {!interview ? (
        <p>Derzeit sind keine Termine für ein Vorstellungsgespräch offen. Das Unternehmen meldet sich bei Ihnen.</p>
      ) : (
        <>
          {interview.booked ? (
            <section aria-labelledby="gebucht" className="space-y-2 rounded-md border border-brand-700 bg-brand-50 p-4">
              <h2 id="gebucht" className="text-xl font-semibold text-brand-900">
                Ihr Termin: {slotLabel(interview.booked)}
              </h2>
              <InterviewWhere interview={interview} />
            </section>
          ) : (
            <InterviewWhere interview={interview} />
          )}
          {open.length > 0 ? (
            <section aria-labelledby="waehlen" className="space-y-3">
              <h2 id="waehlen" className="text-xl font-semibold text-brand-900">
                {interview.booked ? "Auf einen anderen Termin verlegen" : "Bitte wählen Sie einen Termin"}
              </h2>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="buchen" />
                <input type="hidden" name="bisher" value={interview.booked?.id ?? ""} />
                <fieldset className="space-y-2">
                  <legend className="sr-only">Freie Termine</legend>
                  {open.map((slot) => (
                    <label
                      key={slot.id}
                      className="flex min-h-12 items-center gap-3 rounded-md border border-slate-400 px-3 py-2"
                    >
                      <input type="radio" name="termin" value={slot.id} required className="size-5" />
                      <span>{slotLabel(slot)}</span>
                    </label>
                  ))}
                </fieldset>
                {errors.termin ? <p className="text-sm text-red-800">{errors.termin}</p> : null}
                <button
                  type="submit"
                  disabled={busy}
                  className={`${buttonClassName("primary", "lg")} w-full sm:w-auto`}
                >
                  {interview.booked ? "Termin verlegen" : "Termin buchen"}
                </button>
              </Form>
            </section>
          ) : interview.booked ? null : (
            <p>
              Leider ist keiner der angebotenen Termine mehr frei. Das Unternehmen wurde nicht automatisch informiert:
              Bitte antworten Sie über den Link in der E-Mail des Unternehmens.
            </p>
          )}
          {interview.booked ? (
            <section aria-labelledby="absagen" className="space-y-3 border-t border-slate-300 pt-4">
              <h2 id="absagen" className="text-xl font-semibold text-brand-900">
                Termin absagen
              </h2>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="absagen" />
                <label className="flex items-start gap-3">
                  <input type="checkbox" name="bestaetigt" value="ja" required className="mt-1 size-5" />
                  <span>Ja, ich sage den Termin ab. Das Unternehmen wird per E-Mail informiert.</span>
                </label>
                <button type="submit" disabled={busy} className={`${buttonClassName("danger")} w-full sm:w-auto`}>
                  Termin absagen
                </button>
              </Form>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
