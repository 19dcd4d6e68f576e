import { createContext } from "react-router";
import type { Group } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import type { products } from "@db/schema/billing";
import type { DocumentStore } from "./document-store";
import type { FlashCookie } from "./flash.server";
import type { PublicConfig } from "./public-config";
import type { RateLimits } from "./rate-limit";
import type { TokenSigner } from "./signed-token.server";

/** What the server hands every loader, action and middleware of a request. */
export interface RequestContext {
  user: AuthUser;
  db: Database;
  publicConfig: PublicConfig;
  /** Deployment stage is production (SPEC §6: adminExternal ignored). */
  production: boolean;
  debugMode: boolean;
  /** Where webhooks may go: https only, private addresses allowed (decision 077). */
  webhookTargets: { httpsOnly: boolean; allowPrivate: boolean };
  buildId: string;
  nonce: string;
  requestId: string;
  /** Names the request by the route pattern React Router matched (`/jobs/:slug`) in the portal's metrics (decision 080). */
  routePattern(pattern: string): void;
  /** Signs, reads and clears the flash message a redirect carries (decision 017). */
  flashCookie: FlashCookie;
  /** Signs the tokens of links in e-mails (e.g. confirming a follow). */
  tokenSigner: TokenSigner;
  /** Applicants' documents (docs/document-storage.md). */
  documents: DocumentStore;
  /** The client's address (behind TRUST_PROXY the first untrusted hop), the key of per-client limits. */
  clientAddress: string;
  /** The instance's limits on anonymous writes (app/lib/rate-limit.ts). */
  rateLimits: RateLimits;
  /** The request brought a session cookie whose session has ended (expired, or signed out elsewhere). */
  sessionExpired: boolean;
  /**
   * The page shows this company's data: a kept copy of a public page is dropped when the
   * company's data version is bumped (decision 060), and one that names no company is not kept.
   */
  showsCompany(companyId: number): void;
  featureFlags(): Promise<Record<string, boolean>>;
  /**
   * The products on sale, every family, in catalogue order: kept per data version in the process
   * (billing's `createCatalogueCache`, decision 086) and read once per request at most. Read them
   * through billing's `catalogueOnSale`.
   */
  catalogue(): Promise<ReadonlyArray<typeof products.$inferSelect>>;
  /** After a flag changed on this instance. */
  invalidateFeatureFlags(): void;
  /**
   * Company switch (SPEC §6): points this session at another company; the caller checks that
   * the user acts for it. The profile cache is keyed by company, so the next request shows it.
   */
  switchCompany(companyId: number): Promise<void>;
  /**
   * manipulateGroups: sets the groups this staff session acts with, audited; refuses with a German
   * message groups that would allow more than the groups of the sign-in. The profile cache is
   * keyed by groups, so the next request acts with them.
   */
  setGroups(groups: Group[]): Promise<{ ok: true } | { ok: false; message: string }>;
}

export const requestContext = createContext<RequestContext>();
