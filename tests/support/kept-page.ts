import crypto from "node:crypto";
import { expect } from "vitest";

/**
 * What a browser checks of a kept page (decision 055): no nonce anywhere, and every inline script
 * it runs allowed by a hash in the answer's policy, which names no nonce and nothing but `'self'`
 * and those hashes.
 */
export function expectScriptsAllowedByHashes(html: string, policy: string): void {
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
  expect(html).not.toMatch(/\snonce=/);
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(?:ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  expect(hashes.size).toBeGreaterThan(0);
  expect(scriptSources.sort()).toEqual(["'self'", ...hashes].sort());
}

/** The page as the render sent it, with its nonce taken out as the kept copy takes it out. */
export function withoutNonceOf(html: string, policy: string): string {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  return html.replaceAll(` nonce="${nonce}"`, "").replaceAll(nonce!, "");
}
