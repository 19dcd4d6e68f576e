import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import type { OtherJob } from "../public-page.server";
import type { JobAdPreviewModel } from "../ad-view";
import { JobAdPreview } from "./job-ad-preview";

function OtherJobs({ heading, jobs }: { heading: string; jobs: OtherJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="other-jobs-title" className="mt-10">
      <h2 id="other-jobs-title" className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {jobs.map((job) => (
          <li key={job.path} className="px-4 py-3">
            <Link to={job.path} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {job.title}
            </Link>
            {job.city ? <span className="block text-sm text-slate-700">{job.city}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The public page of a live ad: the ad itself (the editor's preview component), the quick way to
 * apply where the ad offers it, the route's `aside` (the follow box) and the company's other jobs.
 * On a narrow screen "Jetzt bewerben" stays at the bottom of the screen while the ad scrolls.
 */
export function PublicJobAdView({
  model,
  applyHref,
  publishedAt,
  smartApplyHref,
  otherJobs,
  employerPagePath,
  aside,
}: {
  model: JobAdPreviewModel;
  applyHref: string;
  publishedAt: Date;
  /** The short form of smart bewerben, when the ad offers it. */
  smartApplyHref: string | null;
  otherJobs: OtherJob[];
  /** The company's public employer page, when it has one. */
  employerPagePath: string | null;
  aside?: ReactNode;
}) {
  const applies = model.application.method !== null;
  return (
    <div className={`mx-auto max-w-3xl px-4 py-8 ${applies ? "pb-28 sm:pb-8" : ""}`}>
      <JobAdPreview model={model} publicPage={{ applyHref, publishedAt }} />
      {smartApplyHref ? (
        <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="text-slate-800">Schneller geht es mit smart bewerben: Name, E-Mail, Lebenslauf – fertig.</p>
          <a href={smartApplyHref} rel="nofollow" className={`${buttonClassName("secondary")} mt-3 w-full sm:w-auto`}>
            Schnell bewerben mit smart bewerben
          </a>
        </div>
      ) : null}
      {employerPagePath && !model.anonymous ? (
        <p className="mt-6">
          <Link to={employerPagePath} className="font-semibold text-brand-700 underline">
            {model.companyName} als Arbeitgeber kennenlernen
          </Link>
        </p>
      ) : null}
      {aside}
      <OtherJobs heading={`Weitere Jobs von ${model.companyName}`} jobs={model.anonymous ? [] : otherJobs} />
      {applies ? (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:hidden">
          <a href={applyHref} rel="nofollow" className={`${buttonClassName("primary", "lg")} w-full`}>
            Jetzt bewerben
          </a>
        </div>
      ) : null}
    </div>
  );
}

/** 410: the ad was online and is not any more; the company's live ads instead (none for a Chiffre ad). */
export function GoneJobAdView({
  title,
  companyName,
  otherJobs,
}: {
  title: string;
  companyName: string | null;
  otherJobs: OtherJob[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Dieses Inserat ist nicht mehr online</h1>
      <p className="mt-4 text-lg text-slate-700">
        Die Stelle „{title}“{companyName ? ` bei ${companyName}` : ""} ist nicht mehr ausgeschrieben. Bewerbungen sind
        über dieses Inserat nicht mehr möglich.
      </p>
      {companyName && otherJobs.length === 0 ? (
        <p className="mt-4 text-slate-700">{companyName} hat derzeit keine weiteren offenen Stellen.</p>
      ) : null}
      {companyName ? <OtherJobs heading={`Offene Stellen bei ${companyName}`} jobs={otherJobs} /> : null}
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}

/** The apply button of an ad that takes applications through the portal, until the applications issue builds them. */
export function PortalApplicationNotice({ title, adPath }: { title: string; adPath: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Online-Bewerbung in Vorbereitung</h1>
      <p className="mt-4 text-lg text-slate-700">
        Für die Stelle „{title}“ nimmt das Unternehmen Bewerbungen über das Arbeitgeberportal entgegen. Das
        Bewerbungsformular steht in Kürze bereit; bitte versuchen Sie es in einigen Tagen erneut oder wenden Sie sich an
        die im Inserat genannte Ansprechperson.
      </p>
      <p className="mt-8">
        <Link to={adPath} className="font-semibold text-brand-700 underline">
          Zurück zum Inserat
        </Link>
      </p>
    </div>
  );
}
