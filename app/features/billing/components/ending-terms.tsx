import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { formatDate } from "~/lib/format";

export interface EndingTermNotice {
  termId: number;
  productName: string;
  endsOn: string;
  daysLeft: number;
  renewPath: string;
}

/** The dashboard's notice of terms that end within 30 days (talent-search licence, Arbeitgeberprofil). */
export function EndingTerms({ terms }: { terms: EndingTermNotice[] }) {
  if (terms.length === 0) return null;
  return (
    <Infobox tone="warning" title={terms.length === 1 ? "Eine Laufzeit endet bald" : "Laufzeiten enden bald"}>
      <ul className="flex flex-col gap-1">
        {terms.map((term) => (
          <li key={term.termId}>
            {term.productName} endet am {formatDate(term.endsOn)}
            {term.daysLeft === 0
              ? " (heute)"
              : term.daysLeft === 1
                ? " (morgen)"
                : ` (in ${term.daysLeft} Tagen)`}. <Link to={term.renewPath}>{term.productName} verlängern</Link>
          </li>
        ))}
      </ul>
    </Infobox>
  );
}
