/**
 * Images companies upload for their job ads (logo, header image). POST /api/uploads takes the
 * raw image as the request body; GET /uploads/{id} serves it to everyone, since candidates see
 * it on the ad; /_ipx resizes it through `uploadImageSource`. Stored in the database, so that
 * every portal instance serves the same files.
 */
import crypto from "node:crypto";
import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import sharp, { type Metadata } from "sharp";
import { eq } from "drizzle-orm";
import { can, type Ability } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { companyExists } from "~/features/companies/companies.server";
import { uploads } from "@db/schema/platform";
import { z } from "zod";
import { rowIdSchema } from "~/lib/row-id";
import type { Logger } from "./logger";
import { describeRoutes } from "./api/openapi";

/** Accepted content types and the format sharp must find inside. */
const UPLOAD_FORMATS = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" } as const;
type UploadType = keyof typeof UPLOAD_FORMATS;

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOAD_SIDE = 4000;
const UPLOAD_ID = /^[a-z0-9-]{10,64}$/;
/** An id never changes its bytes, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const isUploadType = (value: string): value is UploadType => Object.hasOwn(UPLOAD_FORMATS, value);

const MESSAGES = {
  unauthenticated: "Bitte melden Sie sich an.",
  forbidden: "Sie dürfen für dieses Unternehmen keine Bilder hochladen.",
  companyMissing: "Bitte geben Sie an, für welches Unternehmen das Bild ist (companyId).",
  companyNotFound: "Das Unternehmen wurde nicht gefunden.",
  type: "Bitte laden Sie ein Bild im Format PNG, JPEG oder WebP hoch.",
  tooLarge: "Das Bild ist größer als 5 MB.",
  empty: "Die Datei ist leer.",
  invalid: "Die Datei ist kein gültiges Bild oder passt nicht zu ihrem Dateityp.",
  dimensions: `Das Bild darf höchstens ${MAX_UPLOAD_SIDE} × ${MAX_UPLOAD_SIDE} Pixel groß sein.`,
  notFound: "Das Bild wurde nicht gefunden.",
};

class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 401 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Decodes the whole image (a truncated or disguised file fails here), applies its EXIF
 * orientation and writes it again in its own format, which also drops metadata such as the
 * location a photo was taken at.
 */
async function normalizeImage(body: Buffer, format: (typeof UPLOAD_FORMATS)[UploadType]) {
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE }).metadata();
  } catch {
    throw new UploadRefused(400, MESSAGES.invalid);
  }
  if (meta.format !== format) throw new UploadRefused(400, MESSAGES.invalid);
  if (!meta.width || !meta.height || meta.width > MAX_UPLOAD_SIDE || meta.height > MAX_UPLOAD_SIDE) {
    throw new UploadRefused(400, MESSAGES.dimensions);
  }
  try {
    return await sharp(body, { failOn: "error", limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE })
      .rotate()
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused(400, MESSAGES.invalid);
  }
}

export const uploadAnswerSchema = z.object({
  path: z.string().meta({ description: "Die Adresse des gespeicherten Bildes", example: "/uploads/4b0c…" }),
});

/** Staff name the company whose image it is; company users upload for their current company. */
export const uploadQuerySchema = z.object({ companyId: rowIdSchema("Bitte geben Sie das Unternehmen an.").optional() });

/** The route below as the API's description lists it (server/api/openapi.ts). */
export const uploadRoutes = describeRoutes("/api/uploads", [
  {
    method: "post",
    path: "/",
    summary: "Ein Bild hochladen (Logo, Titelbild)",
    description: `PNG, JPEG oder WebP als Body (höchstens ${MAX_UPLOAD_BYTES} Bytes, Seiten höchstens ${MAX_UPLOAD_SIDE} Pixel).`,
    tag: "Plattform",
    security: "session",
    query: uploadQuerySchema,
    body: { schema: z.string().meta({ format: "binary" }), contentType: Object.keys(UPLOAD_FORMATS) },
    answers: { 201: { description: "Gespeichert", schema: uploadAnswerSchema } },
    errors: {
      400: "Kein oder kein gültiges Bild, falsche Art, fehlendes Unternehmen",
      403: "Keine Berechtigung",
      404: "Unbekanntes Unternehmen",
      413: "Zu groß",
    },
    errorShape: "message",
  },
]);

/** Mounted at /api/uploads, after the session and the CSRF check. */
/** Above this stated size the request is refused without reading its body. */
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

