import { Link } from "react-router";
import { formatInteger } from "~/lib/format";
import { buttonClassName } from "./button-styles";

/** Previous and next page of a list, as links, with where the reader stands; nothing for a single page. */
export function ListPager({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClassName("secondary", "sm")}>
          Vorherige Seite
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Seite {formatInteger(Math.min(page, pages))} von {formatInteger(pages)}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClassName("secondary", "sm")}>
          Nächste Seite
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
