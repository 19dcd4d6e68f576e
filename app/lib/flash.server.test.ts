import { describe, expect, it } from "vitest";
import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { FLASH_CATALOGUE, FLASH_TEXT_MAX } from "./flash";
import { createFlashCookie, flashMiddleware, redirectWithFlash, takeFlash, type FlashCookie } from "./flash.server";
import { requestContext, type RequestContext } from "./request-context";

const NAME = "ap_flash";
const SECRET = "test-secret-of-some-length-0123456789";

function flashCookie(options: { secrets?: string[]; now?: () => number } = {}): FlashCookie {
  return createFlashCookie({ name: NAME, secrets: options.secrets ?? [SECRET], secure: false, now: options.now });
}

/** The Cookie header a browser sends back for a Set-Cookie header. */
const cookieHeaderOf = (setCookie: string) => setCookie.split(";")[0]!;
const valueOf = (setCookie: string) => cookieHeaderOf(setCookie).slice(NAME.length + 1);

describe("the flash cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site and short-lived", async () => {
    const header = await flashCookie().serialize("jobAdNotFound");
    expect(header).toMatch(/^ap_flash=/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=600/);
    expect(
      await createFlashCookie({ name: "__Host-ap_flash", secrets: [SECRET], secure: true }).serialize("forbidden"),
    ).toMatch(/; Secure/);
  });

  it("reads back a catalogue message and a server-made text", async () => {
    const cookie = flashCookie();
    const stored = await cookie.read(cookieHeaderOf(await cookie.serialize("jobAdNotFound")));
    expect(stored).toMatchObject({ key: "jobAdNotFound" });
    const made = await cookie.read(
      cookieHeaderOf(await cookie.serialize({ tone: "success", text: "Inserat Nr. 12 wurde freigegeben." })),
    );
    expect(made).toMatchObject({ tone: "success", text: "Inserat Nr. 12 wurde freigegeben." });
  });

  it("refuses a changed value, another key and a forged unsigned value", async () => {
    const cookie = flashCookie();
    const header = await cookie.serialize("forbidden");
    const value = valueOf(header);
    const [payload, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
    // The same payload with another message in it, signature kept.
    const decoded = JSON.parse(Buffer.from(decodeURIComponent(payload), "base64").toString("utf8"));
    const swapped = Buffer.from(JSON.stringify({ ...decoded, key: "sessionExpired" })).toString("base64");
    expect(await cookie.read(`${NAME}=${encodeURIComponent(swapped)}.${signature}`)).toBeNull();
    // A text of the attacker's choosing without a signature, and with a signature by another key.
    const forged = Buffer.from(
      JSON.stringify({ id: "x", exp: Date.now() + 60_000, tone: "error", text: "Rufen Sie uns an" }),
    );
    expect(await cookie.read(`${NAME}=${forged.toString("base64")}`)).toBeNull();
    const otherKey = flashCookie({ secrets: ["another-secret-0123456789-abcdefghij"] });
    expect(await cookie.read(cookieHeaderOf(await otherKey.serialize("forbidden")))).toBeNull();
    // The genuine one still reads.
    expect(await cookie.read(cookieHeaderOf(header))).toMatchObject({ key: "forbidden" });
  });

  it("verifies with every key of a rotation and signs with the first", async () => {
    const old = flashCookie({ secrets: ["old-secret-0123456789-abcdefghijklm"] });
    const rotated = flashCookie({ secrets: [SECRET, "old-secret-0123456789-abcdefghijklm"] });
    expect(await rotated.read(cookieHeaderOf(await old.serialize("forbidden")))).toMatchObject({ key: "forbidden" });
    expect(await old.read(cookieHeaderOf(await rotated.serialize("forbidden")))).toBeNull();
  });

  it("refuses a stale value even if the browser kept it", async () => {
    let now = 1_000_000;
    const cookie = flashCookie({ now: () => now });
    const header = cookieHeaderOf(await cookie.serialize("forbidden"));
    now += 9 * 60_000;
    expect(await cookie.read(header)).not.toBeNull();
    now += 2 * 60_000;
    expect(await cookie.read(header)).toBeNull();
  });

  it("limits the size: an over-long text is refused when written, an over-long cookie when read", async () => {
    const cookie = flashCookie();
    await expect(cookie.serialize({ tone: "info", text: "ä".repeat(FLASH_TEXT_MAX + 1) })).rejects.toThrow();
    await expect(cookie.serialize({ tone: "info", text: "   " })).rejects.toThrow();
    const longest = await cookie.serialize({ tone: "info", text: "ä".repeat(FLASH_TEXT_MAX) });
    expect(longest.length).toBeLessThan(4096);
    expect(await cookie.read(cookieHeaderOf(longest))).not.toBeNull();
    expect(await cookie.read(`${NAME}=${"A".repeat(5_000)}`)).toBeNull();
  });

  it("says nothing for a missing, empty or garbled cookie", async () => {
    const cookie = flashCookie();
    for (const header of [null, "", "other=1", `${NAME}=`, `${NAME}=%%%`, `${NAME}=e30=.x`]) {
      expect(await cookie.read(header)).toBeNull();
    }
  });

  it("clears with an expired, empty cookie", async () => {
    expect(await flashCookie().clear()).toMatch(/^ap_flash=; Max-Age=0/);
  });
});

