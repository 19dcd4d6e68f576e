import { Link } from "react-router";
import { STYLEGUIDE_COMPONENTS } from "~/features/styleguide/components";

export function meta() {
  return [{ title: "Styleguide | Arbeitgeberportal" }];
}

export default function StyleguideIndexRoute() {
  return (
    <section aria-labelledby="sg-title">
      <h1 id="sg-title" className="text-2xl font-bold">
        Styleguide
      </h1>
      <p className="mt-2 text-slate-700">Die Bausteine des Arbeitgeberportals in allen Zuständen.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {STYLEGUIDE_COMPONENTS.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/styleguide/${c.slug}`}
              className="block rounded border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
