import { Link } from "react-router";
import type { Route } from "./+types/home";
import { maintenanceGuard } from "~/features/auth/guards.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Loader present so client-side navigations run the maintenance check on the server.
export function loader() {
  return null;
}

export function meta() {
  return [
    { title: "Arbeitgeberportal – Stelleninserate, Talentsuche und Arbeitgebermarke" },
    {
      name: "description",
      content:
        "Das Arbeitgeberportal für Österreich: Stelleninserate schalten, Talente finden und Ihre Arbeitgebermarke stärken.",
    },
    { property: "og:title", content: "Arbeitgeberportal" },
    { property: "og:type", content: "website" },
  ];
}

const PRODUCTS = [
  {
    to: "/produkte/stelleninserate",
    title: "Stelleninserate",
    text: "Reichweite in ganz Österreich, Gehaltsangabe nach GlBG, Bewerbungen an einem Ort.",
  },
  { to: "/produkte/talentsuche", title: "Talentsuche", text: "Wechselbereite Talente finden und direkt ansprechen." },
  {
    to: "/produkte/arbeitgebermarke",
    title: "Arbeitgebermarke",
    text: "Zeigen Sie, was Sie als Arbeitgeber ausmacht.",
  },
];

export default function Home() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight">Die richtigen Talente für Ihr Unternehmen</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Schalten Sie Stelleninserate, finden Sie Talente in unserer Datenbank und stärken Sie Ihre Arbeitgebermarke
            – alles in einem Portal.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a
              href="/api/auth/business/login?redirectUrl=%2Fp%2Fjobs%2Fcreate"
              className="rounded-md bg-white px-5 py-3 font-semibold text-brand-900"
            >
              Inserat schalten
            </a>
            <Link to="/produkte/talentsuche" className="rounded-md border border-white px-5 py-3 font-semibold">
              Talentsuche entdecken
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="products-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="products-title" className="text-2xl font-bold">
          Unsere Produkte
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PRODUCTS.map((p) => (
            <li key={p.to} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">
                <Link to={p.to} className="text-brand-700 hover:underline">
                  {p.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
