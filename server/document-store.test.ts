import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DocumentStore } from "~/lib/document-store";
import {
  createDocumentStoreFromEnv,
  createFileDocumentStore,
  createMemoryDocumentStore,
  createS3DocumentStore,
  type DocumentStoreEnv,
} from "./document-store";
import { PROJECT_ROOT } from "./paths";

const BUCKET = "bewerbungen";
const PREFIX = "portal-test/";

interface RecordedRequest {
  method: string;
  /** The decoded path, `/{bucket}/{key}`. */
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** The one account s3rver knows (its default); it refuses other access key ids. */
const S3_ACCESS_KEY_ID = "S3RVER";
const S3_SECRET_ACCESS_KEY = "S3RVER";

/**
 * A real S3-compatible server (s3rver, decision 079) on 127.0.0.1 and a free port, its objects in
 * a temporary folder, the bucket created. The test's own HTTP server hands every request to it and
 * records what arrived (method, path, headers) for the assertions on keys and headers.
 */
async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const requests: RecordedRequest[] = [];
  const server = http.createServer(s3rver.callback());
  server.on("request", (req: http.IncomingMessage) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://s3").pathname);
    requests.push({ method: req.method ?? "", path: pathname, headers: req.headers });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  /** A client of the test's own, to look at the bucket through the S3 API rather than the store. */
  const inspector = new S3Client({
    region: "eu-central-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    requests,
    /** Every object's key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const listed = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    /** The object's Content-Type as S3 answers a HEAD, or null when there is no object. */
    async contentTypeOf(key: string): Promise<string | null> {
      try {
        return (await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType ?? "";
      } catch (error) {
        if ((error as { name?: string }).name === "NotFound") return null;
        throw error;
      }
    },
    /** An empty bucket and no recorded requests: a fresh start for one test. */
    async reset() {
      s3rver.reset();
      await s3rver.configureBuckets();
      requests.length = 0;
    },
    close: async () => {
      inspector.destroy();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      });
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

const s3Store = (
  s3: S3Server,
  overrides: { bucket?: string; prefix?: string; region?: string; accessKeyId?: string } = {},
) =>
  createS3DocumentStore({
    bucket: overrides.bucket ?? BUCKET,
    region: overrides.region ?? "eu-central-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    // Given, so the SDK never asks its default chain (which may wait for an instance role).
    accessKeyId: overrides.accessKeyId ?? S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    prefix: overrides.prefix ?? PREFIX,
  });

/** Every file and folder below `dir`, relative, sorted: what a store left on disk. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.map((entry) => entry.split(path.sep).join("/")).sort();
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

interface Subject {
  kind: DocumentStore["kind"];
  /** A fresh, empty store for one test. */
  open(): Promise<DocumentStore>;
  /** What the store has done to the outside world so far (files, requests). */
  traces(): Promise<string[]>;
  close?(): Promise<void>;
}

function fileSubject(): Subject {
  let root = "";
  return {
    kind: "file",
    async open() {
      root = await fs.mkdtemp(path.join(os.tmpdir(), "document-store-"));
      // Not created yet: the store makes its folder on demand.
      return createFileDocumentStore(path.join(root, "documents"));
    },
    traces: () => listTree(root),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

function memorySubject(): Subject {
  return { kind: "memory", open: async () => createMemoryDocumentStore(), traces: async () => [] };
}

function s3Subject(getServer: () => S3Server): Subject {
  return {
    kind: "s3",
    async open() {
      await getServer().reset();
      return s3Store(getServer());
    },
    traces: async () => getServer().requests.map((request) => `${request.method} ${request.path}`),
  };
}

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const CV = bytesOf("%PDF-1.7 Lebenslauf Maria Muster");
const KEY = "applicants/42/lebenslauf";

describe.each([
  { name: "file", subject: fileSubject() },
  { name: "memory", subject: memorySubject() },
  { name: "s3", subject: s3Subject(() => s3) },
])("the $name document store", ({ subject }) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await subject.open();
  });
  afterEach(async () => {
    await subject.close?.();
  });

  it("says what kind it is", () => {
    expect(store.kind).toBe(subject.kind);
  });

  it("returns the bytes it was given", async () => {
    await store.put(KEY, CV, "application/pdf");
    expect(await store.get(KEY)).toEqual(CV);
  });

  it("keeps an empty document and binary bytes", async () => {
    const binary = Uint8Array.from({ length: 256 }, (_, i) => i);
    await store.put("applicants/1/leer", new Uint8Array(), "application/octet-stream");
    await store.put("applicants/1/binaer", binary, "application/octet-stream");
    expect(await store.get("applicants/1/leer")).toEqual(new Uint8Array());
    expect(await store.get("applicants/1/binaer")).toEqual(binary);
  });

  it("answers null for a key without a document", async () => {
    expect(await store.get("applicants/42/fehlt")).toBeNull();
  });

  it("answers null after the document was deleted", async () => {
    await store.put(KEY, CV, "application/pdf");
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it("deletes a key without a document without complaint", async () => {
    await expect(store.delete("applicants/42/fehlt")).resolves.toBeUndefined();
  });

  it("replaces a document put again under its key", async () => {
    await store.put(KEY, CV, "application/pdf");
    const newer = bytesOf("neuer Lebenslauf");
    await store.put(KEY, newer, "application/pdf");
    expect(await store.get(KEY)).toEqual(newer);
  });

  it("keeps documents apart by key", async () => {
    await store.put("applicants/1/cv", bytesOf("eins"), "text/plain");
    await store.put("applicants/2/cv", bytesOf("zwei"), "text/plain");
    await store.delete("applicants/1/cv");
    expect(await store.get("applicants/1/cv")).toBeNull();
    expect(await store.get("applicants/2/cv")).toEqual(bytesOf("zwei"));
  });

  it("is not changed by the caller's later writes to the bytes it was given or got", async () => {
    const bytes = bytesOf("original");
    await store.put(KEY, bytes, "text/plain");
    bytes[0] = 0;
    const read = await store.get(KEY);
    read![1] = 0;
    expect(await store.get(KEY)).toEqual(bytesOf("original"));
  });

  it.each([
    ["..", "../geheim"],
    ["a '..' inside", "applicants/../../etc/passwd"],
    ["a leading slash", "/etc/passwd"],
    ["upper case", "Applicants/42/CV"],
    ["the empty key", ""],
    ["an empty segment", "applicants//cv"],
    ["a trailing slash", "applicants/"],
    ["a dot", "applicants/cv.pdf"],
    ["a backslash", "applicants\\cv"],
    ["more than 200 characters", "a".repeat(201)],
  ])("refuses a key with %s before any I/O", async (_, key) => {
    const before = await subject.traces();
    await expect(store.put(key, CV, "application/pdf")).rejects.toThrow("invalid document key");
    await expect(store.get(key)).rejects.toThrow("invalid document key");
    await expect(store.delete(key)).rejects.toThrow("invalid document key");
    expect(await subject.traces()).toEqual(before);
  });

  it("accepts a key of 200 characters", async () => {
    const key = "a".repeat(200);
    await store.put(key, CV, "application/pdf");
    expect(await store.get(key)).toEqual(CV);
  });
});

describe("the file document store on disk", () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "document-store-"));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it("keeps a document as a file only its owner may read, at the key's path", async () => {
    const store = createFileDocumentStore(path.join(root, "documents"));
    await store.put(KEY, CV, "application/pdf");
    const stat = await fs.stat(path.join(root, "documents", "applicants", "42", "lebenslauf"));
    expect(stat.mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.join(root, "documents", "applicants"))).mode & 0o777).toBe(0o700);
  });

