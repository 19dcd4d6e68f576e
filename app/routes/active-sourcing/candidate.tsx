import type { Route } from "./+types/candidate";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { LicenceOffer, ProfileView } from "~/features/active-sourcing/components/profile-view";
import { SEARCH_PATH } from "~/features/active-sourcing/components/search-view";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { anonymisedView, logProfileAccess, profileInPool } from "~/features/active-sourcing/profiles.server";
import { contactStatusOf } from "~/features/active-sourcing/contacts.server";
import { ContactStatus, contactPathOf } from "~/features/active-sourcing/components/contact-views";
import { searchParamsOf, parseTalentSearch } from "~/features/active-sourcing/search-query";
import { parseRowId } from "~/lib/row-id";
import { profilesWithApplications } from "~/features/applications/sourcing.server";
import { ProfileWorkspace } from "~/features/active-sourcing/components/profile-workspace";
import { ADD_REFUSED, profileActionSchema } from "~/features/active-sourcing/project-stages";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { redirectWithFlash } from "~/lib/flash.server";
import {
  addNote,
  addToProject,
  membershipsOf,
  notesOf,
  projectChoicesOf,
} from "~/features/active-sourcing/projects.server";

export function meta() {
  return [{ title: "Talentprofil | Talentsuche | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/search/candidate/{profileId}` (issue 16): the anonymised profile. An
 * unknown id, or a person no longer in the pool, is the spec's fatal 404; without a licence the
 * page offers one and shows nothing of the person. The search's query rides along for the way back.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const now = new Date();
  const url = new URL(request.url);
  const back = searchParamsOf(parseTalentSearch(url.searchParams));
  const backTo = back.size ? `${SEARCH_PATH}?${back}` : SEARCH_PATH;
  const row = await profileInPool(db, profileId, now);
  if (!row) pageNotFound(request, context);
  const licence = await activeLicence(db, company.id, now);
  if (!licence)
    return { profile: null, contact: null, applications: [], workspace: null, backTo, now: now.toISOString() };
  await logProfileAccess(db, { profileId, companyId: company.id, userId: user.id, kind: "view", at: now });
  const [contact, memberships, projects, notes, applied] = await Promise.all([
    contactStatusOf(db, company.id, row, now),
    membershipsOf(db, company.id, profileId),
    projectChoicesOf(db, company.id),
    notesOf(db, company.id, profileId),
    // "Beworben" (decision 081): applications' named read, composed here as decision 071 does.
    profilesWithApplications(db, company.id, [profileId]),
  ]);
  return {
    profile: anonymisedView(row),
    contact,
    applications: applied.get(profileId) ?? [],
    workspace: { memberships, projects, notes },
    backTo,
    now: now.toISOString(),
  };
}

/** Adds the person to one of the company's projects, or saves a colleague's note. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const submission = parseForm(await request.formData(), profileActionSchema);
  const now = new Date();
  const actor = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  if (!(await activeLicence(db, company.id, now))) {
    return refuseForm(submission, {
      fieldErrors: { body: ["Notizen und Projekte führen Sie mit einer Lizenz der Talentsuche."] },
      status: 403,
    });
  }
  if (submission.status !== "success") return refuseForm(submission);
  const input = submission.value;
  if (input.intent === "note") {
    if (!(await addNote(db, company.id, profileId, actor, input.body, now))) pageNotFound(request, context);
    return { result: submission.reply({ resetForm: true }) };
  }
  const added = await addToProject(db, company.id, input.projectId, profileId, actor, now);
  if (!added.ok) {
    if (added.reason === "not-in-pool") pageNotFound(request, context);
    return refuseForm(submission, {
      fieldErrors: { projectId: [ADD_REFUSED[added.reason]] },
      status: added.reason === "already" ? 409 : 400,
    });
  }
  const here = new URL(request.url);
  throw await redirectWithFlash(context, `${here.pathname}${here.search}`, {
    tone: "success",
    text: `Die Person wurde zum Projekt „${added.projectName}“ hinzugefügt.`,
  });
}

export default function CandidateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, contact, applications, workspace, backTo, now } = loaderData;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Talentprofil" />
      {profile && contact && workspace ? (
        <>
          <ContactStatus
            profileId={profile.id}
            state={contact.state}
            released={contact.released}
            contactHref={contactPathOf(profile.id)}
            applications={applications}
          />
          <ProfileView
            profile={profile}
            now={now}
            backTo={backTo}
            releasedName={contact.released ? `${contact.released.firstName} ${contact.released.lastName}` : null}
          />
          <ProfileWorkspace {...workspace} result={actionData?.result} />
        </>
      ) : (
        <LicenceOffer />
      )}
    </section>
  );
}
