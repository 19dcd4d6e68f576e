import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { isLoopback, metricsAccess } from "./access";

/** What the check reads of a request: its connection's address, Express's client address, the header. */
function request(socketAddress: string, options: { ip?: string; authorization?: string } = {}): Request {
  return {
    socket: { remoteAddress: socketAddress },
    ip: options.ip ?? socketAddress,
    get: (name: string) => (name.toLowerCase() === "authorization" ? options.authorization : undefined),
  } as unknown as Request;
}

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])("takes %s for this machine", (address) => {
    expect(isLoopback(address)).toBe(true);
  });
  it.each(["192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "::", "1127.0.0.1", "", undefined])(
    "takes %s for another",
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});

describe("metricsAccess without a token", () => {
  const refusal = metricsAccess({ token: undefined, trustProxy: false });

  it("lets a client on this machine read", () => {
    expect(refusal(request("127.0.0.1"))).toBeNull();
    expect(refusal(request("::1"))).toBeNull();
  });

  it("refuses a client elsewhere, whatever it claims to forward for", () => {
    expect(refusal(request("192.0.2.9"))).toBe("not-local");
    // Express would report the forwarded address with TRUST_PROXY: it never makes a request local.
    expect(metricsAccess({ token: undefined, trustProxy: true })(request("192.0.2.9", { ip: "127.0.0.1" }))).toBe(
      "not-local",
    );
  });

  it("refuses, behind TRUST_PROXY, what a proxy on this machine forwards for a client elsewhere", () => {
    const behindProxy = metricsAccess({ token: undefined, trustProxy: true });
    expect(behindProxy(request("127.0.0.1", { ip: "203.0.113.7" }))).toBe("forwarded");
    expect(behindProxy(request("127.0.0.1", { ip: "127.0.0.1" }))).toBeNull();
  });

  it("does not take a token for a key when none is set", () => {
    expect(refusal(request("192.0.2.9", { authorization: "Bearer anything-at-all-here" }))).toBe("not-local");
  });
});

describe("metricsAccess with a token", () => {
  const token = "s3cret-metrics-token-of-length";
  const refusal = metricsAccess({ token, trustProxy: true });

  it("lets the token's holder read from anywhere", () => {
    expect(refusal(request("192.0.2.9", { authorization: `Bearer ${token}` }))).toBeNull();
    expect(refusal(request("127.0.0.1", { authorization: `bearer ${token}` }))).toBeNull();
  });

  it("refuses without the token, also on this machine", () => {
    expect(refusal(request("127.0.0.1"))).toBe("no-token");
    expect(refusal(request("127.0.0.1", { authorization: `Basic ${token}` }))).toBe("no-token");
    expect(refusal(request("127.0.0.1", { authorization: "Bearer" }))).toBe("no-token");
  });

  it("refuses a wrong token, a prefix of it and a longer one", () => {
    for (const wrong of ["wrong", token.slice(0, -1), `${token}x`, token.toUpperCase()]) {
      expect(refusal(request("127.0.0.1", { authorization: `Bearer ${wrong}` }))).toBe("wrong-token");
    }
  });
});
