import { normalizeDecimalInput, parseDecimalInput } from "~/lib/number-input";
import type { FormValues } from "./editor-values";
import {
  EMPLOYMENT_TYPES,
  JOB_FIELDS,
  JOB_LEVELS,
  REMOTE_OPTIONS,
  SALARY_PERIODS,
  TEMPLATES,
  formatSalary,
  type EmploymentType,
} from "./vocabulary";
import {
  EMAIL,
  safeHref,
  type JobAdPreviewModel,
  type PreviewSection,
  type SectionKey,
  type TemplateKey,
} from "./ad-view";

export {
  contrastRatio,
  readableTextColor,
  relativeLuminance,
  safeHref,
  SECTION_KEYS,
  SECTION_LABELS,
  type JobAdPreviewModel,
  type PreviewSection,
  type RichTextNode,
  type SectionKey,
  type TemplateKey,
} from "./ad-view";

/**
 * The ad as candidates see it, built from raw form values, so the preview can follow the
 * user's typing. Everything that reaches markup is checked here: colours are hex, images are
 * our own upload paths, links are https or mailto; rich text arrives either as HTML the
 * server sanitised or as the editor's document, which the preview renders itself.
 */

const DEFAULT_PRIMARY = "#0b5cab";
const DEFAULT_ACCENT = "#f2a900";
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const UPLOAD_PATH = /^\/uploads\/[a-z0-9-]{10,64}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : value ? [text(value)] : [];
const isOn = (value: unknown) => value === "on" || value === "true";
const record = (value: unknown): FormValues =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as FormValues) : {};

function labelOf(labels: Record<string, string>, key: string): string | null {
  return Object.hasOwn(labels, key) ? labels[key]! : null;
}

export function safeColor(value: unknown, fallback: string): string {
  const color = text(value);
  return HEX_COLOR.test(color) ? color.toLowerCase() : fallback;
}

export function safeUploadPath(value: unknown): string | null {
  const path = text(value);
  return UPLOAD_PATH.test(path) ? path : null;
}

function centsOf(value: unknown): number | null {
  const amount = parseDecimalInput(text(value));
  return amount === null || amount <= 0 ? null : Math.round(amount * 100);
}

export function emptyPreview(companyName: string): JobAdPreviewModel {
  const empty: PreviewSection = { kind: "html", html: "" };
  return {
    title: "",
    companyName,
    anonymous: false,
    locations: [],
    remote: null,
    employment: [],
    weeklyHours: null,
    jobLevel: null,
    jobField: null,
    startDate: null,
    salary: null,
    salaryText: "",
    template: "classic",
    logoPath: null,
    headerImagePath: null,
    primaryColor: DEFAULT_PRIMARY,
    accentColor: DEFAULT_ACCENT,
    sections: { intro: empty, tasks: empty, profile: empty, offer: empty, contact: empty },
    contact: { name: "", email: "", phone: "" },
    application: { method: null, href: null },
  };
}

export function withDataValues(model: JobAdPreviewModel, values: FormValues): JobAdPreviewModel {
  const period = text(values.salaryPeriod);
  const locations = Array.isArray(values.locations) ? values.locations : [];
  return {
    ...model,
    title: text(values.title).trim(),
    anonymous: isOn(values.anonymous),
    locations: locations
      .map((location) => {
        const fields = record(location);
        return {
          city: text(fields.city).trim(),
          postcode: text(fields.postcode).trim(),
          state: text(fields.state),
        };
      })
      .filter((location) => location.city || location.postcode),
    remote: labelOf(REMOTE_OPTIONS, text(values.remote)),
    employment: texts(values.employmentTypes)
      .filter((type): type is EmploymentType => Object.hasOwn(EMPLOYMENT_TYPES, type))
      .map((type) => EMPLOYMENT_TYPES[type]),
    weeklyHours: normalizeDecimalInput(text(values.weeklyHours)) || null,
    jobLevel: labelOf(JOB_LEVELS, text(values.jobLevel)),
    jobField: labelOf(JOB_FIELDS, text(values.jobField)),
    startDate: ISO_DAY.test(text(values.startDate)) ? text(values.startDate) : null,
    salary: formatSalary({
      salaryMinCents: centsOf(values.salaryMin),
      salaryMaxCents: centsOf(values.salaryMax),
      salaryPeriod: Object.hasOwn(SALARY_PERIODS, period) ? period : null,
      salaryOverpay: isOn(values.salaryOverpay),
    }),
    salaryText: text(values.salaryText).trim(),
  };
}

export function withDesignValues(model: JobAdPreviewModel, values: FormValues): JobAdPreviewModel {
  const template = text(values.template);
  return {
    ...model,
    template: Object.hasOwn(TEMPLATES, template) ? (template as TemplateKey) : "classic",
    logoPath: safeUploadPath(values.logoPath),
    headerImagePath: safeUploadPath(values.headerImagePath),
    primaryColor: safeColor(values.primaryColor, DEFAULT_PRIMARY),
    accentColor: safeColor(values.accentColor, DEFAULT_ACCENT),
  };
}

export function withContactValues(model: JobAdPreviewModel, values: FormValues): JobAdPreviewModel {
  return {
    ...model,
    contact: {
      name: text(values.contactName).trim(),
      email: text(values.contactEmail).trim(),
      phone: text(values.contactPhone).trim(),
    },
  };
}

export function withApplicationValues(model: JobAdPreviewModel, values: FormValues): JobAdPreviewModel {
  const method = text(values.applicationMethod);
  if (method === "email") {
    const email = text(values.applicationEmail).trim();
    return { ...model, application: { method, href: EMAIL.test(email) ? `mailto:${email}` : null } };
  }
  if (method === "url") {
    const href = safeHref(values.applicationUrl);
    return { ...model, application: { method, href: href?.startsWith("https:") ? href : null } };
  }
  return { ...model, application: { method: method === "portal" ? method : null, href: null } };
}

export function withSections(
  model: JobAdPreviewModel,
  sections: Partial<Record<SectionKey, PreviewSection>>,
): JobAdPreviewModel {
  return { ...model, sections: { ...model.sections, ...sections } };
}

/** The whole preview from every step's values and the sections' safe content. */
export function previewFromValues(
  companyName: string,
  values: Record<"data" | "design" | "content" | "application", FormValues>,
  sections: Record<SectionKey, PreviewSection>,
): JobAdPreviewModel {
  let model = emptyPreview(companyName);
  model = withDataValues(model, values.data);
  model = withDesignValues(model, values.design);
  model = withContactValues(model, values.content);
  model = withApplicationValues(model, values.application);
  return withSections(model, sections);
}