  it("leaves no temporary file behind, also after an overwrite", async () => {
    const store = createFileDocumentStore(path.join(root, "documents"));
    await store.put(KEY, CV, "application/pdf");
    await store.put(KEY, bytesOf("neu"), "application/pdf");
    await store.put("applicants/7/anschreiben", CV, "application/pdf");
    expect(await listTree(root)).toEqual([
      "documents",
      "documents/applicants",
      "documents/applicants/42",
      "documents/applicants/42/lebenslauf",
      "documents/applicants/7",
      "documents/applicants/7/anschreiben",
    ]);
  });

  it("leaves no temporary file behind when the rename fails", async () => {
    const store = createFileDocumentStore(path.join(root, "documents"));
    // A folder where the document's file should go: the rename cannot replace it.
    await fs.mkdir(path.join(root, "documents", "applicants", "42", "lebenslauf"), { recursive: true });
    await expect(store.put(KEY, CV, "application/pdf")).rejects.toThrow();
    expect(await listTree(path.join(root, "documents", "applicants", "42"))).toEqual(["lebenslauf"]);
  });
});

describe("the S3 document store against an S3 server", () => {
  beforeEach(async () => {
    await s3.reset();
  });

  it("puts the object under the prefix with the content type, without SSE or new checksums", async () => {
    await s3Store(s3).put(KEY, CV, "application/pdf");
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: "PUT", path: `/${BUCKET}/${PREFIX}${KEY}` });
    expect(put!.headers["content-type"]).toBe("application/pdf");
    expect(await s3.keys()).toEqual([`${PREFIX}${KEY}`]);
    expect(await s3.contentTypeOf(`${PREFIX}${KEY}`)).toBe("application/pdf");
    const headerNames = Object.keys(put!.headers);
    expect(headerNames).not.toContain("x-amz-server-side-encryption");
    expect(headerNames.filter((name) => name.startsWith("x-amz-checksum-"))).toEqual([]);
    expect(headerNames).not.toContain("x-amz-sdk-checksum-algorithm");
  });

  it("signs every request with Signature Version 4 for the configured region", async () => {
    const store = s3Store(s3, { region: "eu-south-1" });
    await store.put(KEY, CV, "application/pdf");
    await store.get(KEY);
    await store.delete(KEY);
    expect(s3.requests).toHaveLength(3);
    for (const request of s3.requests) {
      expect(request.headers.authorization).toMatch(
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${S3_ACCESS_KEY_ID}/\\d{8}/eu-south-1/s3/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$`,
        ),
      );
      expect(request.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it("reads and deletes under the prefix too", async () => {
    const store = s3Store(s3);
    await store.put(KEY, CV, "application/pdf");
    await store.get(KEY);
    await store.delete(KEY);
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${BUCKET}/${PREFIX}${KEY}`,
      `GET /${BUCKET}/${PREFIX}${KEY}`,
      `DELETE /${BUCKET}/${PREFIX}${KEY}`,
    ]);
    expect(await s3.keys()).toEqual([]);
  });

  it("uses the key as it is with an empty prefix", async () => {
    await s3Store(s3, { prefix: "" }).put(KEY, CV, "application/pdf");
    expect(s3.requests[0]?.path).toBe(`/${BUCKET}/${KEY}`);
    expect(await s3.keys()).toEqual([KEY]);
  });

  it("keeps a large object (12 MB) byte for byte, sent in one request", async () => {
    const large = Uint8Array.from({ length: 12 * 1024 * 1024 }, (_, i) => (i * 31 + 7) % 251);
    const store = s3Store(s3);
    await store.put("applicants/9/mappe", large, "application/pdf");
    const read = await store.get("applicants/9/mappe");
    expect(read?.length).toBe(large.length);
    expect(Buffer.compare(Buffer.from(read!), Buffer.from(large))).toBe(0);
    expect(s3.requests.filter((request) => request.method === "PUT")).toHaveLength(1);
  });

  it("refuses a prefix that is no folder", () => {
    expect(() => s3Store(s3, { prefix: "portal" })).toThrow(/prefix/);
    expect(() => s3Store(s3, { prefix: "/portal/" })).toThrow(/prefix/);
  });

  it("refuses half a key pair instead of falling back to the default credentials", () => {
    expect(() =>
      createS3DocumentStore({
        bucket: BUCKET,
        region: "eu-central-1",
        forcePathStyle: true,
        accessKeyId: "x",
        prefix: "",
      }),
    ).toThrow(/both/);
  });

  it("reports a missing bucket as an error, not as a missing document", async () => {
    const store = s3Store(s3, { bucket: "gibt-es-nicht" });
    await expect(store.get(KEY)).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(store.put(KEY, CV, "application/pdf")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });

  it("reports credentials the server does not know as an error, not as a missing document", async () => {
    const store = s3Store(s3, { accessKeyId: "UNBEKANNT" });
    await expect(store.get(KEY)).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    await expect(store.put(KEY, CV, "application/pdf")).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    await expect(store.delete(KEY)).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    expect(await s3.keys()).toEqual([]);
  });
});

