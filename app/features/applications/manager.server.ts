import { outerColumn } from "~/lib/outer-column";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  applicationDocuments,
  applicationEvents,
  applicationNotes,
  applicationRatings,
  applications,
  applicationSettings,
  type ApplicationStage,
} from "@db/schema/applications";
import type { DocumentStore } from "~/lib/document-store";
import { prefixTsQuery, searchWords } from "~/lib/search-query";
import type { TokenSigner } from "~/lib/signed-token.server";
import { colleaguesOf, companyNames, companySummaryOf, usersByIds } from "~/features/companies/companies.server";
import { adSummaries, companyAdsAmong, type AdSummary } from "~/features/job-ads/reads.server";
import { formatDateTime } from "~/lib/format";
import { queueMail } from "~/features/notifications/mail.server";
import { salutationLine, type Addressee } from "./greeting";
import { logByColleague, type Actor } from "./history.server";
import { recordStageChanged } from "./integration-events.server";
import { isCounted, isUnread, isWithdrawn } from "./counting.server";
import type { InboxQuery } from "./manager-query";
import { plannedRejections, takeBackPlannedRejections } from "./planned-rejection.server";
import { retainUntil } from "./retention";
import { checkStageMove, isClosingStage, rejectedStageOf, stagesOf } from "./stages";
import { mailToCandidate, threadOf } from "./thread.server";
import { mentionedIn } from "./mentions";
import { markMentionsRead, recordMentions } from "./mentions.server";
import {
  fillTemplate,
  REJECTION_REASONS,
  sendAt,
  type PlaceholderValues,
  type RejectionReason,
  type SendTime,
} from "./templates";

/**
 * The company's side of applications, the Bewerber-Manager (docs/applications.md). Every read
 * and write names the company: an application of another company is "not found", never shown.
 */

export const INBOX_PAGE_SIZE = 50;

export async function companyStages(db: Executor, companyId: number): Promise<readonly ApplicationStage[]> {
  const [row] = await db
    .select({ stages: applicationSettings.stages })
    .from(applicationSettings)
    .where(eq(applicationSettings.companyId, companyId));
  return stagesOf(row?.stages);
}

export const averageStars = sql<
  number | null
>`(select round(avg(${applicationRatings.stars})::numeric, 1)::float from ${applicationRatings} where ${applicationRatings.applicationId} = ${outerColumn(applications.id)})`;

/**
 * The words of a search as a German prefix query ("buchhalt linz" → buchhalt:* & linz:*) over
 * names and CV text (`search_vector`, a GIN index): "Huber" finds Huber and Hubermann.
 */
export function searchCondition(q: string): SQL | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return sql`${applications.searchVector} @@ to_tsquery('german', ${prefixTsQuery(words)})`;
}

export interface InboxRow {
  id: number;
  candidateName: string;
  jobAdId: number;
  jobTitle: string;
  stage: string;
  knockedOut: boolean;
  source: string;
  receivedAt: Date;
  /** "Neu" (`isUnread`): never for an anonymised or withdrawn application. */
  unread: boolean;
  anonymised: boolean;
  /** Withdrawn by the candidate: listed only under "Zurückgezogen". */
  withdrawn: boolean;
  stars: number | null;
  /** The earlier application this one may duplicate (decision 058), while both keep their personal data. */
  duplicateOf: number | null;
  /** When the rejection mail goes, for a rejected application whose planned mail has not left (issue 34 §2). */
  plannedRejectionAt: Date | null;
}

/** An ad of the inbox's filter, with what tells ads of the same title apart (number, place, state, date). */
export interface InboxAd {
  id: number;
  title: string;
  city: string | null;
  status: AdSummary["status"];
  publishedAt: Date | null;
  createdAt: Date;
  /** Its applications in the view: the withdrawn ones under "Zurückgezogen", the counted ones elsewhere. */
  count: number;
}

async function adTitles(db: Executor, companyId: number, ids: readonly number[]) {
  const ads = await companyAdsAmong(db, companyId, ids);
  return ads.map(({ id, title, city, status, publishedAt, createdAt }) => ({
    id,
    title,
    city,
    status,
    publishedAt,
    createdAt,
  }));
}

async function adsWithApplications(db: Database, companyId: number) {
  const rows = await db
    .selectDistinct({ id: applications.jobAdId })
    .from(applications)
    .where(eq(applications.companyId, companyId));
  return adTitles(
    db,
    companyId,
    rows.map((row) => row.id),
  );
}

