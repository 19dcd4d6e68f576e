import { Link } from "react-router";
import { MANAGER_PATH } from "./inbox-view";

/**
 * "Vorherige" and "Nächste" on an application's page: the neighbours in the list it was opened
 * from (the inbox's or the board's filter and order, kept in the address as `search`).
 */
export function NeighbourNav({
  neighbours,
  search,
}: {
  neighbours: { previous: number | null; next: number | null };
  search: string;
}) {
  if (neighbours.previous === null && neighbours.next === null) return null;
  const hrefOf = (id: number) => `${MANAGER_PATH}/${id}${search ? `?${search}` : ""}`;
  return (
    <nav aria-label="Bewerbungen in dieser Liste" className="mb-4 flex justify-between gap-4">
      {neighbours.previous === null ? (
        <span />
      ) : (
        <Link to={hrefOf(neighbours.previous)} rel="prev" className="text-brand-700 underline">
          ← Vorherige Bewerbung
        </Link>
      )}
      {neighbours.next === null ? null : (
        <Link to={hrefOf(neighbours.next)} rel="next" className="text-brand-700 underline">
          Nächste Bewerbung →
        </Link>
      )}
    </nav>
  );
}

/** The address's part that keeps an inbox query for the application's page (defaults left out). */
export function listSearchOf(inboxAddress: string): string {
  const at = inboxAddress.indexOf("?");
  return at === -1 ? "" : inboxAddress.slice(at + 1);
}
