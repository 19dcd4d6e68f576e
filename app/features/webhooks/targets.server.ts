import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { classifyAddress, REFUSED_ADDRESS_TEXT } from "./addresses";

/**
 * Where a webhook may go (decision 077). In production only `https://` addresses whose every
 * resolved address is public; the demo and the tests may allow a local receiver
 * (WEBHOOKS_ALLOW_PRIVATE_TARGETS). The check runs at registration and again before every
 * attempt, and the attempt connects to the address checked (no second lookup to swap it).
 */
export interface WebhookTargetPolicy {
  /** Only `https://` addresses (production). */
  httpsOnly: boolean;
  /** Loopback and private addresses are allowed (demo, tests). */
  allowPrivate: boolean;
}

/** The safe default: what production enforces. */
export const STRICT_TARGETS: WebhookTargetPolicy = { httpsOnly: true, allowPrivate: false };

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type TargetCheck = { ok: true; url: URL; address: ResolvedAddress } | { ok: false; message: string };

/** The address is well formed and allowed by the policy's scheme rule (no lookup). */
export function targetUrlProblem(text: string, policy: WebhookTargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Bitte geben Sie eine vollständige Adresse an, z. B. https://hr.example.at/webhooks.";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && !policy.httpsOnly)) {
    return "Webhooks werden nur an https://-Adressen gesendet.";
  }
  if (url.username || url.password) return "Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.";
  return null;
}

/** Resolves the host and checks every address it has; answers the first one to connect to. */
export async function checkTarget(
  text: string,
  policy: WebhookTargetPolicy,
  resolve: (host: string) => Promise<ResolvedAddress[]> = resolveHost,
): Promise<TargetCheck> {
  const problem = targetUrlProblem(text, policy);
  if (problem) return { ok: false, message: problem };
  const url = new URL(text);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, message: `Der Name „${host}“ lässt sich nicht auflösen.` };
  }
  if (!policy.allowPrivate) {
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind !== "public") {
        return {
          ok: false,
          message: `Die Adresse zeigt auf ${REFUSED_ADDRESS_TEXT[kind]} (${address}); Webhooks gehen nur an öffentlich erreichbare Adressen.`,
        };
      }
    }
  }
  return { ok: true, url, address: addresses[0]! };
}

async function resolveHost(host: string): Promise<ResolvedAddress[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
}
