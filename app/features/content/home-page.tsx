import { Link } from "react-router";
import type { ProductFamily } from "@db/schema/billing";
import { QUALITY_CONTROL_SHORT } from "~/lib/catalogue";
import { formatNetPrice } from "./format";
import { PRODUCT_FAMILY_INFO } from "./product";

const FAMILY_TEASERS: Array<{ family: ProductFamily; text: string }> = [
  {
    family: "stelleninserate",
    text: "Reichweite in ganz Österreich, Gehaltsangabe nach GlBG und alle Bewerbungen an einem Ort.",
  },
  {
    family: "talentsuche",
    text: "Wechselbereite Talente finden und direkt ansprechen – bevor sie sich anderswo bewerben.",
  },
  { family: "arbeitgebermarke", text: "Zeigen Sie mit Ihrer Unternehmensseite, was Sie als Arbeitgeber ausmacht." },
];

const REASONS: Array<{ title: string; text: string }> = [
  {
    title: "Rechtssicher inserieren",
    text: `Pflichtfeld für die Gehaltsangabe, ein Hinweis, wenn dem Titel „(m/w/d)“ fehlt, und ${QUALITY_CONTROL_SHORT.replace("Qualitätskontrolle", "eine Qualitätskontrolle")}.`,
  },
  {
    title: "Bewerbungen an einem Ort",
    text: "Der Bewerber-Manager sammelt alle Bewerbungen, Ihr Team bewertet gemeinsam, Fristen nach DSGVO laufen automatisch.",
  },
  {
    title: "Persönliche Betreuung",
    text: "Ihre Ansprechperson kennt Ihren Markt in Österreich und hilft bei der Produktwahl, beim Inseratstext und Kampagnen.",
  },
  {
    title: "Transparente Preise",
    text: "Alle Preise stehen auf unseren Produktseiten – netto, ohne versteckte Gebühren, bezahlt mit Guthaben oder auf Rechnung.",
  },
];

const STEPS: Array<[title: string, text: string]> = [
  ["Anmelden", "Mit Ihrem Zugang zum Business-Portal – neue Kund:innen registrieren sich in wenigen Minuten."],
  ["Inserat erfassen", "Das Formular führt Sie durch alle Angaben, inklusive gesetzeskonformer Gehaltsangabe."],
  [
    "Bewerbungen erhalten",
    "Nach der Qualitätsprüfung ist Ihr Inserat online, Bewerbungen kommen in den Bewerber-Manager.",
  ],
];

const ARTICLES: Array<{ to: string; title: string; text: string }> = [
  {
    to: "/kh/offene-stellen",
    title: "Offene Stellen schneller besetzen",
    text: "Fünf Schritte vom Anforderungsprofil bis zum ersten Arbeitstag.",
  },
  {
    to: "/kh/recruiting-mix",
    title: "Der richtige Recruiting-Mix",
    text: "Welcher Kanal welche Talente erreicht – und wie Sie sie kombinieren.",
  },
  {
    to: "/kh/richtigen-talente-anziehen",
    title: "Die richtigen Talente anziehen",
    text: "Gehalt, Flexibilität, Entwicklung: Was gute Bewerber:innen überzeugt.",
  },
  {
    to: "/hr/tipps",
    title: "HR Know-how",
    text: "Gehaltsangabe nach GlBG, gendergerechte Titel und DSGVO auf einen Blick.",
  },
];

/** The start page: what the portal offers, the lowest price per product family, know-how. */
export function HomePage({ lowestPrices }: { lowestPrices: Partial<Record<ProductFamily, number>> }) {
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 id="hero-title" className="max-w-3xl text-4xl font-bold leading-tight">
            Die richtigen Talente für Ihr Unternehmen
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Schalten Sie Stelleninserate, finden Sie Talente in unserer Datenbank und stärken Sie Ihre Arbeitgebermarke
            – alles in einem Portal, gemacht für Arbeitgeber in Österreich.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href="/p/jobs/create" className="rounded-md bg-white px-5 py-3 font-semibold text-brand-900">
              Inserat schalten
            </a>
            <Link to="/produkte/talentsuche" className="rounded-md border border-white px-5 py-3 font-semibold">
              Talentsuche entdecken
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="products-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="products-title" className="text-2xl font-bold text-brand-900">
          Unsere Produkte
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {FAMILY_TEASERS.map(({ family, text }) => {
            const info = PRODUCT_FAMILY_INFO[family];
            const price = lowestPrices[family];
            return (
              <li key={family} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">
                  <Link to={info.path} className="text-brand-700 hover:underline">
                    {info.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{text}</p>
                {price === undefined ? null : (
                  <p className="mt-auto pt-4 font-semibold text-slate-900">ab {formatNetPrice(price)}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="reasons-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="reasons-title" className="text-2xl font-bold text-brand-900">
            Warum Arbeitgeber mit uns rekrutieren
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps-title" className="text-2xl font-bold text-brand-900">
          In drei Schritten zum Inserat
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map(([step, text], index) => (
            <li key={step} className="rounded-lg border border-slate-200 bg-white p-6">
              <p className="text-sm font-semibold text-brand-700">Schritt {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="knowhow-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="knowhow-title" className="text-2xl font-bold text-brand-900">
            HR Know-how für Ihr Recruiting
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ARTICLES.map((article) => (
              <li key={article.to}>
                <Link
                  to={article.to}
                  className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-600"
                >
                  <span className="block font-semibold text-brand-700">{article.title}</span>
                  <span className="mt-1 block text-slate-700">{article.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
