import { Link } from "react-router";
import { formatNetPrice } from "./format";

/** The `handle` a content route may export; the product detail pages hide the teaser (SPEC §2). */
export interface ContentHandle {
  hideTeaser?: boolean;
}

export function hidesTeaser(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hideTeaser" in handle && handle.hideTeaser === true;
}

/** "Jetzt Inserat schalten – ab …": the cheapest job ad of the catalogue, on every content page. */
export function TeaserBar({ priceCents }: { priceCents: number }) {
  return (
    <aside aria-label="Angebot" className="border-b border-brand-100 bg-brand-50">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm text-brand-900">
        <Link to="/produkte/stelleninserate" className="font-semibold underline underline-offset-2">
          Jetzt Inserat schalten – ab {formatNetPrice(priceCents)}
        </Link>
      </p>
    </aside>
  );
}
