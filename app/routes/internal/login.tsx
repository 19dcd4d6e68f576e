import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { requestContext } from "~/lib/request-context";

export function meta() {
  return [{ title: "Mitarbeiter-Anmeldung | Arbeitgeberportal" }];
}

/** Open to everyone; a signed-in staff member goes straight to the panel. */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  if (user.isInternalUser && user.abilities.includes("internalPanel")) throw redirect("/p/internal");
  return { signedInAsCustomer: user.isExternalUser };
}

export default function InternalLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="internal-login-title"
      className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm"
    >
      <h1 id="internal-login-title" className="text-2xl font-bold text-brand-900">
        Interner Bereich
      </h1>
      <p className="mt-3 text-slate-700">
        Der interne Bereich ist Mitarbeiter:innen vorbehalten. Melden Sie sich mit Ihrem Mitarbeiterkonto an.
      </p>
      {loaderData.signedInAsCustomer ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          Sie sind mit einem Unternehmenskonto angemeldet. Für den internen Bereich benötigen Sie ein Mitarbeiterkonto.
        </p>
      ) : null}
      <a
        href="/api/auth/internal/login?redirectUrl=%2Fp%2Finternal"
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Mit Mitarbeiterkonto anmelden
      </a>
    </section>
  );
}
