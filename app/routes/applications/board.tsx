import { data } from "react-router";
import type { Route } from "./+types/board";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { pipelineBoard } from "~/features/applications/board.server";
import { bulkAction } from "~/features/applications/bulk-action.server";
import { colleagueOf } from "~/features/applications/history.server";
import { PipelineBoard } from "~/features/applications/components/pipeline-board";
import { companyAd } from "~/features/applications/forms.server";
import { inboxQuerySchema } from "~/features/applications/manager-query";
import { fieldErrorsOf, noticeOf } from "~/lib/form-reply";
import { parseRowId } from "~/lib/row-id";

const NOT_FOUND = "Dieses Inserat wurde nicht gefunden.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Pipeline: ${loaderData?.ad.title ?? "Inserat"} | Bewerber-Manager | Arbeitgeberportal` }];
}

/**
 * `/p/applications/bewerber-manager/inserate/{jobId}`: the ad's applications as a board, a
 * column per stage, narrowed by the inbox's filters (issue 34).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const id = parseRowId(params.jobId);
  const search = new URL(request.url).searchParams;
  const { q, ansicht, ungelesen, sortierung } = inboxQuerySchema.parse(Object.fromEntries(search));
  const filter = { q, ansicht, ungelesen, sortierung };
  const board = id === null ? null : await pipelineBoard(db, company.id, id, filter);
  if (!board) throw data(NOT_FOUND, { status: 404 });
  return { ...board, filter, focusCard: parseRowId(search.get("karte")) };
}

/** A card's move and the bulk moves and rejections, as in the inbox: one command each. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const id = parseRowId(params.jobId);
  if (id === null || !(await companyAd(db, company.id, id))) throw data(NOT_FOUND, { status: 404 });
  const { publicConfig, tokenSigner } = requestContext;
  const mailing = { baseUrl: publicConfig.baseUrl, signer: tokenSigner };
  return bulkAction(db, company.id, colleagueOf(user), mailing, await request.formData());
}

export default function PipelineRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title={`Pipeline: ${loaderData.ad.title}`}>
        <p>
          Die Bewerbungen zu diesem Inserat nach Phasen. Ziehen Sie eine Karte in eine andere Spalte, wählen Sie die
          Phase auf der Karte, oder nehmen Sie sie mit der Leertaste auf und tragen Sie sie mit den Pfeiltasten.
        </p>
      </PageHeading>
      <PipelineBoard {...loaderData} result={noticeOf(actionData)} errors={fieldErrorsOf(actionData?.result)} />
    </section>
  );
}
