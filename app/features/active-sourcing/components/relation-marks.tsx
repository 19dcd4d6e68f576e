import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import type { RequestState } from "../contacts.server";
import type { ProfileApplication, TalentRelation } from "../relations.server";

export const CONVERSATION_LINK_TEXT = "Zur Unterhaltung";

/** An application in the Bewerber-Manager, which every user of the company may open (decision 081). */
export const applicationPathOf = (applicationId: number) => `/p/applications/bewerber-manager/${applicationId}`;

/** How a list names the company's last request to a person. */
export const RELATION_LABELS: Record<RequestState, string> = {
  offen: "Angefragt",
  angenommen: "Angenommen",
  abgelehnt: "Abgelehnt",
  abgelaufen: "Anfrage abgelaufen",
};

const RELATION_CLASSES: Record<RequestState, string> = {
  offen: "bg-amber-100 text-amber-900",
  angenommen: "bg-green-100 text-green-900",
  abgelehnt: "bg-slate-200 text-slate-900",
  abgelaufen: "bg-slate-200 text-slate-900",
};

/** Whether the company talks with the person already: the conversation, not a second request. */
export const inConversation = (relation: TalentRelation | undefined) =>
  relation?.request === "offen" || relation?.request === "angenommen";

/**
 * The marks of a person in a list (search, matching, a project's board) and on the profile: the
 * request's state, the company's projects the person is in ("In Projekt „Buchhaltung Linz“") and
 * the applications that came from the profile ("Beworben für „Buchhalter:in (m/w/d)“", a link to
 * the application). Nothing without a relation.
 */
export function RelationMarks({
  relation,
  exceptProject,
}: {
  relation: TalentRelation | undefined;
  /** The project whose board shows the person: not named again. */
  exceptProject?: number;
}) {
  if (!relation) return null;
  const projects = relation.projects.filter((project) => project.id !== exceptProject);
  if (relation.request === null && projects.length === 0 && relation.applications.length === 0) return null;
  return (
    <ul aria-label="Ihr Kontakt" className="flex flex-wrap gap-1.5">
      {relation.request ? (
        <li
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${RELATION_CLASSES[relation.request]}`}
        >
          {RELATION_LABELS[relation.request]}
        </li>
      ) : null}
      {projects.map((project) => (
        <li key={project.id} className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900">
          In Projekt „{project.name}“
        </li>
      ))}
      {relation.applications.map((application) => (
        <li key={`bewerbung-${application.id}`} className="inline-block">
          <AppliedMark application={application} />
        </li>
      ))}
    </ul>
  );
}

/** "Beworben für „…“": the person's application at the company that came from the profile, as a link to it. */
export function AppliedMark({ application }: { application: ProfileApplication }) {
  return (
    <Link
      to={applicationPathOf(application.id)}
      className="inline-block rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-medium text-sky-900 underline"
    >
      Beworben für „{application.adTitle}“
    </Link>
  );
}

/** "Zur Unterhaltung" once the company asked or the person accepted, else the given contact link. */
export function ContactOrConversation({
  relation,
  profileId,
  contactHref,
  describedBy,
}: {
  relation: TalentRelation | undefined;
  profileId: number;
  contactHref: string | null;
  /** The id of the card's heading: whom the link is about, for screen readers. */
  describedBy?: string;
}) {
  if (inConversation(relation)) {
    return (
      <Link
        to={`/p/active-sourcing/messages/${profileId}`}
        aria-describedby={describedBy}
        className={buttonClassName("secondary", "sm")}
      >
        {CONVERSATION_LINK_TEXT}
      </Link>
    );
  }
  if (contactHref === null) return null;
  return (
    <Link to={contactHref} aria-describedby={describedBy} className={buttonClassName("secondary", "sm")}>
      Kontaktieren
    </Link>
  );
}
