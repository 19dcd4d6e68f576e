import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { LICENCE_PATH } from "../licence-order";
import { euro } from "~/features/job-ads/schema";
import type { CompanyViewOfProfile } from "../profiles.server";
import {
  availabilityText,
  employmentLabels,
  headlineOf,
  lastActiveText,
  levelLabel,
  monthText,
  remoteLabel,
} from "../profile-text";

type Profile = Omit<CompanyViewOfProfile, "lastActiveAt"> & { lastActiveAt: string | Date };

function Facts({ entries }: { entries: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {entries.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The anonymised profile (issue 16): what the person does, has done and wants, without name,
 * contact data or employers' names; employers by kind and size.
 */
export function ProfileView({
  profile,
  now,
  backTo,
  releasedName = null,
}: {
  profile: Profile;
  now: string;
  backTo: string;
  /** The person's name once they accepted the company's request: the profile's heading. */
  releasedName?: string | null;
}) {
  const mobility = profile.mobileAustria
    ? "ganz Österreich"
    : profile.mobilityKm
      ? `bis ${profile.mobilityKm} km`
      : "nur am Wohnort";
  return (
    <div className="space-y-8">
      <p>
        <Link to={backTo} className="font-semibold text-brand-700 underline">
          Zurück zu den Suchergebnissen
        </Link>
      </p>
      <section aria-labelledby="profile-overview" className="space-y-3">
        <h2 id="profile-overview" className="text-xl font-semibold text-brand-900">
          {releasedName ?? headlineOf(profile)}
        </h2>
        {releasedName ? <p className="font-medium text-slate-800">{headlineOf(profile)}</p> : null}
        {profile.summary ? <p className="max-w-3xl text-slate-800">{profile.summary}</p> : null}
        <p className="text-sm text-slate-700">
          {profile.willingness === "aktiv" ? "Aktiv suchend" : "Offen für Angebote"} ·{" "}
          {lastActiveText(profile.lastActiveAt, new Date(now))}
        </p>
        {releasedName ? null : (
          <p className="rounded-md bg-slate-100 p-3 text-slate-800">
            Name und Kontaktdaten sehen Sie, sobald die Person Ihre Kontaktanfrage annimmt.
          </p>
        )}
      </section>
      <section aria-labelledby="profile-wishes" className="space-y-3">
        <h2 id="profile-wishes" className="text-lg font-semibold text-brand-900">
          Wünsche
        </h2>
        <Facts
          entries={[
            ["Gewünschte Tätigkeit", profile.desiredTitles.join(", ")],
            ["Karrierestufe", levelLabel(profile.level)],
            ["Anstellungsart", employmentLabels(profile.employmentTypes).join(", ")],
            ["Wochenstunden", `${profile.weeklyHours} Stunden`],
            ["Homeoffice", remoteLabel(profile.remote)],
            [
              "Gehaltswunsch",
              profile.salaryExpectation ? `${euro.format(profile.salaryExpectation)} brutto/Monat` : "keine Angabe",
            ],
            ["Verfügbar", availabilityText(profile)],
            ["Wohnort", `${profile.postcode} ${profile.city}, ${profile.state}`],
            ["Mobilität", mobility],
          ]}
        />
      </section>
      <section aria-labelledby="profile-experience" className="space-y-3">
        <h2 id="profile-experience" className="text-lg font-semibold text-brand-900">
          Berufserfahrung
        </h2>
        <ol className="space-y-4">
          {profile.positions.map((position, index) => (
            <li key={index} className="border-l-4 border-brand-200 pl-4">
              <h3 className="font-semibold text-slate-900">{position.title}</h3>
              <p className="text-sm text-slate-700">
                {position.employer} · {monthText(position.from)} bis {position.to ? monthText(position.to) : "heute"}
              </p>
              <p className="mt-1 text-slate-800">{position.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="profile-education" className="space-y-3">
        <h2 id="profile-education" className="text-lg font-semibold text-brand-900">
          Ausbildung
        </h2>
        <ul className="space-y-2">
          {profile.education.map((entry, index) => (
            <li key={index}>
              <span className="font-medium">{entry.degree}</span>, {entry.institution}
              {entry.until ? ` (${entry.until})` : " (laufend)"}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="profile-skills" className="space-y-3">
        <h2 id="profile-skills" className="text-lg font-semibold text-brand-900">
          Kenntnisse und Sprachen
        </h2>
        <ul aria-label="Kenntnisse" className="flex flex-wrap gap-1.5">
          {profile.skills.map((skill) => (
            <li key={skill} className="rounded-full border border-slate-300 px-2 py-0.5 text-sm">
              {skill}
            </li>
          ))}
        </ul>
        <p>Sprachen: {profile.languages.map((entry) => `${entry.language} ${entry.level}`).join(", ")}</p>
      </section>
    </div>
  );
}

/** What a company without a licence sees instead of a profile. */
export function LicenceOffer() {
  return (
    <div className="max-w-2xl space-y-4 rounded-md border border-brand-700 p-6">
      <h2 className="text-xl font-semibold text-brand-900">Profile sehen Sie mit einer Lizenz der Talentsuche</h2>
      <p className="text-slate-700">
        Mit einer Lizenz öffnen Sie die Profile wechselbereiter Talente, sprechen sie direkt an und arbeiten in
        Projekten zusammen.
      </p>
      <Link to={LICENCE_PATH} className={buttonClassName("primary")}>
        Lizenz bestellen
      </Link>
    </div>
  );
}

/** Instead of matching, for a company whose licence does not include it (or that has none). */
export function MatchingOffer({ hasLicence }: { hasLicence: boolean }) {
  return (
    <div className="max-w-2xl space-y-4 rounded-md border border-brand-700 p-6">
      <h2 className="text-xl font-semibold text-brand-900">Matching ist in Talentsuche Premium enthalten</h2>
      <p className="text-slate-700">
        {hasLicence
          ? "Ihre Lizenz enthält kein Matching. Mit Talentsuche Premium sehen Sie zu jedem aktiven Inserat die passenden Talente."
          : "Mit Talentsuche Premium sehen Sie zu jedem aktiven Inserat die Talente, die am besten passen, mit den Gründen."}
      </p>
      <Link to={LICENCE_PATH} className={buttonClassName("primary")}>
        Lizenz bestellen
      </Link>
    </div>
  );
}
