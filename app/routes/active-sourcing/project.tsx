import { Link } from "react-router";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/project";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { PROJECTS_PATH, ProjectBoard, ProjectHistory } from "~/features/active-sourcing/components/project-board";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { moveSchema } from "~/features/active-sourcing/project-stages";
import { moveInProject, projectOf } from "~/features/active-sourcing/projects.server";
import { parseRowId } from "~/lib/row-id";
import { profilesWithApplications } from "~/features/applications/sourcing.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.project.name ?? "Projekt"} | Projekte | Arbeitgeberportal` }];
}

/**
 * `/p/active-sourcing/projects/{projectId}` (issue 16): the project's board of people in stages,
 * moved by keyboard or drag and drop, and the history of who moved whom. Another company's
 * project is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const projectId = parseRowId(params.projectId);
  if (projectId === null) pageNotFound(request, context);
  const project = await projectOf(db, company.id, projectId, new Date(), profilesWithApplications);
  if (!project) pageNotFound(request, context);
  return { project };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const projectId = parseRowId(params.projectId);
  if (projectId === null) pageNotFound(request, context);
  const submission = parseForm(await request.formData(), moveSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const now = new Date();
  if (!(await activeLicence(db, company.id, now))) {
    return refuseForm(submission, {
      formErrors: ["Projekte führen Sie mit einer Lizenz der Talentsuche."],
      status: 403,
    });
  }
  const moved = await moveInProject(
    db,
    company.id,
    projectId,
    submission.value.profileId,
    submission.value.stage,
    { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    now,
  );
  if (!moved) return refuseForm(submission, { formErrors: ["Diese Person ist nicht in diesem Projekt."], status: 404 });
  return { result: submission.reply() };
}

export default function ProjectRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <p>
        <Link to={PROJECTS_PATH} className="font-semibold text-brand-700 underline">
          Alle Projekte
        </Link>
      </p>
      <PageHeading title={project.name}>
        {project.jobAd ? <p>Für Inserat: {project.jobAd.title}</p> : null}
        {project.members.length > 0 ? <p>Mitglieder: {project.members.join(", ")}</p> : null}
        <p>
          Verschieben Sie Personen mit „Phase“ und „Verschieben“ oder ziehen Sie die Karte in eine andere Spalte. Neue
          Personen nehmen Sie auf ihrem Profil in der Talentsuche auf.
        </p>
      </PageHeading>
      <div aria-live="polite" role="status">
        {refusal ? <p className="font-semibold text-red-800">{refusal}</p> : null}
      </div>
      {project.candidates.length === 0 ? (
        <p className="text-slate-700">
          Noch niemand in diesem Projekt.{" "}
          <Link to="/p/active-sourcing/search?resetSearch=true" className="font-semibold text-brand-700 underline">
            Zur Talentsuche
          </Link>
        </p>
      ) : (
        <ProjectBoard projectId={project.id} candidates={project.candidates} />
      )}
      <section aria-labelledby="verlauf" className="space-y-3">
        <h2 id="verlauf" className="text-xl font-semibold text-brand-900">
          Verlauf
        </h2>
        <ProjectHistory entries={project.history} />
      </section>
    </section>
  );
}
