import { generateKeyPair, randomUUID, type JsonWebKey } from "node:crypto";
import { promisify } from "node:util";
import Provider, { type AccountClaims, type Configuration, type KoaContext, type ProviderContext } from "oidc-provider";
import type { IdpAccount, IdpOptions, ProviderName } from "./server";
import { createNonce, logoutPage, messagePage, securityHeaders } from "./views";

const generateRsaKeyPair = promisify(generateKeyPair);

/** The id oidc-provider gives its logout form (see its end_session action). */
const LOGOUT_FORM_ID = "op.logoutForm";

const SESSION_SECONDS = 12 * 60 * 60;

const cookiePrefix: Record<ProviderName, string> = { business: "biz", internal: "int" };

const scopesOf: Record<ProviderName, string[]> = {
  business: ["openid", "email", "profile"],
  internal: ["openid", "email", "profile", "groups"],
};

const claimsOf: Record<ProviderName, Record<string, string[]>> = {
  business: { openid: ["sub"], email: ["email"], profile: ["given_name", "family_name", "name"] },
  internal: {
    openid: ["sub"],
    email: ["email"],
    profile: ["given_name", "family_name", "name"],
    groups: ["groups"],
  },
};

function accountClaims(name: ProviderName, account: IdpAccount): AccountClaims {
  return {
    sub: account.id,
    email: account.email,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    ...(name === "internal" ? { groups: account.groups } : {}),
  };
}

/** A fresh RS256 signing key for this process; tokens do not outlive a restart of the bundled provider. */
async function signingJwks(): Promise<{ keys: JsonWebKey[] }> {
  const { privateKey } = await generateRsaKeyPair("rsa", { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" }] };
}

const NONCE_KEY = "cspNonce";

/** The nonce set by the security-header middleware for this response. */
function nonceOf(ctx: KoaContext): string {
  const nonce = ctx.state[NONCE_KEY];
  if (typeof nonce !== "string") throw new Error("security header middleware did not run");
  return nonce;
}

function sendPage(ctx: ProviderContext, status: number, html: string): void {
  ctx.status = status;
  ctx.type = "html";
  ctx.body = html;
}

export async function createOidcProvider(name: ProviderName, options: IdpOptions, issuer: string): Promise<Provider> {
  const { accounts, portalOrigin, logger } = options;
  const client = options.clients[name];
  const prefix = cookiePrefix[name];
  const mountPath = new URL(issuer).pathname;
  const portalLink = { href: portalOrigin, label: "Zum Arbeitgeberportal" };

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: await signingJwks(),
    cookies: {
      names: { session: `${prefix}_session`, interaction: `${prefix}_interaction`, resume: `${prefix}_resume` },
      keys: options.cookieKeys,
      long: { httpOnly: true, sameSite: "lax", signed: true },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    scopes: scopesOf[name],
    claims: claimsOf[name],
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    clientAuthMethods: ["client_secret_basic"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          sendPage(ctx, 200, logoutPage({ nonce: nonceOf(ctx), form, formId: LOGOUT_FORM_ID }));
        },
        async postLogoutSuccessSource(ctx) {
          sendPage(
            ctx,
            200,
            messagePage({
              nonce: nonceOf(ctx),
              heading: "Sie wurden abgemeldet.",
              message: "Sie können dieses Fenster jetzt schließen.",
              link: portalLink,
            }),
          );
        },
      },
    },
    interactions: { url: async (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // Every client is first-party: consent is implied, so the grant simply covers the requested scopes
    // (oidc-provider docs, "Skipping consent").
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const { client: rp, session } = oidc;
      if (!rp || !session.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(rp.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing ?? new oidc.provider.Grant({ clientId: rp.clientId, accountId: session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(" "));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(name, sub);
      return account ? { accountId: account.id, claims: () => accountClaims(name, account) } : undefined;
    },
    async renderError(ctx, out) {
      logger?.info({ provider: name, error: out.error, description: out.error_description }, "idp error page");
      sendPage(
        ctx,
        ctx.status,
        messagePage({
          nonce: nonceOf(ctx),
          heading: "Es ist ein Fehler aufgetreten",
          message:
            "Ihre Anfrage konnte nicht verarbeitet werden. Bitte kehren Sie zum Portal zurück und versuchen Sie es erneut.",
          detail: `Fehlercode: ${out.error}`,
          link: portalLink,
        }),
      );
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: SESSION_SECONDS,
      Grant: SESSION_SECONDS,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = false;

  // Every provider response gets the security headers; oidc-provider adds the hash of its own inline
  // form_post script to script-src by itself.
  provider.use(async (ctx, next) => {
    const nonce = createNonce();
    ctx.state[NONCE_KEY] = nonce;
    for (const [header, value] of Object.entries(securityHeaders(nonce, portalOrigin))) ctx.set(header, value);
    await next();
  });

  provider.on("server_error", (ctx, error) => {
    logger?.warn({ provider: name, path: ctx.path, method: ctx.method, err: error }, "idp server error");
  });

  return provider;
}
