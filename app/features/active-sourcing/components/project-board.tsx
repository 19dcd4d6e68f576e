import { useState, type DragEvent } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { formatDateTime } from "~/lib/format";
import { PROJECT_STAGES, stageLabel, type ProjectStage } from "../project-stages";
import type { ProjectCandidate, ProjectHistoryEntry } from "../projects.server";
import { ContactOrConversation, RelationMarks } from "./relation-marks";

export const PROJECTS_PATH = "/p/active-sourcing/projects";
export const projectPathOf = (projectId: number) => `${PROJECTS_PATH}/${projectId}`;

/** What a card carries while it is dragged: the person's id, under a type only the board accepts. */
const DRAG_TYPE = "application/x-talent-profile";

/** Pending moves (this page's fetchers) shown at once, before the server answered. */
function useOptimisticStages(candidates: readonly ProjectCandidate[]): ProjectCandidate[] {
  const pending = new Map<number, ProjectStage>();
  for (const fetcher of useFetchers()) {
    const data = fetcher.formData;
    if (data?.get("intent") === "move") pending.set(Number(data.get("profileId")), data.get("stage") as ProjectStage);
  }
  return candidates.map((candidate) => {
    const stage = pending.get(candidate.profileId);
    return stage ? { ...candidate, stage } : candidate;
  });
}

export const projectContactPathOf = (projectId: number, profileId: number) =>
  `${projectPathOf(projectId)}/contact/${profileId}`;

function CandidateCard({ candidate, projectId }: { candidate: ProjectCandidate; projectId: number }) {
  const fetcher = useFetcher();
  const labelId = `card-${candidate.profileId}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(candidate.profileId));
        event.dataTransfer.effectAllowed = "move";
      }}
      className="cursor-grab space-y-2 rounded-md border border-slate-300 bg-white p-3 shadow-sm active:cursor-grabbing"
    >
      <p id={labelId} className="font-semibold">
        {candidate.available ? (
          <Link to={`/p/active-sourcing/search/candidate/${candidate.profileId}`} className="text-brand-700 underline">
            {candidate.title}
          </Link>
        ) : (
          candidate.title
        )}
      </p>
      <RelationMarks relation={candidate.relation} exceptProject={projectId} />
      {candidate.available ? (
        <ContactOrConversation
          describedBy={labelId}
          relation={candidate.relation}
          profileId={candidate.profileId}
          contactHref={projectContactPathOf(projectId, candidate.profileId)}
        />
      ) : null}
      <fetcher.Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="profileId" value={candidate.profileId} />
        <label className="flex flex-1 flex-col text-sm">
          <span className="font-medium text-slate-900">Phase</span>
          <select name="stage" defaultValue={candidate.stage} key={candidate.stage} className={FIELD_INPUT_CLASS}>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage.key} value={stage.key}>
                {stage.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClassName("secondary", "sm")}>
          Verschieben
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * The project's board: a column per stage. A card moves by its stage select and "Verschieben"
 * (keyboard, screen readers, no JavaScript) or by dragging it onto another column.
 */
export function ProjectBoard({
  projectId,
  candidates,
}: {
  projectId: number;
  candidates: readonly ProjectCandidate[];
}) {
  const shown = useOptimisticStages(candidates);
  const fetcher = useFetcher();
  const [over, setOver] = useState<ProjectStage | null>(null);
  const dropOn = (stage: ProjectStage) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(stage);
    },
    onDragLeave: () => setOver((current) => (current === stage ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(null);
      const profileId = event.dataTransfer.getData(DRAG_TYPE);
      if (!/^\d+$/.test(profileId)) return;
      const card = shown.find((candidate) => candidate.profileId === Number(profileId));
      if (!card || card.stage === stage) return;
      void fetcher.submit({ intent: "move", profileId, stage }, { method: "post" });
    },
  });
  return (
    <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
      {PROJECT_STAGES.map((stage) => {
        const inStage = shown.filter((candidate) => candidate.stage === stage.key);
        return (
          <section
            key={stage.key}
            aria-labelledby={`stage-${stage.key}`}
            data-stage={stage.key}
            {...dropOn(stage.key)}
            className={`min-h-40 space-y-3 rounded-md border-2 p-3 ${over === stage.key ? "border-brand-600 bg-brand-50" : "border-transparent bg-slate-100"}`}
          >
            <h2 id={`stage-${stage.key}`} className="font-semibold text-brand-900">
              {stage.label} ({inStage.length})
            </h2>
            <ul className="space-y-3">
              {inStage.map((candidate) => (
                <CandidateCard key={candidate.profileId} candidate={candidate} projectId={projectId} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function ProjectHistory({ entries }: { entries: readonly ProjectHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">Noch keine Einträge.</p>;
  return (
    <ol className="space-y-1" aria-label="Verlauf des Projekts">
      {entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>: {entry.userName}{" "}
          {entry.fromStage === null
            ? `hat ${entry.title} in „${stageLabel(entry.toStage)}“ aufgenommen`
            : `hat ${entry.title} von „${stageLabel(entry.fromStage)}“ nach „${stageLabel(entry.toStage)}“ verschoben`}
        </li>
      ))}
    </ol>
  );
}
