import crypto from "node:crypto";

/**
 * Tokens for links in e-mails. `sign`: the payload travels in the link, readable, and HMAC-SHA256
 * with the first cookie secret proves the portal wrote it (ids and random keys, nothing personal).
 * `seal`: the payload is encrypted as well (AES-256-GCM, a key derived from the secret), for a link
 * that must carry personal data such as an e-mail address (the confirmation of a follow). The older
 * secrets still verify and open during a rotation.
 */
export interface TokenSigner {
  sign(payload: string): string;
  /** The payload, or null when the token was not signed by this portal or is malformed. */
  verify(token: string): string | null;
  seal(payload: string): string;
  /** The payload of a sealed token, or null when this portal did not seal it or it is malformed. */
  open(token: string): string | null;
}

const mac = (secret: string, data: string) => crypto.createHmac("sha256", secret).update(data).digest("base64url");

const SEAL_IV_BYTES = 12;
const SEAL_TAG_BYTES = 16;
const sealKey = (secret: string) => crypto.createHash("sha256").update(`sealed-token:${secret}`).digest();

function openWith(secret: string, sealed: Buffer): string | null {
  const iv = sealed.subarray(0, SEAL_IV_BYTES);
  const tag = sealed.subarray(sealed.length - SEAL_TAG_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", sealKey(secret), iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(SEAL_IV_BYTES, sealed.length - SEAL_TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

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
    seal(payload) {
      const iv = crypto.randomBytes(SEAL_IV_BYTES);
      const cipher = crypto.createCipheriv("aes-256-gcm", sealKey(secrets[0]!), iv);
      const encrypted = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]);
      return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString("base64url");
    },
    open(token) {
      if (token.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const sealed = Buffer.from(token, "base64url");
      if (sealed.length <= SEAL_IV_BYTES + SEAL_TAG_BYTES) return null;
      for (const secret of secrets) {
        const payload = openWith(secret, sealed);
        if (payload !== null) return payload;
      }
      return null;
    },
  };
}
