import crypto from "node:crypto";
import type { Request } from "express";

/**
 * Who may read /metrics (decision 080). The figures name the portal's routes, its load and its
 * backlog: never for the public.
 *
 * - With METRICS_TOKEN set, only a request with `Authorization: Bearer <token>` (compared in
 *   constant time), from wherever it comes: a Prometheus on another machine scrapes through the
 *   load balancer with it.
 * - Without it, only a client on this machine: the connection's own address is a loopback one
 *   (127.0.0.0/8, ::1). `X-Forwarded-For` never makes a request local; behind TRUST_PROXY it can
 *   only make one foreign: a request a proxy on this machine forwards for a client elsewhere is
 *   refused, though its connection is local.
 */

export type MetricsRefusal = "not-local" | "forwarded" | "no-token" | "wrong-token";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (a dual-stack socket reports those). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4.startsWith("127.") || address === "::1";
}

const digest = (text: string) => crypto.createHash("sha256").update(text).digest();

/**
 * The check for one configuration: null when the request may read the figures, or why not. The
 * token is compared as SHA-256 digests with `timingSafeEqual`, so neither its content nor its
 * length shows in the time a refusal takes.
 */
export function metricsAccess(options: {
  token: string | undefined;
  trustProxy: boolean;
}): (req: Request) => MetricsRefusal | null {
  const expected = options.token ? digest(options.token) : null;
  return (req) => {
    if (expected) {
      const header = req.get("authorization");
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) return "no-token";
      return crypto.timingSafeEqual(digest(match[1]!), expected) ? null : "wrong-token";
    }
    if (!isLoopback(req.socket.remoteAddress)) return "not-local";
    // Behind TRUST_PROXY, req.ip is the client a proxy forwarded for (the socket's address without one).
    if (options.trustProxy && !isLoopback(req.ip)) return "forwarded";
    return null;
  };
}