const withdrawnFlag = sql<boolean>`(${isWithdrawn})`;

/**
 * The inbox's filters as conditions on the company's applications, one rule for the list, an ad's
 * board and previous/next: the view (withdrawn ones only under "Zurückgezogen", counted ones
 * elsewhere, knocked-out or not), the ad, the search, the stage and unread ("Neu").
 */
export function inboxConditions(
  companyId: number,
  query: Pick<InboxQuery, "q" | "ansicht" | "ungelesen"> & Partial<Pick<InboxQuery, "inserat" | "phase">>,
): SQL[] {
  const withdrawnView = query.ansicht === "zurueckgezogen";
  const conditions: SQL[] = [eq(applications.companyId, companyId), withdrawnView ? isWithdrawn : isCounted];
  if (query.inserat) conditions.push(eq(applications.jobAdId, query.inserat));
  const search = query.q ? searchCondition(query.q) : null;
  if (search) conditions.push(search);
  if (query.ansicht === "ausgeschieden") conditions.push(eq(applications.knockedOut, true));
  else if (query.ansicht === "aktiv") conditions.push(eq(applications.knockedOut, false));
  if (query.phase && !withdrawnView) conditions.push(eq(applications.stage, query.phase));
  if (query.ungelesen) conditions.push(isUnread);
  return conditions;
}

/**
 * One page of the inbox, and its counts: per stage (for the same ad, search and view), of the
 * knocked-out ones, of the withdrawn ones, per ad, and the total. Withdrawn applications are
 * listed only under "Zurückgezogen" and counted nowhere else (`counting.server.ts`). The counts
 * come from one grouped scan of the company's applications (an index-only scan of
 * `applications_company_counts_idx`), not five.
 */
