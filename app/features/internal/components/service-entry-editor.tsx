import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { companyJobsPath } from "../service-entry";

export interface ServiceEntryCompany {
  id: number;
  fullName: string;
  city: string;
}

/** Frame of the service-entry pages: for which company staff work and the way back to its ads. */
export function ServiceEntryFrame({ company, children }: { company: ServiceEntryCompany; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-4">
        <p className="text-slate-800">
          Service-Erfassung für <strong>{company.fullName}</strong>{" "}
          <span className="text-slate-700">
            (Unternehmen Nr. {company.id}
            {company.city ? `, ${company.city}` : ""})
          </span>
        </p>
        <Link to={companyJobsPath(company.id)} variant="standalone">
          Zurück zum Unternehmen
        </Link>
      </div>
      {children}
    </div>
  );
}
