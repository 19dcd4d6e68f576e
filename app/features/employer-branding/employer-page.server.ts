import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  employerPageMetricsDaily,
  employerPageReferrersDaily,
  employerPages,
  employerPageVersions,
} from "@db/schema/employer-branding";
import {
  companySummaries,
  companySummaryOf,
  staffUserOf,
  usersByIds,
  type CompanySummary,
} from "~/features/companies/companies.server";
import { companyUploadIds } from "~/features/platform/uploads.server";
import { queueMail } from "~/features/notifications/mail.server";
import { companyMailRecipients } from "~/features/notifications/preferences.server";
import { pageOfflineMail, pageOnlineMail } from "./mails";
import { DomainError } from "~/lib/domain-error";
import { viennaDay } from "~/lib/format";
import { slugify } from "~/lib/slug";
import { pageProducts, publicVisibility, publishRefusal, visibleContent, type PageProducts } from "./policy";
import { publishIssues, type PublishIssue } from "./schema";
import type { ReferrerCategory } from "./referrers";
import { emptyContent, type EmployerPageContent } from "./vocabulary";

/**
 * The employer page's store (docs/employer-branding.md): one page per company with its draft,
 * every published version, and the daily views. The policy decides; these functions only read
 * and write what it allows. Every function takes the company from the session, never from input.
 */

/** Stored JSON as content: what a newer field lacks comes from the empty page. */
export function contentOf(stored: Record<string, unknown>): EmployerPageContent {
  return { ...emptyContent(), ...(stored as Partial<EmployerPageContent>) };
}

export interface PageVersion {
  id: number;
  publishedAt: Date;
  publishedBy: string | null;
}

export interface EditorPage {
  companyId: number;
  companyName: string;
  slug: string;
  publicPath: string;
  draft: EmployerPageContent;
  draftUpdatedAt: Date;
  publishedVersionId: number | null;
  /** The company sees why staff took its page offline, and whether it asked for another check. */
  offline: { reason: string; at: Date; reviewRequestedAt: Date | null } | null;
  products: PageProducts;
  versions: PageVersion[];
}

export const employerPagePath = (slug: string) => `/unternehmen/${slug}`;

/** A free slug from the company's name; the company id decides between two of the same name. */
async function freeSlug(db: Executor, companyId: number, fullName: string): Promise<string> {
  const base = slugify(fullName, "unternehmen");
  const [taken] = await db
    .select({ id: employerPages.companyId })
    .from(employerPages)
    .where(eq(employerPages.slug, base));
  return taken && taken.id !== companyId ? `${base}-${companyId}` : base;
}

/** The company's page, created on first use with its name's address and its city as first location. */
async function ensurePage(db: Executor, companyId: number) {
  const [existing] = await db.select().from(employerPages).where(eq(employerPages.companyId, companyId));
  if (existing) return existing;
  const company = await companySummaryOf(db, companyId);
  if (!company) throw new DomainError("Das Unternehmen wurde nicht gefunden.", 404);
  const draft: EmployerPageContent = { ...emptyContent(), locations: company.city ? [company.city] : [] };
  await db
    .insert(employerPages)
    .values({ companyId, slug: await freeSlug(db, companyId, company.fullName), draft: { ...draft } })
    .onConflictDoNothing();
  const [created] = await db.select().from(employerPages).where(eq(employerPages.companyId, companyId));
  return created!;
}

export async function readEditorPage(db: Executor, companyId: number): Promise<EditorPage> {
  const page = await ensurePage(db, companyId);
  const company = await companySummaryOf(db, companyId);
  const versions = await db
    .select({
      id: employerPageVersions.id,
      publishedAt: employerPageVersions.publishedAt,
      publishedBy: employerPageVersions.publishedByUserId,
    })
    .from(employerPageVersions)
    .where(eq(employerPageVersions.companyId, companyId))
    .orderBy(desc(employerPageVersions.id))
    .limit(20);
  const publishers = new Map(
    (
      await usersByIds(
        db,
        versions.flatMap((version) => (version.publishedBy === null ? [] : [version.publishedBy])),
      )
    ).map((user) => [user.id, user.name]),
  );
  return {
    companyId,
    companyName: company!.fullName,
    slug: page.slug,
    publicPath: employerPagePath(page.slug),
    draft: contentOf(page.draft),
    draftUpdatedAt: page.draftUpdatedAt,
    publishedVersionId: page.publishedVersionId,
    offline: page.offlineAt
      ? { reason: page.offlineReason ?? "", at: page.offlineAt, reviewRequestedAt: page.reviewRequestedAt }
      : null,
    products: pageProducts(company!.abilities),
    versions: versions.map((version) => ({
      id: version.id,
      publishedAt: version.publishedAt,
      publishedBy: (version.publishedBy === null ? undefined : publishers.get(version.publishedBy)) ?? null,
    })),
  };
}