export async function inbox(db: Database, companyId: number, query: InboxQuery) {
  const company = eq(applications.companyId, companyId);
  const search = query.q ? searchCondition(query.q) : null;
  const withdrawnView = query.ansicht === "zurueckgezogen";
  const phase = withdrawnView ? undefined : query.phase;
  const filtered = inboxConditions(companyId, query);
  // Sorting by stars needs every candidate's average: one grouped read of the ratings, joined.
  const stars = db
    .select({
      applicationId: applicationRatings.applicationId,
      average: sql<number>`avg(${applicationRatings.stars})`.as("average"),
    })
    .from(applicationRatings)
    .groupBy(applicationRatings.applicationId)
    .as("stars");
  const order = {
    neueste: [desc(applications.receivedAt), desc(applications.id)],
    aelteste: [asc(applications.receivedAt), asc(applications.id)],
    name: [asc(applications.lastName), asc(applications.firstName), asc(applications.id)],
    bewertung: [sql`${stars.average} desc nulls last`, desc(applications.receivedAt), desc(applications.id)],
  }[query.sortierung];
  // The page's ids from narrow rows first; only those 50 are read whole, with their ad and stars
  // (a sort over joined rows with a subquery each costs the whole company's applications).
  const pageIds = db.select({ id: applications.id, jobAdId: applications.jobAdId }).from(applications);
  const [ids, groups, searched] = await Promise.all([
    (query.sortierung === "bewertung" ? pageIds.leftJoin(stars, eq(stars.applicationId, applications.id)) : pageIds)
      .where(and(...filtered))
      .orderBy(...order)
      .limit(INBOX_PAGE_SIZE)
      .offset((query.seite - 1) * INBOX_PAGE_SIZE),
    db
      .select({
        jobAdId: applications.jobAdId,
        stage: applications.stage,
        knockedOut: applications.knockedOut,
        withdrawn: withdrawnFlag,
        ...(query.ungelesen ? { unread: sql<number>`count(*) filter (where ${isUnread})::int` } : {}),
        count: count(),
      })
      .from(applications)
      .where(and(company, ...(search ? [search] : [])))
      .groupBy(applications.jobAdId, applications.stage, applications.knockedOut, withdrawnFlag),
    // While searching, the ad filter still lists every ad with applications (the groups hold only matches).
    search ? adsWithApplications(db, companyId) : null,
  ]);
  const titles =
    searched ??
    (await adTitles(
      db,
      companyId,
      groups.map((group) => group.jobAdId),
    ));
  const countOf = (list: typeof groups) => list.reduce((total, group) => total + group.count, 0);
  // The view's family: the withdrawn applications under "Zurückgezogen", the counted ones elsewhere.
  const family = groups.filter((group) => group.withdrawn === withdrawnView);
  const ofAd = (list: typeof groups) => list.filter((group) => !query.inserat || group.jobAdId === query.inserat);
  const countedOfAd = ofAd(groups.filter((group) => !group.withdrawn));
  const inView = ofAd(family).filter((group) =>
    query.ansicht === "alle" || withdrawnView ? true : group.knockedOut === (query.ansicht === "ausgeschieden"),
  );
  const stageCounts: Record<string, number> = {};
  for (const group of inView) stageCounts[group.stage] = (stageCounts[group.stage] ?? 0) + group.count;
  const total = inView
    .filter((group) => !phase || group.stage === phase)
    .reduce((sum, group) => sum + (query.ungelesen ? (group.unread ?? 0) : group.count), 0);
  const perAd = new Map<number, number>();
  for (const group of family) perAd.set(group.jobAdId, (perAd.get(group.jobAdId) ?? 0) + group.count);
  const [details, ads] =
    ids.length === 0
      ? [[], new Map<number, AdSummary>()]
      : await Promise.all([
          db
            .select({
              id: applications.id,
              candidateName: applications.candidateName,
              jobAdId: applications.jobAdId,
              stage: applications.stage,
              knockedOut: applications.knockedOut,
              source: applications.source,
              receivedAt: applications.receivedAt,
              unread: sql<boolean>`(${isUnread})`,
              anonymisedAt: applications.anonymisedAt,
              withdrawn: withdrawnFlag,
              stars: averageStars,
              duplicateOf: sql<
                number | null
              >`(select e.id from ${applications} e where e.id = ${outerColumn(applications.duplicateOfId)} and e.company_id = ${outerColumn(applications.companyId)} and e.anonymised_at is null and ${outerColumn(applications.anonymisedAt)} is null)`,
            })
            .from(applications)
            .where(
              inArray(
                applications.id,
                ids.map((row) => row.id),
              ),
            ),
          adSummaries(
            db,
            ids.map((row) => row.jobAdId),
          ),
        ]);
  const byId = new Map(details.map((row) => [row.id, row]));
  const rows = ids.flatMap((row) => {
    const found = byId.get(row.id);
    const ad = found && ads.get(found.jobAdId);
    return found && ad ? [{ ...found, jobTitle: ad.title }] : [];
  });
  const planned = await plannedRejectionsOnPage(db, companyId, rows);
  return {
    rows: rows.map(({ anonymisedAt, ...row }): InboxRow => ({
      ...row,
      anonymised: anonymisedAt !== null,
      plannedRejectionAt: planned.get(row.id) ?? null,
    })),
    total,
    stageCounts,
    knockedOut: countOf(countedOfAd.filter((group) => group.knockedOut)),
    withdrawn: countOf(ofAd(groups.filter((group) => group.withdrawn))),
    ads: titles.map((ad): InboxAd => ({ ...ad, count: perAd.get(ad.id) ?? 0 })),
  };
}

/** The send times of the planned rejections not sent yet among the page's rejected applications. */
async function plannedRejectionsOnPage(
  db: Executor,
  companyId: number,
  rows: readonly { id: number; stage: string; anonymisedAt: Date | null }[],
): Promise<Map<number, Date>> {
  if (rows.length === 0) return new Map();
  const rejected = rejectedStageOf(await companyStages(db, companyId)).key;
  const ids = rows.filter((row) => row.stage === rejected && row.anonymisedAt === null).map((row) => row.id);
  const planned = await plannedRejections(db, ids, rejected, { unsentOnly: true });
  return new Map(planned.map((rejection) => [rejection.applicationId, rejection.sendAt]));
}

/** The company's application, or null (also for another company's id). */
async function ownApplication(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
  return row ?? null;
}

/** The application's ad with its company's name, or null when there is no such ad. */
async function adWithCompany(db: Executor, jobAdId: number) {
  const ad = (await adSummaries(db, [jobAdId])).get(jobAdId);
  const company = ad && (await companySummaryOf(db, ad.companyId));
  return ad && company ? { id: ad.id, title: ad.title, status: ad.status, companyName: company.fullName } : null;
}

