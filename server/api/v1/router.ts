import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Database } from "@db/client";
import type { DocumentStore } from "~/lib/document-store";
import type { RateLimits } from "~/lib/rate-limit";
import { parseRowId } from "~/lib/row-id";
import { writeAuditByActor } from "~/features/audit/audit-log.server";
import { companySummaryOf } from "~/features/companies/companies.server";
import { conversationsOf, conversationWith } from "~/features/active-sourcing/contacts.server";
import { applicationEventsForIntegration, applicationForIntegration } from "~/features/applications/integration.server";
import { INBOX_PAGE_SIZE, inbox, moveApplications, readDocument } from "~/features/applications/manager.server";
import type { Actor as ApplicationActor } from "~/features/applications/history.server";
import type { InboxQuery } from "~/features/applications/manager-query";
import { claimKey, completeKey, releaseKey } from "~/features/integrations/idempotency.server";
import { isKept, KEY_PATTERN, requestHash } from "~/features/integrations/idempotency";
import { bearerSecret, hashSecret } from "~/features/integrations/secrets";
import { hasScope, missingScopeMessage, WRITE_SCOPES, type Scope } from "~/features/integrations/scopes";
import { tokenOfSecret, type TokenPrincipal } from "~/features/integrations/tokens.server";
import { bodyParserErrors, MESSAGES, sendError, sendValidationError } from "../api-errors";
import { jsonBody } from "../bodies";
import { createExternalJobAdsRouter, type CompanyPrincipal } from "../external-job-ads";
import { applicationListQuery, applicationStageBody } from "./schemas";

/**
 * The integration API, `/api/v1/…` (decision 076, docs/api.md): API tokens only. A token comes in
 * `Authorization: Bearer ap_live_…`; a session cookie counts for nothing here, so no other site
 * can make a browser act through it and the CSRF check has nothing to guard. Each route needs its
 * scope, each token has its own rate limit, and a POST may carry an `Idempotency-Key`.
 */

const MESSAGES_V1 = {
  noToken:
    "Bitte senden Sie einen API-Zugang im Header „Authorization: Bearer …“. Die Anmeldung im Browser gilt für diese Schnittstelle nicht.",
  badToken: "Dieser API-Zugang ist ungültig, abgelaufen oder widerrufen.",
  applicationNotFound: "Diese Bewerbung wurde nicht gefunden.",
  documentNotFound: "Dieses Dokument wurde nicht gefunden.",
  conversationNotFound: "Dieses Gespräch wurde nicht gefunden.",
  keyMismatch:
    "Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Bitte verwenden Sie für jede neue Anfrage einen neuen Schlüssel.",
  keyInProgress: "Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet. Bitte wiederholen Sie sie gleich.",
  keyInvalid: "Der Idempotency-Key muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen.",
} as const;

type TokenLocals = NonNullable<Response["locals"]["apiToken"]>;

/** The token a request authenticated with, and its company: set by the authentication below, before every route. */
function tokenOf(res: Response): TokenLocals {
  const found = res.locals.apiToken;
  if (!found) throw new Error("integration route without its token");
  return found;
}

/** The name the histories show for what a token did. */
const actorName = (token: TokenPrincipal) => `API-Zugang „${token.name}“`;

/** The token as the job-ad commands see it: its company, acting in its own name. */
function tokenPrincipal(res: Response): CompanyPrincipal {
  const { token, abilities } = tokenOf(res);
  return {
    companyId: token.companyId,
    abilities,
    actor: () => ({ kind: "company", companyId: token.companyId, name: actorName(token), id: null }),
  };
}

/** The token as the applications' history names it: the token, on behalf of the colleague who made it. */
function applicationActor(token: TokenPrincipal): ApplicationActor {
  return { userId: token.createdByUserId, name: actorName(token) };
}