/** Whether every image of the content is one the company uploaded itself. */
async function ownUploadsOnly(db: Executor, companyId: number, content: EmployerPageContent): Promise<boolean> {
  const paths = [content.logoPath, content.headerImagePath, ...content.gallery].filter(
    (path): path is string => path !== null,
  );
  const ids = [...new Set(paths.map((path) => path.slice("/uploads/".length)))];
  if (ids.length === 0) return true;
  return (await companyUploadIds(db, companyId, ids)).size === ids.length;
}

/** Stores the draft; refuses (400, nothing stored) images that are not the company's own uploads. */
export async function saveDraft(db: Executor, companyId: number, draft: EmployerPageContent, now: Date): Promise<void> {
  if (!(await ownUploadsOnly(db, companyId, draft))) {
    throw new DomainError("Bitte laden Sie das Bild erneut hoch.", 400);
  }
  await ensurePage(db, companyId);
  await db
    .update(employerPages)
    .set({ draft: { ...draft }, draftUpdatedAt: now })
    .where(eq(employerPages.companyId, companyId));
}

/** Publishes the draft as a new version, or says what is missing (nothing changes then). */
export async function publishPage(
  db: Executor,
  companyId: number,
  userId: number,
  now: Date,
): Promise<{ ok: true; versionId: number } | { ok: false; issues: PublishIssue[] }> {
  const page = await readEditorPage(db, companyId);
  const refusal = publishRefusal(
    { publishedVersionId: page.publishedVersionId, offlineAt: page.offline?.at ?? null },
    page.products,
  );
  if (refusal) throw new DomainError(refusal, 409);
  const issues = publishIssues(page.draft);
  if (issues.length > 0) return { ok: false, issues };
  const [version] = await db
    .insert(employerPageVersions)
    .values({ companyId, content: { ...page.draft }, publishedAt: now, publishedByUserId: userId })
    .returning({ id: employerPageVersions.id });
  await db.update(employerPages).set({ publishedVersionId: version!.id }).where(eq(employerPages.companyId, companyId));
  return { ok: true, versionId: version!.id };
}

/** Takes the page down: its address answers 404 until the company publishes again. */
export async function unpublishPage(db: Executor, companyId: number): Promise<void> {
  await db.update(employerPages).set({ publishedVersionId: null }).where(eq(employerPages.companyId, companyId));
}

/** Copies a published version of the company's own page into the draft. */
export async function restoreVersion(db: Executor, companyId: number, versionId: number, now: Date): Promise<void> {
  const [version] = await db
    .select({ content: employerPageVersions.content })
    .from(employerPageVersions)
    .where(and(eq(employerPageVersions.id, versionId), eq(employerPageVersions.companyId, companyId)));
  if (!version) throw new DomainError("Diese Version gibt es nicht.", 404);
  await saveDraft(db, companyId, contentOf(version.content), now);
}

export interface PublicEmployerPage {
  companyId: number;
  companyName: string;
  slug: string;
  content: EmployerPageContent;
  plus: boolean;
}

/**
 * The published page at `/unternehmen/{slug}`, or null when the public may not see one there.
 * `beside` reads what the page shows of another feature (its company's live jobs) side by side
 * with the company (decision 086); its answer comes with the page.
 */
