import * as client from "openid-client";
import type { OidcProviderConfig, ProviderName } from "../config";

export interface OidcClients {
  configuration(provider: ProviderName): Promise<client.Configuration>;
}

/** Discovers each issuer lazily and caches it; a failed discovery is retried on the next use. */
export function createOidcClients(providers: Record<ProviderName, OidcProviderConfig>): OidcClients {
  const cache = new Map<ProviderName, Promise<client.Configuration>>();
  return {
    configuration(provider) {
      let pending = cache.get(provider);
      if (!pending) {
        const { issuer, clientId, clientSecret } = providers[provider];
        const insecure = issuer.startsWith("http://");
        pending = client.discovery(
          new URL(issuer),
          clientId,
          undefined,
          client.ClientSecretBasic(clientSecret),
          // Plain-HTTP issuers exist only for the bundled provider in development and tests.
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        pending.catch(() => cache.delete(provider));
        cache.set(provider, pending);
      }
      return pending;
    },
  };
}