/** The colleagues' stars on the application, with their names. */
async function ratingsWithNames(db: Executor, applicationId: number) {
  const rows = await db
    .select({ userId: applicationRatings.userId, stars: applicationRatings.stars })
    .from(applicationRatings)
    .where(eq(applicationRatings.applicationId, applicationId));
  const names = new Map(
    (
      await usersByIds(
        db,
        rows.map((row) => row.userId),
      )
    ).map((user) => [user.id, { firstName: user.firstName, lastName: user.lastName }]),
  );
  return rows.flatMap((row) => {
    const name = names.get(row.userId);
    return name ? [{ ...row, ...name }] : [];
  });
}

/** Everything the application's page shows; opening it marks it read. */
export async function applicationDetail(db: Database, companyId: number, id: number, viewer: Actor, now: Date) {
  const application = await ownApplication(db, companyId, id);
  if (!application) return null;
  if (!application.readAt) {
    await db.update(applications).set({ readAt: now }).where(eq(applications.id, id));
  }
  const mentionsRead = await markMentionsRead(db, id, viewer.userId, now);
  const [ad, documents, events, notes, ratings, colleagues, stages, messages] = await Promise.all([
    adWithCompany(db, application.jobAdId),
    db
      .select({
        id: applicationDocuments.id,
        kind: applicationDocuments.kind,
        fileName: applicationDocuments.fileName,
        contentType: applicationDocuments.contentType,
        size: applicationDocuments.size,
      })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
      .limit(200),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt)),
    ratingsWithNames(db, id),
    colleaguesOf(db, companyId),
    companyStages(db, companyId),
    threadOf(db, id),
  ]);
  const [plannedRejection] = await plannedRejections(db, [id], rejectedStageOf(stages).key, { unsentOnly: true });
  return {
    application: { ...application, readAt: application.readAt ?? now },
    ad: ad!,
    documents,
    events,
    notes,
    ratings: ratings.map((rating) => ({
      userId: rating.userId,
      stars: rating.stars,
      name: `${rating.firstName} ${rating.lastName}`,
      mine: rating.userId === viewer.userId,
    })),
    colleagues: colleagues.map((colleague) => ({ id: colleague.id, name: colleague.name })),
    viewerId: viewer.userId,
    /** How many of the viewer's mentions this look marked read (the nav's badge counted them). */
    mentionsRead,
    stages,
    messages,
    /** The rejection whose mail still waits to leave, which the colleague may take back. */
    plannedRejection: plannedRejection ? { subject: plannedRejection.subject, sendAt: plannedRejection.sendAt } : null,
  };
}

/** What sending a mail to candidates needs beside the database: the time, and the reply link's parts. */
export interface MailContext {
  now: Date;
  baseUrl: string;
  signer: TokenSigner;
}

export type ManagerResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

const NOT_FOUND: ManagerResult = { ok: false, status: 404, message: "Diese Bewerbung wurde nicht gefunden." };

/** Locks the company's applications with these ids for the change, or null when one is not the company's. */
async function lockApplications(tx: Executor, companyId: number, ids: readonly number[]) {
  const rows = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.companyId, companyId), inArray(applications.id, [...ids])))
    .for("update");
  return rows.length === new Set(ids).size ? rows : null;
}

/** The names of the candidates, as a message lists them ("Eva Huber, Max Moser"). */
function namesOf(rows: readonly { candidateName: string }[]): string {
  return rows.map((row) => row.candidateName).join(", ");
}

/**
 * Moves applications of the company to a stage, each with its history entry. A move to any
 * other stage than the rejected one takes back a planned rejection whose mail has not left
 * (the candidate is not rejected while being considered), and the message says so.
 */
