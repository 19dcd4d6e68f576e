import { href } from "react-router";
import { parseRowId } from "~/lib/row-id";

/** Links between the account pages and to the job-ad pages. */

export function invoicePdfPath(id: number): string {
  return href("/p/account/invoices/:file", { file: `${id}.pdf` });
}

/** "12.pdf" → 12; anything else is no invoice file name. */
export function invoiceIdFromFileName(fileName: string): number | null {
  const match = /^(.+)\.pdf$/.exec(fileName);
  return match ? parseRowId(match[1]) : null;
}

export function jobAdSummaryPath(id: number): string {
  return href("/p/jobs/:id/summary", { id: String(id) });
}

export const ACTIVE_JOB_ADS_PATH = "/p/jobs?status=active";

/** An application's page in the Bewerber-Manager (issue 15). */
export function applicationPath(id: number): string {
  return href("/p/applications/bewerber-manager/:applicationId", { applicationId: String(id) });
}
