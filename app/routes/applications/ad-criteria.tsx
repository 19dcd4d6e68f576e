import { data, Form, Link } from "react-router";
import type { Route } from "./+types/ad-criteria";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { ResultNotice } from "~/features/applications/components/result-notice";
import { companyAd } from "~/features/applications/forms.server";
import {
  criteriaEditSchema,
  DEFAULT_CRITERIA,
  MAX_CRITERIA,
  MAX_CRITERION_LABEL_LENGTH,
  MIN_CRITERIA,
} from "~/features/applications/scorecard";
import { adCriteria, editCriteria, newCriterionKey } from "~/features/applications/scorecard.server";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formResultOf, isRefused, noticeOf, sentTextsOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { parseRowId } from "~/lib/row-id";

const NOT_FOUND = "Dieses Inserat wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Bewertungskriterien: ${loaderData?.ad.title ?? "Inserat"} | Bewerber-Manager | Arbeitgeberportal` },
  ];
}

async function ownAd(context: Route.LoaderArgs["context"], jobId: string) {
  const { db, company } = requireCompanyUser(context);
  const id = parseRowId(jobId);
  const ad = id === null ? null : await companyAd(db, company.id, id);
  if (!ad) throw data(NOT_FOUND, { status: 404 });
  return { db, ad };
}

/**
 * `/p/applications/bewerber-manager/inserate/{jobId}/bewertungskriterien`: the criteria of the
 * ad's scorecard (issue 34 §4). Internal to the company, so they stay editable whatever the ad's state.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, ad } = await ownAd(context, params.jobId);
  return { ad, ...(await adCriteria(db, ad.id)), newKey: newCriterionKey() };
}

/** One edit per form (its `intent`), under the criteria row's lock; a refused one changes nothing and answers 400. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, ad } = await ownAd(context, params.jobId);
  const submission = parseForm(await request.formData(), criteriaEditSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const result = await editCriteria(db, ad.id, submission.value, new Date());
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

export default function AdCriteriaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, criteria, custom, newKey } = loaderData;
  const result = formResultOf(actionData);
  const sent = isRefused(result) ? sentTextsOf(result) : {};
  const renameRefused = sent.intent === "umbenennen";
  const addRefused = sent.intent === "hinzufuegen";
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`${MANAGER_PATH}/inserate/${ad.id}`} className="text-brand-700 underline">
          ← Pipeline von „{ad.title}“
        </Link>
        <Link to={`${MANAGER_PATH}/inserate/${ad.id}/fragen`} className="text-brand-700 underline">
          Fragen an Bewerber:innen
        </Link>
      </p>
      <PageHeading title={`Bewertungskriterien: ${ad.title}`}>
        <p>
          Nach diesen Kriterien bewerten Sie und Ihre Kolleg:innen jede Bewerbung für dieses Inserat im Bewertungsbogen,
          jeweils von 1 bis 5. Zwischen {MIN_CRITERIA} und {MAX_CRITERIA} Kriterien, jede Bezeichnung höchstens{" "}
          {MAX_CRITERION_LABEL_LENGTH} Zeichen lang und nur einmal. Entfernte Kriterien bleiben in bereits abgegebenen
          Bögen mit ihren Bewertungen lesbar; eine Umbenennung gilt auch für frühere Bewertungen.
        </p>
      </PageHeading>
      <ResultNotice result={noticeOf(actionData)} />
      <section aria-labelledby="kriterien" className="space-y-3">
        <h2 id="kriterien" className="text-lg font-semibold text-brand-900">
          Reihenfolge
        </h2>
        <ol className="space-y-3">
          {criteria.map((criterion, index) => (
            <li
              key={criterion.key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 p-4"
            >
              <h3 className="font-semibold text-brand-900">
                {index + 1}. {criterion.label}
              </h3>
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="kriterium" value={criterion.key} />
                {index > 0 ? (
                  <button type="submit" name="intent" value="hoch" className={buttonClassName("secondary", "sm")}>
                    Nach oben<span className="sr-only">: {criterion.label}</span>
                  </button>
                ) : null}
                {index < criteria.length - 1 ? (
                  <button type="submit" name="intent" value="runter" className={buttonClassName("secondary", "sm")}>
                    Nach unten<span className="sr-only">: {criterion.label}</span>
                  </button>
                ) : null}
                {criteria.length > MIN_CRITERIA ? (
                  <button
                    type="submit"
                    name="intent"
                    value="entfernen"
                    className={buttonClassName("danger-outline", "sm")}
                  >
                    Entfernen<span className="sr-only">: {criterion.label}</span>
                  </button>
                ) : null}
              </Form>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="bezeichnungen" className="space-y-3">
        <h2 id="bezeichnungen" className="text-lg font-semibold text-brand-900">
          Bezeichnungen
        </h2>
        <Form
          method="post"
          key={criteria.map((criterion) => `${criterion.key}=${criterion.label}`).join("|")}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {criteria.map((criterion, index) => (
              <div key={criterion.key} className={FIELD_ROOT_CLASS}>
                <label htmlFor={`bezeichnung-${criterion.key}`} className="text-sm font-medium text-slate-900">
                  Kriterium {index + 1}
                </label>
                <input
                  id={`bezeichnung-${criterion.key}`}
                  name={`bezeichnung-${criterion.key}`}
                  required
                  maxLength={MAX_CRITERION_LABEL_LENGTH}
                  defaultValue={
                    renameRefused ? (sent[`bezeichnung-${criterion.key}`] ?? criterion.label) : criterion.label
                  }
                  className={FIELD_INPUT_CLASS}
                />
              </div>
            ))}
          </div>
          <button type="submit" name="intent" value="umbenennen" className={buttonClassName("primary")}>
            Bezeichnungen speichern
          </button>
        </Form>
      </section>
      <section aria-labelledby="neues-kriterium" className="space-y-3">
        <h2 id="neues-kriterium" className="text-lg font-semibold text-brand-900">
          Neues Kriterium
        </h2>
        {criteria.length < MAX_CRITERIA ? (
          // Keyed by its one-time id: after adding, the page has a new one and the form is empty again.
          <Form method="post" key={newKey} className="flex flex-wrap items-end gap-4">
            <input type="hidden" name="intent" value="hinzufuegen" />
            <input type="hidden" name="schluessel" value={newKey} />
            <div className={`${FIELD_ROOT_CLASS} min-w-60 flex-1`}>
              <label htmlFor="neue-bezeichnung" className="text-sm font-medium text-slate-900">
                Bezeichnung
              </label>
              <input
                id="neue-bezeichnung"
                name="bezeichnung"
                required
                maxLength={MAX_CRITERION_LABEL_LENGTH}
                defaultValue={addRefused ? (sent.bezeichnung ?? "") : ""}
                className={FIELD_INPUT_CLASS}
              />
            </div>
            <button type="submit" className={buttonClassName("primary")}>
              Kriterium hinzufügen
            </button>
          </Form>
        ) : (
          <p className="text-slate-700">Mehr als {MAX_CRITERIA} Kriterien sind nicht möglich.</p>
        )}
      </section>
      {custom ? (
        <section aria-labelledby="standard" className="space-y-3">
          <h2 id="standard" className="text-lg font-semibold text-brand-900">
            Standardkriterien
          </h2>
          <p className="max-w-3xl text-slate-700">{DEFAULT_CRITERIA.map((criterion) => criterion.label).join(", ")}.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="standard" />
            <button type="submit" className={buttonClassName("secondary")}>
              Standardkriterien wiederherstellen
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
