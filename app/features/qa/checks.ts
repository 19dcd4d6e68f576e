import { asksAboutPayHistory, payHistoryRequestsIn } from "~/features/job-ads/pay-transparency";
import { formatSalary, genderNeutralTitleWarning, isSalaryExempt } from "~/features/job-ads/schema";
import { htmlToText } from "~/lib/rich-text";

/**
 * The automatic checks QA sees next to an ad (issue 5): Austrian law (GlBG § 9) and the house
 * rules every ad must meet before it goes online. Pure, so it runs the same in the review page,
 * the API and the report that keeps the result.
 */

export type CheckStatus = "ok" | "warning" | "error";

export interface QaCheck {
  key: QaCheckKey;
  label: string;
  status: CheckStatus;
  detail: string;
}

export const QA_CHECK_LABELS = {
  salary: "Gehaltsangabe (GlBG § 9 (2))",
  title: "Geschlechtsneutraler Titel (GlBG § 9 (1))",
  content: "Unzulässige Inhalte",
  links: "Links",
  contact: "Kontaktdaten und Bewerbungsweg",
  payHistory: "Frage nach dem derzeitigen oder früheren Gehalt (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2)",
} as const;
export type QaCheckKey = keyof typeof QA_CHECK_LABELS;

/** A question the ad's application form asks candidates (its text and, for a choice, its answers). */
export interface AskedQuestion {
  label: string;
  options: readonly string[];
}

/** What the checks read of an ad. */
export interface CheckedAd {
  title: string;
  employmentTypes: readonly string[];
  jobLevel: string | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: string | null;
  salaryOverpay: boolean;
  salaryText: string;
  content: { intro: string; tasks: string; profile: string; offer: string; contact: string };
  contactPerson: { name: string; email: string; phone: string };
  applicationMethod: string | null;
  applicationEmail: string | null;
  applicationUrl: string | null;
}

/**
 * Requirements that discriminate by age, origin, gender, family or religion (GlBG §§ 9, 23) or
 * that the portal does not publish. Each pattern comes with the reason QA reads.
 */
const FORBIDDEN_PATTERNS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /\b(?:bis|maximal|höchstens|max\.)\s*\d{2}\s*jahre\b/iu, reason: "Altersgrenze" },
  { pattern: /\b(?:zwischen\s+)?\d{2}\s*(?:bis|-|–)\s*\d{2}\s*jahre(?:n)?\s*(?:alt)?\b/iu, reason: "Altersangabe" },
  { pattern: /\bjunge[nrs]?\s+(?:bewerber|mitarbeiter|kolleg|dame|herr|mann|frau)/iu, reason: "Altersbezug („jung“)" },
  {
    pattern: /\bdeutsche?\s+muttersprach|\bmuttersprachler(?:in)?\b|\bmuttersprache\s+deutsch\b/iu,
    reason: "Muttersprache",
  },
  { pattern: /\b(?:nur|ausschließlich)\s+(?:männer|frauen|männlich|weiblich)/iu, reason: "Geschlecht" },
  {
    pattern: /\b(?:österreichische|deutsche|eu-)\s*staatsbürgerschaft\s+(?:erforderlich|vorausgesetzt|notwendig)/iu,
    reason: "Staatsbürgerschaft",
  },
  { pattern: /\b(?:ohne\s+kinder|kinderlos|ledig(?:e|er)?\s+bewerber)/iu, reason: "Familienstand" },
  { pattern: /\b(?:konfession|religionsbekenntnis|christlich(?:e|en)?\s+glaubens)/iu, reason: "Religion" },
  {
    pattern: /\bbewerbung\s+(?:nur\s+)?mit\s+(?:aktuellem\s+)?foto\b|\bfoto\s+(?:ist\s+)?(?:erforderlich|pflicht)/iu,
    reason: "Foto als Bedingung",
  },
  {
    pattern: /\b(?:bitcoin|krypto|schneeballsystem|mlm|network[- ]marketing|vorab\s*gebühr|startgebühr)\b/iu,
    reason: "Unseriöses Angebot",
  },
];

/** Hosts that hide the target of a link; QA wants to see where applicants are sent. */
const SHORTENER_HOSTS = new Set(["bit.ly", "tinyurl.com", "t.co", "goo.gl", "ow.ly", "is.gd", "buff.ly", "rebrand.ly"]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

function linksOf(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/giu)].map((match) => match[1] ?? "");
}

function check(key: QaCheckKey, status: CheckStatus, detail: string): QaCheck {
  return { key, label: QA_CHECK_LABELS[key], status, detail };
}

function salaryCheck(ad: CheckedAd): QaCheck {
  if (isSalaryExempt(ad.employmentTypes, ad.jobLevel ?? undefined)) {
    return check("salary", "ok", "Keine Angabe nötig (freier Dienstvertrag oder Geschäftsführung/Vorstand).");
  }
  const statement = formatSalary(ad);
  if (!statement) return check("salary", "error", "Das Mindestentgelt mit Zeitraum fehlt.");
  if (!ad.salaryOverpay && !/überzahlung/iu.test(ad.salaryText)) {
    return check("salary", "warning", `${statement}. Hinweis auf Überzahlungsbereitschaft fehlt.`);
  }
  return check("salary", "ok", statement);
}

function titleCheck(ad: CheckedAd): QaCheck {
  if (!ad.title.trim()) return check("title", "error", "Der Titel fehlt.");
  const warning = genderNeutralTitleWarning(ad.title);
  return warning
    ? check("title", "error", `„${ad.title}“ spricht nicht alle Geschlechter an.`)
    : check("title", "ok", ad.title);
}

