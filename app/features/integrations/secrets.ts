import crypto from "node:crypto";

/**
 * The secrets of API tokens (decision 076): `ap_live_` and 43 base62 characters (256 bits from
 * the system's CSPRNG), stored only as their SHA-256. A slow password hash (bcrypt, argon2) buys
 * nothing for a secret nobody can guess and would cost every request its time.
 */
export const SECRET_PREFIX = "ap_live_";
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_CHARS = 43;
export const SECRET_PATTERN = /^ap_live_[0-9A-Za-z]{43}$/;

/** A new secret; bytes ≥ 248 are drawn again, so every character is equally likely. */
export function generateSecret(): string {
  let out = "";
  while (out.length < SECRET_CHARS) {
    for (const byte of crypto.randomBytes(64)) {
      if (byte < 248 && out.length < SECRET_CHARS) out += ALPHABET[byte % 62];
    }
  }
  return SECRET_PREFIX + out;
}

/** Hex SHA-256 of the secret: what the table keeps and looks tokens up by. */
export function hashSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret, "utf8").digest("hex");
}

/** The last four characters, shown beside the name ("ap_live_…x7Qz"). */
export function hintOf(secret: string): string {
  return secret.slice(-4);
}

/** The secret of an `Authorization: Bearer …` header, or null when there is none or it has another form. */
export function bearerSecret(header: string | undefined): string | null {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  const secret = match?.[1] ?? null;
  return secret !== null && SECRET_PATTERN.test(secret) ? secret : null;
}