export async function moveApplications(
  db: Database,
  companyId: number,
  ids: readonly number[],
  to: string,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  const stages = await companyStages(db, companyId);
  return db.transaction(async (tx) => {
    const rows = await lockApplications(tx, companyId, ids);
    if (!rows) return NOT_FOUND;
    const movedRows: typeof rows = [];
    let label = to;
    for (const row of rows) {
      const move = checkStageMove(stages, { from: row.stage, to, anonymised: row.anonymisedAt !== null });
      if (!move.ok) {
        if (rows.length === 1) return { ok: false, status: 409, message: move.message };
        continue;
      }
      label = move.to.label;
      const closing = isClosingStage(stages, to);
      await tx
        .update(applications)
        .set({
          stage: to,
          stageChangedAt: now,
          updatedAt: now,
          retainUntil: closing ? retainUntil(now, row.talentPoolUntil) : null,
        })
        .where(eq(applications.id, row.id));
      await logByColleague(
        tx,
        { applicationId: row.id, companyId, actor, at: now },
        { kind: "stage", fromStage: row.stage, toStage: to },
      );
      await recordStageChanged(
        tx,
        { companyId, applicationId: row.id, jobAdId: row.jobAdId },
        { from: row.stage, to, at: now },
      );
      movedRows.push(row);
    }
    const moved = movedRows.length;
    if (moved === 0) return { ok: false, status: 409, message: "Keine der Bewerbungen konnte verschoben werden." };
    const rejected = rejectedStageOf(stages).key;
    const takenBack =
      to === rejected ? new Set<number>() : await takeBackPlannedRejections(tx, movedRows, rejected, actor, now);
    const movedMessage =
      moved === 1 ? `In die Phase „${label}“ verschoben.` : `${moved} Bewerbungen in die Phase „${label}“ verschoben.`;
    return {
      ok: true,
      message:
        takenBack.size === 0
          ? movedMessage
          : `${movedMessage} Die geplante Absage an ${namesOf(movedRows.filter((row) => takenBack.has(row.id)))} wurde zurückgenommen.`,
    };
  });
}

/**
 * Takes back the planned rejection of an application whose mail has not left: the mail is
 * deleted unsent, the history notes it, and a rejected application returns to the stage it had
 * before the rejection (the company's first open stage, "In Prüfung" by default, when that is
 * unknown or removed since). Once a delivery attempt has claimed the mail, it is too late (409).
 */
export async function takeBackRejection(
  db: Database,
  companyId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  const stages = await companyStages(db, companyId);
  const rejected = rejectedStageOf(stages).key;
  return db.transaction(async (tx) => {
    const [row] = (await lockApplications(tx, companyId, [id])) ?? [];
    if (!row) return NOT_FOUND;
    const takenBack = await takeBackPlannedRejections(tx, [row], rejected, actor, now);
    if (!takenBack.has(id)) {
      return {
        ok: false,
        status: 409,
        message: `Für ${row.candidateName} ist keine Absage mehr geplant: Die E-Mail ist bereits gesendet oder wird gerade gesendet und lässt sich nicht mehr zurücknehmen.`,
      };
    }
    const message = `Die geplante Absage an ${row.candidateName} wurde zurückgenommen; die E-Mail wird nicht gesendet.`;
    if (row.stage !== rejected) return { ok: true, message };
    const back = await stageBeforeRejection(tx, id, stages, rejected);
    await tx
      .update(applications)
      .set({
        stage: back.key,
        stageChangedAt: now,
        updatedAt: now,
        retainUntil: isClosingStage(stages, back.key) ? retainUntil(now, row.talentPoolUntil) : null,
      })
      .where(eq(applications.id, id));
    await logByColleague(
      tx,
      { applicationId: id, companyId, actor, at: now },
      { kind: "stage", fromStage: rejected, toStage: back.key, detail: "Geplante Absage zurückgenommen" },
    );
    await recordStageChanged(
      tx,
      { companyId, applicationId: id, jobAdId: row.jobAdId },
      { from: rejected, to: back.key, at: now },
    );
    return { ok: true, message: `${message} Die Bewerbung ist wieder in der Phase „${back.label}“.` };
  });
}

/** The stage an application had before its latest move to the rejected stage, if the company still has it; else its first open stage. */
async function stageBeforeRejection(
  tx: Executor,
  id: number,
  stages: readonly ApplicationStage[],
  rejected: string,
): Promise<ApplicationStage> {
  const [move] = await tx
    .select({ fromStage: applicationEvents.fromStage })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, id),
        eq(applicationEvents.kind, "stage"),
        eq(applicationEvents.toStage, rejected),
      ),
    )
    .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
    .limit(1);
  const before = stages.find((stage) => stage.key === move?.fromStage && stage.kind !== "rejected");
  return before ?? stages.find((stage) => stage.kind === "open") ?? stages[0]!;
}

function placeholders(row: Addressee, ad: { title: string; companyName: string }, actor: Actor): PlaceholderValues {
  return {
    Anrede: salutationLine(row),
    Vorname: row.firstName,
    Nachname: row.lastName,
    Stelle: ad.title,
    Unternehmen: ad.companyName,
    Absender: actor.name,
  };
}

