import type { ReactNode } from "react";
import { Link } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";

/**
 * The chrome of the candidate's pages (issue 34 §6): the job ads, the apply form, its thank-you
 * page and the pages behind the candidate's links. It names the portal and links its privacy
 * policy and imprint; it carries nothing for companies (no product navigation, no "Anmelden").
 */
export function CandidateChrome({ contentHostUrl, children }: { contentHostUrl: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <SkipLink />
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" className="text-xl font-bold text-brand-700">
            Arbeitgeberportal
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="mt-16 border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-6 text-sm text-slate-600">
          <p>© {new Date().getFullYear()} Arbeitgeberportal</p>
          <nav aria-label="Rechtliches">
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link to="/datenschutz" className="underline underline-offset-2">
                  Datenschutz
                </Link>
              </li>
              <li>
                <a href={`${contentHostUrl}/agb#impressum`} className="underline underline-offset-2">
                  Impressum
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
