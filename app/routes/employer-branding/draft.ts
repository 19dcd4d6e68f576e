import { data } from "react-router";
import type { Route } from "./+types/draft";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { autosaveContent, readEditorForm } from "~/features/employer-branding/editor.server";
import { readEditorPage, saveDraft } from "~/features/employer-branding/employer-page.server";
import { refusalOf } from "~/lib/domain-error";

/**
 * The editor's autosave (`…/page/entwurf`, `…/page-plus/entwurf`), also sent with `keepalive`
 * when the page unloads: the form's valid fields over the stored draft of the session's company.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, company } = requireCompanyUser(context, { right: "employerPage" });
  const page = await readEditorPage(db, company.id);
  if (page.offline) throw data("Ihre Unternehmensseite wurde offline genommen.", { status: 409 });
  try {
    await saveDraft(db, company.id, autosaveContent(await readEditorForm(request), page.draft), new Date());
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return Response.json({ message: refusal.message }, { status: refusal.status });
  }
  return Response.json({ saved: true });
}

export function loader() {
  throw data("Diese Adresse nimmt nur Entwürfe entgegen.", { status: 405 });
}