/** The ads' titles and their companies' names, by ad id. */
async function adsOf(tx: Executor, jobAdIds: number[]) {
  const ads = await adSummaries(tx, jobAdIds);
  const names = await companyNames(
    tx,
    [...ads.values()].map((ad) => ad.companyId),
  );
  return new Map(
    [...ads.values()].flatMap((ad) => {
      const companyName = names.get(ad.companyId);
      return companyName === undefined ? [] : [[ad.id, { id: ad.id, title: ad.title, companyName }] as const];
    }),
  );
}

/**
 * Rejects applications: each moves to the company's "rejected" stage with the reason (kept, not
 * sent), its retention date is set, and the e-mail from the template goes out at the chosen time
 * to each candidate whose data is still there.
 */
export async function rejectApplications(
  db: Database,
  companyId: number,
  ids: readonly number[],
  { reason, subject, body, time }: { reason: RejectionReason; subject: string; body: string; time: SendTime },
  actor: Actor,
  mailing: MailContext,
): Promise<ManagerResult> {
  const { now } = mailing;
  const stages = await companyStages(db, companyId);
  const rejected = stages.find((stage) => stage.kind === "rejected");
  if (!rejected) return { ok: false, status: 409, message: "Es gibt keine Phase für Absagen." };
  const notBefore = sendAt(now, time);
  return db.transaction(async (tx) => {
    const rows = await lockApplications(tx, companyId, ids);
    if (!rows) return NOT_FOUND;
    const ads = await adsOf(tx, [...new Set(rows.map((row) => row.jobAdId))]);
    let done = 0;
    for (const row of rows) {
      if (row.stage === rejected.key || row.anonymisedAt) continue;
      await tx
        .update(applications)
        .set({
          stage: rejected.key,
          stageChangedAt: now,
          updatedAt: now,
          retainUntil: retainUntil(now, row.talentPoolUntil),
        })
        .where(eq(applications.id, row.id));
      await logByColleague(
        tx,
        { applicationId: row.id, companyId, actor, at: now },
        { kind: "stage", fromStage: row.stage, toStage: rejected.key, detail: `Grund: ${REJECTION_REASONS[reason]}` },
      );
      await recordStageChanged(
        tx,
        { companyId, applicationId: row.id, jobAdId: row.jobAdId },
        { from: row.stage, to: rejected.key, at: now },
      );
      if (row.email) {
        const values = placeholders(row, ads.get(row.jobAdId)!, actor);
        await mailToCandidate(
          tx,
          { ...row, email: row.email },
          { subject: fillTemplate(subject, values), text: fillTemplate(body, values), sendAt: notBefore ?? null },
          actor,
          mailing,
        );
      }
      done++;
    }
    if (done === 0) return { ok: false, status: 409, message: "Diese Bewerbungen sind bereits abgesagt." };
    const rejectedMessage = done === 1 ? "Abgesagt." : `${done} Bewerbungen abgesagt.`;
    return {
      ok: true,
      message: notBefore
        ? `${rejectedMessage} Die E-Mail ist für ${formatDateTime(notBefore)} Uhr geplant; bis dahin können Sie die Absage auf der Seite der Bewerbung zurücknehmen.`
        : rejectedMessage,
    };
  });
}

/** Sends an e-mail to the candidate from a template the colleague may have edited. */
export async function mailCandidate(
  db: Database,
  companyId: number,
  id: number,
  { subject, body }: { subject: string; body: string },
  actor: Actor,
  mailing: MailContext,
): Promise<ManagerResult> {
  return db.transaction(async (tx) => {
    const row = await ownApplication(tx, companyId, id);
    if (!row) return NOT_FOUND;
    if (!row.email)
      return { ok: false, status: 409, message: "Die Bewerbung ist anonymisiert: Es gibt keine Adresse mehr." };
    const ad = (await adsOf(tx, [row.jobAdId])).get(row.jobAdId)!;
    const values = placeholders(row, ad, actor);
    await mailToCandidate(
      tx,
      { ...row, email: row.email },
      { subject: fillTemplate(subject, values), text: fillTemplate(body, values), sendAt: null },
      actor,
      mailing,
    );
    return { ok: true, message: `E-Mail an ${row.firstName} ${row.lastName} gesendet.` };
  });
}

