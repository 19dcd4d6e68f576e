import { Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CandidateChrome } from "~/features/shell/candidate-chrome";

/**
 * Layout "candidate": the pages a job seeker sees — a job ad, its apply form and thank-you page,
 * and the pages behind the links of the candidate's e-mails. No employer navigation (issue 34 §6).
 */
export default function CandidateLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <CandidateChrome contentHostUrl={root?.publicConfig.contentHostUrl ?? ""}>
      <Outlet />
    </CandidateChrome>
  );
}
