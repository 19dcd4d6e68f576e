import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatDateTime } from "~/lib/format";
import { fieldErrorsOf, type FormResult } from "~/lib/form-reply";
import { NOTE_MAX, stageLabel } from "../project-stages";
import { projectPathOf } from "./project-board";

interface WorkspaceProps {
  memberships: ReadonlyArray<{ projectId: number; name: string; stage: string }>;
  projects: ReadonlyArray<{ id: number; name: string }>;
  notes: ReadonlyArray<{
    id: number;
    authorName: string;
    body: string;
    createdAt: Date | string;
    projectName: string | null;
  }>;
  /** The reply to the last note or project form. */
  result: FormResult | undefined;
}

/** On a profile: the company's projects the person is in (and adding them to one), and the colleagues' notes. */
export function ProfileWorkspace({ memberships, projects, notes, result }: WorkspaceProps) {
  const busy = useNavigation().state === "submitting";
  const errors = fieldErrorsOf(result);
  const noteValue =
    result?.status === "error" && typeof result.initialValue?.body === "string" ? result.initialValue.body : "";
  const workspaceRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(workspaceRef, result);
  const others = projects.filter((project) => !memberships.some((membership) => membership.projectId === project.id));
  return (
    <div ref={workspaceRef} className="grid gap-6 lg:grid-cols-2">
      {errors.intent ? (
        <p role="alert" className="font-semibold text-red-800 lg:col-span-2">
          {errors.intent}
        </p>
      ) : null}
      <section aria-labelledby="profile-projects" className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
        <h2 id="profile-projects" className="text-lg font-semibold text-brand-900">
          Projekte
        </h2>
        {memberships.length === 0 ? (
          <p className="text-slate-700">In keinem Ihrer Projekte.</p>
        ) : (
          <ul className="space-y-1">
            {memberships.map((membership) => (
              <li key={membership.projectId}>
                <Link to={projectPathOf(membership.projectId)} className="text-brand-700 underline">
                  {membership.name}
                </Link>{" "}
                – {stageLabel(membership.stage)}
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 ? (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add-to-project" />
            <div className={FIELD_ROOT_CLASS}>
              <label htmlFor="projekt-wahl" className="text-sm font-medium text-slate-900">
                Zu Projekt hinzufügen
              </label>
              <select
                id="projekt-wahl"
                name="projectId"
                aria-invalid={errors.projectId ? true : undefined}
                aria-describedby={errors.projectId ? "fehler-projekt" : undefined}
                className={FIELD_INPUT_CLASS}
              >
                {others.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" disabled={busy} className={buttonClassName("secondary")}>
              Hinzufügen
            </button>
            {errors.projectId ? <ErrorText id="fehler-projekt">{errors.projectId}</ErrorText> : null}
          </Form>
        ) : projects.length === 0 ? (
          <p>
            <Link to="/p/active-sourcing/projects" className="text-brand-700 underline">
              Projekt anlegen
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="profile-notes" className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
        <h2 id="profile-notes" className="text-lg font-semibold text-brand-900">
          Notizen Ihres Teams
        </h2>
        {notes.length === 0 ? <p className="text-slate-700">Noch keine Notizen.</p> : null}
        <ol className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded bg-slate-50 p-2">
              <p className="text-sm text-slate-700">
                {note.authorName} ·{" "}
                <time dateTime={new Date(note.createdAt).toISOString()}>{formatDateTime(note.createdAt)}</time>
                {note.projectName ? ` · ${note.projectName}` : ""}
              </p>
              <p className="whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
        <Form method="post" className="flex flex-col gap-2" key={busy ? "busy" : "idle"}>
          <input type="hidden" name="intent" value="note" />
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="notiz-text" className="text-sm font-medium text-slate-900">
              Neue Notiz (nur für Ihr Unternehmen sichtbar)
            </label>
            <textarea
              id="notiz-text"
              name="body"
              rows={3}
              maxLength={NOTE_MAX}
              defaultValue={noteValue}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? "fehler-notiz" : undefined}
              className={`${FIELD_INPUT_CLASS} resize-y`}
            />
            {errors.body ? <ErrorText id="fehler-notiz">{errors.body}</ErrorText> : null}
          </div>
          <button type="submit" disabled={busy} className={`${buttonClassName("secondary")} self-start`}>
            Notiz speichern
          </button>
        </Form>
      </section>
    </div>
  );
}
