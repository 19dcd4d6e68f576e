import type { Route } from "./+types/component";
import { pageNotFound } from "~/features/auth/guards.server";
import { STYLEGUIDE_COMPONENTS } from "~/features/styleguide/components";

/** Route validate: only the styleguide pages of SPEC §2 exist. */
export function loader({ request, params }: Route.LoaderArgs) {
  const component = STYLEGUIDE_COMPONENTS.find((c) => c.slug === params.component);
  if (!component) pageNotFound(request);
  return { title: component.title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Styleguide"} | Styleguide` }];
}

export default function StyleguideComponentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="sg-title">
      <h1 id="sg-title" className="text-2xl font-bold">
        {loaderData.title}
      </h1>
      <p role="status" className="mt-4 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        Die Beispiele dieses Bausteins werden gerade aufgebaut.
      </p>
    </section>
  );
}
