import { Link } from "react-router";
import type { Route } from "./+types/product-detail";
import { maintenanceGuard, pageNotFound } from "~/features/auth/guards.server";
import { PRODUCTS } from "~/features/content/pages";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle = { hideTeaser: true };

/** Route validate: an unknown product id is a fatal 404 (SPEC §2). */
export function loader({ request, params }: Route.LoaderArgs) {
  const family = new URL(request.url).pathname.includes("/talentsuche/")
    ? PRODUCTS["content/produkte-talentsuche"]
    : PRODUCTS["content/produkte-stelleninserate"];
  const title = (family.details as Record<string, string>)[params.id];
  if (!title) pageNotFound(request);
  return { title, family: family.title, lead: family.lead };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.title} | Arbeitgeberportal` },
    { name: "description", content: loaderData.lead },
    { property: "og:title", content: loaderData.title },
  ];
}

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{loaderData.family}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.lead}</p>
      <p className="mt-8">
        <Link to=".." relative="path" className="font-semibold text-brand-700 underline">
          Alle Produkte: {loaderData.family}
        </Link>
      </p>
    </article>
  );
}
