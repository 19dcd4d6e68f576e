import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { AuthUser } from "@auth/user";

/**
 * The company the user acts for, in the header of every customer page. With several related
 * companies a disclosure lists the others, each switching directly through the company switch's
 * own action (a POST that works without JavaScript), and links to the full switch page.
 */
export function CompanyHeader({ user }: { user: AuthUser }) {
  const { company, relatedCompanies, routes } = user;
  if (!company) return null;
  const others = relatedCompanies.filter((related) => related.id !== company.id);
  const switchPath = routes?.["profile.companySwitch"];
  const name = (
    <span className="flex min-w-0 items-center gap-2">
      <SpriteIcon name="building-2" className="size-5 shrink-0 text-slate-600" />
      <span className="min-w-0 truncate">
        <span className="sr-only">Sie handeln für: </span>
        <span className="font-semibold text-slate-900">{company.fullName}</span>
      </span>
    </span>
  );
  if (others.length === 0 || !switchPath) {
    return <div className="ml-auto flex min-w-0 text-sm">{name}</div>;
  }
  return (
    <details className="group relative ml-auto min-w-0 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-2 py-1.5 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {name}
        <span className="sr-only">, Unternehmen wechseln</span>
        <SpriteIcon
          name="chevron-down"
          className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="absolute right-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <p className="px-2 py-1 text-xs font-semibold text-slate-600">Wechseln zu</p>
        <ul>
          {others.map((related) => (
            <li key={related.id}>
              <form method="post" action={switchPath}>
                <input type="hidden" name="companyId" value={related.id} />
                <button
                  type="submit"
                  className="flex w-full flex-col rounded-md px-2 py-2 text-left hover:bg-brand-50 hover:text-brand-900"
                >
                  <span className="font-medium">{related.fullName}</span>
                  <span className="text-xs text-slate-600">{related.mainAddress.city}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
        <a href={switchPath} className="mt-1 block rounded-md px-2 py-2 text-brand-700 underline underline-offset-2">
          Alle Unternehmen anzeigen
        </a>
      </div>
    </details>
  );
}
