import { data } from "react-router";
import type { Route } from "./+types/document";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { colleagueOf } from "~/features/applications/history.server";
import { readDocument } from "~/features/applications/manager.server";
import { wordPreviewHtml } from "~/features/applications/document-preview.server";
import { DOCUMENT_TYPES, NO_PREVIEW_MESSAGE } from "~/features/applications/files";
import { parseRowId } from "~/lib/row-id";

const NOT_FOUND = "Dieses Dokument wurde nicht gefunden.";

/**
 * `/p/applications/bewerber-manager/{id}/dokumente/{documentId}`: a candidate's document, for
 * the company's colleagues only, always as a download (never shown as a page of the portal's
 * origin: `attachment`, the portal's nosniff, and a sandbox should a browser still open it); the
 * page's viewer reads the same bytes (PDF, images) or, with `?ansicht=html`, a Word file
 * converted and sanitised — or `{ html: null, message }` when it has no preview (unreadable, or
 * too large, slow or hungry to convert: decision 056), and the viewer offers the download. Each
 * read is logged in the application's history.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company, user, context: requestContext } = requireCompanyUser(context);
  const id = parseRowId(params.applicationId);
  if (id === null || !/^[0-9a-f-]{36}$/.test(params.documentId)) throw data(NOT_FOUND, { status: 404 });
  const found = await readDocument(
    db,
    requestContext.documents,
    company.id,
    id,
    params.documentId,
    colleagueOf(user),
    new Date(),
  );
  if (!found) throw data(NOT_FOUND, { status: 404 });
  const { document, bytes } = found;
  if (new URL(request.url).searchParams.get("ansicht") === "html") {
    if (document.contentType !== DOCUMENT_TYPES.docx.contentType) {
      throw data("Für diese Datei gibt es keine HTML-Vorschau.", { status: 400 });
    }
    const html = await wordPreviewHtml(bytes);
    return Response.json(html === null ? { html, message: NO_PREVIEW_MESSAGE } : { html }, {
      headers: { "Cache-Control": "private, no-store" },
    });
  }
  // A copy on its own ArrayBuffer, which Response takes (the store may hand out a view of a larger one).
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${document.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "private, no-store",
    },
  });
}
