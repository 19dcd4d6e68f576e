import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { contactRequestSchema, SEND_REFUSALS } from "~/features/active-sourcing/contact-templates";
import {
  attachableAds,
  contactStatusOf,
  quotaOf,
  sendContactRequest,
} from "~/features/active-sourcing/contacts.server";
import { ContactForm, messagesPathOf } from "~/features/active-sourcing/components/contact-views";
import { LicenceOffer } from "~/features/active-sourcing/components/profile-view";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { profileInPool } from "~/features/active-sourcing/profiles.server";
import { headlineOf } from "~/features/active-sourcing/profile-text";
import { quotaText, remainingOf } from "~/features/active-sourcing/quota";
import { Notification } from "~/components/ui/notification";
import { parseRowId } from "~/lib/row-id";
import { moveInProject, projectChoicesOf } from "~/features/active-sourcing/projects.server";
import { matchAdOf } from "~/features/active-sourcing/matching.server";
import type { Executor } from "@db/client";

/** Whether the ad (matching) or the project of the path, if any, is the company's. */
async function pathBelongsTo(
  db: Executor,
  companyId: number,
  params: { jobId?: string; projectId?: string },
): Promise<boolean> {
  if (params.projectId !== undefined) return (await projectOfCompany(db, companyId, params.projectId)) !== null;
  if (params.jobId !== undefined) {
    const jobId = parseRowId(params.jobId);
    return jobId !== null && (await matchAdOf(db, companyId, jobId, new Date())) !== null;
  }
  return true;
}

/** The project of the path, if it is the company's. */
async function projectOfCompany(db: Executor, companyId: number, param: string): Promise<number | null> {
  const projectId = parseRowId(param);
  if (projectId === null) return null;
  const projects = await projectChoicesOf(db, companyId);
  return projects.some((project) => project.id === projectId) ? projectId : null;
}

export function meta() {
  return [{ title: "Kontaktanfrage | Talentsuche | Arbeitgeberportal" }];
}

const NO_LICENCE = "Kontaktanfragen senden Sie mit einer Lizenz der Talentsuche.";

/**
 * `/p/active-sourcing/search/contact/{profileId}`, `matching/{jobId}/contact/{profileId}` and
 * `projects/{projectId}/contact/{profileId}` (issue 16): the contact request to a person of the
 * pool. From matching the ad is preselected (as by `?inserat=`); from a project the person moves
 * to "Kontaktiert" there once the request is sent. Unknown or withdrawn people, and another
 * company's project, are the spec's fatal 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  const now = new Date();
  const person = await profileInPool(db, profileId, now);
  if (!person) pageNotFound(request, context);
  const licence = await activeLicence(db, company.id, now);
  if (!licence) return { licensed: false as const };
  const [quota, status, ads] = await Promise.all([
    quotaOf(db, company.id, licence, now),
    contactStatusOf(db, company.id, person, now),
    attachableAds(db, company.id, now),
  ]);
  const wanted = parseRowId(params.jobId ?? new URL(request.url).searchParams.get("inserat") ?? "");
  if (!(await pathBelongsTo(db, company.id, params))) pageNotFound(request, context);
  return {
    licensed: true as const,
    profileId,
    headline: headlineOf(person),
    quota,
    blocked: status.state === "offen" ? ("open-request" as const) : status.released ? ("accepted" as const) : null,
    ads: ads.map(({ id, title }) => ({ id, title })),
    defaultAdId: ads.some((ad) => ad.id === wanted) ? wanted : null,
  };
}

type ActionAnswer = {
  errors: Record<string, string>;
  formError: string | null;
  values: { subject: string; body: string; jobAdId: string };
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  if (!(await pathBelongsTo(db, company.id, params))) pageNotFound(request, context);
  const form = await request.formData();
  const values = {
    subject: String(form.get("subject") ?? ""),
    body: String(form.get("body") ?? ""),
    jobAdId: String(form.get("jobAdId") ?? ""),
  };
  const refuse = (status: number, answer: Partial<ActionAnswer>) =>
    data<ActionAnswer>({ errors: {}, formError: null, values, ...answer }, { status });
  const parsed = contactRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refuse(400, { errors });
  }
  const now = new Date();
  const licence = await activeLicence(db, company.id, now);
  if (!licence) return refuse(403, { formError: NO_LICENCE });
  const actor = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  const result = await sendContactRequest(
    db,
    {
      companyId: company.id,
      companyName: company.fullName,
      user: actor,
      profileId,
      ...parsed.data,
    },
    licence,
    { now, baseUrl: ctx.publicConfig.baseUrl, signer: ctx.tokenSigner },
  );
  if (result.ok && params.projectId !== undefined) {
    // Contacted from a project: the person moves on to "Kontaktiert" there.
    const projectId = await projectOfCompany(db, company.id, params.projectId);
    if (projectId !== null) await moveInProject(db, company.id, projectId, profileId, "kontaktiert", actor, now);
  }
  if (!result.ok) {
    if (result.reason === "not-in-pool") pageNotFound(request, context);
    if (result.reason === "job-ad") return refuse(400, { errors: { jobAdId: SEND_REFUSALS["job-ad"] } });
    return refuse(409, { formError: SEND_REFUSALS[result.reason] });
  }
  throw redirect(`${messagesPathOf(profileId)}?gesendet=1`, 303);
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.licensed) {
    return (
      <section aria-labelledby={PAGE_TITLE_ID}>
        <PageHeading title="Kontaktanfrage" />
        <LicenceOffer />
      </section>
    );
  }
  const { profileId, headline, quota, blocked, ads, defaultAdId } = loaderData;
  const exhausted = remainingOf(quota) === 0;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Kontaktanfrage">
        <p>
          An: <strong>{headline}</strong>
        </p>
        <p>{quotaText(quota)}</p>
      </PageHeading>
      <div aria-live="polite">
        {actionData?.formError ? <Notification tone="error" title={actionData.formError} /> : null}
      </div>
      {blocked ? (
        <div className="space-y-3">
          <Notification tone="info" title={SEND_REFUSALS[blocked]} />
          <Link to={messagesPathOf(profileId)} className="font-semibold text-brand-700 underline">
            Zum Gespräch
          </Link>
        </div>
      ) : exhausted ? (
        <Notification tone="warning" title={SEND_REFUSALS.quota} />
      ) : (
        <ContactForm
          ads={ads}
          defaultAdId={defaultAdId}
          errors={actionData?.errors ?? {}}
          values={actionData?.values ?? null}
        />
      )}
    </section>
  );
}
