import { href, Link } from "react-router";
import { CHANNEL_LABELS, type DistributionChannel } from "@auth/user";
import { buttonClassName } from "~/components/ui/button-styles";
import { Table, type TableColumn } from "~/components/ui/table";
import { formatDate, formatInteger } from "~/lib/format";

interface CreditLot {
  id: number;
  amount: number;
  remaining: number;
  acquiredAt: Date;
  expiresAt: Date;
  description: string;
}

export interface CompanyProfileData {
  id: number;
  fullName: string;
  address: { street: string; postcode: string; city: string; state: string };
  uidNumber: string | null;
  channel: DistributionChannel;
  salesPerson: { id: number; name: string; email: string; phone: string; position: string } | null;
  creditBalance: number;
  creditLots: CreditLot[];
  contactUsers: Array<{ id: number; firstName: string; lastName: string; email: string }>;
}

interface Props {
  company: CompanyProfileData;
  links: { order: boolean; create: boolean };
}

const lotColumns: TableColumn<CreditLot>[] = [
  { key: "description", header: "Posten", isRowHeader: true, render: (lot) => lot.description || "Guthaben" },
  { key: "amount", header: "Credits", align: "end", render: (lot) => formatInteger(lot.amount) },
  { key: "remaining", header: "Davon übrig", align: "end", render: (lot) => formatInteger(lot.remaining) },
  { key: "acquiredAt", header: "Erworben am", render: (lot) => formatDate(lot.acquiredAt) },
  { key: "expiresAt", header: "Gültig bis", render: (lot) => formatDate(lot.expiresAt) },
];

/** Phone numbers as tel: links keep only the digits and a leading plus. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The head of a company's page for staff: who it is, its credits and whom to talk to. */
export function CompanyProfile({ company, links }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-700">
            <Link to="/p/internal/companies" className="text-brand-700 underline underline-offset-2">
              Unternehmen
            </Link>{" "}
            / Nr. {company.id}
          </p>
          <h1 id="company-title" className="text-2xl font-bold text-brand-900">
            {company.fullName}
          </h1>
        </div>
        {links.order || links.create ? (
          <div className="flex flex-wrap gap-3">
            {links.order ? (
              <Link
                to={href("/p/internal/companies/:companyId/jobs/order", { companyId: String(company.id) })}
                className={buttonClassName("secondary", "md")}
              >
                Produkte bestellen
              </Link>
            ) : null}
            {links.create ? (
              <Link
                to={href("/p/internal/companies/:companyId/jobs/create", { companyId: String(company.id) })}
                className={buttonClassName("primary", "md")}
              >
                Neues Inserat erfassen
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="company-data-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="company-data-title" className="text-lg font-semibold text-slate-900">
            Firmendaten
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-700">Adresse</dt>
            <dd>
              {company.address.street}, {company.address.postcode} {company.address.city} ({company.address.state})
            </dd>
            <dt className="font-medium text-slate-700">UID-Nummer</dt>
            <dd>{company.uidNumber ?? "–"}</dd>
            <dt className="font-medium text-slate-700">Vertriebskanal</dt>
            <dd>{CHANNEL_LABELS[company.channel]}</dd>
            <dt className="font-medium text-slate-700">Unternehmensnummer</dt>
            <dd>{company.id}</dd>
          </dl>
        </section>

        <section aria-labelledby="company-contact-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="company-contact-title" className="text-lg font-semibold text-slate-900">
            Ansprechperson
          </h2>
          {company.salesPerson ? (
            <div className="mt-3 text-sm">
              <p className="font-semibold">{company.salesPerson.name}</p>
              {company.salesPerson.position ? <p className="text-slate-700">{company.salesPerson.position}</p> : null}
              <p className="mt-1">
                Telefon:{" "}
                <a href={telHref(company.salesPerson.phone)} className="text-brand-700 underline underline-offset-2">
                  {company.salesPerson.phone}
                </a>
              </p>
              <p>
                E-Mail:{" "}
                <a href={`mailto:${company.salesPerson.email}`} className="text-brand-700 underline underline-offset-2">
                  {company.salesPerson.email}
                </a>
              </p>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">Diesem Unternehmen ist keine Ansprechperson zugeordnet.</p>
          )}
          <h3 className="mt-4 text-base font-semibold text-slate-900">Benutzer:innen des Unternehmens</h3>
          {company.contactUsers.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {company.contactUsers.map((user) => (
                <li key={user.id}>
                  {user.firstName} {user.lastName} ·{" "}
                  <a href={`mailto:${user.email}`} className="text-brand-700 underline underline-offset-2">
                    {user.email}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">Keine Benutzer:innen.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="company-credits-title" className="flex flex-col gap-3">
        <h2 id="company-credits-title" className="text-lg font-semibold text-slate-900">
          Guthaben: {formatInteger(company.creditBalance)} Credits
        </h2>
        <Table
          caption="Gültige Guthaben-Posten, zuerst verbraucht wird der früheste"
          columns={lotColumns}
          rows={company.creditLots}
          getRowKey={(lot) => lot.id}
          emptyState="Das Unternehmen hat kein gültiges Guthaben."
        />
      </section>
    </div>
  );
}
