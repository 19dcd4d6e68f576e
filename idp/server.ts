import { randomBytes } from "node:crypto";
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from "express";
import { errors, type Interaction, type Provider } from "oidc-provider";
import { z } from "zod";
import { hashPassword, verifyPassword } from "./passwords";
import { portalPath } from "./portal-redirect";
import { createOidcProvider } from "./provider";
import { createLoginThrottle } from "./rate-limit";
import { createNonce, loginPage, messagePage, securityHeaders } from "./views";

export type ProviderName = "business" | "internal";

export interface IdpAccount {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export interface AccountStore {
  /** `email` arrives trimmed and lower-cased. */
  findByEmail(provider: ProviderName, email: string): Promise<IdpAccount | null>;
  findById(provider: ProviderName, id: string): Promise<IdpAccount | null>;
}

export interface IdpClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface IdpOptions {
  /** e.g. http://localhost:3001 (issuers are origin + "/business" and "/internal") */
  origin: string;
  /** e.g. http://localhost:3000 */
  portalOrigin: string;
  clients: Record<ProviderName, IdpClientOptions>;
  accounts: AccountStore;
  cookieKeys: string[];
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

const PROVIDER_NAMES: readonly ProviderName[] = ["business", "internal"];

const ACCOUNT_LABEL: Record<ProviderName, string> = {
  business: "Unternehmenskonto",
  internal: "Mitarbeiterkonto",
};

const MESSAGES = {
  invalidCredentials: "E-Mail-Adresse oder Passwort ist nicht korrekt.",
  tooManyAttempts: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
  missingInput: "Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.",
} as const;

const loginForm = z
  .object({
    email: z.string().trim().toLowerCase().max(254).catch(""),
    password: z.string().max(1024).catch(""),
  })
  .catch({ email: "", password: "" });

const SSO_CHECK_PATH = "/int/session/auth";

export async function createIdentityProvider(
  options: IdpOptions,
): Promise<{ app: Express; issuers: Record<ProviderName, string> }> {
  if (options.cookieKeys.length === 0) throw new Error("IdpOptions.cookieKeys must contain at least one key");
  const origin = new URL(options.origin).origin;
  const portalOrigin = new URL(options.portalOrigin).origin;
  const resolved: IdpOptions = { ...options, origin, portalOrigin };
  const { accounts, logger } = options;

  const issuers: Record<ProviderName, string> = { business: `${origin}/business`, internal: `${origin}/internal` };
  const providers: Record<ProviderName, Provider> = {
    business: await createOidcProvider("business", resolved, issuers.business),
    internal: await createOidcProvider("internal", resolved, issuers.internal),
  };
  const throttle = createLoginThrottle();
  // Unknown e-mail addresses are checked against this hash too, so both failures take equally long.
  const dummyHash = await hashPassword(randomBytes(32).toString("base64"));
  const portalLink = { href: portalOrigin, label: "Zum Arbeitgeberportal" };

  const sendPage = (res: Response, status: number, html: (nonce: string) => string) => {
    const nonce = createNonce();
    res.status(status).set(securityHeaders(nonce, portalOrigin)).set("Cache-Control", "no-store").type("html");
    res.send(html(nonce));
  };

  const sendExpired = (res: Response) =>
    sendPage(res, 400, (nonce) =>
      messagePage({
        nonce,
        heading: "Anmeldung abgelaufen",
        message:
          "Ihre Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Bitte starten Sie die Anmeldung im Portal erneut.",
        link: portalLink,
      }),
    );

  /** The interaction of this browser for the uid in the URL, or null when it is gone or belongs elsewhere. */
  const currentInteraction = async (provider: Provider, req: Request, res: Response): Promise<Interaction | null> => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === req.params.uid ? interaction : null;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  };

