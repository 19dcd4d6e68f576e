// oidc-provider 9 ships no type declarations. These are narrow local interfaces for exactly the
// part of its API the bundled identity provider uses; extend them when you use more.
declare module "oidc-provider" {
  import type { JsonWebKey } from "node:crypto";
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** The Koa context the provider hands to its hooks (only the members used here). */
  export interface KoaContext {
    readonly path: string;
    readonly method: string;
    /** Koa's per-request scratch space. */
    readonly state: Record<string, unknown>;
    type: string;
    status: number;
    body: unknown;
    set(field: string, value: string): void;
  }

  export interface Client {
    readonly clientId: string;
  }

  export interface Session {
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly client?: Client;
    readonly session: Session;
    readonly result?: InteractionResults;
    /** The requested scopes that the provider supports (openid, email, …). */
    readonly requestParamOIDCScopes: Set<string>;
  }

  /** A context inside the provider's own routes, where `ctx.oidc` is set. */
  export interface ProviderContext extends KoaContext {
    readonly oidc: OIDCContext;
  }

  export interface Interaction {
    readonly uid: string;
    readonly params: Record<string, unknown>;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    post_logout_redirect_uris: string[];
    grant_types: string[];
    response_types: string[];
    token_endpoint_auth_method: string;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: "lax" | "strict" | "none";
    signed?: boolean;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export interface Configuration {
    clients: ClientMetadata[];
    jwks: { keys: JsonWebKey[] };
    cookies: {
      names: { session: string; interaction: string; resume: string };
      keys: string[];
      long: CookieOptions;
      short: CookieOptions;
    };
    scopes: string[];
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    responseTypes: string[];
    clientAuthMethods: string[];
    pkce: { required(ctx: ProviderContext, client: Client): boolean };
    features: {
      devInteractions: { enabled: boolean };
      resourceIndicators: { enabled: boolean };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource(ctx: ProviderContext, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: ProviderContext): Promise<void>;
      };
    };
    interactions: { url(ctx: ProviderContext, interaction: Interaction): Promise<string> };
    loadExistingGrant(ctx: ProviderContext): Promise<Grant | undefined>;
    findAccount(ctx: ProviderContext, sub: string): Promise<Account | undefined>;
    renderError(ctx: ProviderContext, out: ErrorOut, error: Error): Promise<void>;
    ttl: Record<"AccessToken" | "AuthorizationCode" | "IdToken" | "Interaction" | "Session" | "Grant", number>;
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantModel;
    readonly Session: { get(ctx: KoaContext): Promise<Session> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    createContext(req: IncomingMessage, res: ServerResponse): KoaContext;
    use(middleware: KoaMiddleware): this;
    on(event: "server_error", listener: (ctx: KoaContext, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: {
    /** Thrown by interactionDetails when the interaction cookie or record is gone. */
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
