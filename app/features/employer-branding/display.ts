import {
  BENEFITS,
  COMPANY_SIZES,
  CUSTOM_BENEFIT_ICON,
  safeWebsite,
  videoEmbed,
  type EmployerPageContent,
  type VideoEmbed,
} from "./vocabulary";

/**
 * What the employer page shows, in words: facts with their German labels, benefits with label and
 * icon, the video's player. The public page's loader computes it on the server, so the page's
 * JavaScript needs none of the vocabulary; the editor computes it for its preview.
 */
export interface EmployerPageDisplay extends Pick<
  EmployerPageContent,
  | "claim"
  | "about"
  | "logoPath"
  | "headerImagePath"
  | "primaryColor"
  | "accentColor"
  | "gallery"
  | "voices"
  | "sections"
> {
  facts: Array<{ label: string; value: string; href?: string }>;
  benefits: Array<{ key: string; label: string; icon: string }>;
  video: VideoEmbed | null;
  /** Plus: the video is the header's (at the top), not a section further down. */
  videoInHeader: boolean;
}

export function toDisplay(content: EmployerPageContent): EmployerPageDisplay {
  const website = safeWebsite(content.website);
  const facts: EmployerPageDisplay["facts"] = [
    ...(content.industry ? [{ label: "Branche", value: content.industry }] : []),
    ...(content.size ? [{ label: "Unternehmensgröße", value: COMPANY_SIZES[content.size] }] : []),
    ...(content.foundedYear ? [{ label: "Gegründet", value: String(content.foundedYear) }] : []),
    ...(content.locations.length > 0 ? [{ label: "Standorte", value: content.locations.join(" · ") }] : []),
    ...(website
      ? [{ label: "Website", value: website.replace(/^https?:\/\//, "").replace(/\/$/, ""), href: website }]
      : []),
  ];
  return {
    claim: content.claim,
    about: content.about,
    logoPath: content.logoPath,
    headerImagePath: content.headerImagePath,
    primaryColor: content.primaryColor,
    accentColor: content.accentColor,
    gallery: content.gallery,
    voices: content.voices,
    sections: content.sections,
    facts,
    benefits: [
      ...content.benefits.map((key) => ({ key, ...BENEFITS[key] })),
      ...content.customBenefits.map((label, index) => ({ key: `eigen-${index}`, label, icon: CUSTOM_BENEFIT_ICON })),
    ],
    video: videoEmbed(content.videoUrl),
    videoInHeader: content.videoInHeader && videoEmbed(content.videoUrl) !== null,
  };
}
