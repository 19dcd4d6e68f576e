import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Pill } from "~/components/ui/pill";
import type { RelatedCompany } from "~/features/companies/companies.server";

/** The user's companies; the current one is marked, every other one has its switch button. */
export function CompanySwitchList({ companies, currentId }: { companies: RelatedCompany[]; currentId: number }) {
  const navigation = useNavigation();
  const switchingTo = navigation.state !== "idle" ? navigation.formData?.get("companyId") : null;
  return (
    <ul className="max-w-2xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {companies.map((company) => (
        <li key={company.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{company.fullName}</p>
            <p className="text-sm text-slate-700">{company.city}</p>
          </div>
          {company.id === currentId ? (
            <Pill tone="success">Aktuelles Unternehmen</Pill>
          ) : (
            <Form method="post">
              <input type="hidden" name="companyId" value={company.id} />
              <Button
                type="submit"
                aria-label={`Wechseln zu ${company.fullName}`}
                variant="secondary"
                size="sm"
                isPending={switchingTo === String(company.id)}
                pendingLabel={`Wechsel zu ${company.fullName}`}
              >
                Wechseln
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
