import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import type { Release } from "../releases";

export const RELEASES_PATH = "/p/active-sourcing/releases";
export const INFO_NEW_VERSION_PATH = "/p/active-sourcing/info-new-version";

export function ReleaseList({ releases }: { releases: readonly Release[] }) {
  return (
    <ol className="space-y-6" aria-label="Versionshinweise">
      {releases.map((release) => (
        <li key={release.date}>
          <article aria-labelledby={`release-${release.date}`} className="space-y-2">
            <h2 id={`release-${release.date}`} className="text-xl font-semibold text-brand-900">
              <time dateTime={release.date}>{formatDate(release.date)}</time>: {release.title}
            </h2>
            <ul className="list-inside list-disc space-y-1 text-slate-800">
              {release.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** On the search, once per release: a pointer to what is new. */
export function NewVersionNotice({ title }: { title: string }) {
  return (
    <p className="mb-6 rounded-md border border-brand-200 bg-brand-50 p-3 text-brand-900">
      Neu in der Talentsuche: {title}.{" "}
      <Link to={INFO_NEW_VERSION_PATH} className="font-semibold underline">
        Was ist neu?
      </Link>
    </p>
  );
}
