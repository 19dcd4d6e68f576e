import { formatDateTime } from "~/lib/format";
import { Notification } from "~/components/ui/notification";
import type { StaffContactRow } from "../contacts.server";
import type { LicenceOverview } from "../licence.server";
import { quotaText, type QuotaState } from "../quota";
import { STATE_LABELS } from "./contact-views";
import { LicenceOrderForms, LicenceStatus } from "./licence-view";

/**
 * The internal panel's view of a company's talent search (issue 16): licence and terms, quota
 * use this month, the latest contact requests without the people's names, and, for staff with
 * orderJobAd, ordering a licence for the company.
 */
export function StaffTalentPanel({
  overview,
  quota,
  contacts,
  canOrder,
  vatRatePercent,
  result,
}: {
  overview: LicenceOverview;
  quota: QuotaState | null;
  contacts: readonly StaffContactRow[];
  canOrder: boolean;
  vatRatePercent: number;
  result: { ok: boolean; message: string } | undefined;
}) {
  return (
    <section aria-labelledby="staff-talent" className="space-y-4">
      <h2 id="staff-talent" className="text-xl font-semibold text-brand-900">
        Talentsuche
      </h2>
      <div aria-live="polite">
        {result ? <Notification tone={result.ok ? "success" : "error"} title={result.message} /> : null}
      </div>
      <LicenceStatus overview={overview} />
      {quota ? <p>{quotaText(quota)}</p> : null}
      <h3 className="font-semibold">Letzte Kontaktanfragen</h3>
      {contacts.length === 0 ? (
        <p className="text-slate-700">Keine Kontaktanfragen.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Letzte Kontaktanfragen des Unternehmens</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Gesendet
              </th>
              <th scope="col" className="py-1 pr-4">
                Von
              </th>
              <th scope="col" className="py-1 pr-4">
                An (anonym)
              </th>
              <th scope="col" className="py-1">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {contacts.map((contact) => (
              <tr key={contact.id} className="border-t border-slate-200">
                <td className="py-1 pr-4">{formatDateTime(contact.sentAt)}</td>
                <td className="py-1 pr-4">{contact.senderName}</td>
                <td className="py-1 pr-4">{contact.headline}</td>
                <td className="py-1">{STATE_LABELS[contact.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canOrder ? (
        <div className="space-y-3">
          <h3 className="font-semibold">Lizenz für das Unternehmen bestellen</h3>
          <LicenceOrderForms overview={overview} vatRatePercent={vatRatePercent} idPrefix="staff" />
        </div>
      ) : null}
    </section>
  );
}
