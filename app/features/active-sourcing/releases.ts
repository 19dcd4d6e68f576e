/**
 * The release notes of the talent search ("Versionshinweise", docs/active-sourcing.md): dated
 * entries kept as content in the repository, newest first. `info-new-version` shows the entries a
 * browser has not seen yet; the cookie RELEASE_COOKIE remembers the newest one it saw.
 */

export interface Release {
  /** "2026-11-27": also the entry's identity, compared as text. */
  date: string;
  title: string;
  items: readonly string[];
}

export const RELEASES: readonly Release[] = [
  {
    date: "2026-11-27",
    title: "Kontaktanfragen, Nachrichten, Projekte, Matching und Suchaufträge",
    items: [
      "Kontaktanfragen mit Vorlagen: Talente antworten über einen persönlichen Link, nehmen an oder lehnen ab.",
      "Nachrichten: Gespräche gehören Ihrem Unternehmen; ungelesene Antworten zeigt die Navigation an.",
      "Projekte: Talente in Phasen sammeln und per Auswahl oder Ziehen verschieben, mit Verlauf.",
      "Matching: zu jedem aktiven Inserat die passenden Talente mit Punktzahl und Gründen.",
      "Meine Suchen: Suchen speichern und täglich oder wöchentlich neue Talente per E-Mail erhalten.",
      "Lizenz: Talentsuche Basis oder Premium direkt im Portal bestellen.",
    ],
  },
  {
    date: "2026-11-20",
    title: "Die neue Talentsuche",
    items: [
      "Suche nach Jobtitel, Kenntnissen und Ort mit Umkreis, tolerant bei Tippfehlern und Umlauten.",
      "Filter mit Trefferzahlen: Berufsfeld, Karrierestufe, Anstellungsart, Sprachen, Verfügbarkeit und mehr.",
      "Anonymisierte Profile: Namen und Kontaktdaten erst nach angenommener Kontaktanfrage.",
    ],
  },
];

export const RELEASE_COOKIE = "ap_talent_release";
const RELEASE_COOKIE_MAX_AGE_SECONDS = 400 * 86_400;

export const latestRelease = (): Release => RELEASES[0]!;

/** The newest release date the browser saw, from a Cookie header; null when none. */
export function seenRelease(cookieHeader: string | null): string | null {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const [name, value] = pair.trim().split("=");
    if (name === RELEASE_COOKIE && value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  }
  return null;
}

/** The releases after `seen` (all when nothing was seen), newest first. */
export const releasesSince = (seen: string | null): Release[] =>
  RELEASES.filter((release) => seen === null || release.date > seen);

/** Whether the search should point to what is new. */
export const hasUnseenRelease = (seen: string | null) => seen === null || latestRelease().date > seen;

export function seenCookie(secure: boolean): string {
  return `${RELEASE_COOKIE}=${latestRelease().date}; Max-Age=${RELEASE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
