import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/controls";
import { Link } from "~/components/ui/link";
import { formatDate, formatEuroCents } from "~/lib/format";
import type { BrandingOrderPage } from "../order.server";

/**
 * The Arbeitgeberprofil's products to order in the portal: each with what it contains, the term
 * the order covers, net price, VAT and gross, the consent and "… bestellen".
 */
export function BrandingOrderView({
  page,
  vatRatePercent,
  paymentTermDays,
}: {
  page: BrandingOrderPage;
  vatRatePercent: number;
  paymentTermDays: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-6">
      {page.current ? (
        <p>
          Ihr Arbeitgeberprofil läuft mit {page.current.productName} bis {formatDate(page.current.endsOn)}. Eine neue
          Bestellung schließt daran an.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {page.offers.map((offer) => {
          const vatCents = Math.round((offer.priceCents * vatRatePercent) / 100);
          const term = page.next[offer.slug];
          const titleId = `offer-${offer.slug}`;
          return (
            <section
              key={offer.slug}
              aria-labelledby={titleId}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
            >
              <h2 id={titleId} className="text-xl font-semibold text-brand-900">
                {offer.name}
              </h2>
              <p>{offer.shortDescription}</p>
              <ul className="list-disc pl-6">
                {offer.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {offer.owned ? <p className="font-semibold">{offer.name} ist in Ihrem Vertrag enthalten.</p> : null}
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Laufzeit</dt>
                <dd>
                  {formatDate(term.startsOn)} bis {formatDate(term.endsOn)}
                </dd>
                <dt className="font-semibold">Preis netto</dt>
                <dd>{formatEuroCents(offer.priceCents)}</dd>
                <dt className="font-semibold">USt. {vatRatePercent} %</dt>
                <dd>{formatEuroCents(vatCents)}</dd>
                <dt className="font-semibold">Gesamt brutto</dt>
                <dd>{formatEuroCents(offer.priceCents + vatCents)}</dd>
              </dl>
              <Form method="post" className="mt-auto flex flex-col gap-3">
                <input type="hidden" name="product" value={offer.slug} />
                <input type="hidden" name="startsOn" value={term.startsOn} />
                <Checkbox name="confirm" value="on" isRequired>
                  Ich bestelle {offer.name} für diese Laufzeit kostenpflichtig; die Rechnung kommt mit {paymentTermDays}{" "}
                  Tagen Zahlungsziel.
                </Checkbox>
                <div>
                  <Button type="submit" name="intent" value="order" isDisabled={busy}>
                    {offer.name} bestellen
                  </Button>
                </div>
              </Form>
            </section>
          );
        })}
      </div>
      <p>
        Mehr über die Produkte lesen Sie unter <Link to="/produkte/arbeitgebermarke">Arbeitgeberprofil</Link>.
      </p>
    </div>
  );
}
