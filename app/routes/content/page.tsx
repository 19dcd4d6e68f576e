import { useMatches } from "react-router";
import type { Route } from "./+types/page";
import { CONTENT_PAGES } from "~/features/content/pages";

export function meta({ matches }: Route.MetaArgs) {
  const page = CONTENT_PAGES[matches.at(-1)?.id ?? ""];
  if (!page) return [];
  return [
    { title: `${page.title} | Arbeitgeberportal` },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
}

export default function ContentPageRoute() {
  const page = CONTENT_PAGES[useMatches().at(-1)?.id ?? ""];
  if (!page) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{page.lead}</p>
    </article>
  );
}
