import { and, count, eq } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationEvents, applications, applicationSettings } from "@db/schema/applications";
import { isCounted } from "./counting.server";
import type { Actor } from "./history.server";
import { recordStageChanges } from "./integration-events.server";
import { companyStages, type ManagerResult } from "./manager.server";
import { applyStageEdit, type StageEdit } from "./stage-editor";
import { stagesOf } from "./stages";

/**
 * The company's stages as the editor changes them (docs/applications.md, "Stages"): the list in
 * `application_settings.stages` (null: the defaults) and, in the same transaction, the moves of a
 * removed stage's applications, each with its history entry.
 */

/** History rows per insert: nine parameters each stay far below PostgreSQL's 65 535. */
const EVENTS_PER_INSERT = 1000;

/**
 * How many of the company's applications sit in each stage, as the inbox's "Alle" counts them
 * (knocked-out and anonymised ones too, withdrawn ones not: `isCounted`). A removed stage's
 * withdrawn applications move with the others; where only withdrawn ones are left, they keep the
 * old key (a withdrawn application shows as "Zurückgezogen", never its stage).
 */
async function stageCounts(db: Executor, companyId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ stage: applications.stage, count: count() })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), isCounted))
    .groupBy(applications.stage);
  return Object.fromEntries(rows.map((row) => [row.stage, row.count]));
}

/** What the editor shows: the stages, the applications in each, and whether they are the defaults. */
export async function stageEditor(db: Executor, companyId: number) {
  const [stages, counts, [settings]] = await Promise.all([
    companyStages(db, companyId),
    stageCounts(db, companyId),
    db
      .select({ stages: applicationSettings.stages })
      .from(applicationSettings)
      .where(eq(applicationSettings.companyId, companyId)),
  ]);
  return { stages, counts, custom: Boolean(settings?.stages && settings.stages.length > 0) };
}

class StageEditRefused extends Error {}

/**
 * Applies one edit to the company's stages. The settings row is locked, so two colleagues'
 * edits apply one after the other, each to the list the other left; a refused edit changes nothing.
 */
export async function editStages(
  db: Database,
  companyId: number,
  edit: StageEdit,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  try {
    return await db.transaction(async (tx): Promise<ManagerResult> => {
      // A row with no stages is the defaults, as no row is: it only gives the lock a row to hold.
      await tx.insert(applicationSettings).values({ companyId }).onConflictDoNothing();
      const [settings] = await tx
        .select({ stages: applicationSettings.stages })
        .from(applicationSettings)
        .where(eq(applicationSettings.companyId, companyId))
        .for("update");
      const result = applyStageEdit(stagesOf(settings?.stages), edit, await stageCounts(tx, companyId));
      // Thrown, so the transaction rolls back: not even the lock's settings row stays.
      if (!result.ok) throw new StageEditRefused(result.message);
      for (const { from, to } of result.moves) {
        const moved = await tx
          .update(applications)
          .set({ stage: to.key, stageChangedAt: now, updatedAt: now })
          .where(and(eq(applications.companyId, companyId), eq(applications.stage, from.key)))
          .returning({ id: applications.id, jobAdId: applications.jobAdId });
        for (let start = 0; start < moved.length; start += EVENTS_PER_INSERT) {
          await tx.insert(applicationEvents).values(
            moved.slice(start, start + EVENTS_PER_INSERT).map((row) => ({
              applicationId: row.id,
              companyId,
              at: now,
              actorUserId: actor.userId,
              actorName: actor.name,
              kind: "stage",
              fromStage: from.key,
              toStage: to.key,
              detail: `Phase „${from.label}“ wurde entfernt`,
            })),
          );
        }
        await recordStageChanges(
          tx,
          moved.map((row) => ({ companyId, applicationId: row.id, jobAdId: row.jobAdId })),
          { from: from.key, to: to.key, at: now },
        );
      }
      await tx
        .update(applicationSettings)
        .set({ stages: result.stages, updatedAt: now })
        .where(eq(applicationSettings.companyId, companyId));
      return { ok: true, message: result.message };
    });
  } catch (error) {
    if (error instanceof StageEditRefused) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}
