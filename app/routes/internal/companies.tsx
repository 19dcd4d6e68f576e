import type { Route } from "./+types/companies";
import { requireAbility } from "~/features/access/guards.server";
import { CompanyListView } from "~/features/internal/components/company-list-view";
import { companiesPage, parseCompanySearch } from "~/features/internal/company-jobs.server";
import { requestContext } from "~/lib/request-context";

export function meta() {
  return [{ title: "Unternehmen | Interner Bereich" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  requireAbility(context, "adsList");
  const { search, error } = parseCompanySearch(new URL(request.url).searchParams);
  const { rows, total, pageSize } = await companiesPage(context.get(requestContext).db, search);
  return { search, error, rows, total, pageSize };
}

export default function CompaniesRoute({ loaderData }: Route.ComponentProps) {
  return <CompanyListView {...loaderData} />;
}
