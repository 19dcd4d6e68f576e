import { EventEmitter, once } from "node:events";
import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it after DATA. */
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /**
   * The text of the first mail to `to` whose text contains every one of `parts`: one received
   * already, or the next such one as it arrives (an error after `timeoutMs`).
   */
  mailTo(to: string, parts: readonly string[], timeoutMs?: number): Promise<string>;
  /** What `find` gives for the mails received so far, once it gives something (an error after `timeoutMs`). */
  waitFor<T>(find: (received: readonly ReceivedMail[]) => T | undefined, what: string, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

/**
 * The smallest SMTP server a client can deliver to: enough of RFC 5321 for nodemailer (EHLO
 * without extensions, MAIL, RCPT, DATA, RSET, QUIT), in memory. Recipients in `refuse` get a
 * permanent 550, so tests can watch a delivery fail the way a real server fails it.
 */
export async function startSmtpSink(options: { refuse?: readonly string[] } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          arrivals.emit("mail");
          current = { from: "", to: [], data: "" };
          reply("250 OK queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
        if (verb === "EHLO" || verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") {
          current.from = address;
          reply("250 OK");
        } else if (verb === "RCPT") {
          if (options.refuse?.includes(address)) reply("550 5.1.1 Mailbox unavailable");
          else {
            current.to.push(address);
            reply("250 OK");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          current = { from: "", to: [], data: "" };
          reply("250 OK");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const matching = (to: string, parts: readonly string[]) =>
    received
      .filter((mail) => mail.to.includes(to))
      .map((mail) => mailText(mail.data))
      .find((text) => parts.every((part) => text.includes(part)));
  const sink: SmtpSink = {
    port,
    received,
    async waitFor(find, what, timeoutMs = 30_000) {
      const signal = AbortSignal.timeout(timeoutMs);
      for (;;) {
        const found = find(received);
        if (found !== undefined) return found;
        try {
          await once(arrivals, "mail", { signal });
        } catch {
          throw new Error(`no ${what} within ${timeoutMs} ms`);
        }
      }
    },
    mailTo(to, parts, timeoutMs = 30_000) {
      return sink.waitFor(() => matching(to, parts), `mail to ${to} with ${parts.join(" + ")}`, timeoutMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return sink;
}

/** The text of a mail as the SMTP server got it (quoted-printable or base64 undone). */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const unfolded = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
