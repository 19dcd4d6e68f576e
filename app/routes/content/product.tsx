import { Link, useMatches } from "react-router";
import type { Route } from "./+types/product";
import { maintenanceGuard } from "~/features/auth/guards.server";
import { PRODUCTS } from "~/features/content/pages";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

// Loader present so client-side navigations run the maintenance check on the server.
export function loader() {
  return null;
}

const productOf = (id: string | undefined) => (id && id in PRODUCTS ? PRODUCTS[id as keyof typeof PRODUCTS] : null);

export function meta({ matches }: Route.MetaArgs) {
  const product = productOf(matches.at(-1)?.id);
  if (!product) return [];
  return [
    { title: `${product.title} | Arbeitgeberportal` },
    { name: "description", content: product.description },
    { property: "og:title", content: product.title },
  ];
}

export default function ProductRoute() {
  const matches = useMatches();
  const current = matches.at(-1);
  const product = productOf(current?.id);
  if (!product || !current) return null;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{product.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{product.lead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {Object.entries(product.details).map(([slug, title]) => (
          <li key={slug}>
            <Link
              to={`${current.pathname}/${slug}`}
              className="block rounded-lg border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:border-brand-600"
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
