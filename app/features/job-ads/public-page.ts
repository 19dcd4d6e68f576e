import { htmlToText } from "~/lib/rich-text";
import { slugify } from "~/lib/slug";
import { EMPLOYMENT_TYPES, type EmploymentType } from "./vocabulary";
import { SECTION_KEYS, SECTION_LABELS, type JobAdPreviewModel } from "./ad-view";

/**
 * The public page of a job ad (issue 14, docs/employer-branding.md): its address and what search
 * engines read of it. Pure functions, shared by the page's loader and its tests.
 */

/** "Buchhalter/in (m/w/d)" in "Linz" → "buchhalter-in-m-w-d-linz": German letters spelt out, at most 80 characters. */
export function jobAdSlug(title: string, city: string | undefined): string {
  return slugify(`${title} ${city ?? ""}`, "inserat");
}

/** `/jobs/{id}-{slug}`: the one address of an ad's public page. */
export function jobAdPublicPath(id: number, title: string, city: string | undefined): string {
  return `/jobs/${id}-${jobAdSlug(title, city)}`;
}

/** The id at the start of the path segment ("123-buchhalter-linz" → 123), or null. */
export function jobAdIdOfSegment(segment: string | undefined): number | null {
  const match = /^([1-9]\d{0,9})(?:-|$)/.exec(segment ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  // ids are int4
  return id <= 2_147_483_647 ? id : null;
}

/** schema.org's employmentType values for the portal's kinds of employment. */
const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = {
  vollzeit: "FULL_TIME",
  teilzeit: "PART_TIME",
  geringfuegig: "PART_TIME",
  lehre: "OTHER",
  praktikum: "INTERN",
  "freier-dienstvertrag": "CONTRACTOR",
  saison: "TEMPORARY",
};

const SCHEMA_PERIOD: Record<string, string> = { hour: "HOUR", week: "WEEK", month: "MONTH", year: "YEAR" };

/** The name a Chiffre ad gives instead of the company's, on the page and to search engines. */
export const CHIFFRE_NAME = "Chiffre-Inserat";

/** Who the public sees as the employer: the company, or for a Chiffre ad no one. */
export function publicEmployerName(model: JobAdPreviewModel): string {
  return model.anonymous ? CHIFFRE_NAME : model.companyName;
}

export interface JobPostingInput {
  id: number;
  url: string;
  model: JobAdPreviewModel;
  /** The stored employment kinds (keys of EMPLOYMENT_TYPES), for schema.org's vocabulary. */
  employmentTypes: string[];
  salary: { minCents: number | null; maxCents: number | null; period: string | null };
  remote: string;
  publishedAt: Date;
  expiresAt: Date | null;
  /** The sections as sanitised HTML, in the page's order. */
  descriptionHtml: string;
  /** Absolute URL of the company's logo; null for a Chiffre ad or without a logo. */
  logoUrl: string | null;
  /** The company's employer page, when it has a published one. */
  companyUrl: string | null;
}

/**
 * `JobPosting` structured data (schema.org; Google's required and recommended properties). A
 * Chiffre ad names no company: no name, logo or link of it.
 */
export function jobPostingJsonLd(input: JobPostingInput): Record<string, unknown> {
  const { model } = input;
  const organization = {
    "@type": "Organization",
    name: publicEmployerName(model),
    ...(input.logoUrl && !model.anonymous ? { logo: input.logoUrl } : {}),
    ...(input.companyUrl && !model.anonymous ? { sameAs: input.companyUrl } : {}),
  };
  const employment = [
    ...new Set(
      input.employmentTypes
        .filter((type): type is EmploymentType => Object.hasOwn(EMPLOYMENT_TYPES, type))
        .map((type) => SCHEMA_EMPLOYMENT[type]),
    ),
  ];
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: model.title,
    description: input.descriptionHtml,
    identifier: {
      "@type": "PropertyValue",
      name: publicEmployerName(model),
      value: String(input.id),
    },
    datePosted: input.publishedAt.toISOString(),
    ...(input.expiresAt ? { validThrough: input.expiresAt.toISOString() } : {}),
    ...(employment.length > 0 ? { employmentType: employment.length === 1 ? employment[0] : employment } : {}),
    hiringOrganization: organization,
    jobLocation: model.locations.map((location) => ({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: location.city,
        postalCode: location.postcode,
        addressRegion: location.state,
        addressCountry: "AT",
      },
    })),
    directApply: model.application.method === "portal",
    url: input.url,
  };
  if (input.remote === "full") {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: "AT" };
  }
  const { minCents, maxCents, period } = input.salary;
  if (minCents !== null && period && Object.hasOwn(SCHEMA_PERIOD, period)) {
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: {
        "@type": "QuantitativeValue",
        ...(maxCents !== null && maxCents > minCents
          ? { minValue: minCents / 100, maxValue: maxCents / 100 }
          : { value: minCents / 100 }),
        unitText: SCHEMA_PERIOD[period],
      },
    };
  }
  return posting;
}

/** The meta description: title, employer (not for Chiffre), place and salary, about 160 characters. */
export function jobAdDescription(model: JobAdPreviewModel): string {
  const place = model.locations
    .map((location) => location.city)
    .filter(Boolean)
    .join(", ");
  const parts = [model.title, model.anonymous ? null : `bei ${model.companyName}`, place ? `in ${place}` : null].filter(
    Boolean,
  );
  const text = `${parts.join(" ")}.${model.salary ? ` Gehalt: ${model.salary}.` : ""} Jetzt bewerben.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()} …` : text;
}

const LEGAL_FORM = /\s+(gmbh(\s*&\s*co\.?\s*kg)?|ag|og|kg|e\.\s?u\.|gesmbh|se|eg)\.?$/i;

/**
 * Where a Chiffre ad's own text names its company (the title or a section, by label): the portal
 * hides the name everywhere else, but the company's words are the company's to change. Matches
 * the full name and the name without its legal form ("Donautal Technik" of "Donautal Technik GmbH").
 */
export function chiffreNameMentions(model: JobAdPreviewModel, companyName: string): string[] {
  if (!model.anonymous) return [];
  const names = [...new Set([companyName, companyName.replace(LEGAL_FORM, "")])]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length >= 3);
  const mentions = (text: string) => {
    const plain = htmlToText(text).toLowerCase();
    return names.some((name) => plain.includes(name));
  };
  return [
    ...(mentions(model.title) ? ["Stellentitel"] : []),
    ...SECTION_KEYS.filter((key) => {
      const section = model.sections[key];
      return section.kind === "html" && mentions(section.html);
    }).map((key) => SECTION_LABELS[key]),
  ];
}
