import type { ReactNode } from "react";
import { Link } from "react-router";
import { CANDIDATE_PATHS, candidatePath } from "../candidate-paths";

/** Why a candidate's link opens nothing (candidate-pages.server.ts). */
export type DeadLink = "invalid" | "withdrawn" | "deleted";

const DEAD_LINK_TEXT: Record<DeadLink, { title: string; text: string }> = {
  withdrawn: {
    title: "Diese Bewerbung wurde bereits zurückgezogen.",
    text: "Ihr Name, Ihre Kontaktdaten, Ihre Unterlagen und Ihre Antworten sind gelöscht. Deshalb öffnet dieser Link nichts mehr.",
  },
  deleted: {
    title: "Die Daten dieser Bewerbung wurden gelöscht.",
    text: "Nach Ablauf der Aufbewahrungsfrist (oder als Ihre Bewerbungen zusammengeführt wurden) wurden die persönlichen Daten dieser Bewerbung gelöscht. Deshalb öffnet dieser Link nichts mehr.",
  },
  invalid: {
    title: "Dieser Link ist ungültig.",
    text: "Bitte öffnen Sie den Link aus Ihrer E-Mail vollständig; manche E-Mail-Programme teilen lange Links auf. Erscheint diese Seite weiterhin, wenden Sie sich bitte an das Unternehmen, bei dem Sie sich beworben haben.",
  },
};

/** The HTTP status of a dead link: 404 for a link we never made, 410 for one whose data is gone. */
export const deadLinkStatus = (reason: DeadLink) => (reason === "invalid" ? 404 : 410);

/** The page a used or dead candidate link shows instead of a generic 404. */
export function DeadLinkView({ reason }: { reason: DeadLink }) {
  const { title, text } = DEAD_LINK_TEXT[reason];
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}

export type CandidatePage = "status" | "reply" | "data" | "withdraw";

const PAGES: { page: CandidatePage; path: string; label: string }[] = [
  { page: "status", path: CANDIDATE_PATHS.status, label: "Status" },
  { page: "reply", path: CANDIDATE_PATHS.reply, label: "Nachrichten" },
  { page: "data", path: CANDIDATE_PATHS.data, label: "Meine Daten" },
  { page: "withdraw", path: CANDIDATE_PATHS.withdraw, label: "Zurückziehen" },
];

/** The candidate's pages of one application, linked to each other through the same token. */
export function CandidatePageNav({ token, current }: { token: string; current: CandidatePage }) {
  return (
    <nav aria-label="Ihre Bewerbung" className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
        {PAGES.map(({ page, path, label }) => (
          <li key={page}>
            <Link
              to={candidatePath(path, token)}
              aria-current={page === current ? "page" : undefined}
              className={`inline-block py-2 underline-offset-4 ${
                page === current
                  ? "border-b-2 border-brand-700 font-semibold text-brand-900"
                  : "text-brand-700 hover:underline"
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of a candidate page: its heading, the ad it is about, and the links to the others. */
export function CandidatePageFrame({
  token,
  current,
  title,
  adTitle,
  companyName,
  children,
}: {
  token: string;
  current: CandidatePage;
  title: string;
  adTitle: string;
  companyName: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-8 sm:py-12">
      <header className="space-y-3">
        <CandidatePageNav token={token} current={current} />
        <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">{title}</h1>
        <p className="text-lg break-words text-slate-700">
          „{adTitle}“{companyName ? ` bei ${companyName}` : ""}
        </p>
      </header>
      {children}
    </div>
  );
}