describe("createDocumentStoreFromEnv", () => {
  const env = (overrides: Partial<DocumentStoreEnv>): DocumentStoreEnv => ({
    DOCUMENT_STORE: "file",
    DATA_DIR: "./data/pglite",
    S3_REGION: "eu-central-1",
    S3_FORCE_PATH_STYLE: false,
    S3_PREFIX: "",
    ...overrides,
  });
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "document-store-env-"));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it("keeps documents in memory beside an in-memory database", () => {
    expect(createDocumentStoreFromEnv(env({ DATA_DIR: "memory://test" })).kind).toBe("memory");
  });

  it.each([
    ["an absolute", (dataDir: string) => dataDir],
    ["a project-relative", (dataDir: string) => path.relative(PROJECT_ROOT, dataDir)],
  ])("puts files into documents/ beside %s database folder", async (_, form) => {
    const store = createDocumentStoreFromEnv(env({ DATA_DIR: form(path.join(root, "data", "pglite")) }));
    expect(store.kind).toBe("file");
    await store.put("applicants/1/cv", CV, "application/pdf");
    expect(await listTree(path.join(root, "data"))).toEqual([
      "documents",
      "documents/applicants",
      "documents/applicants/1",
      "documents/applicants/1/cv",
    ]);
  });

  it("prefers DOCUMENTS_DIR, also over an in-memory database", async () => {
    const store = createDocumentStoreFromEnv(
      env({ DATA_DIR: "memory://test", DOCUMENTS_DIR: path.join(root, "docs") }),
    );
    expect(store.kind).toBe("file");
    await store.put("cv", CV, "application/pdf");
    expect(await listTree(root)).toEqual(["docs", "docs/cv"]);
  });

  it("refuses the S3 store without a bucket, in plain words", () => {
    expect(() => createDocumentStoreFromEnv(env({ DOCUMENT_STORE: "s3" }))).toThrow(/S3_BUCKET/);
  });

  it("builds the S3 store from the S3 variables", async () => {
    const store = createDocumentStoreFromEnv(
      env({
        DOCUMENT_STORE: "s3",
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY,
        S3_PREFIX: "umgebung/",
      }),
    );
    expect(store.kind).toBe("s3");
    await s3.reset();
    await store.put("cv", CV, "application/pdf");
    expect(await s3.keys()).toEqual(["umgebung/cv"]);
  });
});