/** Staff who may change an ad's design for a company (service entry, QA's editable fields). */
const STAFF_UPLOAD_ABILITIES: readonly Ability[] = ["serviceEntryAd", "editAdEditable"];

export function createUploadRouter({
  db,
  logger,
  production,
}: {
  db: Database;
  logger: Logger;
  production: boolean;
}): Router {
  const router = Router();

  /**
   * Whose image it is: a company user's own company; staff name the company (`?companyId=`), and
   * only staff who may edit a company's ad design may upload for it.
   */
  async function uploadCompany(
    req: express.Request,
    user: AuthUser,
  ): Promise<number | { status: number; message: string }> {
    if (user.isExternalUser) return user.company ? user.company.id : { status: 403, message: MESSAGES.forbidden };
    if (!STAFF_UPLOAD_ABILITIES.some((ability) => can(user, ability, { production }))) {
      return { status: 403, message: MESSAGES.forbidden };
    }
    const query = uploadQuerySchema.safeParse(req.query);
    const companyId = query.success ? (query.data.companyId ?? null) : null;
    if (companyId === null) return { status: 400, message: MESSAGES.companyMissing };
    return (await companyExists(db, companyId)) ? companyId : { status: 404, message: MESSAGES.companyNotFound };
  }

  const checkRequest: RequestHandler = async (req, res, next) => {
    const user = res.locals.user;
    if (!user.isAuthenticated) return void res.status(401).json({ message: MESSAGES.unauthenticated });
    const company = await uploadCompany(req, user);
    if (typeof company !== "number") return void res.status(company.status).json({ message: company.message });
    res.locals.uploadCompanyId = company;
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!isUploadType(type)) return void res.status(400).json({ message: MESSAGES.type });
    // A body a little too large is read and dropped by the body parser, so the client gets the
    // 413 rather than a connection reset mid-upload; a far larger one is refused before reading.
    if (Number(req.get("content-length") ?? 0) > DRAIN_LIMIT_BYTES) {
      return void res.status(413).set("Connection", "close").json({ message: MESSAGES.tooLarge });
    }
    next();
  };

  router.post("/", checkRequest, express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }), async (req, res, next) => {
    try {
      const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() as UploadType;
      const body = req.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadRefused(400, MESSAGES.empty);
      const companyId = res.locals.uploadCompanyId;
      if (companyId === undefined) throw new UploadRefused(401, MESSAGES.unauthenticated);
      const { data, info } = await normalizeImage(body, UPLOAD_FORMATS[type]);
      const id = crypto.randomUUID();
      await db.insert(uploads).values({
        id,
        companyId,
        contentType: type,
        bytes: data,
        width: info.width,
        height: info.height,
      });
      res
        .status(201)
        .set("Cache-Control", "no-store")
        .json({ path: `/uploads/${id}` } satisfies z.input<typeof uploadAnswerSchema>);
    } catch (error) {
      next(error);
    }
  });

  const refused: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (error instanceof UploadRefused) return void res.status(error.status).json({ message: error.message });
    // body-parser's limit: the body was larger than stated, or its size was not stated.
    if (typeof error === "object" && error !== null && "type" in error && error.type === "entity.too.large") {
      return void res.status(413).set("Connection", "close").json({ message: MESSAGES.tooLarge });
    }
    logger.error({ err: error, requestId: res.locals.requestId }, "upload failed");
    next(error);
  };
  router.use(refused);

  return router;
}

interface StoredUpload {
  bytes: Buffer;
  contentType: string;
  createdAt: Date;
}

/** One upload by its id; null for ids that do not exist or cannot exist. */
export async function findUpload(db: Database, id: string): Promise<StoredUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const [row] = await db
    .select({ bytes: uploads.bytes, contentType: uploads.contentType, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row ?? null;
}

/** Mounted at /uploads: serves the stored image as it was normalised. */
export function createUploadFileHandler({ db }: { db: Database }): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const upload = await findUpload(db, req.path.slice(1));
      if (!upload) return void res.status(404).set("Cache-Control", "no-store").json({ message: MESSAGES.notFound });
      res
        .set({ "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff", "Content-Type": upload.contentType })
        .send(upload.bytes);
    } catch (error) {
      next(error);
    }
  };
}

/** The uploads as an image source of /_ipx: "/uploads/{id}". */
export function uploadImageSource(db: Database) {
  return {
    prefix: "/uploads/",
    async find(id: string): Promise<{ bytes: Buffer; modifiedAt: Date } | null> {
      const upload = await findUpload(db, id);
      return upload ? { bytes: upload.bytes, modifiedAt: upload.createdAt } : null;
    },
  };
}
