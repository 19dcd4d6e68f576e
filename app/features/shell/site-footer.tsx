import { Link } from "react-router";

export function SiteFooter({ contentHostUrl }: { contentHostUrl: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-6 text-sm text-slate-600">
        <p>© {new Date().getFullYear()} Arbeitgeberportal</p>
        <nav aria-label="Fußzeile">
          <ul className="flex flex-wrap gap-4">
            <li>
              <a href={`${contentHostUrl}/hr/tipps`}>HR Know-how</a>
            </li>
            <li>
              <a href={`${contentHostUrl}/hr/faqs`}>Häufige Fragen</a>
            </li>
            <li>
              <a href={`${contentHostUrl}/agb`}>AGB und Impressum</a>
            </li>
            <li>
              <Link to="/p/internal/login">Mitarbeiter-Login</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
