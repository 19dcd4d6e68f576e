import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
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

/**
 * Just enough of S3, path-style, to run the S3 store against: objects in a Map, no signature
 * checks, every request recorded for the assertions on keys and headers.
 */
async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: RecordedRequest[] = [];
  const error = (res: http.ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
    );
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://fake-s3").pathname);
    requests.push({ method: req.method ?? "", path: pathname, headers: req.headers });
    const [, bucket, ...keyParts] = pathname.split("/");
    const key = keyParts.join("/");
    if (bucket !== BUCKET) return error(res, 404, "NoSuchBucket", "The specified bucket does not exist.");
    if (req.method === "PUT") {
      objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers["content-type"] ?? "" });
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return error(res, 404, "NoSuchKey", "The specified key does not exist.");
      res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
      return res.end(object.body);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    error(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}

type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

const s3Store = (fake: FakeS3, overrides: { bucket?: string; prefix?: string } = {}) =>
  createS3DocumentStore({
    bucket: overrides.bucket ?? BUCKET,
    region: "eu-central-1",
    endpoint: fake.endpoint,
    forcePathStyle: true,
    // Given, so the SDK never asks its default chain (which may wait for an instance role).
    accessKeyId: "test-access-key",
    secretAccessKey: "test-secret-key",
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

function s3Subject(getFake: () => FakeS3): Subject {
  return {
    kind: "s3",
    async open() {
      getFake().objects.clear();
      getFake().requests.length = 0;
      return s3Store(getFake());
    },
    traces: async () => getFake().requests.map((request) => `${request.method} ${request.path}`),
  };
}

let fakeS3: FakeS3;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await fakeS3.close();
});

const CV = bytesOf("%PDF-1.7 Lebenslauf Maria Muster");
const KEY = "applicants/42/lebenslauf";

describe.each([
  { name: "file", subject: fileSubject() },
  { name: "memory", subject: memorySubject() },
  { name: "s3", subject: s3Subject(() => fakeS3) },
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

describe("the S3 document store on the wire", () => {
  beforeEach(() => {
    fakeS3.objects.clear();
    fakeS3.requests.length = 0;
  });

  it("puts the object under the prefix with the content type, without SSE or new checksums", async () => {
    await s3Store(fakeS3).put(KEY, CV, "application/pdf");
    const [put] = fakeS3.requests;
    expect(put).toMatchObject({ method: "PUT", path: `/${BUCKET}/${PREFIX}${KEY}` });
    expect(put!.headers["content-type"]).toBe("application/pdf");
    expect(fakeS3.objects.get(`${PREFIX}${KEY}`)?.contentType).toBe("application/pdf");
    const headerNames = Object.keys(put!.headers);
    expect(headerNames).not.toContain("x-amz-server-side-encryption");
    expect(headerNames.filter((name) => name.startsWith("x-amz-checksum-"))).toEqual([]);
    expect(headerNames).not.toContain("x-amz-sdk-checksum-algorithm");
  });

  it("reads and deletes under the prefix too", async () => {
    const store = s3Store(fakeS3);
    await store.put(KEY, CV, "application/pdf");
    await store.get(KEY);
    await store.delete(KEY);
    expect(fakeS3.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${BUCKET}/${PREFIX}${KEY}`,
      `GET /${BUCKET}/${PREFIX}${KEY}`,
      `DELETE /${BUCKET}/${PREFIX}${KEY}`,
    ]);
  });

  it("uses the key as it is with an empty prefix", async () => {
    await s3Store(fakeS3, { prefix: "" }).put(KEY, CV, "application/pdf");
    expect(fakeS3.requests[0]?.path).toBe(`/${BUCKET}/${KEY}`);
  });

  it("refuses a prefix that is no folder", () => {
    expect(() => s3Store(fakeS3, { prefix: "portal" })).toThrow(/prefix/);
    expect(() => s3Store(fakeS3, { prefix: "/portal/" })).toThrow(/prefix/);
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
    await expect(s3Store(fakeS3, { bucket: "gibt-es-nicht" }).get(KEY)).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
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
        S3_ENDPOINT: fakeS3.endpoint,
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: "test-access-key",
        S3_SECRET_ACCESS_KEY: "test-secret-key",
        S3_PREFIX: "umgebung/",
      }),
    );
    expect(store.kind).toBe("s3");
    await store.put("cv", CV, "application/pdf");
    expect(fakeS3.objects.has("umgebung/cv")).toBe(true);
  });
});