function contentCheck(ad: CheckedAd): QaCheck {
  const text = [ad.title, ...Object.values(ad.content).map(htmlToText), ad.salaryText].join(" \n ");
  const found = FORBIDDEN_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ reason }) => reason);
  if (found.length > 0) return check("content", "error", `Gefunden: ${[...new Set(found)].join(", ")}.`);
  if (htmlToText(ad.content.tasks).length === 0 && htmlToText(ad.content.profile).length === 0) {
    return check("content", "warning", "Aufgaben und Anforderungen fehlen.");
  }
  return check("content", "ok", "Keine unzulässigen Anforderungen gefunden.");
}

function linksCheck(ad: CheckedAd): QaCheck {
  const links = [...Object.values(ad.content).flatMap(linksOf), ...(ad.applicationUrl ? [ad.applicationUrl] : [])];
  const problems: string[] = [];
  for (const link of links) {
    if (link.startsWith("mailto:")) continue;
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      problems.push(`ungültig: ${link}`);
      continue;
    }
    if (url.protocol !== "https:") problems.push(`nicht verschlüsselt: ${link}`);
    else if (SHORTENER_HOSTS.has(url.hostname.toLowerCase())) problems.push(`verkürzt: ${link}`);
  }
  if (problems.length > 0) return check("links", "error", problems.join("; "));
  return check("links", "ok", links.length === 0 ? "Keine Links." : `${links.length} Link(s) geprüft.`);
}

function contactCheck(ad: CheckedAd): QaCheck {
  const missing: string[] = [];
  switch (ad.applicationMethod) {
    case "email":
      if (!ad.applicationEmail || !EMAIL.test(ad.applicationEmail)) missing.push("gültige Bewerbungs-E-Mail");
      break;
    case "url":
      if (!ad.applicationUrl) missing.push("Bewerbungslink");
      break;
    case "portal":
      break;
    default:
      missing.push("Bewerbungsweg");
  }
  const person = ad.contactPerson;
  if (!person.name.trim()) missing.push("Ansprechperson");
  if (!person.email.trim() && !person.phone.trim()) missing.push("E-Mail oder Telefon der Ansprechperson");
  if (person.email.trim() && !EMAIL.test(person.email.trim())) missing.push("gültige E-Mail der Ansprechperson");
  if (missing.length > 0)
    return check("contact", ad.applicationMethod ? "warning" : "error", `Es fehlt: ${missing.join(", ")}.`);
  return check(
    "contact",
    "ok",
    `${person.name}${person.email ? `, ${person.email}` : ""}${person.phone ? `, ${person.phone}` : ""}`,
  );
}

/** EU 2023/970 Art. 5 (2): neither the form's questions nor the ad's text may ask for the candidate's current or previous pay. */
function payHistoryCheck(ad: CheckedAd, questions: readonly AskedQuestion[]): QaCheck {
  const asking = questions
    .filter((question) => asksAboutPayHistory(question.label) || question.options.some(asksAboutPayHistory))
    .map((question) => `„${question.label}“`);
  const text = [ad.title, ...Object.values(ad.content).map(htmlToText), ad.salaryText].join("\n");
  const requests = payHistoryRequestsIn(text).map((sentence) => `„${sentence}“`);
  const found = [
    ...(asking.length > 0 ? [`Frage an Bewerber:innen: ${asking.join(", ")}`] : []),
    ...(requests.length > 0 ? [`im Inseratstext: ${requests.join(", ")}`] : []),
  ];
  if (found.length > 0) {
    return check("payHistory", "error", `Fragt nach dem derzeitigen oder früheren Gehalt – ${found.join("; ")}.`);
  }
  return check("payHistory", "ok", "Weder Fragen noch Text fragen nach dem derzeitigen oder früheren Gehalt.");
}

/** The checks of an ad and the questions its application form asks (none for an ad applied to elsewhere). */
export function runQaChecks(ad: CheckedAd, questions: readonly AskedQuestion[]): QaCheck[] {
  return [
    salaryCheck(ad),
    titleCheck(ad),
    contentCheck(ad),
    linksCheck(ad),
    contactCheck(ad),
    payHistoryCheck(ad, questions),
  ];
}

/** Reasons QA can give for a rejection; the company reads the labels. */
export const QA_REJECTION_REASONS = {
  salary: "Die Gehaltsangabe fehlt oder entspricht nicht GlBG § 9 (2) (Mindestentgelt, Zeitraum, Überzahlung).",
  title: "Der Stellentitel ist nicht geschlechtsneutral (z. B. „(m/w/d)“).",
  discrimination: "Das Inserat enthält unzulässige Anforderungen (z. B. Alter, Herkunft, Geschlecht, Familienstand).",
  content: "Die Beschreibung ist unvollständig oder unverständlich.",
  links: "Links sind fehlerhaft, unverschlüsselt oder verkürzt.",
  contact: "Kontaktdaten oder Bewerbungsweg fehlen.",
  payHistory:
    "Das Inserat oder seine Fragen an Bewerber:innen fragen nach dem derzeitigen oder früheren Gehalt (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2). Erlaubt ist die Frage nach der Gehaltsvorstellung.",
  other: "Sonstiges (siehe Nachricht).",
} as const;
export type QaRejectionReason = keyof typeof QA_REJECTION_REASONS;
export const QA_REJECTION_REASON_KEYS = Object.keys(QA_REJECTION_REASONS) as [
  QaRejectionReason,
  ...QaRejectionReason[],
];

/** Reasons a failed check suggests, pre-selected in the report form. */
export function suggestedReasons(checks: readonly QaCheck[]): QaRejectionReason[] {
  const byCheck: Record<QaCheckKey, QaRejectionReason> = {
    salary: "salary",
    title: "title",
    content: "discrimination",
    links: "links",
    contact: "contact",
    payHistory: "payHistory",
  };
  return checks.filter((c) => c.status === "error").map((c) => byCheck[c.key]);
}
