import crypto from "node:crypto";

/**
 * Signed tokens for links in e-mails (e.g. the confirmation of a follow): the payload travels in
 * the link, HMAC-SHA256 with the first cookie secret proves the portal wrote it, and the older
 * secrets still verify during a rotation. The payload is readable, never secret.
 */
export interface TokenSigner {
  sign(payload: string): string;
  /** The payload, or null when the token was not signed by this portal or is malformed. */
  verify(token: string): string | null;
}

const mac = (secret: string, data: string) => crypto.createHmac("sha256", secret).update(data).digest("base64url");

export function createTokenSigner(secrets: readonly string[]): TokenSigner {
  if (secrets.length === 0) throw new Error("signed tokens need a secret");
  return {
    sign(payload) {
      const data = Buffer.from(payload, "utf8").toString("base64url");
      return `${data}.${mac(secrets[0]!, `token:${data}`)}`;
    },
    verify(token) {
      if (token.length > 2000) return null;
      const [data, signature, rest] = token.split(".");
      if (!data || !signature || rest !== undefined) return null;
      const given = Buffer.from(signature, "base64url");
      const valid = secrets.some((secret) => {
        const expected = Buffer.from(mac(secret, `token:${data}`), "base64url");
        return expected.length === given.length && crypto.timingSafeEqual(expected, given);
      });
      return valid ? Buffer.from(data, "base64url").toString("utf8") : null;
    },
  };
}
