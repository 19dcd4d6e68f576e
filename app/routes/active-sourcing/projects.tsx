import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { redirectWithFlash } from "~/lib/flash.server";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { fieldErrorsOf, sentTextOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/projects";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { attachableAds } from "~/features/active-sourcing/contacts.server";
import { LicenceOffer } from "~/features/active-sourcing/components/profile-view";
import { projectPathOf } from "~/features/active-sourcing/components/project-board";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { PROJECT_NAME_MAX, PROJECT_STAGES, projectSchema } from "~/features/active-sourcing/project-stages";
import { createProject, projectsOf } from "~/features/active-sourcing/projects.server";
import { colleaguesOf } from "~/features/companies/companies.server";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatDate } from "~/lib/format";

export function meta() {
  return [{ title: "Projekte | Talentdatenbank | Arbeitgeberportal" }];
}

const NO_LICENCE = "Projekte führen Sie mit einer Lizenz der Talentsuche.";

/**
 * `/p/active-sourcing/projects` (issue 16): the company's sourcing projects with how many people
 * sit in each stage, and a new project (name, optionally one of the company's ads, colleagues).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const now = new Date();
  const licence = await activeLicence(db, company.id, now);
  if (!licence) return { licensed: false as const };
  const [projects, ads, colleagues] = await Promise.all([
    projectsOf(db, company.id),
    attachableAds(db, company.id, now),
    colleaguesOf(db, company.id),
  ]);
  return {
    licensed: true as const,
    projects,
    ads: ads.map(({ id, title }) => ({ id, title })),
    colleagues: colleagues.flatMap(({ id, firstName, lastName }) =>
      id === user.id ? [] : [{ id, firstName, lastName }],
    ),
  };
}

const REFUSED: Record<"job-ad" | "member", Record<string, string[]>> = {
  "job-ad": { jobAdId: ["Bitte wählen Sie eines Ihrer Inserate."] },
  member: { memberIds: ["Mitglieder müssen Kolleg:innen Ihres Unternehmens sein."] },
};

export async function action({ context, request }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), projectSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const now = new Date();
  if (!(await activeLicence(db, company.id, now)))
    return refuseForm(submission, { fieldErrors: { name: [NO_LICENCE] }, status: 403 });
  const created = await createProject(
    db,
    company.id,
    { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    submission.value,
    now,
  );
  if (!created.ok) return refuseForm(submission, { fieldErrors: REFUSED[created.reason] });
  throw await redirectWithFlash(context, projectPathOf(created.id), {
    tone: "success",
    text: `Das Projekt „${submission.value.name}“ wurde angelegt.`,
  });
}

export default function ProjectsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData?.result;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  if (!loaderData.licensed) {
    return (
      <section aria-labelledby={PAGE_TITLE_ID}>
        <PageHeading title="Projekte" />
        <LicenceOffer />
      </section>
    );
  }
  const { projects, ads, colleagues } = loaderData;
  const errors = fieldErrorsOf(result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Projekte">
        <p>
          Sammeln Sie Talente für eine Stelle und verfolgen Sie gemeinsam mit Ihren Kolleg:innen, wo jede Person steht.
        </p>
      </PageHeading>
      {projects.length === 0 ? (
        <p className="text-slate-700">Sie haben noch keine Projekte.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Ihre Projekte">
          {projects.map((project) => (
            <li key={project.id} className="space-y-2 rounded-md border border-slate-300 bg-white p-4">
              <h2 className="text-lg font-semibold">
                <Link to={projectPathOf(project.id)} className="text-brand-700 underline">
                  {project.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">
                Angelegt am {formatDate(project.createdAt)}
                {project.jobAdTitle ? ` · Inserat: ${project.jobAdTitle}` : ""}
                {project.members.length > 0 ? ` · Mitglieder: ${project.members.join(", ")}` : ""}
              </p>
              <p className="text-sm">
                {project.total === 1 ? "1 Person" : `${project.total} Personen`}
                {project.total > 0
                  ? `: ${PROJECT_STAGES.filter((stage) => project.counts[stage.key] > 0)
                      .map((stage) => `${project.counts[stage.key]} ${stage.label}`)
                      .join(", ")}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="neues-projekt"
        className="max-w-2xl space-y-4 rounded-md border border-slate-300 bg-white p-4"
      >
        <h2 id="neues-projekt" className="text-xl font-semibold text-brand-900">
          Neues Projekt
        </h2>
        <Form ref={formRef} method="post" className="flex flex-col gap-4" noValidate>
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="projekt-name" className="text-sm font-medium text-slate-900">
              Name
            </label>
            <input
              id="projekt-name"
              name="name"
              required
              maxLength={PROJECT_NAME_MAX}
              defaultValue={sentTextOf(result, "name") ?? ""}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "fehler-name" : undefined}
              className={FIELD_INPUT_CLASS}
            />
            {errors.name ? <ErrorText id="fehler-name">{errors.name}</ErrorText> : null}
          </div>
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="projekt-inserat" className="text-sm font-medium text-slate-900">
              Für Inserat (optional)
            </label>
            <select
              id="projekt-inserat"
              name="jobAdId"
              defaultValue={sentTextOf(result, "jobAdId") ?? ""}
              aria-invalid={errors.jobAdId ? true : undefined}
              aria-describedby={errors.jobAdId ? "fehler-inserat" : undefined}
              className={FIELD_INPUT_CLASS}
            >
              <option value="">Kein Inserat</option>
              {ads.map((ad) => (
                <option key={ad.id} value={ad.id}>
                  {ad.title} (Nr. {ad.id})
                </option>
              ))}
            </select>
            {errors.jobAdId ? <ErrorText id="fehler-inserat">{errors.jobAdId}</ErrorText> : null}
          </div>
          {colleagues.length > 0 ? (
            <fieldset className="space-y-2" aria-describedby={errors.memberIds ? "fehler-mitglieder" : undefined}>
              <legend className="text-sm font-medium text-slate-900">Mitglieder (Sie gehören immer dazu)</legend>
              {colleagues.map((colleague) => (
                <label key={colleague.id} className="flex items-center gap-2">
                  <input type="checkbox" name="memberIds" value={colleague.id} />
                  {colleague.firstName} {colleague.lastName}
                </label>
              ))}
              {errors.memberIds ? <ErrorText id="fehler-mitglieder">{errors.memberIds}</ErrorText> : null}
            </fieldset>
          ) : null}
          <button type="submit" disabled={busy} className={`${buttonClassName("primary")} self-start`}>
            Projekt anlegen
          </button>
        </Form>
      </section>
    </section>
  );
}
