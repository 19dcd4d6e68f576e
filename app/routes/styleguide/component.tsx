import type { Route } from "./+types/component";
import { pageNotFound } from "~/features/access/guards.server";
import { STYLEGUIDE_COMPONENTS } from "~/features/styleguide/components";
import { STYLEGUIDE_DEMOS } from "~/features/styleguide/demo-registry";

/** Route validate: only the styleguide pages of SPEC §2 exist. */
export function loader({ request, params }: Route.LoaderArgs) {
  const component = STYLEGUIDE_COMPONENTS.find((c) => c.slug === params.component);
  if (!component) pageNotFound(request);
  return { slug: component.slug, title: component.title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Styleguide"} | Styleguide` }];
}

export default function StyleguideComponentRoute({ loaderData }: Route.ComponentProps) {
  const Demo = STYLEGUIDE_DEMOS[loaderData.slug];
  return (
    <div>
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <div className="mt-6 space-y-10">
        <Demo />
      </div>
    </div>
  );
}
