import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { Link } from "~/components/ui/link";
import { AskForHelp } from "~/features/errors/error-page";
import { pageErrorMessage } from "~/lib/page-error";
import { PageHeading } from "./page-heading";

const DEFAULT_SUPPORT = "support@arbeitgeberportal.at";

/**
 * Error view of the account pages, inside the customer layout: a refused ability reads as such
 * (403) instead of as a breakdown; anything else gets the general message of SPEC §8.
 */
export function AccountError({ error }: { error: unknown }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const supportEmail = root?.publicConfig.supportEmail ?? DEFAULT_SUPPORT;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = status === 401 || status === 403;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={forbidden ? "Kein Zugriff" : "Ein Fehler ist aufgetreten"}>
        {forbidden ? (
          <p>
            {pageErrorMessage(error) ?? "Dafür fehlt Ihnen die Berechtigung."}{" "}
            {root ? <AskForHelp user={root.user} supportEmail={supportEmail} /> : null}
          </p>
        ) : (
          <p>
            Bitte versuchen Sie es erneut oder wenden Sie sich gerne an{" "}
            <a className="text-brand-700 underline underline-offset-2" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        )}
      </PageHeading>
      <Link to="/p/dashboard" variant="standalone">
        Zurück zum Dashboard
      </Link>
    </section>
  );
}
