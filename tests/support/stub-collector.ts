import http from "node:http";
import type { AddressInfo } from "node:net";

/** One item of a Sentry envelope: its header, and its payload parsed when it is JSON. */
export interface EnvelopeItem {
  header: { type?: string; length?: number } & Record<string, unknown>;
  payload: unknown;
}

/**
 * A stand-in for the error-reporting service (Sentry) on 127.0.0.1: it takes every envelope the
 * browser SDK posts to `/api/<project>/envelope/`, keeps its items, and answers as the service
 * does, with CORS for any page. `dsn` points the portal's `SENTRY_DSN` at it.
 */
export interface StubCollector {
  dsn: string;
  origin: string;
  items(): EnvelopeItem[];
  close(): Promise<void>;
}

const NEWLINE = 0x0a;

/**
 * Parses an envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line, then
 * per item a header line and a payload of `length` bytes or up to the next newline. Binary payloads
 * (a replay's compressed recording) are kept as bytes.
 */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  const lineFrom = (start: number): [Buffer, number] => {
    const end = body.indexOf(NEWLINE, start);
    return end === -1 ? [body.subarray(start), body.length] : [body.subarray(start, end), end + 1];
  };
  let [, offset] = lineFrom(0);
  while (offset < body.length) {
    const [headerLine, payloadStart] = lineFrom(offset);
    if (headerLine.length === 0) {
      offset = payloadStart;
      continue;
    }
    const header = JSON.parse(headerLine.toString("utf8")) as EnvelopeItem["header"];
    let payload: Buffer;
    if (typeof header.length === "number") {
      payload = body.subarray(payloadStart, payloadStart + header.length);
      offset = payloadStart + header.length + 1;
    } else {
      [payload, offset] = lineFrom(payloadStart);
    }
    let parsed: unknown = payload;
    try {
      parsed = JSON.parse(payload.toString("utf8"));
    } catch {
      // A binary payload stays as it came.
    }
    items.push({ header, payload: parsed });
  }
  return items;
}

export async function startStubCollector(): Promise<StubCollector> {
  const items: EnvelopeItem[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Headers", "Content-Type");
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST" && /^\/api\/\d+\/envelope\//.test(req.url ?? "")) {
        items.push(...parseEnvelope(Buffer.concat(chunks)));
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    origin,
    items: () => [...items],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
