import { redirect } from "react-router";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { Route } from "./+types/saved-search";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { LicenceOffer } from "~/features/active-sourcing/components/profile-view";
import { SAVED_SEARCH_PATH, SavedSearchList } from "~/features/active-sourcing/components/saved-search-views";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { savedSearchActionSchema } from "~/features/active-sourcing/saved-search-rules";
import {
  deleteSavedSearch,
  savedSearchesOf,
  saveSearch,
  setAlert,
} from "~/features/active-sourcing/saved-searches.server";
import { Notification } from "~/components/ui/notification";

export function meta() {
  return [{ title: "Meine Suchen | Talentdatenbank | Arbeitgeberportal" }];
}

const DONE: Record<string, string> = {
  create: "Die Suche wurde gespeichert.",
  alert: "Die Benachrichtigung wurde geändert.",
  delete: "Die Suche wurde gelöscht.",
};

/**
 * `/p/active-sourcing/saved-search` (issue 16): the company's saved talent searches, each with
 * its alert (none, daily, weekly), which the background jobs run.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const licence = await activeLicence(db, company.id, new Date());
  if (!licence) return { licensed: false as const };
  const rows = await savedSearchesOf(db, company.id);
  const done = new URL(request.url).searchParams.get("erledigt") ?? "";
  return {
    licensed: true as const,
    searches: rows.map((row) => ({ ...row, owner: `${row.ownerFirstName} ${row.ownerLastName}` })),
    done: DONE[done] ?? null,
  };
}

const GONE = "Diese Suche gibt es nicht (mehr).";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, company, user } = requireCompanyUser(context);
  const submission = parseForm(await request.formData(), savedSearchActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const now = new Date();
  if (!(await activeLicence(db, company.id, now))) {
    return refuseForm(submission, {
      formErrors: ["Suchen speichern Sie mit einer Lizenz der Talentsuche."],
      status: 403,
    });
  }
  const input = submission.value;
  if (input.intent === "create") {
    await saveSearch(db, { companyId: company.id, userId: user.id, ...input }, now);
  } else if (input.intent === "alert") {
    if (!(await setAlert(db, company.id, input.id, input.alert, now))) {
      return refuseForm(submission, { formErrors: [GONE], status: 404 });
    }
  } else if (!(await deleteSavedSearch(db, company.id, input.id))) {
    return refuseForm(submission, { formErrors: [GONE], status: 404 });
  }
  throw redirect(`${SAVED_SEARCH_PATH}?erledigt=${input.intent}`, 303);
}

export default function SavedSearchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Meine Suchen">
        <p>
          Gespeicherte Suchen öffnen Sie mit einem Klick. Mit einer Benachrichtigung erhalten Sie täglich oder
          wöchentlich per E-Mail die Talente, die neu dazugekommen sind – jedes nur einmal.
        </p>
      </PageHeading>
      <div aria-live="polite">
        {refusal ? <Notification tone="error" title={refusal} /> : null}
        {loaderData.licensed && loaderData.done && !actionData ? (
          <Notification tone="success" title={loaderData.done} />
        ) : null}
      </div>
      {loaderData.licensed ? <SavedSearchList searches={loaderData.searches} /> : <LicenceOffer />}
    </section>
  );
}