function unauthorized(res: Response, message: string, invalidToken: boolean): void {
  res.set("WWW-Authenticate", invalidToken ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"');
  sendError(res, 401, message);
}

const VIEWS: Record<string, InboxQuery["ansicht"]> = {
  active: "aktiv",
  knocked_out: "ausgeschieden",
  all: "alle",
  withdrawn: "zurueckgezogen",
};
const SORTS: Record<string, InboxQuery["sortierung"]> = {
  newest: "neueste",
  oldest: "aelteste",
  name: "name",
  rating: "bewertung",
};

export interface IntegrationApiOptions {
  db: Database;
  documents: DocumentStore;
  rateLimits: RateLimits;
  /** Called when a write answered below 400: the process's public page cache forgets at once. */
  onWrite: () => void;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const DOCUMENT_ID = /^[0-9a-f-]{36}$/;

export function createIntegrationApiRouter({ db, documents, rateLimits, onWrite }: IntegrationApiOptions): Router {
  const router = Router();

  router.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (UNSAFE.has(req.method)) {
      res.on("finish", () => {
        if (res.statusCode < 400) onWrite();
      });
    }
    next();
  });

  // Authentication: the bearer token, nothing else.
  router.use(async (req, res, next) => {
    try {
      const header = req.get("authorization");
      const secret = bearerSecret(header);
      if (!secret) return unauthorized(res, header ? MESSAGES_V1.badToken : MESSAGES_V1.noToken, Boolean(header));
      const now = new Date();
      const token = await tokenOfSecret(db, hashSecret(secret), now);
      const company = token && (await companySummaryOf(db, token.companyId));
      if (!token || !company) return unauthorized(res, MESSAGES_V1.badToken, true);
      const wait = await rateLimits.take("apiPerToken", String(token.tokenId));
      if (wait > 0) {
        res.set("Retry-After", String(wait));
        return sendError(
          res,
          429,
          `Zu viele Anfragen mit diesem API-Zugang. Bitte versuchen Sie es in ${wait} ${wait === 1 ? "Sekunde" : "Sekunden"} erneut.`,
        );
      }
      res.locals.apiToken = { token, abilities: company.abilities } satisfies TokenLocals;
      next();
    } catch (error) {
      next(error);
    }
  });

  router.use(jsonBody({ limit: "256kb" }), bodyParserErrors);

  /** The scope a request needs: `read` for GET and HEAD, `write` for the rest. Write uses are audited first. */
  const requireScope =
    (read: Scope, write: Scope | null): RequestHandler =>
    async (req, res, next) => {
      try {
        const scope = UNSAFE.has(req.method) ? write : read;
        if (scope === null) return sendError(res, 404, MESSAGES.noSuchEndpoint);
        const { token } = tokenOf(res);
        if (!hasScope(token.scopes, scope)) return sendError(res, 403, missingScopeMessage(scope));
        if (WRITE_SCOPES.has(scope)) {
          await writeAuditByActor(
            db,
            { kind: "api-token", id: token.tokenId },
            {
              action: "api-token.write",
              entityType: "api_token",
              entityId: String(token.tokenId),
              before: null,
              after: { companyId: token.companyId, scope, method: req.method, path: req.originalUrl.split("?")[0] },
              requestId: res.locals.requestId,
            },
          );
        }
        next();
      } catch (error) {
        next(error);
      }
    };
  router.use("/job-ads", requireScope("job_ads:read", "job_ads:write"));
  router.use("/applications", requireScope("applications:read", "applications:write"));
  router.use("/talent-conversations", requireScope("talent_conversations:read", null));

  // Idempotency-Key on POSTs: the first answer is kept, a retry gets it again.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get("idempotency-key");
    if (req.method !== "POST" || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) return sendError(res, 400, MESSAGES_V1.keyInvalid);
    try {
      const { token } = tokenOf(res);
      const hash = requestHash(req.method, req.originalUrl, req.body);
      const claim = await claimKey(db, { tokenId: token.tokenId, key, requestHash: hash }, new Date());
      if (claim.kind === "mismatch") return sendError(res, 422, MESSAGES_V1.keyMismatch);
      if (claim.kind === "in-progress") {
        res.set("Retry-After", "1");
        return sendError(res, 409, MESSAGES_V1.keyInProgress);
      }
      if (claim.kind === "replay") {
        res.set("Idempotent-Replayed", "true");
        if (claim.location) res.location(claim.location);
        return void res.status(claim.status).json(claim.body);
      }
      const send = res.json.bind(res);
      // The answer is stored before it leaves: a retry that follows it finds it.
      res.json = ((body: unknown) => {
        const status = res.statusCode;
        const location = res.get("location") ?? null;
        (isKept(status) ? completeKey(db, claim.id, { status, body, location }) : releaseKey(db, claim.id)).then(
          () => send(body),
          (error: unknown) => {
            res.json = send;
            next(error);
          },
        );
        return res;
      }) as typeof res.json;
      next();
    } catch (error) {
      next(error);
    }
  });

  // Job ads: the company's own handlers (one job-ad door, decision 063), with the token as principal.
  router.use(
    createExternalJobAdsRouter({ db, principalOf: tokenPrincipal, collection: "/job-ads", editorAutosave: false }),
  );

  router.get("/applications", async (req, res) => {
    const query = applicationListQuery.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { token } = tokenOf(res);
    const { jobAdId, stage, view, q, sort, unread, page } = query.data;
    const result = await inbox(db, token.companyId, {
      ...(jobAdId ? { inserat: jobAdId } : {}),
      ...(stage ? { phase: stage } : {}),
      ...(q ? { q } : {}),
      ansicht: VIEWS[view]!,
      sortierung: SORTS[sort]!,
      ungelesen: unread === "true",
      seite: page,
    });
    res.json({
      data: result.rows.map((row) => ({
        id: row.id,
        candidateName: row.candidateName,
        jobAdId: row.jobAdId,
        jobTitle: row.jobTitle,
        stage: row.stage,
        knockedOut: row.knockedOut,
        source: row.source,
        receivedAt: row.receivedAt,
        unread: row.unread,
        anonymised: row.anonymised,
        withdrawn: row.withdrawn,
        stars: row.stars,
      })),
      meta: { total: result.total, page, pageSize: INBOX_PAGE_SIZE, stageCounts: result.stageCounts },
    });
  });

  router.get("/applications/:id", async (req, res) => {
    const { token } = tokenOf(res);
    const id = parseRowId(req.params.id);
    const found = id === null ? null : await applicationForIntegration(db, token.companyId, id);
    if (!found) return sendError(res, 404, MESSAGES_V1.applicationNotFound);
    const base = `${req.baseUrl}/applications/${found.id}/documents`;
    res.json({
      data: {
        ...found,
        documents: found.documents.map((document) => ({ ...document, url: `${base}/${document.id}` })),
      },
    });
  });

  router.get("/applications/:id/documents/:documentId", async (req, res) => {
    const { token } = tokenOf(res);
    const id = parseRowId(req.params.id);
    const { documentId } = req.params;
    const found =
      id === null || !DOCUMENT_ID.test(documentId)
        ? null
        : await readDocument(db, documents, token.companyId, id, documentId, applicationActor(token), new Date());
    if (!found) return sendError(res, 404, MESSAGES_V1.documentNotFound);
    const { document, bytes } = found;
    res
      .set({
        "Content-Type": document.contentType,
        "Content-Disposition": `attachment; filename="${document.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        "Content-Security-Policy": "sandbox; default-src 'none'",
      })
      .send(Buffer.from(bytes));
  });

  router.get("/applications/:id/events", async (req, res) => {
    const { token } = tokenOf(res);
    const id = parseRowId(req.params.id);
    const events = id === null ? null : await applicationEventsForIntegration(db, token.companyId, id);
    if (!events || id === null) return sendError(res, 404, MESSAGES_V1.applicationNotFound);
    res.json({ data: events, meta: { applicationId: id } });
  });

  router.post("/applications/:id/stage", async (req, res) => {
    const { token } = tokenOf(res);
    const id = parseRowId(req.params.id);
    if (id === null) return sendError(res, 404, MESSAGES_V1.applicationNotFound);
    const body = applicationStageBody.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const result = await moveApplications(
      db,
      token.companyId,
      [id],
      body.data.stage,
      applicationActor(token),
      new Date(),
    );
    if (!result.ok) return sendError(res, result.status, result.message);
    res.json({ data: { id, stage: body.data.stage, message: result.message } });
  });

  router.get("/talent-conversations", async (_req, res) => {
    const { token } = tokenOf(res);
    res.json({ data: await conversationsOf(db, token.companyId, new Date()) });
  });

  router.get("/talent-conversations/:profileId", async (req, res) => {
    const { token } = tokenOf(res);
    const profileId = parseRowId(req.params.profileId);
    const conversation =
      profileId === null
        ? null
        : await conversationWith(db, token.companyId, profileId, new Date(), { markRead: false });
    if (!conversation) return sendError(res, 404, MESSAGES_V1.conversationNotFound);
    res.json({ data: conversation });
  });

  router.use((_req, res) => sendError(res, 404, MESSAGES.noSuchEndpoint));
  router.use(bodyParserErrors);
  return router;
}
