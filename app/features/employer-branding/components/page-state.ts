import { formatDateTime } from "~/lib/format";
import type { PageStatus } from "../employer-page.server";

const STATE_TEXT: Record<PageStatus["state"], string> = {
  none: "Noch nicht angelegt",
  draft: "Entwurf, noch nicht veröffentlicht",
  published: "Veröffentlicht",
  offline: "Von unserem Team offline genommen",
};

/** The page's state in one line, for the company's overview and the staff's company page. */
export function pageStateText(page: Pick<PageStatus, "state" | "publishedAt">): string {
  return page.state === "published" && page.publishedAt
    ? `${STATE_TEXT.published} seit ${formatDateTime(page.publishedAt)}`
    : STATE_TEXT[page.state];
}
