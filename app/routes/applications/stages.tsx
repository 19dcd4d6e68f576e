import { data, Form, Link } from "react-router";
import type { ApplicationStage } from "@db/schema/applications";
import type { Route } from "./+types/stages";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { ResultNotice } from "~/features/applications/components/result-notice";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { colleagueOf } from "~/features/applications/history.server";
import {
  MAX_LABEL_LENGTH,
  MAX_STAGES,
  MIN_OPEN_STAGES,
  removalTargets,
  stageEditSchema,
} from "~/features/applications/stage-editor";
import { DEFAULT_STAGES } from "~/features/applications/stages";
import { editStages, stageEditor } from "~/features/applications/stage-settings.server";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatInteger } from "~/lib/format";

export function meta() {
  return [{ title: "Phasen | Bewerber-Manager | Arbeitgeberportal" }];
}

/** `/p/applications/bewerber-manager/phasen`: the company's applicant pipeline, and the applications in each stage. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  return stageEditor(db, company.id);
}

/** One edit per form (its `intent`); a refused one changes nothing and answers 400 with the reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), stageEditSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const result = await editStages(db, company.id, submission.value, colleagueOf(user), new Date());
  if (!result.ok) return refuseForm(submission, { formErrors: [result.message], status: result.status });
  return data<FormAnswer>({ result: submission.reply({ resetForm: true }), notice: result.message });
}

const KIND_NOTES: Record<ApplicationStage["kind"], string | null> = {
  inbox: "Hier kommen neue Bewerbungen an. Immer die erste Phase.",
  open: null,
  hired: "Abschluss: eingestellt. Die Aufbewahrungsfrist beginnt.",
  rejected: "Abschluss: abgesagt, mit Absage-E-Mail. Die Aufbewahrungsfrist beginnt.",
};

const KIND_NAMES: Record<Exclude<ApplicationStage["kind"], "open">, string> = {
  inbox: "Eingang",
  hired: "Einstellung",
  rejected: "Absage",
};

const applicationCount = (count: number) =>
  count === 0 ? "keine Bewerbungen" : count === 1 ? "1 Bewerbung" : `${formatInteger(count)} Bewerbungen`;

function StageRow({
  stage,
  stages,
  count,
  canMoveUp,
  canMoveDown,
  canRemove,
}: {
  stage: ApplicationStage;
  stages: readonly ApplicationStage[];
  count: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
}) {
  const note = KIND_NOTES[stage.kind];
  const selectId = `ziel-${stage.key}`;
  return (
    <li className="space-y-3 rounded-md border border-slate-300 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-brand-900">{stage.label}</h3>
        <span className="text-slate-700">{applicationCount(count)}</span>
      </div>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {stage.kind === "open" ? (
        <div className="flex flex-wrap items-end gap-3">
          {canMoveUp || canMoveDown ? (
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="phase" value={stage.key} />
              {canMoveUp ? (
                <button type="submit" name="intent" value="hoch" className={buttonClassName("secondary", "sm")}>
                  Nach oben<span className="sr-only">: {stage.label}</span>
                </button>
              ) : null}
              {canMoveDown ? (
                <button type="submit" name="intent" value="runter" className={buttonClassName("secondary", "sm")}>
                  Nach unten<span className="sr-only">: {stage.label}</span>
                </button>
              ) : null}
            </Form>
          ) : null}
          {canRemove ? (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="entfernen" />
              <input type="hidden" name="phase" value={stage.key} />
              {count > 0 ? (
                <div className={FIELD_ROOT_CLASS}>
                  <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
                    Beim Entfernen {count === 1 ? "wechselt die Bewerbung" : "wechseln die Bewerbungen"} nach
                  </label>
                  <select id={selectId} name="ziel" required defaultValue="" className={FIELD_INPUT_CLASS}>
                    <option value="">Bitte wählen</option>
                    {removalTargets(stages, stage.key).map((target) => (
                      <option key={target.key} value={target.key}>
                        {target.label}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <button type="submit" className={buttonClassName("danger-outline", "sm")}>
                Entfernen<span className="sr-only">: {stage.label}</span>
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export default function StagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { stages, counts, custom } = loaderData;
  const openStages = stages.filter((stage) => stage.kind === "open");
  const insertAfter = stages.filter((stage) => stage.kind === "inbox" || stage.kind === "open");
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <p>
        <Link to={MANAGER_PATH} className="text-brand-700 underline">
          ← Zum Bewerber-Manager
        </Link>
      </p>
      <PageHeading title="Phasen bearbeiten">
        <p>
          Die Phasen, durch die Ihre Bewerbungen laufen. Die erste Phase nimmt neue Bewerbungen auf, die Phasen für
          Einstellungen und Absagen schließen ab; alle drei können Sie umbenennen. Dazwischen legen Sie eigene Phasen
          an, ordnen und entfernen sie – mindestens {MIN_OPEN_STAGES}, insgesamt höchstens {MAX_STAGES} Phasen.
          Bezeichnungen haben höchstens {MAX_LABEL_LENGTH} Zeichen und kommen nur einmal vor.
        </p>
      </PageHeading>
      <ResultNotice result={noticeOf(actionData)} />
      <section aria-labelledby="phasen" className="space-y-3">
        <h2 id="phasen" className="text-lg font-semibold text-brand-900">
          Reihenfolge
        </h2>
        <ol className="space-y-3">
          {stages.map((stage, index) => (
            <StageRow
              key={stage.key}
              stage={stage}
              stages={stages}
              count={counts[stage.key] ?? 0}
              canMoveUp={stages[index - 1]?.kind === "open"}
              canMoveDown={stages[index + 1]?.kind === "open"}
              canRemove={stage.kind === "open" && openStages.length > MIN_OPEN_STAGES}
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="bezeichnungen" className="space-y-3">
        <h2 id="bezeichnungen" className="text-lg font-semibold text-brand-900">
          Bezeichnungen
        </h2>
        <Form method="post" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {stages.map((stage, index) => (
              <div key={stage.key} className={FIELD_ROOT_CLASS}>
                <label htmlFor={`bezeichnung-${stage.key}`} className="text-sm font-medium text-slate-900">
                  Phase {index + 1}
                  {stage.kind === "open" ? "" : ` (${KIND_NAMES[stage.kind]})`}
                </label>
                <input
                  id={`bezeichnung-${stage.key}`}
                  name={`bezeichnung-${stage.key}`}
                  required
                  maxLength={MAX_LABEL_LENGTH}
                  defaultValue={stage.label}
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
      <section aria-labelledby="neue-phase" className="space-y-3">
        <h2 id="neue-phase" className="text-lg font-semibold text-brand-900">
          Neue Phase
        </h2>
        {stages.length < MAX_STAGES ? (
          <Form method="post" className="flex flex-wrap items-end gap-4">
            <input type="hidden" name="intent" value="hinzufuegen" />
            <div className={`${FIELD_ROOT_CLASS} min-w-60 flex-1`}>
              <label htmlFor="neue-bezeichnung" className="text-sm font-medium text-slate-900">
                Bezeichnung
              </label>
              <input
                id="neue-bezeichnung"
                name="bezeichnung"
                required
                maxLength={MAX_LABEL_LENGTH}
                className={FIELD_INPUT_CLASS}
              />
            </div>
            <div className={FIELD_ROOT_CLASS}>
              <label htmlFor="neue-nach" className="text-sm font-medium text-slate-900">
                Einfügen nach
              </label>
              <select id="neue-nach" name="nach" defaultValue={insertAfter.at(-1)?.key} className={FIELD_INPUT_CLASS}>
                {insertAfter.map((stage) => (
                  <option key={stage.key} value={stage.key}>
                    {stage.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClassName("primary")}>
              Phase hinzufügen
            </button>
          </Form>
        ) : (
          <p className="text-slate-700">Mehr als {MAX_STAGES} Phasen sind nicht möglich.</p>
        )}
      </section>
      {custom ? (
        <section aria-labelledby="standard" className="space-y-3">
          <h2 id="standard" className="text-lg font-semibold text-brand-900">
            Standardphasen
          </h2>
          <p className="max-w-3xl text-slate-700">
            {DEFAULT_STAGES.map((stage) => stage.label).join(", ")}. Möglich, solange keine Bewerbung in einer Phase
            liegt, die es dort nicht gibt.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="standard" />
            <button type="submit" className={buttonClassName("secondary")}>
              Standardphasen wiederherstellen
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
