import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ad-questions";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { isQuestionEditAnswer, QuestionEditor } from "~/features/applications/components/question-editor";
import {
  adForm,
  companyAd,
  answerQuestionEdit,
  formChangeRefusal,
  newQuestionId,
  setAdSmartApply,
} from "~/features/applications/forms.server";
import { MAX_QUESTIONS, questionEditSchema } from "~/features/applications/questions";
import { smartChoiceSchema } from "~/features/applications/schema";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { parseRowId } from "~/lib/row-id";
import { ResultNotice } from "~/features/applications/components/result-notice";

const NOT_FOUND = "Dieses Inserat wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Fragen: ${loaderData?.ad.title ?? "Inserat"} | Bewerber-Manager | Arbeitgeberportal` }];
}

async function ownAd(context: Route.LoaderArgs["context"], jobId: string) {
  const { db, company } = requireCompanyUser(context);
  const id = parseRowId(jobId);
  const ad = id === null ? null : await companyAd(db, company.id, id);
  if (!ad) throw data(NOT_FOUND, { status: 404 });
  return { db, company, ad };
}

/** `/p/applications/bewerber-manager/inserate/{jobId}/fragen`: the ad's own questions and knock-outs. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, company, ad } = await ownAd(context, params.jobId);
  const form = await adForm(db, ad.id);
  return { ad, ...form, newId: newQuestionId(), directSales: company.distributionChannel === "DIRECT-SALES" };
}

/** The ad's smart bewerben switch. */
const smartFormSchema = z.object({ intent: z.literal("smart"), smart: smartChoiceSchema });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, ad } = await ownAd(context, params.jobId);
  const formData = await request.formData();
  const now = new Date();
  const refusal = formChangeRefusal(ad);
  if (formData.get("intent") === "smart") {
    const submission = parseForm(formData, smartFormSchema);
    if (refusal) return refuseForm(submission, { formErrors: [refusal], status: 409 });
    if (company.distributionChannel !== "DIRECT-SALES") {
      return refuseForm(submission, { formErrors: ["Smart Bewerben gibt es nur im Direktvertrieb."], status: 403 });
    }
    if (submission.status !== "success") return refuseForm(submission);
    await setAdSmartApply(db, ad.id, submission.value.smart, now);
    return data<FormAnswer>({ result: submission.reply(), notice: "Smart Bewerben gespeichert." });
  }
  if (refusal) {
    const { questions } = await adForm(db, ad.id);
    return refuseForm(parseForm(formData, questionEditSchema(questions, MAX_QUESTIONS)), {
      formErrors: [refusal],
      status: 409,
    });
  }
  return answerQuestionEdit(db, { jobAdId: ad.id }, MAX_QUESTIONS, formData, now);
}

export default function AdQuestionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, questions, smartApply, directSales, newId } = loaderData;
  const questionAnswer = isQuestionEditAnswer(actionData) ? actionData : undefined;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <p>
        <Link to={`${MANAGER_PATH}?inserat=${ad.id}`} className="text-brand-700 underline">
          ← Bewerbungen für „{ad.title}“
        </Link>{" "}
        ·{" "}
        <Link to={`${MANAGER_PATH}/inserate/${ad.id}/bewertungskriterien`} className="text-brand-700 underline">
          Bewertungskriterien
        </Link>
      </p>
      <PageHeading title={`Fragen an Bewerber:innen: ${ad.title}`}>
        <p>
          Bis zu {MAX_QUESTIONS} Fragen, die im Bewerbungsformular gestellt werden. Eine K.-o.-Frage sortiert
          Bewerbungen mit der ausschließenden Antwort unter „Ausgeschieden“ ein; die Bewerber:innen sehen keinen
          Unterschied. Fragen Sie nur, was für die Stelle wirklich nötig ist (z. B. Führerschein, Arbeitserlaubnis).
          Nach dem derzeitigen oder früheren Gehalt dürfen Sie nicht fragen (EU-Entgelttransparenzrichtlinie), nach der
          Gehaltsvorstellung schon.
        </p>
      </PageHeading>
      {questionAnswer ? null : <ResultNotice result={noticeOf(actionData)} />}
      {directSales ? (
        <Form method="post" className="flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-4">
          <input type="hidden" name="intent" value="smart" />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="smart" className="text-sm font-medium text-slate-900">
              Smart Bewerben für dieses Inserat
            </label>
            <select
              id="smart"
              name="smart"
              defaultValue={smartApply === null ? "vorgabe" : smartApply ? "an" : "aus"}
              className={FIELD_INPUT_CLASS}
            >
              <option value="vorgabe">Wie für alle Inserate eingestellt</option>
              <option value="an">Ein</option>
              <option value="aus">Aus</option>
            </select>
          </div>
          <button type="submit" className={buttonClassName("secondary")}>
            Speichern
          </button>
        </Form>
      ) : null}
      <section aria-labelledby="fragen" className="space-y-3">
        <h2 id="fragen" className="text-lg font-semibold text-brand-900">
          Fragen
        </h2>
        <QuestionEditor questions={questions} max={MAX_QUESTIONS} newId={newId} answer={questionAnswer} />
      </section>
    </section>
  );
}
