import { Link } from "react-router";
import type { Route } from "./+types/mentions";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading } from "~/features/account/components/page-heading";
import { MANAGER_PATH } from "~/features/applications/components/inbox-view";
import { mentionsOf } from "~/features/applications/mentions.server";
import { formatDateTime } from "~/lib/format";

export function meta() {
  return [{ title: "Erwähnungen | Bewerber-Manager | Arbeitgeberportal" }];
}

/** `/p/applications/bewerber-manager/erwaehnungen`: the notes that mention the signed-in colleague (issue 34 §5). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  return { mentions: await mentionsOf(db, company.id, user.id!) };
}

export default function MentionsRoute({ loaderData }: Route.ComponentProps) {
  const { mentions } = loaderData;
  const unread = mentions.filter((mention) => !mention.read).length;
  return (
    <>
      <PageHeading title="Erwähnungen">
        <p>
          Notizen zu Bewerbungen, in denen Kolleg:innen Sie mit @ erwähnt haben. Öffnen Sie die Bewerbung, gilt die
          Erwähnung als gelesen.
        </p>
      </PageHeading>
      {mentions.length === 0 ? (
        <p className="text-slate-700">Sie wurden noch in keiner Notiz erwähnt.</p>
      ) : (
        <>
          <p className="mb-3 text-slate-700">
            {unread === 0
              ? "Alle Erwähnungen gelesen."
              : unread === 1
                ? "1 ungelesene Erwähnung."
                : `${unread} ungelesene Erwähnungen.`}
          </p>
          <ul className="space-y-2">
            {mentions.map((mention) => (
              <li key={mention.id} className="rounded-md border border-slate-300 bg-white p-3">
                <Link
                  to={`${MANAGER_PATH}/${mention.applicationId}#notizen`}
                  className={`text-brand-700 underline ${mention.read ? "" : "font-semibold"}`}
                >
                  {mention.candidateName}
                </Link>
                {mention.read ? null : <span className="ml-2 text-sm font-semibold text-red-700">Neu</span>}
                <p className="text-sm text-slate-700">
                  {mention.authorName} hat Sie am {formatDateTime(mention.createdAt)} erwähnt.
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
