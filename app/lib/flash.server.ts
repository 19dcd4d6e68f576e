import crypto from "node:crypto";
import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { z } from "zod";
import { FLASH_CATALOGUE, FLASH_TEXT_MAX, FLASH_TONES, type Flash, type FlashKey, type FlashTone } from "./flash";
import { requestContext } from "./request-context";
import { STATUS_ROLES } from "./status-tone";

export const FLASH_COOKIE = "ap_flash";

/** Long enough to cross a sign-in at the identity provider (its transaction lives as long). */
export const FLASH_MAX_AGE_SECONDS = 10 * 60;

/** A signed flash is well below this; anything longer is not ours and is not even verified. */
const MAX_COOKIE_VALUE_LENGTH = 1_500;

/** What a redirect may say: a message of the catalogue, or a sentence the server put together. */
export type FlashInput = FlashKey | { tone: FlashTone; text: string };

const catalogueKeys = Object.keys(FLASH_CATALOGUE) as [FlashKey, ...FlashKey[]];
const flashText = z.string().trim().min(1).max(FLASH_TEXT_MAX);

const storedSchema = z.union([
  z.strictObject({ id: z.string().max(40), exp: z.number(), key: z.enum(catalogueKeys) }),
  z.strictObject({ id: z.string().max(40), exp: z.number(), tone: z.enum(FLASH_TONES), text: flashText }),
]);
type StoredFlash = z.infer<typeof storedSchema>;

export interface FlashCookie {
  /** The Set-Cookie header for a flash; throws on a text the catalogue's limits refuse. */
  serialize(input: FlashInput): Promise<string>;
  /** The flash of a request's Cookie header, or null when there is none, or it is forged, too long or stale. */
  read(cookieHeader: string | null): Promise<StoredFlash | null>;
  /** Whether the request carries a flash cookie at all (valid or not). */
  isPresent(cookieHeader: string | null): boolean;
  /** The Set-Cookie header that removes the flash. */
  clear(): Promise<string>;
  readonly name: string;
}

export interface FlashCookieOptions {
  /** The cookie's name (with the __Host- prefix over HTTPS). */
  name: string;
  /** HMAC keys: the first signs, every one verifies (rotation). */
  secrets: string[];
  secure: boolean;
  now?: () => number;
}

function rawCookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The flash cookie: HttpOnly, SameSite=Lax, signed with HMAC-SHA256 (React Router's createCookie). */
export function createFlashCookie({ name, secrets, secure, now = Date.now }: FlashCookieOptions): FlashCookie {
  if (secrets.length === 0) throw new Error("the flash cookie needs a secret");
  const cookie = createCookie(name, {
    secrets,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
  return {
    name,
    async serialize(input) {
      const id = crypto.randomBytes(9).toString("base64url");
      const exp = now() + FLASH_MAX_AGE_SECONDS * 1000;
      const stored: StoredFlash =
        typeof input === "string" ? { id, exp, key: input } : { id, exp, tone: input.tone, text: input.text };
      // Refuses what the reader would refuse: a caller's mistake is found where it is made.
      return cookie.serialize(storedSchema.parse(stored));
    },
    async read(cookieHeader) {
      const raw = rawCookieValue(cookieHeader, name);
      if (!raw || raw.length > MAX_COOKIE_VALUE_LENGTH) return null;
      const parsed = storedSchema.safeParse(await cookie.parse(cookieHeader));
      if (!parsed.success || parsed.data.exp <= now()) return null;
      return parsed.data;
    },
    isPresent(cookieHeader) {
      return rawCookieValue(cookieHeader, name) !== null;
    },
    clear() {
      return cookie.serialize("", { maxAge: 0 });
    },
  };
}

/** The text the page shows for a stored flash. */
export function flashForPage(stored: StoredFlash, options: { signedIn: boolean }): Flash {
  if ("key" in stored) {
    const entry: { tone: FlashTone; text: string; signedInText?: string } = FLASH_CATALOGUE[stored.key];
    const text = options.signedIn && entry.signedInText ? entry.signedInText : entry.text;
    return { id: stored.id, tone: entry.tone, role: STATUS_ROLES[entry.tone], text };
  }
  return { id: stored.id, tone: stored.tone, role: STATUS_ROLES[stored.tone], text: stored.text };
}

interface FlashSlot {
  stored: StoredFlash | null;
  taken: boolean;
}

const flashSlot = createContext<FlashSlot>({ stored: null, taken: false });

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Root middleware: reads the request's flash for the root loader and, once a page that showed it
 * is answered, clears the cookie. A redirect leaves it alone, so a flash crosses a chain of
 * redirects (a guard, then the login page, then the start page) to the page that shows it.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { flashCookie } = context.get(requestContext);
  const cookieHeader = request.headers.get("Cookie");
  const slot: FlashSlot = { stored: await flashCookie.read(cookieHeader), taken: false };
  context.set(flashSlot, slot);
  const response = await next();
  const unusable = slot.stored === null && flashCookie.isPresent(cookieHeader);
  const setsNewFlash = response.headers.getSetCookie().some((header) => header.startsWith(`${flashCookie.name}=`));
  if ((slot.taken || unusable) && isSuccess(response.status) && !setsNewFlash) {
    response.headers.append("Set-Cookie", await flashCookie.clear());
  }
  return response;
};

/** For the root loader: the flash this request brought, marked as shown. */
export function takeFlash(context: Readonly<RouterContextProvider>): Flash | null {
  const slot = context.get(flashSlot);
  if (!slot.stored) return null;
  slot.taken = true;
  return flashForPage(slot.stored, { signedIn: context.get(requestContext).user.isAuthenticated });
}

/**
 * A redirect that says why on the page it lands on. `document` makes a client-side navigation
 * load the target as a whole page (for targets outside the app's routes, e.g. the sign-in).
 */
export async function redirectWithFlash(
  context: Readonly<RouterContextProvider>,
  to: string,
  flash: FlashInput,
  options: { document?: boolean } = {},
): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await context.get(requestContext).flashCookie.serialize(flash) });
  if (options.document) headers.set("X-Remix-Reload-Document", "true");
  return redirect(to, { headers });
}