/** The colleague's own stars (1–5), or none (0). */
export async function rateApplication(
  db: Database,
  companyId: number,
  id: number,
  stars: number,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  const row = await ownApplication(db, companyId, id);
  if (!row) return NOT_FOUND;
  if (stars === 0) {
    await db
      .delete(applicationRatings)
      .where(and(eq(applicationRatings.applicationId, id), eq(applicationRatings.userId, actor.userId)));
    return { ok: true, message: "Bewertung entfernt." };
  }
  await db
    .insert(applicationRatings)
    .values({ applicationId: id, userId: actor.userId, stars, updatedAt: now })
    .onConflictDoUpdate({
      target: [applicationRatings.applicationId, applicationRatings.userId],
      set: { stars, updatedAt: now },
    });
  return { ok: true, message: `Mit ${stars} von 5 Sternen bewertet.` };
}

/**
 * Adds an internal note. "@Vorname Nachname" of a colleague mentions them (`mentionedIn`; never
 * the writer): they get an e-mail with the link (never the candidate's data) and an unread entry
 * under "Erwähnungen" in the navigation.
 */
export async function addNote(
  db: Database,
  companyId: number,
  id: number,
  text: string,
  actor: Actor,
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<ManagerResult> {
  return db.transaction(async (tx) => {
    const row = await ownApplication(tx, companyId, id);
    if (!row) return NOT_FOUND;
    if (row.anonymisedAt)
      return { ok: false, status: 409, message: "Zu einer anonymisierten Bewerbung gibt es keine Notizen." };
    const mentioned = mentionedIn(text, await colleaguesOf(tx, companyId), actor.userId);
    const [note] = await tx
      .insert(applicationNotes)
      .values({
        applicationId: id,
        authorUserId: actor.userId,
        authorName: actor.name,
        text,
        mentions: mentioned.map((colleague) => colleague.id),
        createdAt: now,
      })
      .returning({ id: applicationNotes.id, applicationId: applicationNotes.applicationId });
    await recordMentions(
      tx,
      note!,
      mentioned.map((colleague) => colleague.id),
      now,
    );
    for (const colleague of mentioned) {
      await queueMail(tx, {
        to: colleague.email,
        subject: `${actor.name} hat Sie in einer Notiz erwähnt`,
        text: [
          `Guten Tag ${colleague.name},`,
          "",
          `${actor.name} hat Sie in einer Notiz zu einer Bewerbung erwähnt.`,
          "",
          `Ansehen: ${baseUrl}/p/applications/bewerber-manager/${id}`,
        ].join("\n"),
      });
    }
    return {
      ok: true,
      message:
        mentioned.length > 0
          ? `Notiz gespeichert; ${mentioned.map((colleague) => colleague.name).join(", ")} wurde benachrichtigt.`
          : "Notiz gespeichert.",
    };
  });
}

/**
 * A document of the company's application, for download; each read is logged with who read it
 * (the access log of docs/applications.md).
 */
export async function readDocument(
  db: Database,
  store: DocumentStore,
  companyId: number,
  applicationId: number,
  documentId: string,
  actor: Actor,
  now: Date,
) {
  const [document] = await db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.id, documentId),
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.companyId, companyId),
      ),
    );
  if (!document) return null;
  const bytes = await store.get(document.storageKey);
  if (!bytes) return null;
  await logDocumentOpening(db, { applicationId, companyId, actor, at: now }, document.fileName);
  return { document, bytes };
}

/**
 * "Dokument geöffnet" once per colleague, document and Vienna day: the page draws the CV on every
 * visit (and the viewer may read it twice), which would otherwise flood the history. Under the
 * application's row lock, so two reads at once log one entry.
 */
async function logDocumentOpening(
  db: Database,
  opening: { applicationId: number; companyId: number; actor: Actor; at: Date },
  fileName: string,
): Promise<void> {
  const { applicationId, actor, at } = opening;
  await db.transaction(async (tx) => {
    await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).for("update");
    const today = sql`(date_trunc('day', ${at.toISOString()}::timestamptz at time zone 'Europe/Vienna') at time zone 'Europe/Vienna')`;
    const [logged] = await tx
      .select({ id: applicationEvents.id })
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, applicationId),
          eq(applicationEvents.kind, "document-view"),
          eq(applicationEvents.detail, fileName),
          eq(applicationEvents.actorUserId, actor.userId),
          sql`${applicationEvents.at} >= ${today}`,
        ),
      )
      .limit(1);
    if (!logged) await logByColleague(tx, opening, { kind: "document-view", detail: fileName });
  });
}
