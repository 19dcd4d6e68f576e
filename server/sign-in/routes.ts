import { Router, type Request, type Response } from "express";
import * as client from "openid-client";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@db/client";
import { oidcTransactions } from "@db/schema/platform";
import { CUSTOMER_ABILITIES, GROUPS, parseGroups } from "@auth/abilities";
import { isSafeRedirectPath, safeRedirectPath } from "~/lib/safe-redirect";
import type { FlashCookie } from "~/lib/flash.server";
import { companyUserOfSubject, saveStaffSignIn } from "~/features/companies/companies.server";
import { DISTRIBUTION_CHANNELS, ROUTE_KEYS, type AuthUser } from "@auth/user";
import type { PortalConfig, ProviderName } from "../config";
import { KeptBody } from "../one-shot-compression";
import type { Logger } from "../logger";
import type { OidcClients } from "./oidc";
import { clearCookie, cookieName, hashToken, newToken, readCookie, setCookie, type SessionStore } from "./sessions";
import { renderAuthError } from "./auth-error-page";
import { renderLogoutConfirmation, sentByAnotherSite } from "./logout-confirmation";
import { describeRoutes, type DescribedAnswer } from "../api/openapi";

const TRANSACTION_TTL_MS = 10 * 60_000;
/** The identity providers: company users (`business`) and staff (`internal`). */
export const authProviderSchema = z.enum(["business", "internal"]);

const companySummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  mainAddress: z.object({ city: z.string() }),
  distributionChannel: z.enum(DISTRIBUTION_CHANNELS),
});

/** The signed-in person as `GET /api/auth/me` answers it (anonymous: every field empty). */
export const currentUserSchema = z
  .object({
    id: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    company: companySummarySchema.extend({ abilities: z.array(z.enum(CUSTOMER_ABILITIES)) }).nullable(),
    relatedCompanies: z.array(companySummarySchema),
    assignedSalesUser: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        position: z.string(),
        phone: z.string(),
        email: z.string(),
        thumbnail: z.string().nullable(),
      })
      .nullable(),
    routes: z.record(z.enum(ROUTE_KEYS), z.string()).nullable(),
    abilities: z.array(z.string()),
    isAuthenticated: z.boolean(),
    isExternalUser: z.boolean(),
    isInternalUser: z.boolean(),
    roles: z.array(z.enum(["external", "internal"])),
    groups: z.array(z.enum(GROUPS)),
    groupsByLogin: z.array(z.enum(GROUPS)),
  })
  .meta({ id: "CurrentUser" });

/** Where a sign-in or sign-out goes afterwards: a path of the portal. */
export const returnPathQuerySchema = z.object({
  redirectUrl: z
    .string()
    .optional()
    .meta({ description: "Ein Pfad des Portals; eine andere Adresse wird nie befolgt." }),
});

const redirect = (description: string): DescribedAnswer => ({ description, headers: { Location: "Das Ziel" } });
const html = (description: string): DescribedAnswer => ({ description, schema: z.string(), contentType: "text/html" });
const PROVIDER = z.object({ provider: authProviderSchema });
const TAG = "Anmeldung";

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const authRoutes = describeRoutes("/api/auth", [
  {
    method: "get",
    path: "/me",
    summary: "Die angemeldete Person (anonym: leere Felder)",
    tag: TAG,
    security: "public",
    answers: { 200: { description: "Die Person", schema: currentUserSchema } },
  },
  {
    method: "get",
    path: "/:provider/login",
    summary: "Anmelden beim Identitätsdienst (OpenID Connect mit PKCE)",
    tag: TAG,
    security: "public",
    params: PROVIDER,
    query: returnPathQuerySchema,
    answers: { 302: redirect("Weiter zum Identitätsdienst") },
    errors: { 404: "Unbekannter Anmeldedienst" },
    errorShape: "message",
  },
  {
    method: "get",
    path: "/:provider/callback",
    summary: "Rückkehr vom Identitätsdienst",
    tag: TAG,
    security: "public",
    params: PROVIDER,
    answers: {
      302: redirect("Angemeldet, weiter zum Ziel"),
      400: html("Die Anmeldung ist gescheitert (Seite mit Hinweis)"),
      403: html("Kein Konto im Portal (Seite mit Hinweis)"),
    },
    errors: { 404: "Unbekannter Anmeldedienst" },
    errorShape: "message",
  },
  {
    method: "get",
    path: "/:provider/logout",
    summary: "Abmelden",
    description: "Von einer fremden Seite aus fragt eine Seite nach, statt abzumelden (decision 029).",
    tag: TAG,
    security: "public",
    params: PROVIDER,
    query: returnPathQuerySchema,
    answers: {
      200: html("Bitte bestätigen Sie die Abmeldung"),
      302: redirect("Abgemeldet, weiter zum Identitätsdienst"),
    },
    errors: { 404: "Unbekannter Anmeldedienst" },
    errorShape: "message",
  },
  {
    method: "get",
    path: "/:provider/logout/callback",
    summary: "Rückkehr vom Identitätsdienst nach dem Abmelden",
    tag: TAG,
    security: "public",
    params: PROVIDER,
    answers: { 302: redirect("Weiter zum Ziel") },
  },
  {
    method: "post",
    path: "/oauth/logout",
    summary: "Abmelden (aus der Seite)",
    tag: TAG,
    security: "public",
    answers: {
      200: {
        description: "Abgemeldet; wohin der Browser weitergeht (`Accept: application/json`)",
        schema: z.object({ redirectUrl: z.string() }),
      },
      303: redirect("Abgemeldet, weiter zum Identitätsdienst"),
    },
    errorShape: "message",
  },
  {
    method: "post",
    path: "/:provider/logout",
    summary: "Die bestätigte Abmeldung",
    tag: TAG,
    security: "public",
    params: PROVIDER,
    query: returnPathQuerySchema,
    answers: { 303: redirect("Abgemeldet, weiter zum Identitätsdienst") },
    errors: { 404: "Unbekannter Anmeldedienst" },
    errorShape: "message",
  },
]);

