import type { Route } from "./+types/ad-editor";
import { internalUserAdPermission, requireAbility } from "~/features/access/guards.server";
import {
  createServiceEntry,
  loadCreatePage,
  loadServiceEntryEditor,
  serviceEntryAction,
} from "~/features/internal/service-entry.server";
import { ServiceEntryCreate } from "~/features/internal/components/service-entry-create";
import { ServiceEntryFrame, ServiceEntryStep } from "~/features/internal/components/service-entry-editor";
import { ServiceEntrySummary, type PublishAnswer } from "~/features/internal/components/service-entry-summary";
import { stepTitle } from "~/features/job-ads/components/step-layout";
import { formResultOf } from "~/lib/form-reply";

/**
 * Service entry (`internal-user-ad-permission`): /jobs/create starts an ad for the company,
 * /jobs/{id}?step=… edits it with the company's own editor steps.
 */
export const middleware: Route.MiddlewareFunction[] = [internalUserAdPermission];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.id === undefined) {
    requireAbility(context, "serviceEntryAd");
    return { mode: "create" as const, ...(await loadCreatePage(context, params.companyId)) };
  }
  requireAbility(context, "adsList");
  return { mode: "edit" as const, ...(await loadServiceEntryEditor(request, context, params)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.id === undefined) {
    requireAbility(context, "serviceEntryAd");
    return createServiceEntry(request, context, params.companyId);
  }
  requireAbility(context, "adsList");
  return serviceEntryAction(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Service-Erfassung | Interner Bereich" }];
  if (loaderData.mode === "create") {
    return [{ title: `Neues Inserat für ${loaderData.company.fullName} | Interner Bereich` }];
  }
  const title =
    loaderData.view === "summary"
      ? `Zusammenfassung | ${loaderData.jobAd.title || "Neues Inserat"} | Inserat bearbeiten`
      : stepTitle(loaderData.view, loaderData.jobAd.title);
  return [{ title: `${title} | Interner Bereich` }];
}

function publishAnswer(actionData: unknown): PublishAnswer | null {
  if (typeof actionData !== "object" || actionData === null) return null;
  return "outcome" in actionData || "insufficientCredits" in actionData ? (actionData as PublishAnswer) : null;
}

export default function InternalAdEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "create") {
    return (
      <ServiceEntryFrame company={loaderData.company}>
        <ServiceEntryCreate company={loaderData.company} result={formResultOf(actionData)} />
      </ServiceEntryFrame>
    );
  }
  return (
    <ServiceEntryFrame company={loaderData.company}>
      {loaderData.view === "summary" ? (
        <ServiceEntrySummary
          company={loaderData.company}
          jobAd={loaderData.jobAd}
          summary={loaderData.summary}
          answer={publishAnswer(actionData)}
        />
      ) : (
        <ServiceEntryStep
          key={loaderData.view}
          page={loaderData.page}
          offer={loaderData.offer}
          bounds={loaderData.bounds}
        />
      )}
    </ServiceEntryFrame>
  );
}
