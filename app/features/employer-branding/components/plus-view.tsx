import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/controls";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Table } from "~/components/ui/table";
import { formatDate, formatEuroCents } from "~/lib/format";
import type { PlusOverview, PlusTerm } from "../plus.server";

export interface PlusOrderResult {
  ok: boolean;
  message: string;
}

/**
 * Employer Branding Plus for the company: what it contains, the terms bought, and ordering the
 * next year with an invoice (net, VAT and gross stated before the order).
 */
export function PlusView({
  overview,
  vatRatePercent,
  paymentTermDays,
  result,
}: {
  overview: PlusOverview;
  vatRatePercent: number;
  paymentTermDays: number;
  result: PlusOrderResult | undefined;
}) {
  const { product, current, next, terms } = overview;
  const navigation = useNavigation();
  const vatCents = Math.round((product.priceCents * vatRatePercent) / 100);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="plus-product-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="plus-product-title" className="text-lg font-semibold text-slate-900">
          Das ist enthalten
        </h2>
        <p className="mt-1">{product.longDescription}</p>
        <ul className="mt-3 list-disc pl-6">
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plus-state-title" className="space-y-3">
        <h2 id="plus-state-title" className="text-lg font-semibold text-slate-900">
          Ihre Laufzeit
        </h2>
        <p>
          {current
            ? `${product.name} ist aktiv, bezahlt bis ${formatDate(current.endsOn)}.`
            : `${product.name} ist in Ihrem Vertrag enthalten; im Portal ist noch keine Laufzeit bestellt.`}
        </p>
        {terms.length > 0 ? (
          <Table<PlusTerm>
            caption="Bestellte Laufzeiten"
            columns={[
              { key: "startsOn", header: "Von", isRowHeader: true, render: (term) => formatDate(term.startsOn) },
              { key: "endsOn", header: "Bis", render: (term) => formatDate(term.endsOn) },
              { key: "invoiceNumber", header: "Rechnung" },
            ]}
            rows={terms}
            getRowKey={(term) => term.startsOn}
          />
        ) : null}
      </section>

      <section aria-labelledby="plus-order-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="plus-order-title" className="text-lg font-semibold text-slate-900">
          {current ? "Laufzeit verlängern" : "Laufzeit bestellen"}
        </h2>
        {result ? (
          <Infobox tone={result.ok ? "success" : "error"} className="mt-3">
            <p>{result.message}</p>
            {result.ok ? (
              <p className="mt-1">
                <Link to="/p/account/invoices">Zu Ihren Rechnungen</Link>
              </p>
            ) : null}
          </Infobox>
        ) : null}
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Laufzeit</dt>
          <dd>
            {formatDate(next.startsOn)} bis {formatDate(next.endsOn)}
          </dd>
          <dt className="font-semibold">Preis netto</dt>
          <dd>{formatEuroCents(product.priceCents)}</dd>
          <dt className="font-semibold">USt. {vatRatePercent} %</dt>
          <dd>{formatEuroCents(vatCents)}</dd>
          <dt className="font-semibold">Gesamt brutto</dt>
          <dd>{formatEuroCents(product.priceCents + vatCents)}</dd>
        </dl>
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="startsOn" value={next.startsOn} />
          <Checkbox name="confirm" value="on" isRequired>
            Ich bestelle {product.name} für diese Laufzeit kostenpflichtig; die Rechnung kommt mit {paymentTermDays}{" "}
            Tagen Zahlungsziel.
          </Checkbox>
          <div>
            <Button type="submit" name="intent" value="order" isDisabled={navigation.state === "submitting"}>
              Kostenpflichtig bestellen
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
