import { Link, redirect } from "react-router";
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
import { fieldErrorsOf, isRefused, sentTextOf, type FormResult } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { useRef } from "react";
import { isInProject, moveInProject } from "~/features/active-sourcing/projects.server";
import { matchAdOf } from "~/features/active-sourcing/matching.server";
import type { Executor } from "@db/client";

/** Whether the ad (matching) or the project of the path, if any, is the company's; a project's page is for its people. */
async function pathBelongsTo(
  db: Executor,
  companyId: number,
  params: { jobId?: string; projectId?: string },
  profileId: number,
): Promise<boolean> {
  if (params.projectId !== undefined) {
    const projectId = parseRowId(params.projectId);
    return projectId !== null && (await isInProject(db, companyId, projectId, profileId));
  }
  if (params.jobId !== undefined) {
    const jobId = parseRowId(params.jobId);
    return jobId !== null && (await matchAdOf(db, companyId, jobId, new Date())) !== null;
  }
  return true;
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
  if (!(await pathBelongsTo(db, company.id, params, profileId))) pageNotFound(request, context);
  const licence = await activeLicence(db, company.id, now);
  if (!licence) return { licensed: false as const };
  const [quota, status, ads] = await Promise.all([
    quotaOf(db, company.id, licence, now),
    contactStatusOf(db, company.id, person, now),
    attachableAds(db, company.id, now),
  ]);
  const wanted = parseRowId(params.jobId ?? new URL(request.url).searchParams.get("inserat") ?? "");
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: ctx } = requireCompanyUser(context);
  const profileId = parseRowId(params.profileId);
  if (profileId === null) pageNotFound(request, context);
  if (!(await pathBelongsTo(db, company.id, params, profileId))) pageNotFound(request, context);
  const submission = parseForm(await request.formData(), contactRequestSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const now = new Date();
  const licence = await activeLicence(db, company.id, now);
  if (!licence) return refuseForm(submission, { formErrors: [NO_LICENCE], status: 403 });
  const actor = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  const result = await sendContactRequest(
    db,
    {
      companyId: company.id,
      companyName: company.fullName,
      user: actor,
      profileId,
      ...submission.value,
    },
    licence,
    { now, baseUrl: ctx.publicConfig.baseUrl, signer: ctx.tokenSigner },
  );
  if (result.ok && params.projectId !== undefined) {
    // Contacted from a project: the person moves on to "Kontaktiert" there.
    const projectId = parseRowId(params.projectId);
    if (projectId !== null) await moveInProject(db, company.id, projectId, profileId, "kontaktiert", actor, now);
  }
  if (!result.ok) {
    if (result.reason === "not-in-pool") pageNotFound(request, context);
    if (result.reason === "job-ad")
      return refuseForm(submission, { fieldErrors: { jobAdId: [SEND_REFUSALS["job-ad"]] } });
    return refuseForm(submission, { formErrors: [SEND_REFUSALS[result.reason]], status: 409 });
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
  return <ContactPage {...loaderData} result={actionData?.result} />;
}

function ContactPage({
  profileId,
  headline,
  quota,
  blocked,
  ads,
  defaultAdId,
  result,
}: Extract<Route.ComponentProps["loaderData"], { licensed: true }> & { result: FormResult | undefined }) {
  const exhausted = remainingOf(quota) === 0;
  const errors = fieldErrorsOf(result);
  const sectionRef = useRef<HTMLElement>(null);
  useFocusFirstInvalid(sectionRef, result);
  return (
    <section ref={sectionRef} aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Kontaktanfrage">
        <p>
          An: <strong>{headline}</strong>
        </p>
        <p>{quotaText(quota)}</p>
      </PageHeading>
      <div aria-live="polite">{errors[""] ? <Notification tone="error" title={errors[""]} /> : null}</div>
      {blocked ? (
        <div className="space-y-3">
          <Notification tone="info" title={SEND_REFUSALS[blocked]} />
          <Link to={messagesPathOf(profileId)} className="font-semibold text-brand-700 underline">
            Zur Unterhaltung
          </Link>
        </div>
      ) : exhausted ? (
        <Notification tone="warning" title={SEND_REFUSALS.quota} />
      ) : (
        <ContactForm
          ads={ads}
          defaultAdId={defaultAdId}
          errors={errors}
          values={
            isRefused(result)
              ? {
                  subject: sentTextOf(result, "subject") ?? "",
                  body: sentTextOf(result, "body") ?? "",
                  jobAdId: sentTextOf(result, "jobAdId") ?? "",
                }
              : null
          }
        />
      )}
    </section>
  );
}
