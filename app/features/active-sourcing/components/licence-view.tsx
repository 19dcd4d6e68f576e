import { Form, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { formatDate, formatEuroCents } from "~/lib/format";
import type { LicenceOverview } from "../licence.server";

type Overview = LicenceOverview;

/** The licence products with what an order would cover, each with its own confirmation. */
export function LicenceOrderForms({
  overview,
  vatRatePercent,
  idPrefix,
}: {
  overview: Overview;
  vatRatePercent: number;
  /** Keeps ids unique when the forms appear more than once on a page. */
  idPrefix: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Lizenzen der Talentsuche">
      {overview.products.map((product) => {
        const next = overview.next[product.id]!;
        const confirmId = `${idPrefix}-bestaetigen-${product.id}`;
        return (
          <li key={product.id} className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
            <h3 className="text-lg font-semibold text-brand-900">{product.name}</h3>
            <p className="text-slate-700">{product.shortDescription}</p>
            <ul className="list-inside list-disc text-sm">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p>
              <strong>{formatEuroCents(product.priceCents)}</strong> zzgl. {vatRatePercent} % USt. für {product.runDays}{" "}
              Tage: vom {formatDate(next.startsOn)} bis {formatDate(next.endsOn)}
            </p>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="order-licence" />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="startsOn" value={next.startsOn} />
              <label htmlFor={confirmId} className="flex items-start gap-2 text-sm">
                <input id={confirmId} type="checkbox" name="confirm" className="mt-1 size-4" />
                <span>Ich bestelle {product.name} kostenpflichtig; die Rechnung wird sofort ausgestellt.</span>
              </label>
              <button type="submit" disabled={busy} className={buttonClassName("primary")}>
                {product.name} bestellen
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

/** The licence running today and the terms so far. */
export function LicenceStatus({ overview }: { overview: Overview }) {
  const { current, terms } = overview;
  return (
    <div className="space-y-3">
      <p>
        {current
          ? `Aktive Lizenz: ${current.productName}, vom ${formatDate(current.startsOn)} bis ${formatDate(current.endsOn)}, ${current.contactQuota} Kontaktanfragen pro Monat${current.includesMatching ? ", mit Matching" : ""}.`
          : "Keine aktive Lizenz."}
      </p>
      {terms.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Laufzeiten</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Lizenz
              </th>
              <th scope="col" className="py-1 pr-4">
                Laufzeit
              </th>
              <th scope="col" className="py-1 pr-4">
                Rechnung
              </th>
              <th scope="col" className="py-1">
                Bestellt von
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={`${term.invoiceNumber}-${term.startsOn}`} className="border-t border-slate-200">
                <td className="py-1 pr-4">{term.productName}</td>
                <td className="py-1 pr-4">
                  {formatDate(term.startsOn)} – {formatDate(term.endsOn)}
                </td>
                <td className="py-1 pr-4">{term.invoiceNumber}</td>
                <td className="py-1">{term.orderedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
