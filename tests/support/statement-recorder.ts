import net from "node:net";

/**
 * A TCP proxy in front of the portal's database that records the statements the portal sends
 * (issue 37: queries per rendered request). It reads only the client's side of PostgreSQL's wire
 * protocol, so it works alike for PostgreSQL and for the served PGlite of the tests
 * (`servePgliteTemplate`): every simple query ('Q') and every execution of a parsed statement
 * ('E', its text from the 'P' that prepared it, named statements included) is one statement.
 *
 * Start the portal with `databaseUrl: recorder.url`; `record()` then collects what the portal
 * asks until the returned function is called.
 */
export interface RecordedStatement {
  /** The connection it came on (1, 2, … in the order the portal opened them). */
  connection: number;
  text: string;
}

export interface StatementRecorder {
  /** The database's connection string, through the proxy. */
  url: string;
  /** Starts recording; the function stops it and returns the statements in the order sent. */
  record(): () => RecordedStatement[];
  stop(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Parses the client's messages of one connection and reports each statement it sends. */
function frontendParser(report: (text: string) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let startup = true;
  const statements = new Map<string, string>();
  const portals = new Map<string, string>();
  const cstring = (body: Buffer, offset: number): [string, number] => {
    const end = body.indexOf(0, offset);
    return [body.toString("utf8", offset, end), end + 1];
  };
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (startup) {
        // Untyped: length, then the protocol code (a startup, SSL or GSS request).
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code !== SSL_REQUEST && code !== GSS_REQUEST) startup = false;
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]!);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      if (type === "Q") {
        report(cstring(body, 0)[0]);
      } else if (type === "P") {
        const [name, next] = cstring(body, 0);
        statements.set(name, cstring(body, next)[0]);
      } else if (type === "B") {
        const [portal, next] = cstring(body, 0);
        portals.set(portal, statements.get(cstring(body, next)[0]) ?? "(unknown statement)");
      } else if (type === "E") {
        report(portals.get(cstring(body, 0)[0]) ?? "(unknown portal)");
      }
    }
  };
}

/** Starts the proxy in front of `databaseUrl` (a TCP address: PostgreSQL or a served PGlite). */
export async function startStatementRecorder(databaseUrl: string): Promise<StatementRecorder> {
  const upstream = new URL(databaseUrl);
  const upstreamPort = Number(upstream.port || 5432);
  let recording: RecordedStatement[] | null = null;
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const connection = ++connections;
    const parse = frontendParser((text) => recording?.push({ connection, text }));
    const database = net.connect(upstreamPort, upstream.hostname);
    sockets.add(client).add(database);
    client.on("data", (chunk: Buffer) => {
      parse(chunk);
      database.write(chunk);
    });
    database.pipe(client);
    const close = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on("close", close).on("error", close);
    database.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    record() {
      const statements: RecordedStatement[] = [];
      recording = statements;
      return () => {
        if (recording === statements) recording = null;
        return statements;
      };
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether a statement changes data: an insert, update, delete, merge or truncate, alone or in a `with`. */
export const isWrite = (text: string): boolean =>
  /^\s*(insert|update|delete|merge|truncate)\b/i.test(text) ||
  (/^\s*with\b/i.test(text) && /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text));
