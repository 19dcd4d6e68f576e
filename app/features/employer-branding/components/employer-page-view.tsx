import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { iconUrl } from "~/components/ui/icon-url";
import { ipxUrl, ResponsiveImage } from "~/components/ui/responsive-image";
import { RICH_TEXT_CLASS } from "~/components/ui/rich-text-styles";
import { readableTextColor } from "~/lib/colour";
import type { EmployerPageDisplay } from "../display";
import { JOB_CLICK_PARAM, JOB_CLICK_VALUE } from "../job-click";

/** A live job ad of the company, as its employer page lists it. */
export interface EmployerJob {
  path: string;
  title: string;
  cities: string[];
}

export interface EmployerJobList {
  jobs: EmployerJob[];
  /** How many live ads the company has before the visitor's filter. */
  total: number;
  /** Every place of work of the live ads, for the location filter. */
  cities: string[];
  query: string;
  city: string;
}

/**
 * A benefit's icon in the company's accent colour: the icon file as a CSS mask over the colour,
 * so the public page needs no script to draw it.
 */
function BenefitIcon({ name, color }: { name: string; color: string }) {
  const mask = `url("${iconUrl(name)}") center / contain no-repeat`;
  return (
    <span
      aria-hidden="true"
      className="inline-block size-6 shrink-0"
      style={{ backgroundColor: color, mask, WebkitMask: mask }}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Two-click privacy: the player (and its cookies) loads only after the visitor asks for it. */
function VideoConsent({
  embed,
  companyName,
  poster = null,
  rounded = true,
}: {
  embed: NonNullable<EmployerPageDisplay["video"]>;
  companyName: string;
  /** The header image behind the box until the video plays (an upload, never the provider's). */
  poster?: string | null;
  rounded?: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  const corners = rounded ? "rounded-lg" : "";
  if (playing) {
    return (
      <iframe
        src={embed.embedUrl}
        title={`Video von ${companyName}`}
        className={`aspect-video w-full border-0 ${corners}`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <div
      className={`relative isolate flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden bg-slate-800 p-6 text-center text-white ${corners}`}
    >
      {poster ? (
        <ResponsiveImage
          src={poster}
          alt=""
          width={1280}
          height={720}
          layout="fluid"
          fit="cover"
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
      ) : null}
      <p className="max-w-md">
        Beim Abspielen lädt {embed.provider} das Video; dabei werden Daten an {embed.provider} übertragen.
      </p>
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="rounded-full bg-white px-5 py-2 font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Video von {embed.provider} laden und abspielen
      </button>
    </div>
  );
}

function JobList({ list, path, searchable }: { list: EmployerJobList; path: string; searchable: boolean }) {
  const filtered = list.query !== "" || list.city !== "";
  return (
    <Section id="jobs-title" title={`Offene Stellen (${list.total})`}>
      {searchable && list.total > 0 ? (
        <Form method="get" action={path} preventScrollReset className="mb-4 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            Stellen durchsuchen
            <input
              type="search"
              name="q"
              defaultValue={list.query}
              maxLength={100}
              className="rounded border border-slate-400 px-3 py-2 text-base font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            Standort
            <select
              name="ort"
              defaultValue={list.city}
              className="rounded border border-slate-400 bg-white px-3 py-2 text-base font-normal"
            >
              <option value="">Alle Standorte</option>
              {list.cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Suchen
          </button>
          {filtered ? (
            <Link to={path} preventScrollReset className="py-2 font-semibold text-brand-700 underline">
              Filter zurücksetzen
            </Link>
          ) : null}
        </Form>
      ) : null}
      {list.jobs.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {list.jobs.map((job) => (
            <li key={job.path} className="px-4 py-3">
              <Link
                to={`${job.path}?${JOB_CLICK_PARAM}=${JOB_CLICK_VALUE}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {job.title}
              </Link>
              {job.cities.length > 0 ? (
                <span className="block text-sm text-slate-700">{job.cities.join(", ")}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700" role="status">
          {filtered ? "Keine offene Stelle passt zu Ihrer Suche." : "Derzeit sind keine Stellen ausgeschrieben."}
        </p>
      )}
    </Section>
  );
}

/**
 * The employer page as the public sees it, and as the editor's preview shows the draft (its jobs
 * without the search): header (image, or with Plus the video), claim, the open jobs near the top,
 * "Über uns", facts, benefits, and with Plus gallery, video, employee voices and own sections, in
 * the company's colours. The layout follows the width the page is given (container queries), not
 * the window's: the preview beside the editor shows what the live page shows at that width.
 */
export function EmployerPageView({
  companyName,
  display,
  jobs,
  path,
  headingLevel = "h1",
  aside,
  preview = false,
}: {
  companyName: string;
  display: EmployerPageDisplay;
  /** The live ads with the visitor's filter; absent in the editor's preview. */
  jobs?: EmployerJobList;
  path: string;
  /** The preview sits inside the editor's page, below its own h1. */
  headingLevel?: "h1" | "h2";
  /** Below the facts: the public page's "Firma folgen". */
  aside?: ReactNode;
  /** The editor's preview: the jobs without their search form (it would leave the editor). */
  preview?: boolean;
}) {
  const Heading = headingLevel;
  const headerText = readableTextColor(display.primaryColor);

  return (
    <article className="@container mx-auto max-w-5xl">
      <header
        className="overflow-hidden rounded-b-xl"
        style={{ backgroundColor: display.primaryColor, color: headerText }}
      >
        {display.video && display.videoInHeader ? (
          <VideoConsent
            embed={display.video}
            companyName={companyName}
            poster={display.headerImagePath}
            rounded={false}
          />
        ) : display.headerImagePath ? (
          <ResponsiveImage
            src={display.headerImagePath}
            alt=""
            width={1280}
            height={360}
            layout="fluid"
            fit="cover"
            sizes="(min-width: 1024px) 1024px, 100vw"
            priority
            className="aspect-[32/9] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-5 px-6 py-6">
          {display.logoPath ? (
            <img
              src={ipxUrl(display.logoPath, { height: 96 })}
              srcSet={`${ipxUrl(display.logoPath, { height: 96 })} 1x, ${ipxUrl(display.logoPath, { height: 192 })} 2x`}
              alt={`Logo von ${companyName}`}
              height={96}
              className="h-24 w-auto rounded-lg bg-white p-2"
            />
          ) : null}
          <div>
            <Heading className="text-3xl font-bold">{companyName}</Heading>
            {display.claim ? <p className="mt-1 text-lg">{display.claim}</p> : null}
          </div>
        </div>
      </header>

      <div className="grid gap-x-10 px-4 @3xl:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          {jobs ? <JobList list={jobs} path={path} searchable={!preview} /> : null}

          {display.about ? (
            <Section id="about-title" title="Über uns">
              <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: display.about }} />
            </Section>
          ) : null}

          {display.benefits.length > 0 ? (
            <Section id="benefits-title" title="Das bieten wir">
              <ul className="grid gap-3 @md:grid-cols-2">
                {display.benefits.map((benefit) => (
                  <li key={benefit.key} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2">
                    <BenefitIcon name={benefit.icon} color={display.accentColor} />
                    {benefit.label}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {display.gallery.length > 0 ? (
            <Section id="gallery-title" title="Einblicke">
              <ul className="grid grid-cols-2 gap-3 @xl:grid-cols-3">
                {display.gallery.map((image, index) => (
                  <li key={image}>
                    <ResponsiveImage
                      src={image}
                      alt={`Einblick ${index + 1} bei ${companyName}`}
                      width={320}
                      height={240}
                      fit="cover"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {display.video && !display.videoInHeader ? (
            <Section id="video-title" title="Video">
              <VideoConsent embed={display.video} companyName={companyName} />
            </Section>
          ) : null}

          {display.voices.length > 0 ? (
            <Section id="voices-title" title="Stimmen aus dem Team">
              <ul className="grid gap-4 @3xl:grid-cols-2">
                {display.voices.map((voice, index) => (
                  <li key={index}>
                    <figure
                      className="h-full rounded-lg border-l-4 bg-white p-4 shadow-sm"
                      style={{ borderColor: display.accentColor }}
                    >
                      <blockquote className="italic">„{voice.quote}“</blockquote>
                      <figcaption className="mt-2 text-sm font-semibold text-slate-800">
                        {voice.name}
                        {voice.role ? <span className="font-normal">, {voice.role}</span> : null}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {display.sections.map((section, index) => (
            <Section key={index} id={`section-${index}-title`} title={section.title}>
              <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: section.html }} />
            </Section>
          ))}
        </div>

        <div className="mt-10">
          {display.facts.length > 0 ? (
            <aside aria-labelledby="facts-title" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 id="facts-title" className="text-lg font-bold text-slate-900">
                Auf einen Blick
              </h2>
              <dl className="mt-3 space-y-3">
                {display.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-sm font-semibold text-slate-700">{fact.label}</dt>
                    <dd>
                      {fact.href ? (
                        <a
                          href={fact.href}
                          rel="noopener noreferrer nofollow"
                          className="break-all text-brand-700 underline"
                        >
                          {fact.value}
                        </a>
                      ) : (
                        fact.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </aside>
          ) : null}
          {aside}
        </div>
      </div>
    </article>
  );
}
