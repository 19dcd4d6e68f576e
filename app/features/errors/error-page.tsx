import { Link, isRouteErrorResponse } from "react-router";
import { salesContactOf, type AuthUser } from "@auth/user";
import { pageErrorMessage, pageErrorUser } from "~/lib/page-error";
import type { PublicConfig } from "~/lib/public-config";
import { SiteHeader } from "~/features/shell/site-header";

export interface ErrorPageProps {
  error: unknown;
  user: AuthUser | null;
  publicConfig: PublicConfig | null;
}

const DEFAULT_SUPPORT = "support@arbeitgeberportal.at";

const isRefusal = (status: number) => status === 401 || status === 403;

/** The error pages of SPEC §2 and §8; technical details never reach the page. */
export function ErrorPage({ error, user: rootUser, publicConfig }: ErrorPageProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const user = rootUser ?? pageErrorUser(error);
  const supportEmail = publicConfig?.supportEmail ?? DEFAULT_SUPPORT;
  const contentHost = publicConfig?.contentHostUrl ?? "";
  const refusal = pageErrorMessage(error);
  const title =
    status === 404 ? "Seite nicht gefunden" : isRefusal(status) ? "Kein Zugriff" : "Ein Fehler ist aufgetreten";
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${title} | Arbeitgeberportal`}</title>
      <SiteHeader user={user} businessPortalUrl={publicConfig?.businessPortalUrl ?? null} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12">
        {status === 404 ? (
          <NotFound contentHost={contentHost} />
        ) : user?.isAuthenticated ? (
          <SignedInError user={user} supportEmail={supportEmail} refused={isRefusal(status)} message={refusal} />
        ) : (
          <AnonymousError clientError={status >= 400 && status < 500} message={refusal} supportEmail={supportEmail} />
        )}
      </main>
    </div>
  );
}

function NotFound({ contentHost }: { contentHost: string }) {
  const cards = [
    { title: "Startseite", to: "/", text: "Alles rund um das Arbeitgeberportal." },
    {
      title: "Stelleninserate",
      to: "/produkte/stelleninserate",
      text: "Inserate schalten und die richtigen Bewerbungen erhalten.",
    },
    { title: "HR Know-how", to: `${contentHost}/hr/tipps`, text: "Tipps für Recruiting und Ihre Arbeitgebermarke." },
    { title: "Häufige Fragen", to: `${contentHost}/hr/faqs`, text: "Antworten auf die häufigsten Fragen." },
  ];
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-bold text-brand-900">
        Diese Seite konnte nicht gefunden werden.
      </h1>
      <p className="mt-4 text-lg">Vielleicht finden Sie hier, wonach Sie suchen:</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title}>
            <a
              href={card.to}
              className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <span className="text-lg font-semibold text-brand-700">{card.title}</span>
              <span className="mt-1 block text-slate-600">{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whom to ask: the customer's Ansprechperson where they have one (not HYBRID), else support. */
export function AskForHelp({ user, supportEmail }: { user: AuthUser; supportEmail: string }) {
  const contact = salesContactOf(user);
  if (contact) {
    return (
      <>
        Bei Fragen hilft Ihnen Ihre Ansprechperson {contact.firstName} {contact.lastName} gerne weiter:{" "}
        <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
        .
      </>
    );
  }
  return (
    <>
      Bei Fragen wenden Sie sich gerne an{" "}
      <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>
      .
    </>
  );
}

interface SignedInErrorProps {
  user: AuthUser;
  supportEmail: string;
  refused: boolean;
  message: string | null;
}

/** SPEC §2's signed-in error page; a refusal says why, and staff go back to their own start page. */
function SignedInError({ user, supportEmail, refused, message }: SignedInErrorProps) {
  const back = user.isInternalUser
    ? { to: "/p/internal", label: "Zurück zum internen Bereich" }
    : { to: user.routes?.dashboard ?? "/p/dashboard", label: "Zurück zum Dashboard" };
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-brand-900">
        {refused ? "Kein Zugriff" : "Ein Fehler ist aufgetreten"}
      </h1>
      {refused ? (
        <p className="mt-4">
          {message ?? "Dafür fehlt Ihnen die Berechtigung."} <AskForHelp user={user} supportEmail={supportEmail} />
        </p>
      ) : (
        <p className="mt-4">
          {message ? `${message} ` : null}Bitte versuchen Sie es erneut oder wenden Sie sich gerne an{" "}
          <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      )}
      <p className="mt-6">
        <Link className="font-semibold text-brand-700 underline" to={back.to}>
          {back.label}
        </Link>
      </p>
    </section>
  );
}

interface AnonymousErrorProps {
  clientError: boolean;
  /** A refusal's own German text, shown instead of the general hint. */
  message: string | null;
  supportEmail: string;
}

function AnonymousError({ clientError, message, supportEmail }: AnonymousErrorProps) {
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-brand-900">
        {clientError ? "Diese Anfrage konnte nicht bearbeitet werden." : "Ein Fehler ist aufgetreten"}
      </h1>
      <p className="mt-4">
        {message ??
          (clientError
            ? "Bitte prüfen Sie die Adresse oder versuchen Sie es später erneut."
            : "Auf unserer Seite ist ein Problem aufgetreten. Wir arbeiten bereits daran.")}{" "}
        Bei Fragen erreichen Sie uns unter{" "}
        <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
      <p className="mt-6">
        <Link className="font-semibold text-brand-700 underline" to="/">
          Zurück zur Startseite
        </Link>
      </p>
    </section>
  );
}
