import { redirect } from "react-router";
import { customerMay } from "@auth/abilities";
import type { Route } from "./+types/index";
import { requireCompanyUser } from "~/features/account/company-user.server";

/**
 * `/p/employer-branding` (and with a trailing slash): the Arbeitgeberprofil's entry. The overview
 * for a company with Employer Branding, the editor for one with only the Unternehmensseite, and
 * the in-portal order page for a company without any of them (issue 35 §3).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { company } = requireCompanyUser(context);
  if (customerMay(company.abilities, "employerBranding")) throw redirect("/p/employer-branding/dashboard");
  if (customerMay(company.abilities, "businessPagePlus")) throw redirect("/p/employer-branding/page-plus");
  if (customerMay(company.abilities, "businessPage")) throw redirect("/p/employer-branding/page");
  throw redirect("/p/employer-branding/bestellen");
}
