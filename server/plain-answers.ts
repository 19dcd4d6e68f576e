import type http from "node:http";
import { RETRY_AFTER_SECONDS } from "@db/availability";
import { INVALID_TEXT_MESSAGE } from "~/lib/text-input";
import { escapeMarkup } from "~/lib/escape";
import { plainPage } from "./plain-page";

/**
 * Answers the portal gives before (or instead of) its pages: JSON for the API and React
 * Router's data requests, otherwise a short German page a person can read. They need neither
 * the database nor the page bundle, so they work while either is away.
 */

export const UNAVAILABLE_MESSAGE =
  "Das Arbeitgeberportal ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.";

function wantsJson(req: http.IncomingMessage): boolean {
  const path = (req.url ?? "/").split("?")[0]!;
  if (path.startsWith("/api/") || path.endsWith(".data")) return true;
  const accept = req.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

interface PlainAnswer {
  status: number;
  /** The page's heading and title. */
  heading: string;
  message: string;
  link: { href: string; label: string };
}

function send(req: http.IncomingMessage, res: http.ServerResponse, answer: PlainAnswer): void {
  res.statusCode = answer.status;
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    // The job-ad API's error shape (docs/api.md), and the plain one of the portal's other answers.
    const body = (req.url ?? "").startsWith("/api/manage-job-ads")
      ? { error: { message: answer.message } }
      : { message: answer.message };
    res.end(JSON.stringify(body));
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const page = plainPage(
    `${answer.heading} – Arbeitgeberportal`,
    `<h1>${escapeMarkup(answer.heading)}</h1>
<p>${escapeMarkup(answer.message)}</p>
<p><a href="${escapeMarkup(answer.link.href)}">${escapeMarkup(answer.link.label)}</a></p>`,
  );
  res.end(req.method === "HEAD" ? undefined : page);
}

/**
 * While the database is away (a restart, a failover) or not up yet at start-up (issue 13 §1):
 * 503 with `Retry-After`, so browsers, clients and load balancers try again.
 */
export function sendUnavailable(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  send(req, res, {
    status: 503,
    heading: "Das Arbeitgeberportal ist vorübergehend nicht erreichbar.",
    message: UNAVAILABLE_MESSAGE,
    // An empty href reloads the same address.
    link: { href: "", label: "Seite neu laden" },
  });
}

export const OVERLOADED_MESSAGE =
  "Das Arbeitgeberportal ist gerade sehr stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.";

/** Seconds a shed request is asked to wait: long enough for a burst to pass. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 5;

/**
 * More requests than the instance serves at once and its queue holds (issue 13 §6, decision
 * 032): 503 with `Retry-After` at once, before the request reads the session or the database.
 */
export function sendOverloaded(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
  send(req, res, {
    status: 503,
    heading: "Das Arbeitgeberportal ist gerade stark ausgelastet.",
    message: OVERLOADED_MESSAGE,
    link: { href: "", label: "Seite neu laden" },
  });
}

/** A URL or body whose text is no valid UTF-8 or holds a NUL (issue 13 §3): 400. */
export function sendInvalidText(req: http.IncomingMessage, res: http.ServerResponse): void {
  send(req, res, {
    status: 400,
    heading: "Die Anfrage ist ungültig.",
    message: INVALID_TEXT_MESSAGE,
    link: { href: "/", label: "Zur Startseite" },
  });
}