export async function readPublicEmployerPage<T = undefined>(
  db: Executor,
  slug: string,
  beside?: (companyId: number) => Promise<T>,
): Promise<(PublicEmployerPage & { beside: T }) | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const [row] = await db
    .select({ page: employerPages, content: employerPageVersions.content })
    .from(employerPages)
    .leftJoin(employerPageVersions, eq(employerPageVersions.id, employerPages.publishedVersionId))
    .where(eq(employerPages.slug, slug));
  if (!row?.content) return null;
  const [company, besides] = await Promise.all([
    companySummaryOf(db, row.page.companyId),
    beside ? beside(row.page.companyId) : (undefined as T),
  ]);
  if (!company) return null;
  const products = pageProducts(company.abilities);
  if (publicVisibility(row.page, products) !== "public") return null;
  return {
    companyId: row.page.companyId,
    companyName: company.fullName,
    slug: row.page.slug,
    content: visibleContent(contentOf(row.content), products),
    plus: products.plus,
    beside: besides,
  };
}

/**
 * The company whose employer page the public sees at `/unternehmen/{slug}`, or null: the slug by
 * which the public names a company (its job feed, issue 36 §4), as long as the page is public.
 */
export async function companyOfPublicSlug(db: Executor, slug: string): Promise<number | null> {
  return (await readPublicEmployerPage(db, slug))?.companyId ?? null;
}

/**
 * The address of the company's employer page while the public may see it, read beside the
 * company (decision 086): the page's row now, one query; whether the public may see it once the
 * company's abilities are known (null: none published, or its products ended).
 */
export async function employerPageLinkOf(
  db: Executor,
  companyId: number,
): Promise<(company: { abilities: string[] }) => string | null> {
  const [page] = await db
    .select({
      slug: employerPages.slug,
      publishedVersionId: employerPages.publishedVersionId,
      offlineAt: employerPages.offlineAt,
    })
    .from(employerPages)
    .where(eq(employerPages.companyId, companyId));
  if (!page) return () => null;
  return (company) =>
    publicVisibility(page, pageProducts(company.abilities)) === "public" ? employerPagePath(page.slug) : null;
}

/**
 * Adds one view of the company's employer page to the day's figures (Vienna time), and one to
 * the day's count of where visitors came from.
 */
export async function countEmployerPageView(
  db: Executor,
  companyId: number,
  now: Date,
  from: ReferrerCategory,
): Promise<void> {
  const day = viennaDay(now);
  await db
    .insert(employerPageMetricsDaily)
    .values({ companyId, day, views: 1 })
    .onConflictDoUpdate({
      target: [employerPageMetricsDaily.companyId, employerPageMetricsDaily.day],
      set: { views: sql`${employerPageMetricsDaily.views} + 1` },
    });
  await db
    .insert(employerPageReferrersDaily)
    .values({ companyId, day, category: from, views: 1 })
    .onConflictDoUpdate({
      target: [
        employerPageReferrersDaily.companyId,
        employerPageReferrersDaily.day,
        employerPageReferrersDaily.category,
      ],
      set: { views: sql`${employerPageReferrersDaily.views} + 1` },
    });
}

/** Adds one click from the employer page at `path` to one of the company's jobs. */
export async function countEmployerPageJobClick(db: Executor, path: string, now: Date): Promise<void> {
  const slug = /^\/unternehmen\/([a-z0-9-]{1,100})$/.exec(path)?.[1];
  if (!slug) return;
  const [page] = await db
    .select({ companyId: employerPages.companyId })
    .from(employerPages)
    .where(eq(employerPages.slug, slug));
  if (!page) return;
  await db
    .insert(employerPageMetricsDaily)
    .values({ companyId: page.companyId, day: viennaDay(now), jobClicks: 1 })
    .onConflictDoUpdate({
      target: [employerPageMetricsDaily.companyId, employerPageMetricsDaily.day],
      set: { jobClicks: sql`${employerPageMetricsDaily.jobClicks} + 1` },
    });
}

/** The public address of every published employer page: the sitemap's part. */
export async function publicEmployerPages(db: Executor): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await db
    .select({ page: employerPages, publishedAt: employerPageVersions.publishedAt })
    .from(employerPages)
    .innerJoin(employerPageVersions, eq(employerPageVersions.id, employerPages.publishedVersionId));
  const companies = await companySummaries(
    db,
    rows.map((row) => row.page.companyId),
  );
  const isPublic = (page: (typeof rows)[number]["page"]) => {
    const company = companies.get(page.companyId);
    return company !== undefined && publicVisibility(page, pageProducts(company.abilities)) === "public";
  };
  return rows
    .filter((row) => isPublic(row.page))
    .map((row) => ({ path: employerPagePath(row.page.slug), lastModified: row.publishedAt }));
}

