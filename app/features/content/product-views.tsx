import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductFamily } from "@db/schema/billing";
import {
  formatCredits,
  formatPushes,
  formatRunTime,
  formatTopPlacement,
  QUALITY_CONTROL_PUBLIC,
} from "~/lib/catalogue";
import { ContentPageView, type ContentPage } from "./content-page";
import { formatEuro, VAT_PERCENT } from "./format";
import { PRODUCT_FAMILY_INFO, type Product } from "./product";

/** The price line: amount large, VAT note small, read as one sentence. */
function ProductPrice({ priceCents }: { priceCents: number }) {
  return (
    <p>
      <span className="text-2xl font-bold text-slate-900">{formatEuro(priceCents)}</span>{" "}
      <span className="text-sm text-slate-700">zzgl. {VAT_PERCENT}&nbsp;% USt.</span>
    </p>
  );
}

/** The catalogue's numbers, worded by ~/lib/catalogue like the editor and the invoice. */
function ProductFacts({ product }: { product: Product }) {
  const facts: Array<[string, string]> = [];
  if (product.runDays !== null) facts.push(["Laufzeit", formatRunTime(product.runDays)]);
  if (product.includedPushes > 0) facts.push(["Pushes", formatPushes(product.includedPushes)]);
  if (product.topPlacementDays > 0) facts.push(["Top-Platzierung", formatTopPlacement(product.topPlacementDays)]);
  if (product.priceCredits !== null) facts.push(["Preis in Credits", formatCredits(product.priceCredits)]);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-brand-600">
            ✓
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where the booking button leads: the portal page, or an order request to support. */
function bookingHref(family: ProductFamily, supportEmail: string): string {
  const { booking } = PRODUCT_FAMILY_INFO[family];
  return booking.kind === "portal"
    ? booking.href
    : `mailto:${supportEmail}?subject=${encodeURIComponent(booking.subject)}`;
}

/** The active products of a family side by side, as sold in the portal. */
export function ProductOffers({
  family,
  products,
  supportEmail,
}: {
  family: ProductFamily;
  products: Product[];
  supportEmail: string;
}) {
  const info = PRODUCT_FAMILY_INFO[family];
  return (
    <section aria-labelledby="offers-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="offers-title" className="text-2xl font-bold text-brand-900">
        Unsere Produkte
      </h2>
      {family === "stelleninserate" ? <p className="mt-2 text-slate-700">{QUALITY_CONTROL_PUBLIC}</p> : null}
      {products.length === 0 ? (
        <p className="mt-4 text-slate-700">
          Derzeit können Sie dieses Produkt nicht online buchen. Ihre Ansprechperson berät Sie gerne.
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li
              key={product.slug}
              className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-slate-900">{product.name}</h3>
              <p className="text-slate-700">{product.shortDescription}</p>
              <ProductPrice priceCents={product.priceCents} />
              <ProductFacts product={product} />
              <FeatureList features={product.features} />
              {info.hasDetailPages ? (
                <Link
                  to={`${info.path}/${product.slug}`}
                  className="mt-auto font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Details zu {product.name}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <a
          href={bookingHref(family, supportEmail)}
          className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {info.booking.label}
        </a>
      </p>
    </section>
  );
}

/** One product: what it is, what is included, run time and price. */
export function ProductDetail({ product, supportEmail }: { product: Product; supportEmail: string }) {
  const info = PRODUCT_FAMILY_INFO[product.family];
  return (
    <article>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-12">
          <nav aria-label="Brotkrümelnavigation" className="text-sm">
            <ol className="flex flex-wrap gap-2 text-slate-700">
              <li>
                <Link to="/" className="underline underline-offset-2">
                  Startseite
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li>
                <Link to={info.path} className="underline underline-offset-2">
                  {info.title}
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li aria-current="page">{product.name}</li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{product.name}</h1>
          <p className="mt-4 text-lg text-slate-700">{product.shortDescription}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-12 md:grid-cols-[1fr_18rem]">
        <div className="space-y-8">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-2xl font-bold text-brand-900">
              Beschreibung
            </h2>
            <p className="mt-4 leading-relaxed text-slate-800">{product.longDescription}</p>
          </section>
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-bold text-brand-900">
              Das ist enthalten
            </h2>
            <div className="mt-4">
              <FeatureList features={product.features} />
            </div>
            {product.family === "stelleninserate" ? (
              <p className="mt-4 text-slate-700">{QUALITY_CONTROL_PUBLIC}</p>
            ) : null}
          </section>
        </div>
        <section
          aria-labelledby="price-title"
          className="h-fit space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="price-title" className="text-lg font-semibold text-slate-900">
            Preis
          </h2>
          <ProductPrice priceCents={product.priceCents} />
          <ProductFacts product={product} />
          <a
            href={bookingHref(product.family, supportEmail)}
            className="block rounded-md bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
          >
            {info.booking.label}
          </a>
          <Link to={info.path} className="block text-center text-sm font-semibold text-brand-700 underline">
            Alle Produkte vergleichen
          </Link>
        </section>
      </div>
    </article>
  );
}

/** A product overview page: the content page's header, the family's offers, then the page's text. */
export function ProductPageView({
  page,
  products,
  supportEmail,
  children,
}: {
  page: ContentPage & { family: ProductFamily };
  products: Product[];
  supportEmail: string;
  children: ReactNode;
}) {
  return (
    <ContentPageView page={page}>
      <ProductOffers family={page.family} products={products} supportEmail={supportEmail} />
      {children}
    </ContentPageView>
  );
}
