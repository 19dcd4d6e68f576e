import type { ReactNode } from "react";
import { ipxUrl } from "~/components/ui/responsive-image";
import { formatDate } from "~/lib/format";
import {
  readableTextColor,
  SECTION_KEYS,
  SECTION_LABELS,
  type JobAdPreviewModel,
  type PreviewSection,
  type TemplateKey,
} from "../ad-view";
import { RichTextJson } from "./rich-text-json";
import { RICH_TEXT_CLASS } from "~/components/ui/rich-text-styles";

const TEMPLATE_CLASS: Record<TemplateKey, { article: string; header: string; body: string }> = {
  classic: { article: "rounded-lg", header: "px-5 py-4", body: "px-5 py-4 space-y-4" },
  modern: { article: "rounded-2xl", header: "px-6 py-6", body: "px-6 py-5 space-y-5" },
  compact: { article: "rounded-md", header: "px-4 py-3", body: "px-4 py-3 space-y-3 text-sm" },
};

export function hasContent(section: PreviewSection): boolean {
  return section.kind === "html" ? section.html.trim() !== "" : (section.doc.content ?? []).length > 0;
}

/** A section's body: HTML the server sanitised, or the editor's document rendered node by node. */
export function SectionBody({ section }: { section: PreviewSection }) {
  if (section.kind === "doc") {
    return (
      <div className={RICH_TEXT_CLASS}>
        <RichTextJson doc={section.doc} />
      </div>
    );
  }
  // Only HTML that passed sanitizeRichText on the server arrives here (see preview-model).
  return <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: section.html }} />;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A phone number as a `tel:` link: digits and a leading "+" only ("+43 732 123456" → "tel:+43732123456"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/[^0-9]/g, "")}`;
}

const APPLY_TEXT = {
  portal: "Jetzt über das Portal bewerben",
  email: "Jetzt per E-Mail bewerben",
  url: "Jetzt auf der Karriereseite bewerben",
} as const;

const HEADINGS = { 1: ["h1", "h2"], 2: ["h2", "h3"], 3: ["h3", "h4"] } as const;

/**
 * The ad as candidates see it: colours, logo and header image of the design step, the facts of
 * the data step (with the salary statement of GlBG § 9), the sections and how to apply. A Chiffre
 * ad names neither the company nor its contact person. The editor shows it as a preview; the
 * public job-ad page (`publicPage`) shows the same component as the page itself, its title the
 * page's h1 and the apply button leading through the portal's counter to the ad's channel.
 */
export function JobAdPreview({
  model,
  headingLevel = 3,
  publicPage,
}: {
  model: JobAdPreviewModel;
  headingLevel?: 2 | 3;
  publicPage?: { applyHref: string; publishedAt: Date };
}) {
  const style = TEMPLATE_CLASS[model.template];
  const [Title, SectionTitle] = HEADINGS[publicPage ? 1 : headingLevel];
  const applyHref = publicPage ? publicPage.applyHref : model.application.href;
  const company = model.anonymous ? "Chiffre" : model.companyName;
  const primaryText = readableTextColor(model.primaryColor);
  const accentText = readableTextColor(model.accentColor);
  const sections = SECTION_KEYS.filter((key) => hasContent(model.sections[key]));

  return (
    <article
      aria-label={publicPage ? undefined : `Vorschau: ${model.title || "Inserat ohne Titel"}`}
      className={`overflow-hidden border border-slate-300 bg-white text-slate-900 shadow-sm ${style.article}`}
    >
      {model.headerImagePath ? (
        <img
          src={ipxUrl(model.headerImagePath, { width: 640, height: 200, fit: "cover" })}
          srcSet={`${ipxUrl(model.headerImagePath, { width: 640, height: 200, fit: "cover" })} 1x, ${ipxUrl(model.headerImagePath, { width: 1280, height: 400, fit: "cover" })} 2x`}
          alt=""
          width={640}
          height={200}
          className="h-auto w-full object-cover"
        />
      ) : null}
      <div
        className={`flex items-center gap-4 ${style.header}`}
        style={{ backgroundColor: model.primaryColor, color: primaryText }}
      >
        {model.logoPath && !model.anonymous ? (
          <img
            src={ipxUrl(model.logoPath, { height: 96 })}
            srcSet={`${ipxUrl(model.logoPath, { height: 96 })} 1x, ${ipxUrl(model.logoPath, { height: 192 })} 2x`}
            alt={`Logo von ${model.companyName}`}
            height={48}
            className="h-12 w-auto rounded bg-white p-1"
          />
        ) : null}
        <div className="min-w-0">
          <Title className="text-xl font-bold break-words">{model.title || "Ihr Stellentitel"}</Title>
          <p>{company}</p>
          {publicPage ? <p className="text-sm">veröffentlicht am {formatDate(publicPage.publishedAt)}</p> : null}
        </div>
      </div>
      <div className={style.body}>
        <dl className="space-y-1">
          {model.locations.length > 0 ? (
            <Fact term={model.locations.length > 1 ? "Arbeitsorte" : "Arbeitsort"}>
              {model.locations
                .map((location) =>
                  [`${location.postcode} ${location.city}`.trim(), location.state].filter(Boolean).join(", "),
                )
                .join("; ")}
            </Fact>
          ) : null}
          {model.remote ? <Fact term="Homeoffice">{model.remote}</Fact> : null}
          {model.employment.length > 0 ? (
            <Fact term="Beschäftigungsausmaß">
              {model.employment.join(", ")}
              {model.weeklyHours ? ` (${model.weeklyHours} Wochenstunden)` : ""}
            </Fact>
          ) : null}
          {model.jobLevel ? <Fact term="Karrierestufe">{model.jobLevel}</Fact> : null}
          {model.jobField ? <Fact term="Berufsfeld">{model.jobField}</Fact> : null}
          <Fact term="Beginn">{model.startDate ? `ab ${formatDate(model.startDate)}` : "ab sofort"}</Fact>
          {model.salary ? <Fact term="Gehalt">{model.salary}</Fact> : null}
        </dl>
        {model.salaryText ? <p>{model.salaryText}</p> : null}
        {sections.map((key) => (
          <section key={key}>
            {key === "intro" ? null : (
              <SectionTitle className="text-lg font-semibold">{SECTION_LABELS[key]}</SectionTitle>
            )}
            <SectionBody section={model.sections[key]} />
          </section>
        ))}
        {!model.anonymous && (model.contact.name || model.contact.email || model.contact.phone) ? (
          <section>
            <SectionTitle className="text-lg font-semibold">Ihre Ansprechperson</SectionTitle>
            <p>{model.contact.name}</p>
            {model.contact.email ? (
              <p className="break-words">
                {publicPage ? (
                  <a href={`mailto:${model.contact.email}`} className="inline-block py-1 underline underline-offset-2">
                    {model.contact.email}
                  </a>
                ) : (
                  model.contact.email
                )}
              </p>
            ) : null}
            {model.contact.phone ? (
              <p>
                {publicPage ? (
                  <a href={telHref(model.contact.phone)} className="inline-block py-1 underline underline-offset-2">
                    {model.contact.phone}
                  </a>
                ) : (
                  model.contact.phone
                )}
              </p>
            ) : null}
          </section>
        ) : null}
        {model.application.method ? (
          <p>
            {applyHref ? (
              <a
                href={applyHref}
                {...(publicPage ? { rel: "nofollow" } : { target: "_blank", rel: "noopener noreferrer nofollow" })}
                className="inline-flex rounded-md px-4 py-2 font-semibold"
                style={{ backgroundColor: model.accentColor, color: accentText }}
              >
                {APPLY_TEXT[model.application.method]}
              </a>
            ) : (
              <span
                className="inline-flex rounded-md px-4 py-2 font-semibold"
                style={{ backgroundColor: model.accentColor, color: accentText }}
              >
                {APPLY_TEXT[model.application.method]}
              </span>
            )}
          </p>
        ) : null}
      </div>
    </article>
  );
}
