/**
 * What the server needs to render the side navigation in the state the browser will show, so the
 * page does not flash from collapsed to open while it hydrates (decision 018):
 * - whether the screen is large (SPEC §9: at least 1920 px), from the `Sec-CH-Viewport-Width`
 *   client hint where the browser sends it (Chromium, after `Accept-CH`), otherwise from a cookie
 *   the page writes once it runs;
 * - the user's own choice on a large screen (open or collapsed), from a cookie the toggle writes.
 */

/** SPEC §9: the navigation's large-screen breakpoint. */
export const LARGE_SCREEN_MIN_WIDTH_PX = 1920;
export const LARGE_SCREEN_QUERY = `(min-width: ${LARGE_SCREEN_MIN_WIDTH_PX}px)`;

/** "large" or "small": the screen the page last ran on. */
export const VIEWPORT_COOKIE = "ap_viewport";
/** "open" or "closed": what the user chose with the toggle on a large screen. */
export const NAV_CHOICE_COOKIE = "ap_nav";
/** The client hint asked for in `Accept-CH` on every page (entry.server.tsx). */
export const VIEWPORT_WIDTH_HINT = "Sec-CH-Viewport-Width";

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface NavigationHints {
  isLargeScreen: boolean;
  /** The user's toggle choice on a large screen; null when they never toggled there. */
  rememberedOpen: boolean | null;
}

/** The value of one cookie from a Cookie header or `document.cookie`; the first one wins. */
function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** Reads the hints of one request; without any, the screen counts as small (collapsed, the safe default). */
export function readNavigationHints(
  cookieHeader: string | null | undefined,
  viewportWidthHint: string | null | undefined,
): NavigationHints {
  const hintedWidth = viewportWidthHint ? Number(viewportWidthHint.trim()) : Number.NaN;
  const isLargeScreen =
    Number.isFinite(hintedWidth) && hintedWidth > 0
      ? hintedWidth >= LARGE_SCREEN_MIN_WIDTH_PX
      : cookieValue(cookieHeader, VIEWPORT_COOKIE) === "large";
  const choice = cookieValue(cookieHeader, NAV_CHOICE_COOKIE);
  return { isLargeScreen, rememberedOpen: choice === "open" ? true : choice === "closed" ? false : null };
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/${secure}; SameSite=Lax`;
}

/** Remembers the screen size for the next server render, where the browser sends no client hint. */
export function saveViewport(isLargeScreen: boolean): void {
  if (cookieValue(document.cookie, VIEWPORT_COOKIE) === (isLargeScreen ? "large" : "small")) return;
  writeCookie(VIEWPORT_COOKIE, isLargeScreen ? "large" : "small");
}

export function saveNavigationChoice(isOpen: boolean): void {
  writeCookie(NAV_CHOICE_COOKIE, isOpen ? "open" : "closed");
}