export interface PageStatus {
  state: "none" | "draft" | "published" | "offline";
  /** The public address while the page is public. */
  publicPath: string | null;
  publishedAt: Date | null;
  /** The draft's last change. */
  lastChange: Date | null;
  offline: {
    reason: string;
    at: Date;
    by: string | null;
    /** The company's "Erneut prüfen lassen", while staff have not answered it. */
    reviewRequest: { at: Date; note: string } | null;
  } | null;
  products: PageProducts;
}

/** An offline page whose company asked for another check: the staff's list on the panel's start page. */
export interface ReviewRequest {
  companyId: number;
  companyName: string;
  at: Date;
}

/** The pending "Erneut prüfen lassen" requests, oldest first. */
export async function pendingReviewRequests(db: Executor, limit = 20): Promise<ReviewRequest[]> {
  const rows = await db
    .select({ companyId: employerPages.companyId, at: employerPages.reviewRequestedAt })
    .from(employerPages)
    .where(and(isNotNull(employerPages.offlineAt), isNotNull(employerPages.reviewRequestedAt)))
    .orderBy(asc(employerPages.reviewRequestedAt))
    .limit(limit);
  const names = await companySummaries(
    db,
    rows.map((row) => row.companyId),
  );
  return rows.map((row) => ({
    companyId: row.companyId,
    companyName: names.get(row.companyId)?.fullName ?? "",
    at: row.at!,
  }));
}

/** The employer page's state, for the company's dashboard and the staff's company page. */
export async function pageStatus(
  db: Executor,
  companyId: number,
  /** The company, when the caller has read it already: it is then not read again. */
  known?: CompanySummary,
): Promise<PageStatus | null> {
  const company = known?.id === companyId ? known : await companySummaryOf(db, companyId);
  if (!company) return null;
  const products = pageProducts(company.abilities);
  const [row] = await db
    .select({ page: employerPages, publishedAt: employerPageVersions.publishedAt })
    .from(employerPages)
    .leftJoin(employerPageVersions, eq(employerPageVersions.id, employerPages.publishedVersionId))
    .where(eq(employerPages.companyId, companyId));
  if (!row) return { state: "none", publicPath: null, publishedAt: null, lastChange: null, offline: null, products };
  const { page } = row;
  const staff = page.offlineAt && page.offlineByStaffId !== null ? await staffUserOf(db, page.offlineByStaffId) : null;
  const offline = page.offlineAt
    ? {
        reason: page.offlineReason ?? "",
        at: page.offlineAt,
        by: staff ? `${staff.firstName} ${staff.lastName}` : null,
        reviewRequest: page.reviewRequestedAt
          ? { at: page.reviewRequestedAt, note: page.reviewRequestNote ?? "" }
          : null,
      }
    : null;
  return {
    state: offline ? "offline" : page.publishedVersionId !== null ? "published" : "draft",
    publicPath: publicVisibility(page, products) === "public" ? employerPagePath(page.slug) : null,
    publishedAt: row.publishedAt,
    lastChange: page.draftUpdatedAt,
    offline,
    products,
  };
}

/** The page's state as the audit log records it before and after a staff action. */
async function auditState(db: Executor, companyId: number) {
  const [page] = await db
    .select({
      publishedVersionId: employerPages.publishedVersionId,
      offlineReason: employerPages.offlineReason,
      offlineAt: employerPages.offlineAt,
      reviewRequestedAt: employerPages.reviewRequestedAt,
    })
    .from(employerPages)
    .where(eq(employerPages.companyId, companyId));
  return page ?? null;
}

/** Where the company's mails about its page lead. */
async function mailContext(db: Executor, companyId: number, baseUrl: string) {
  const company = await companySummaryOf(db, companyId);
  const editor = company && pageProducts(company.abilities).plus ? "page-plus" : "page";
  return { companyName: company?.fullName ?? "", editorUrl: `${baseUrl}/p/employer-branding/${editor}` };
}

