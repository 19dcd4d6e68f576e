import type { AuthUser } from "@auth/user";
import type { TokenPrincipal } from "~/features/integrations/tokens.server";
import type { LiveSession } from "./sign-in/sessions";

/*
 * What the portal's middleware puts on `res.locals` (server/app.ts), typed once instead of cast
 * at every use.
 */
declare global {
  // Express declares `Locals` in its global namespace; augmenting it is the typed way.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The request's id (X-Request-Id), set first for every request. */
      requestId: string;
      /** The CSP nonce of this response's inline scripts. */
      cspNonce: string;
      /** The visitor, anonymous without a session; set by the session middleware before everything dynamic. */
      user: AuthUser;
      session: LiveSession | null;
      /** A session cookie came without a live session. */
      sessionExpired: boolean;
      /** The companies whose data a public page shows, as its loader names them (decision 060). */
      shownCompanies?: Set<number>;
      /** The company an upload is stored for (server/uploads.ts). */
      uploadCompanyId?: number;
      /**
       * The route pattern the request is counted under in the metrics (decision 080): React
       * Router's (`/jobs/:slug`), or the name of the part that answered (`/assets/*`).
       */
      routePattern?: string | undefined;
      /** The API token of an integration request and its company's contract abilities (server/api/v1/router.ts). */
      apiToken?: { token: TokenPrincipal; abilities: readonly string[] };
    }
  }
}

export {};
