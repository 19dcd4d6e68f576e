import type { ApplicationStage } from "@db/schema/applications";

/**
 * The applicant pipeline (docs/applications.md). A company may rename and add stages; the first
 * stage receives new applications, and exactly one "hired" and one "rejected" stage end it.
 */
export const DEFAULT_STAGES: readonly ApplicationStage[] = [
  { key: "eingegangen", label: "Eingegangen", kind: "inbox" },
  { key: "in-pruefung", label: "In Prüfung", kind: "open" },
  { key: "interview", label: "Interview", kind: "open" },
  { key: "angebot", label: "Angebot", kind: "open" },
  { key: "eingestellt", label: "Eingestellt", kind: "hired" },
  { key: "abgesagt", label: "Abgesagt", kind: "rejected" },
];

export const INBOX_STAGE = "eingegangen";

/** The company's stages, or the defaults when it never changed them. */
export function stagesOf(configured: readonly ApplicationStage[] | null | undefined): readonly ApplicationStage[] {
  return configured && configured.length > 0 ? configured : DEFAULT_STAGES;
}

export function stageLabel(stages: readonly ApplicationStage[], key: string): string {
  return stages.find((stage) => stage.key === key)?.label ?? key;
}

export type StageMove = { ok: true; to: ApplicationStage } | { ok: false; message: string };

/**
 * Whether an application may move from `from` to `to`: to any other stage of the company, except
 * for an application whose personal data is gone (withdrawn or anonymised), which stays put.
 */
export function checkStageMove(
  stages: readonly ApplicationStage[],
  { from, to, anonymised }: { from: string; to: string; anonymised: boolean },
): StageMove {
  const target = stages.find((stage) => stage.key === to);
  if (!target) return { ok: false, message: "Diese Phase gibt es nicht." };
  if (anonymised) return { ok: false, message: "Die Bewerbung ist anonymisiert und kann nicht mehr bewegt werden." };
  if (from === to) return { ok: false, message: `Die Bewerbung ist bereits in der Phase „${target.label}“.` };
  return { ok: true, to: target };
}

/** Whether an application in this stage is closed (hired or rejected): its retention clock runs. */
export function isClosingStage(stages: readonly ApplicationStage[], key: string): boolean {
  const kind = stages.find((stage) => stage.key === key)?.kind;
  return kind === "hired" || kind === "rejected";
}

/** The company's rejected stage: the stage editor keeps exactly one (the defaults' "Abgesagt" otherwise). */
export function rejectedStageOf(stages: readonly ApplicationStage[]): ApplicationStage {
  return (
    stages.find((stage) => stage.kind === "rejected") ?? DEFAULT_STAGES.find((stage) => stage.kind === "rejected")!
  );
}
