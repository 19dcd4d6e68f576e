import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/smart-apply";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { isQuestionEditAnswer, QuestionEditor } from "~/features/applications/components/question-editor";
import {
  companyAd,
  answerQuestionEdit,
  formChangeRefusal,
  newQuestionId,
  saveSmartDefaults,
  setAdSmartApply,
  smartSettings,
} from "~/features/applications/forms.server";
import { MAX_SMART_QUESTIONS } from "~/features/applications/questions";
import { smartChoiceSchema } from "~/features/applications/schema";
import { buttonClassName } from "~/components/ui/button-styles";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { parseRowId } from "~/lib/row-id";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import { ResultNotice } from "~/features/applications/components/result-notice";

export function meta() {
  return [{ title: "Smart Bewerben | Arbeitgeberportal" }];
}

/** SPEC §2, §6: smart bewerben is for companies of the distribution channel DIRECT-SALES only. */
function directSalesUser(context: Route.LoaderArgs["context"]) {
  const found = requireCompanyUser(context);
  if (found.company.distributionChannel !== "DIRECT-SALES") {
    throw data("Smart Bewerben steht nur Unternehmen im Direktvertrieb zur Verfügung.", { status: 403 });
  }
  return found;
}

/** `/p/applications/smart-bewerben`: switch the short form on for all or single ads, and its default questions. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = directSalesUser(context);
  return { ...(await smartSettings(db, company.id)), newId: newQuestionId() };
}

/** "Smart Bewerben für alle Inserate": the box is sent only when ticked. */
const allAdsSchema = z.object({ intent: z.literal("alle"), alle: z.string().optional() });

/** One ad's setting: the ad (looked up first, so an unknown one is a 404) and the choice. */
const adChoiceSchema = z.object({ intent: z.literal("inserat"), inserat: z.unknown(), smart: smartChoiceSchema });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, company } = directSalesUser(context);
  const formData = await request.formData();
  const now = new Date();
  const intent = formData.get("intent");
  if (intent === "alle") {
    const submission = parseForm(formData, allAdsSchema);
    if (submission.status !== "success") return refuseForm(submission);
    const all = submission.value.alle === "on";
    await saveSmartDefaults(db, company.id, { smartApplyAll: all }, now);
    return data<FormAnswer>({
      result: submission.reply(),
      notice: all
        ? "Smart Bewerben ist für alle Inserate eingeschaltet."
        : "Smart Bewerben ist nur für die einzeln eingeschalteten Inserate aktiv.",
    });
  }
  if (intent === "inserat") {
    const submission = parseForm(formData, adChoiceSchema);
    const id = parseRowId(submission.payload.inserat);
    const ad = id === null ? null : await companyAd(db, company.id, id);
    if (!ad) return refuseForm(submission, { formErrors: ["Dieses Inserat wurde nicht gefunden."], status: 404 });
    const refusal = formChangeRefusal(ad);
    if (refusal) return refuseForm(submission, { formErrors: [refusal], status: 409 });
    if (submission.status !== "success") return refuseForm(submission);
    await setAdSmartApply(db, ad.id, submission.value.smart, now);
    return data<FormAnswer>({ result: submission.reply(), notice: `Gespeichert: „${ad.title}“.` });
  }
  return answerQuestionEdit(db, { companyId: company.id }, MAX_SMART_QUESTIONS, formData, now);
}

export default function SmartApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { smartApplyAll, questions, ads, newId } = loaderData;
  const questionAnswer = isQuestionEditAnswer(actionData) ? actionData : undefined;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Smart Bewerben">
        <p>
          Die Kurzbewerbung für unterwegs: Name, E-Mail, Lebenslauf und höchstens {MAX_SMART_QUESTIONS} Fragen – am
          Handy in unter einer Minute erledigt. Hat ein Inserat eigene Fragen, werden davon die ersten{" "}
          {MAX_SMART_QUESTIONS} gestellt, sonst die Standardfragen unten. Die Bewerbungen landen wie alle anderen im{" "}
          <Link to={MANAGER_PATH} className="text-brand-700 underline">
            Bewerber-Manager
          </Link>
          .
        </p>
      </PageHeading>
      {questionAnswer ? null : <ResultNotice result={noticeOf(actionData)} />}
      <Form method="post" className="flex flex-wrap items-center gap-4 rounded-md bg-slate-50 p-4">
        <input type="hidden" name="intent" value="alle" />
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input type="checkbox" name="alle" defaultChecked={smartApplyAll} className="size-5" />
          Smart Bewerben für alle Inserate anbieten
        </label>
        <button type="submit" className={buttonClassName("secondary")}>
          Speichern
        </button>
      </Form>
      <section aria-labelledby="einzeln" className="space-y-3">
        <h2 id="einzeln" className="text-lg font-semibold text-brand-900">
          Einzelne Inserate
        </h2>
        {ads.length === 0 ? <p className="text-slate-700">Keine Inserate.</p> : null}
        <ul className="divide-y divide-slate-200">
          {ads.map((ad) => (
            <li key={ad.id} className="py-2">
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="inserat" />
                <input type="hidden" name="inserat" value={ad.id} />
                <span className="min-w-60 flex-1">
                  {ad.title} <span className="text-sm text-slate-700">({STATUS_LABELS[ad.status]})</span>
                </span>
                <label htmlFor={`smart-${ad.id}`} className="sr-only">
                  Smart Bewerben für {ad.title}
                </label>
                <select
                  id={`smart-${ad.id}`}
                  name="smart"
                  defaultValue={ad.smartApply === null ? "vorgabe" : ad.smartApply ? "an" : "aus"}
                  className="rounded-md border border-slate-500 px-2 py-1.5"
                >
                  <option value="vorgabe">Wie für alle ({smartApplyAll ? "ein" : "aus"})</option>
                  <option value="an">Ein</option>
                  <option value="aus">Aus</option>
                </select>
                <button type="submit" className={buttonClassName("secondary", "sm")}>
                  Speichern
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="standardfragen" className="space-y-3">
        <h2 id="standardfragen" className="text-lg font-semibold text-brand-900">
          Standardfragen
        </h2>
        <QuestionEditor questions={questions} max={MAX_SMART_QUESTIONS} newId={newId} answer={questionAnswer} />
      </section>
    </section>
  );
}
