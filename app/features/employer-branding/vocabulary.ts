/**
 * The words and shapes of an employer page (issue 14, docs/employer-branding.md), without zod:
 * the public page renders from these alone and keeps the public pages' JavaScript budget.
 */

/** Headcount ranges as Austrian company registers and portals state them. */
export const COMPANY_SIZES = {
  "1-9": "1–9 Mitarbeitende",
  "10-49": "10–49 Mitarbeitende",
  "50-249": "50–249 Mitarbeitende",
  "250-999": "250–999 Mitarbeitende",
  "1000+": "1.000 und mehr Mitarbeitende",
} as const;
export type CompanySize = keyof typeof COMPANY_SIZES;

/** The benefits a company may show, each with its icon (lucide, through /p/icons). */
export const BENEFITS = {
  "flexible-arbeitszeit": { label: "Flexible Arbeitszeiten", icon: "clock" },
  homeoffice: { label: "Homeoffice", icon: "house" },
  weiterbildung: { label: "Weiterbildung", icon: "graduation-cap" },
  essenszuschuss: { label: "Essenszuschuss", icon: "utensils" },
  klimaticket: { label: "Klimaticket oder Öffi-Zuschuss", icon: "train-front" },
  parkplatz: { label: "Parkplatz", icon: "car" },
  gesundheit: { label: "Gesundheitsangebote", icon: "heart-pulse" },
  kinderbetreuung: { label: "Kinderbetreuung", icon: "baby" },
  firmenhandy: { label: "Firmenhandy", icon: "smartphone" },
  mitarbeiterrabatte: { label: "Mitarbeiterrabatte", icon: "percent" },
  firmenevents: { label: "Firmenfeiern und Teamevents", icon: "party-popper" },
  altersvorsorge: { label: "Betriebliche Altersvorsorge", icon: "piggy-bank" },
  fahrrad: { label: "Dienstrad", icon: "bike" },
  sport: { label: "Sportangebote", icon: "dumbbell" },
} as const satisfies Record<string, { label: string; icon: string }>;
export type Benefit = keyof typeof BENEFITS;

/** The icon of a benefit the company names itself. */
export const CUSTOM_BENEFIT_ICON = "circle-check";

/** How many of each repeated part a page may have. */
export const LIMITS = {
  claim: 140,
  industry: 80,
  aboutText: 8000,
  locations: 20,
  location: 120,
  customBenefits: 10,
  customBenefit: 60,
  gallery: 12,
  voices: 6,
  voiceName: 80,
  voiceRole: 80,
  voiceQuote: 600,
  sections: 5,
  sectionTitle: 80,
  sectionText: 4000,
} as const;

export interface EmployeeVoice {
  name: string;
  role: string;
  quote: string;
}

export interface CustomSection {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

/** What a company writes on its employer page: the draft, and each published version. */
export interface EmployerPageContent {
  claim: string;
  /** Sanitised HTML. */
  about: string;
  industry: string;
  size: CompanySize | null;
  foundedYear: number | null;
  website: string | null;
  locations: string[];
  benefits: Benefit[];
  /** Benefits the company names itself, beside the list's (trimmed, each once). */
  customBenefits: string[];
  logoPath: string | null;
  headerImagePath: string | null;
  /** Plus: own colours, gallery, video, employee voices, own sections. */
  primaryColor: string;
  accentColor: string;
  gallery: string[];
  videoUrl: string | null;
  /** Plus: the video stands at the top of the page, in the header, instead of further down. */
  videoInHeader: boolean;
  voices: EmployeeVoice[];
  sections: CustomSection[];
}

export const DEFAULT_PRIMARY_COLOR = "#0B5CAB";
export const DEFAULT_ACCENT_COLOR = "#E4007C";

export function emptyContent(): EmployerPageContent {
  return {
    claim: "",
    about: "",
    industry: "",
    size: null,
    foundedYear: null,
    website: null,
    locations: [],
    benefits: [],
    customBenefits: [],
    logoPath: null,
    headerImagePath: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
    gallery: [],
    videoUrl: null,
    videoInHeader: false,
    voices: [],
    sections: [],
  };
}

export interface VideoEmbed {
  provider: "YouTube" | "Vimeo";
  /** The player's address, loaded only after the visitor's click (two-click privacy). */
  embedUrl: string;
}

/**
 * The privacy-friendly player of a YouTube or Vimeo link, or null for any other address:
 * youtube-nocookie.com for YouTube, Vimeo's player with do-not-track.
 */
export function videoEmbed(url: string | null): VideoEmbed | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^(www|m)\./, "");
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = parsed.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtubeId =
      parsed.pathname === "/watch"
        ? parsed.searchParams.get("v")
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null);
  }
  if (youtubeId !== null) {
    return /^[A-Za-z0-9_-]{11}$/.test(youtubeId)
      ? { provider: "YouTube", embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1` }
      : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeoId = /^\/(?:video\/)?(\d{1,12})$/.exec(parsed.pathname)?.[1];
    return vimeoId
      ? { provider: "Vimeo", embedUrl: `https://player.vimeo.com/video/${vimeoId}?dnt=1&autoplay=1` }
      : null;
  }
  return null;
}

/** The company's own address on its page: `https` or `http` only. */
export function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