const customer: AuthUser = { ...ANONYMOUS_USER, isAuthenticated: true, isExternalUser: true, roles: ["external"] };

function contextFor(cookie: FlashCookie, user: AuthUser = customer) {
  const provider = new RouterContextProvider();
  provider.set(requestContext, { user, flashCookie: cookie } as RequestContext);
  return provider;
}

/** Runs the middleware around a "route" that may take the flash, as the root loader does. */
async function run(
  cookie: FlashCookie,
  cookieHeader: string | null,
  route: (context: RouterContextProvider) => Promise<Response> | Response,
  user?: AuthUser,
) {
  const context = contextFor(cookie, user);
  const request = new Request("http://portal.invalid/p/jobs", {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  const middleware = flashMiddleware as MiddlewareFunction<Response>;
  const response = await middleware(
    { request, context, params: {}, pattern: "/", url: new URL(request.url) } as never,
    async () => route(context),
  );
  return response as Response;
}

describe("one read of a flash", () => {
  it("the page that shows it clears it; the next request has none", async () => {
    const cookie = flashCookie();
    const header = cookieHeaderOf(await cookie.serialize("jobAdNotFound"));
    let shown: ReturnType<typeof takeFlash> = null;
    const response = await run(cookie, header, (context) => {
      shown = takeFlash(context);
      return new Response("page");
    });
    expect(shown).toMatchObject({ tone: "warning", text: FLASH_CATALOGUE.jobAdNotFound.text });
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^ap_flash=; Max-Age=0/);
  });

  it("a redirect passes it on untouched, to the page at the end of the chain", async () => {
    const cookie = flashCookie();
    const header = cookieHeaderOf(await cookie.serialize("forbidden"));
    const response = await run(cookie, header, (context) => {
      takeFlash(context);
      return new Response(null, { status: 302, headers: { location: "/p/internal" } });
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a page that did not show it (the root loader did not run) leaves it", async () => {
    const cookie = flashCookie();
    const header = cookieHeaderOf(await cookie.serialize("forbidden"));
    const response = await run(cookie, header, () => new Response("data of a child route"));
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a new flash set by the response wins over the clearing", async () => {
    const cookie = flashCookie();
    const old = cookieHeaderOf(await cookie.serialize("forbidden"));
    const response = await run(cookie, old, async (context) => {
      takeFlash(context);
      return new Response("page", { headers: { "Set-Cookie": await cookie.serialize("jobAdNotFound") } });
    });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    expect(await cookie.read(cookieHeaderOf(setCookies[0]!))).toMatchObject({ key: "jobAdNotFound" });
  });

  it("a forged cookie is dropped and shows nothing", async () => {
    const cookie = flashCookie();
    let shown: ReturnType<typeof takeFlash> = null;
    const response = await run(cookie, `${NAME}=forged.value`, (context) => {
      shown = takeFlash(context);
      return new Response("page");
    });
    expect(shown).toBeNull();
    expect(response.headers.getSetCookie()[0]).toMatch(/^ap_flash=; Max-Age=0/);
  });

  it("the expired-session message fits whether the visitor signed in again or not", async () => {
    const cookie = flashCookie();
    const header = cookieHeaderOf(await cookie.serialize("sessionExpired"));
    const texts: string[] = [];
    for (const user of [ANONYMOUS_USER, customer]) {
      await run(
        cookie,
        header,
        (context) => {
          texts.push(takeFlash(context)?.text ?? "");
          return new Response("page");
        },
        user,
      );
    }
    expect(texts).toEqual([FLASH_CATALOGUE.sessionExpired.text, FLASH_CATALOGUE.sessionExpired.signedInText]);
  });
});

describe("redirectWithFlash", () => {
  it("redirects and sets the flash; `document` asks the browser for a whole page", async () => {
    const cookie = flashCookie();
    const response = await redirectWithFlash(contextFor(cookie), "/p/jobs", "jobAdNotFound");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/p/jobs");
    expect(await cookie.read(cookieHeaderOf(response.headers.get("set-cookie")!))).toMatchObject({
      key: "jobAdNotFound",
    });
    expect(response.headers.has("X-Remix-Reload-Document")).toBe(false);
    const login = await redirectWithFlash(contextFor(cookie), "/api/auth/business/login", "sessionExpired", {
      document: true,
    });
    expect(login.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
