/**
 * Flash messages: one short German sentence that a redirect carries to the page it lands on
 * ("Das Inserat wurde nicht gefunden."). The server writes them (app/lib/flash.server.ts); the
 * root loader reads each once and the root layout shows it. Decision 017.
 */

import type { StatusTone } from "./status-tone";

export const FLASH_TONES = ["info", "success", "warning", "error"] as const satisfies readonly StatusTone[];
export type FlashTone = (typeof FLASH_TONES)[number];

interface CatalogueEntry {
  tone: FlashTone;
  text: string;
  /** The text once the visitor is signed in again, where the first one would ask for it. */
  signedInText?: string;
}

/** The fixed messages; anything else a flash says is produced by the server, never taken from a URL. */
export const FLASH_CATALOGUE = {
  jobAdNotFound: { tone: "warning", text: "Das Inserat wurde nicht gefunden." },
  forbidden: { tone: "warning", text: "Dafür fehlt Ihnen die Berechtigung." },
  /** SPEC §8: navigation to an external address is refused; the sign-in or sign-out still happens. */
  redirectRefused: {
    tone: "warning",
    text: "Die angegebene Zieladresse liegt außerhalb des Arbeitgeberportals und wurde nicht geöffnet. Sie sind stattdessen hier.",
  },
  sessionExpired: {
    tone: "info",
    text: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    signedInText: "Ihre Sitzung war abgelaufen. Sie sind wieder angemeldet.",
  },
} as const satisfies Record<string, CatalogueEntry>;

export type FlashKey = keyof typeof FLASH_CATALOGUE;

/** The longest text a flash may carry: one or two sentences, far below a cookie's 4 kB. */
export const FLASH_TEXT_MAX = 300;

/** A flash as the page shows it. `id` tells two flashes with the same text apart. */
export interface Flash {
  id: string;
  tone: FlashTone;
  /** The live region it is read out in, so the page needs no table of tones for it. */
  role: "status" | "alert";
  text: string;
}
