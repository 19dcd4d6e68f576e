import type { TEMPLATES } from "./vocabulary";
export { contrastRatio, readableTextColor, relativeLuminance } from "~/lib/colour";

/**
 * What renders an ad needs, and nothing of the editor: the model the preview and the public
 * job-ad page show, the names of its sections, safe links and readable colours.
 * `preview-model.ts` builds the model from the form's values and re-exports this.
 */

export const SECTION_KEYS = ["intro", "tasks", "profile", "offer", "contact"] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_LABELS: Record<SectionKey, string> = {
  intro: "Einleitung",
  tasks: "Ihre Aufgaben",
  profile: "Ihr Profil",
  offer: "Wir bieten",
  contact: "Kontakt",
};

/** A node of the editor's document (TipTap JSON), as far as the preview reads it. */
export interface RichTextNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

export type PreviewSection = { kind: "html"; html: string } | { kind: "doc"; doc: RichTextNode };

export type TemplateKey = keyof typeof TEMPLATES;

export interface JobAdPreviewModel {
  title: string;
  companyName: string;
  anonymous: boolean;
  locations: { city: string; postcode: string; state: string }[];
  remote: string | null;
  employment: string[];
  weeklyHours: string | null;
  jobLevel: string | null;
  jobField: string | null;
  /** ISO day; null means "ab sofort". */
  startDate: string | null;
  salary: string | null;
  salaryText: string;
  template: TemplateKey;
  logoPath: string | null;
  headerImagePath: string | null;
  primaryColor: string;
  accentColor: string;
  sections: Record<SectionKey, PreviewSection>;
  contact: { name: string; email: string; phone: string };
  application: { method: "portal" | "email" | "url" | null; href: string | null };
}

export const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** Link targets the preview may render: http(s) and mailto only (no javascript:, data:, …). */
export function safeHref(value: unknown): string | null {
  const href = (typeof value === "string" ? value : "").trim();
  if (/^mailto:/i.test(href)) return EMAIL.test(href.slice(7)) ? href : null;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