interface AuthRouterDeps {
  config: PortalConfig;
  db: Database;
  sessions: SessionStore;
  oidc: OidcClients;
  logger: Logger;
  flashCookie: FlashCookie;
}

const defaultLanding: Record<ProviderName, string> = { business: "/p/dashboard", internal: "/p/internal" };

export function createAuthRouter({ config, db, sessions, oidc, logger, flashCookie }: AuthRouterDeps): Router {
  const router = Router();
  const secure = config.secureCookies;
  const transactionCookie = (provider: ProviderName) => cookieName(secure, `ap_oidc_${provider}`);
  const callbackUrl = (provider: ProviderName) => `${config.baseUrl}/api/auth/${provider}/callback`;
  const logoutCallbackUrl = (provider: ProviderName) => `${config.baseUrl}/api/auth/${provider}/logout/callback`;

  /**
   * The `redirectUrl` to go to after signing in or out: a path of the portal. Another address is
   * never followed (SPEC §8: an error); the visitor lands on `fallback`, and a flash there says why.
   */
  const returnPathOf = async (req: Request, res: Response, fallback: string): Promise<string> => {
    const wanted = req.query.redirectUrl;
    if (wanted === undefined || wanted === "" || isSafeRedirectPath(wanted)) return safeRedirectPath(wanted, fallback);
    logger.warn({ requestId: res.locals.requestId, path: req.path }, "redirectUrl outside the portal refused");
    res.append("Set-Cookie", await flashCookie.serialize("redirectRefused"));
    return fallback;
  };

  const parseProvider = (req: Request): ProviderName | null => {
    const parsed = authProviderSchema.safeParse(req.params.provider);
    return parsed.success ? parsed.data : null;
  };

  const endSessionUrl = async (provider: ProviderName, idToken: string | null, returnPath: string) => {
    const configuration = await oidc.configuration(provider);
    return client
      .buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: logoutCallbackUrl(provider),
        state: returnPath,
        ...(idToken ? { id_token_hint: idToken } : { client_id: config.oidc[provider].clientId }),
      })
      .toString();
  };

  // The profile cache hands out the same object for seconds; so is its answer, compressed once.
  const userAnswers = new WeakMap<AuthUser, KeptBody>();
  router.get("/me", (req, res) => {
    const user = res.locals.user;
    let answer = userAnswers.get(user);
    if (!answer) {
      answer = KeptBody.json(user satisfies z.input<typeof currentUserSchema>);
      userAnswers.set(user, answer);
    }
    res.set("Cache-Control", "no-store");
    answer.send(req, res);
  });

  router.get("/:provider/login", async (req, res) => {
    const provider = parseProvider(req);
    if (!provider) return void res.status(404).json({ message: "Unbekannter Anmeldedienst." });
    const redirectPath = await returnPathOf(req, res, defaultLanding[provider]);
    const configuration = await oidc.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const transactionId = newToken();
    await db.insert(oidcTransactions).values({
      idHash: hashToken(transactionId),
      provider,
      state,
      nonce,
      codeVerifier,
      redirectPath,
      expiresAt: new Date(Date.now() + TRANSACTION_TTL_MS),
    });
    setCookie(res, transactionCookie(provider), transactionId, {
      secure,
      maxAgeSeconds: TRANSACTION_TTL_MS / 1000,
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(provider),
      scope: provider === "internal" ? "openid email profile groups" : "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    res.redirect(302, url.toString());
  });

  router.get("/:provider/callback", async (req, res) => {
    const provider = parseProvider(req);
    if (!provider) return void res.status(404).json({ message: "Unbekannter Anmeldedienst." });
    const transactionId = readCookie(req, transactionCookie(provider));
    clearCookie(res, transactionCookie(provider), secure);
    const fail = (reason: string, status = 400) => {
      logger.warn({ provider, reason, requestId: res.locals.requestId }, "oidc callback refused");
      res.status(status).type("html").send(renderAuthError(provider, config.publicConfig.supportEmail));
    };
    if (!transactionId) return fail("no transaction cookie");
    // One use only: the transaction is deleted whatever the outcome.
    const [transaction] = await db
      .delete(oidcTransactions)
      .where(
        and(
          eq(oidcTransactions.idHash, hashToken(transactionId)),
          eq(oidcTransactions.provider, provider),
          gt(oidcTransactions.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!transaction) return fail("unknown or expired transaction");
    if (typeof req.query.error === "string") {
      // The user cancelled at the identity provider: back where they came from, still anonymous.
      return void res.redirect(302, provider === "internal" ? "/p/internal/login" : "/");
    }

    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      const configuration = await oidc.configuration(provider);
      const currentUrl = new URL(req.originalUrl, config.baseUrl);
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      return fail(error instanceof Error ? error.message : "token exchange failed");
    }
    const claims = tokens.claims();
    if (!claims) return fail("no id token claims");
    const idToken = tokens.id_token ?? null;

    if (provider === "business") {
      const user = await companyUserOfSubject(db, claims.sub);
      if (!user) return fail("no company user for subject", 403);
      await sessions.create(req, res, {
        provider,
        userKind: "external",
        userId: user.id,
        companyId: user.defaultCompanyId,
        groupsByLogin: [],
        idToken,
      });
    } else {
      const groups = parseGroups(claims.groups);
      if (groups.length === 0) return fail("staff account without groups", 403);
      const profile = {
        email: String(claims.email ?? ""),
        firstName: String(claims.given_name ?? ""),
        lastName: String(claims.family_name ?? ""),
      };
      const staffId = await saveStaffSignIn(db, claims.sub, profile);
      await sessions.create(req, res, {
        provider,
        userKind: "internal",
        userId: staffId,
        companyId: null,
        groupsByLogin: groups,
        idToken,
      });
    }
    logger.info({ provider, sub: claims.sub, requestId: res.locals.requestId }, "signed in");
    res.redirect(302, transaction.redirectPath);
  });

  const logout = async (req: Request, res: Response, provider: ProviderName, returnPath: string) => {
    const ended = await sessions.destroy(req, res);
    const idToken = ended && ended.provider === provider ? ended.idToken : null;
    return endSessionUrl(provider, idToken, returnPath);
  };

  router.get("/:provider/logout", async (req, res) => {
    const provider = parseProvider(req);
    if (!provider) return void res.status(404).json({ message: "Unbekannter Anmeldedienst." });
    const returnPath = await returnPathOf(req, res, "/");
    if (sentByAnotherSite(req, config.origin)) {
      // A link on another site must not sign anyone out: the person confirms. Visitors without a
      // session get the same page, so it tells the other site nothing (decision 029).
      res.status(200).set("Cache-Control", "no-store").type("html");
      return void res.send(renderLogoutConfirmation(provider, returnPath));
    }
    res.redirect(302, await logout(req, res, provider, returnPath));
  });

  router.get("/:provider/logout/callback", (req, res) => {
    res.redirect(302, safeRedirectPath(req.query.state, "/"));
  });

  router.post("/oauth/logout", async (req, res) => {
    const session = res.locals.session;
    const provider: ProviderName = session?.provider === "internal" ? "internal" : "business";
    const target = await logout(req, res, provider, provider === "internal" ? "/p/internal/login" : "/");
    if (req.accepts(["html", "json"]) === "json") return void res.json({ redirectUrl: target });
    res.redirect(303, target);
  });

  // The confirmed logout of the page above; the CSRF middleware has checked the origin.
  router.post("/:provider/logout", async (req, res) => {
    const provider = parseProvider(req);
    if (!provider) return void res.status(404).json({ message: "Unbekannter Anmeldedienst." });
    const returnPath = await returnPathOf(req, res, "/");
    res.redirect(303, await logout(req, res, provider, returnPath));
  });

  return router;
}