/** Queues one mail to everyone who acts for the company (the employer page is the company's product). */
async function mailCompany(tx: Executor, companyId: number, mail: { subject: string; text: string }) {
  for (const to of await companyMailRecipients(tx, companyId)) await queueMail(tx, { to, ...mail });
}

/**
 * Staff take a published page offline with a reason the company reads in its editor and in a mail
 * to its users; until staff bring it back, the address answers 404 and the company cannot publish.
 * Audited by the caller with the states returned.
 */
export async function takePageOffline(
  db: Database,
  input: { companyId: number; staffId: number; reason: string; now: Date; baseUrl: string },
): Promise<{ before: unknown; after: unknown }> {
  const { companyId, staffId, reason, now } = input;
  return db.transaction(async (tx) => {
    const before = await auditState(tx, companyId);
    if (!before || before.publishedVersionId === null) {
      throw new DomainError("Dieses Unternehmen hat keine veröffentlichte Unternehmensseite.", 409);
    }
    if (before.offlineAt) throw new DomainError("Die Unternehmensseite ist bereits offline.", 409);
    await tx
      .update(employerPages)
      .set({
        offlineAt: now,
        offlineReason: reason,
        offlineByStaffId: staffId,
        reviewRequestedAt: null,
        reviewRequestNote: null,
      })
      .where(eq(employerPages.companyId, companyId));
    await mailCompany(
      tx,
      companyId,
      pageOfflineMail(await mailContext(tx, companyId, input.baseUrl), reason, now, false),
    );
    return { before, after: await auditState(tx, companyId) };
  });
}

/**
 * The company asks for another check of its offline page ("Erneut prüfen lassen"), with a note
 * for staff; one request at a time, answered by staff releasing the page or keeping it offline.
 */
export async function requestPageReview(
  db: Executor,
  companyId: number,
  note: string,
  now: Date,
): Promise<{ before: unknown; after: unknown }> {
  const before = await auditState(db, companyId);
  if (!before?.offlineAt) throw new DomainError("Ihre Unternehmensseite ist nicht offline genommen.", 409);
  if (before.reviewRequestedAt) {
    throw new DomainError("Sie haben bereits um eine erneute Prüfung gebeten. Unser Team meldet sich bei Ihnen.", 409);
  }
  await db
    .update(employerPages)
    .set({ reviewRequestedAt: now, reviewRequestNote: note })
    .where(eq(employerPages.companyId, companyId));
  return { before, after: await auditState(db, companyId) };
}

/** Staff checked the page again on the company's request and keep it offline, with the reason it reads. */
export async function keepPageOffline(
  db: Database,
  input: { companyId: number; staffId: number; reason: string; now: Date; baseUrl: string },
): Promise<{ before: unknown; after: unknown }> {
  const { companyId, staffId, reason, now } = input;
  return db.transaction(async (tx) => {
    const before = await auditState(tx, companyId);
    if (!before?.offlineAt || !before.reviewRequestedAt) {
      throw new DomainError("Das Unternehmen hat nicht um eine erneute Prüfung gebeten.", 409);
    }
    await tx
      .update(employerPages)
      .set({ offlineReason: reason, offlineByStaffId: staffId, reviewRequestedAt: null, reviewRequestNote: null })
      .where(eq(employerPages.companyId, companyId));
    await mailCompany(
      tx,
      companyId,
      pageOfflineMail(await mailContext(tx, companyId, input.baseUrl), reason, now, true),
    );
    return { before, after: await auditState(tx, companyId) };
  });
}

/** Staff release a page they took offline: its published version is public again, and the company hears it. */
export async function bringPageOnline(
  db: Database,
  companyId: number,
  baseUrl: string,
): Promise<{ before: unknown; after: unknown }> {
  return db.transaction(async (tx) => {
    const before = await auditState(tx, companyId);
    if (!before?.offlineAt) throw new DomainError("Die Unternehmensseite ist nicht offline genommen.", 409);
    await tx
      .update(employerPages)
      .set({
        offlineAt: null,
        offlineReason: null,
        offlineByStaffId: null,
        reviewRequestedAt: null,
        reviewRequestNote: null,
      })
      .where(eq(employerPages.companyId, companyId));
    await mailCompany(tx, companyId, pageOnlineMail(await mailContext(tx, companyId, baseUrl)));
    return { before, after: await auditState(tx, companyId) };
  });
}