  const app = express();
  app.disable("x-powered-by");
  // Every answer never sniffed: the provider's own routes set it too, the Express ones here
  // (the SSO check's JSON, redirects, /healthz) did not.
  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });

  /** CORS for the portal only; false (after answering 403) for any other Origin. */
  const allowPortalOrigin = (req: Request, res: Response): boolean => {
    res.vary("Origin");
    const requestOrigin = req.get("Origin");
    if (requestOrigin === undefined) return true;
    if (requestOrigin !== portalOrigin) {
      res.status(403).set("Cache-Control", "no-store").json({ message: "Diese Herkunft ist nicht zugelassen." });
      return false;
    }
    res.set({ "Access-Control-Allow-Origin": portalOrigin, "Access-Control-Allow-Credentials": "true" });
    return true;
  };

  app.options(SSO_CHECK_PATH, (req, res) => {
    if (!allowPortalOrigin(req, res)) return;
    res
      .set({
        "Access-Control-Allow-Methods": "GET",
        "Access-Control-Allow-Headers": "Accept, Content-Type",
        "Access-Control-Max-Age": "600",
      })
      .status(204)
      .end();
  });

  // Whether the browser holds a business SSO session, for the portal's silent login check.
  app.get(SSO_CHECK_PATH, async (req, res) => {
    if (!allowPortalOrigin(req, res)) return;
    const business = providers.business;
    const session = await business.Session.get(business.createContext(req, res));
    res.set("Cache-Control", "no-store").json({ data: { sso: Boolean(session.accountId) } });
  });

  // The business portal's login entry point: hands over to the portal's own OIDC login.
  app.get("/oauth/login", (req, res) => {
    const target = new URL("/api/auth/business/login", portalOrigin);
    target.searchParams.set("redirectUrl", portalPath(req.query.redirectUrl, portalOrigin));
    res.set("Cache-Control", "no-store").redirect(302, target.href);
  });

  const parseLoginForm = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 10 });

  for (const name of PROVIDER_NAMES) {
    const provider = providers[name];
    const base = `/${name}/interaction/:uid`;
    const renderLogin = (req: Request, res: Response, status: number, email: string, error?: string) =>
      sendPage(res, status, (nonce) =>
        loginPage({
          nonce,
          accountLabel: ACCOUNT_LABEL[name],
          actionPath: `/${name}/interaction/${req.params.uid}/login`,
          abortPath: `/${name}/interaction/${req.params.uid}/abort`,
          email,
          error,
        }),
      );

    app.get(base, async (req, res) => {
      const interaction = await currentInteraction(provider, req, res);
      if (!interaction) return sendExpired(res);
      const hint = interaction.params.login_hint;
      renderLogin(req, res, 200, typeof hint === "string" ? hint : "");
    });

    app.post(`${base}/login`, parseLoginForm, async (req, res) => {
      const interaction = await currentInteraction(provider, req, res);
      if (!interaction) return sendExpired(res);
      const { email, password } = loginForm.parse(req.body);
      if (!email || !password) return renderLogin(req, res, 400, email, MESSAGES.missingInput);

      const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
      const accountKey = `${name}:${email}`;
      // Counted before the slow argon2 check, in one step: parallel guesses cannot all pass.
      const throttleState = throttle.reserve(accountKey, ip);
      if (throttleState.blocked) {
        logger?.warn({ provider: name, ip }, "idp login throttled");
        res.set("Retry-After", String(throttleState.retryAfterSeconds));
        return renderLogin(req, res, 429, email, MESSAGES.tooManyAttempts);
      }

      const account = await accounts.findByEmail(name, email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? dummyHash, password);
      if (!account || !passwordMatches) {
        logger?.info({ provider: name, ip, reason: account ? "wrong password" : "unknown e-mail" }, "idp login failed");
        return renderLogin(req, res, 401, email, MESSAGES.invalidCredentials);
      }

      throttle.recordSuccess(accountKey, ip);
      logger?.info({ provider: name, accountId: account.id }, "idp login succeeded");
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
    });

    app.get(`${base}/abort`, async (req, res) => {
      const interaction = await currentInteraction(provider, req, res);
      if (!interaction) return sendExpired(res);
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      );
    });

    // After the routes above: oidc-provider parses its own request bodies and derives its
    // mount path from the issuer URL and req.originalUrl.
    app.use(`/${name}`, provider.callback());
  }

  app.use((_req, res) => {
    sendPage(res, 404, (nonce) =>
      messagePage({
        nonce,
        heading: "Seite nicht gefunden",
        message: "Die angeforderte Seite gibt es hier nicht.",
        link: portalLink,
      }),
    );
  });

  const handleError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    logger?.warn({ err: error, path: req.path, method: req.method }, "idp request failed");
    if (res.headersSent) return next(error);
    // Client errors from the body parser (413, 400) keep their status; everything else is a 500.
    const status =
      error instanceof Error && "status" in error && typeof error.status === "number" && error.status < 500
        ? error.status
        : 500;
    sendPage(res, status, (nonce) =>
      messagePage({
        nonce,
        heading: "Es ist ein Fehler aufgetreten",
        message: "Ihre Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.",
        link: portalLink,
      }),
    );
  };
  app.use(handleError);

  return { app, issuers };
}
