import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/editor";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import {
  EmployerPageEditor,
  type EditorActionData,
} from "~/features/employer-branding/components/employer-page-editor";
import { parseEditorForm, readEditorForm } from "~/features/employer-branding/editor.server";
import { publishFieldErrors, reviewRequestSchema } from "~/features/employer-branding/schema";
import { writeAudit } from "~/features/audit/audit-log.server";
import { parseForm } from "~/lib/form-submission.server";
import {
  publishPage,
  readEditorPage,
  requestPageReview,
  restoreVersion,
  saveDraft,
  unpublishPage,
} from "~/features/employer-branding/employer-page.server";
import { companyLiveJobs } from "~/features/job-ads/public-page.server";
import { offerPageFor } from "~/features/navigation/offers";
import { refusalOf } from "~/lib/domain-error";
import { redirectWithFlash } from "~/lib/flash.server";
import { parseRowId } from "~/lib/row-id";

/** The company's own page; a page the contract does not include leads to its offer (decision 020). */
function editorContext(context: Route.LoaderArgs["context"], pattern: string) {
  const companyUser = requireCompanyUser(context);
  const offer = offerPageFor(pattern, companyUser.company.abilities);
  return { ...companyUser, offer };
}

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { db, company, offer } = editorContext(context, pattern);
  if (offer) throw redirect(offer);
  // The preview lists the live jobs as the public page does.
  const jobs = await companyLiveJobs(db, company.id, new Date());
  return { page: await readEditorPage(db, company.id), jobs };
}

/**
 * publish: every field checked, stored as the draft, then published (or what is missing shown);
 * unpublish: the public address answers 404 again; restore: a published version becomes the draft.
 * The company is the session's, never the form's.
 */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const { db, company, user, offer, context: requestCtx } = editorContext(context, pattern);
  if (offer) throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  const path = new URL(request.url).pathname;
  const form = await readEditorForm(request);
  const intent = form.get("intent");
  const now = new Date();
  try {
    if (intent === "publish") {
      const submission = parseEditorForm(form);
      if (submission.status !== "success") {
        return data<EditorActionData>({ result: submission.reply() }, { status: 400 });
      }
      await saveDraft(db, company.id, submission.value, now);
      const outcome = await publishPage(db, company.id, user.id, now);
      if (!outcome.ok) {
        return data<EditorActionData>(
          { result: submission.reply({ fieldErrors: publishFieldErrors(outcome.issues) }) },
          { status: 400 },
        );
      }
      return redirectWithFlash(context, path, { tone: "success", text: "Ihre Unternehmensseite ist veröffentlicht." });
    }
    if (intent === "unpublish") {
      await unpublishPage(db, company.id);
      return redirectWithFlash(context, path, {
        tone: "success",
        text: "Ihre Unternehmensseite ist offline. Ihr Entwurf bleibt erhalten.",
      });
    }
    if (intent === "request-review") {
      const submission = parseForm(form, reviewRequestSchema);
      if (submission.status !== "success") {
        return data<EditorActionData>(
          { refusal: submission.error?.note?.[0] ?? "Ungültige Anfrage." },
          { status: 400 },
        );
      }
      const change = await requestPageReview(db, company.id, submission.value.note, now);
      await writeAudit(db, user, {
        action: "employer-page.review-request",
        entityType: "employer_page",
        entityId: String(company.id),
        ...change,
        requestId: requestCtx.requestId,
      });
      return redirectWithFlash(context, path, {
        tone: "success",
        text: "Danke. Unser Team prüft Ihre Seite erneut und meldet sich per E-Mail bei Ihnen.",
      });
    }
    if (intent === "restore") {
      const versionId = parseRowId(form.get("versionId"));
      if (versionId === null) throw data("Diese Version gibt es nicht.", { status: 400 });
      await restoreVersion(db, company.id, versionId, now);
      return redirectWithFlash(context, path, {
        tone: "success",
        text: "Die Version ist in Ihren Entwurf übernommen. Veröffentlichen Sie, um sie öffentlich zu zeigen.",
      });
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<EditorActionData>({ refusal: refusal.message }, { status: refusal.status });
  }
  throw data("Unbekannte Aktion.", { status: 400 });
}

export function meta() {
  return [{ title: "Unternehmensseite bearbeiten | Arbeitgeberportal" }];
}

export default function EmployerPageEditorRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Unternehmensseite bearbeiten">
        <p>
          Ihre Seite unter <span className="font-semibold">{loaderData.page.publicPath}</span> zeigt Bewerberinnen und
          Bewerbern, wer Sie sind, und listet alle Ihre offenen Stellen. Ihre Eingaben werden laufend als Entwurf
          gespeichert; öffentlich wird die Seite erst mit „Veröffentlichen“.
        </p>
      </PageHeading>
      {/* A restored version (or a publication) replaces the draft: the form starts again from it. */}
      <EmployerPageEditor
        key={loaderData.page.draftUpdatedAt.getTime()}
        page={loaderData.page}
        jobs={loaderData.jobs}
        draftPath={`${pathname}/entwurf`}
        uploadPath="/api/uploads"
      />
    </section>
  );
}
