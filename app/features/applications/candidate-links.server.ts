import crypto from "node:crypto";
import type { TokenSigner } from "~/lib/signed-token.server";
import { CANDIDATE_PATHS } from "./candidate-paths";

/**
 * The candidate's links in the e-mails (status, withdraw, copy of the data, talent pool, reply): a signed token
 * of the application's id and its access key. The key is random per application and goes with
 * its personal data, so a link stops working once the data is gone; the signature keeps anyone
 * from guessing ids. The payload is readable, the key is no secret beyond the link itself.
 */

export const newAccessKey = () => crypto.randomBytes(18).toString("base64url");

export function candidateToken(signer: TokenSigner, applicationId: number, accessKey: string): string {
  return signer.sign(JSON.stringify({ a: applicationId, k: accessKey }));
}

export function readCandidateToken(
  signer: TokenSigner,
  token: string,
): { applicationId: number; accessKey: string } | null {
  const payload = signer.verify(token);
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { a?: unknown; k?: unknown };
    return typeof value.a === "number" && Number.isSafeInteger(value.a) && typeof value.k === "string"
      ? { applicationId: value.a, accessKey: value.k }
      : null;
  } catch {
    return null;
  }
}

export { CANDIDATE_PATHS };

export const candidateLink = (baseUrl: string, path: string, token: string) =>
  `${baseUrl}${path}?token=${encodeURIComponent(token)}`;
