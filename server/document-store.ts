/**
 * The stores behind `DocumentStore` (app/lib/document-store.ts, docs/document-storage.md):
 * applicants' documents (CVs etc.) as files, in memory, or in an S3-compatible bucket. The
 * portal streams a document to a browser only after its own permission check; no store is ever
 * reachable from a browser directly.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertDocumentKey, type DocumentStore } from "~/lib/document-store";
import { PROJECT_ROOT } from "./paths";

/** Codes that mean "no document here": a key below a document ("a/b" when "a" is a file) or a folder. */
const ABSENT_CODES = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isAbsent(error: unknown): boolean {
  return error instanceof Error && ABSENT_CODES.has((error as NodeJS.ErrnoException).code ?? "");
}

/** A Buffer is a Uint8Array, but callers compare and copy documents as plain Uint8Arrays. */
const plainBytes = (bytes: Uint8Array) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * One file per document below `dir`, the key as its relative path. A key cannot be both a
 * document and a folder ("a" and "a/b"); the S3 store would allow it, so keys should not do that.
 */
export function createFileDocumentStore(dir: string): DocumentStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...key.split("/"));

  return {
    kind: "file",

    async put(key, bytes) {
      assertDocumentKey(key);
      const file = fileOf(key);
      const folder = path.dirname(file);
      // Only the portal's user may look into the folders of applicants' documents.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      // Written aside and renamed: a reader sees the old document or the new one, never half of
      // one. The leading dot keeps the name outside DOCUMENT_KEY, so it never meets a real key.
      const temp = path.join(folder, `.${path.basename(file)}.${crypto.randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temp, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          // On disk before the rename, or a crash could leave an empty file under the key.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      assertDocumentKey(key);
      try {
        return plainBytes(await fs.readFile(fileOf(key)));
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertDocumentKey(key);
      try {
        await fs.unlink(fileOf(key));
      } catch (error) {
        if (!isAbsent(error)) throw error;
      }
    },
  };
}

/** For tests and the in-memory database: the documents go when the process does. */
export function createMemoryDocumentStore(): DocumentStore {
  const documents = new Map<string, Uint8Array>();
  return {
    kind: "memory",
    async put(key, bytes) {
      assertDocumentKey(key);
      // Copied in and out, as a real store would: a caller's later change must not reach the document.
      documents.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      assertDocumentKey(key);
      const bytes = documents.get(key);
      return bytes ? new Uint8Array(bytes) : null;
    },
    async delete(key) {
      assertDocumentKey(key);
      documents.delete(key);
    },
  };
}

export interface S3DocumentStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, Ceph, Hetzner, Exoscale …); AWS when not given. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every key: "" or a folder ending in "/". */
  prefix: string;
}

/**
 * "No such document": NoSuchKey, or a 404 without that code from stores that send no error body.
 * A missing bucket is a configuration error and must not look like a missing document.
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === "NoSuchKey") return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== "NoSuchBucket";
}

export function createS3DocumentStore(options: S3DocumentStoreOptions): DocumentStore {
  const { bucket, prefix } = options;
  if (!bucket) throw new Error("The S3 document store needs a bucket.");
  // Without the slash "docs" + "a/b" would become "docsa/b", beside the intended folder.
  if (prefix !== "" && (!prefix.endsWith("/") || prefix.startsWith("/"))) {
    throw new Error(`The S3 prefix must be empty or a folder ending in "/" (not starting with one), not "${prefix}".`);
  }
  // Half a key pair would silently fall back to the SDK's default chain and sign as someone else.
  if (!options.accessKeyId !== !options.secretAccessKey) {
    throw new Error("The S3 document store needs both an access key id and a secret access key, or neither.");
  }
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Without a key pair the SDK's default chain (environment, profile, instance role) signs.
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // S3-compatible stores that do not know the SDK's newer default checksums refuse or garble
    // requests carrying them; only operations that require a checksum send one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => prefix + key;

  return {
    kind: "s3",

    async put(key, bytes, contentType) {
      assertDocumentKey(key);
      // No ServerSideEncryption here: the bucket's default encryption applies, and stores
      // without SSE support would refuse the header.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      assertDocumentKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!response.Body) return new Uint8Array();
        return plainBytes(await response.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertDocumentKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        // S3 itself answers 204 for a missing key; some compatible stores answer 404.
        if (!isMissingObject(error)) throw error;
      }
    },
  };
}

export interface DocumentStoreEnv {
  DOCUMENT_STORE: "file" | "s3";
  DOCUMENTS_DIR?: string;
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PREFIX: string;
}

/**
 * The store the configuration names. Without DOCUMENTS_DIR the documents sit beside the database:
 * in memory with an in-memory database (a test's documents go with its data), else in
 * "documents" next to the PGlite folder (./data/pglite → ./data/documents), resolved from the
 * project root as the database folder is (server/start.ts).
 */
export function createDocumentStoreFromEnv(env: DocumentStoreEnv): DocumentStore {
  if (env.DOCUMENT_STORE === "s3") {
    if (!env.S3_BUCKET) throw new Error("DOCUMENT_STORE=s3 needs S3_BUCKET (the bucket for applicants' documents).");
    return createS3DocumentStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
    });
  }
  if (env.DOCUMENTS_DIR) return createFileDocumentStore(path.resolve(PROJECT_ROOT, env.DOCUMENTS_DIR));
  if (env.DATA_DIR.startsWith("memory://")) return createMemoryDocumentStore();
  return createFileDocumentStore(path.join(path.dirname(path.resolve(PROJECT_ROOT, env.DATA_DIR)), "documents"));
}
