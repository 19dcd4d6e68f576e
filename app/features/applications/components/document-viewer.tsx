import { useEffect, useRef, useState } from "react";
import { buttonClassName } from "~/components/ui/button-styles";
import { RICH_TEXT_CLASS } from "~/components/ui/rich-text-styles";
import { declaredPixels, MAX_PREVIEW_PIXELS, NO_PREVIEW_MESSAGE } from "../files";

/**
 * A candidate's document inside the application's page (issue 15): a PDF drawn by pdf.js in the
 * browser (loaded on first use, no script of the file runs: `isEvalSupported: false`), a Word
 * file as the HTML the server converted and sanitised, an image as itself. Every load is a read
 * of the document, logged in the history like a download. The canvas pages are images: the
 * file's text, for screen readers and copying, is beside it (`textAlternative`). A file without a
 * preview (a Word file the server could not convert, an image too large to decode safely) says
 * so and offers the download.
 */

const MAX_PAGES = 20;

export interface DocumentViewerProps {
  href: string;
  contentType: string;
  fileName: string;
  /** Shown at once (the CV), or on a click (further documents). */
  open?: boolean;
}

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "pdf"; pages: number; shown: number }
  | { kind: "html"; html: string }
  | { kind: "image"; url: string }
  | { kind: "unavailable"; message: string };

const LOAD_FAILED = "Die Vorschau konnte nicht geladen werden. Bitte laden Sie die Datei herunter.";

async function drawPdf(bytes: ArrayBuffer, container: HTMLElement, fileName: string) {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist/legacy/build/pdf.mjs"),
    import("pdfjs-dist/legacy/build/pdf.worker.min.mjs?url"),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false });
  const pdf = await task.promise;
  const pages = Math.min(pdf.numPages, MAX_PAGES);
  container.replaceChildren();
  const width = Math.max(320, container.clientWidth);
  for (let number = 1; number <= pages; number++) {
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const scale = width / base.width;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = "100%";
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", `${fileName}, Seite ${number} von ${pdf.numPages}`);
    canvas.className = "mb-3 border border-slate-300 bg-white shadow-sm";
    container.append(canvas);
    const context = canvas.getContext("2d");
    if (context) await page.render({ canvasContext: context, viewport }).promise;
  }
  const total = pdf.numPages;
  await task.destroy();
  return { pages: total, shown: pages };
}

export function DocumentViewer({ href, contentType, fileName, open = false }: DocumentViewerProps) {
  const [state, setState] = useState<State>({ kind: open ? "loading" : "idle" });
  const pagesRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(open);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    (async () => {
      if (contentType.includes("wordprocessingml")) {
        const response = await fetch(`${href}?ansicht=html`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as { html: string } | { html: null; message: string };
        if (!cancelled) {
          setState(
            answer.html === null
              ? { kind: "unavailable", message: answer.message }
              : { kind: "html", html: answer.html },
          );
        }
        return;
      }
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      const bytes = await response.arrayBuffer();
      if (cancelled) return;
      if (contentType === "application/pdf") {
        const container = pagesRef.current;
        if (!container) return;
        const drawn = await drawPdf(bytes, container, fileName);
        if (!cancelled) setState({ kind: "pdf", ...drawn });
        return;
      }
      // Decoding is the browser's: a few KB of PNG can declare gigabytes of pixels.
      if ((declaredPixels(new Uint8Array(bytes)) ?? Infinity) > MAX_PREVIEW_PIXELS) {
        setState({ kind: "unavailable", message: NO_PREVIEW_MESSAGE });
        return;
      }
      objectUrl = URL.createObjectURL(new Blob([bytes], { type: contentType }));
      setState({ kind: "image", url: objectUrl });
    })().catch(() => {
      if (!cancelled) setState({ kind: "unavailable", message: LOAD_FAILED });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [wanted, href, contentType, fileName]);

  if (!wanted) {
    return (
      <button
        type="button"
        onClick={() => {
          setState({ kind: "loading" });
          setWanted(true);
        }}
        className={buttonClassName("secondary", "sm")}
      >
        Im Browser ansehen<span className="sr-only">: {fileName}</span>
      </button>
    );
  }
  return (
    <div className="space-y-2" aria-busy={state.kind === "loading"}>
      {state.kind === "loading" ? <p className="text-slate-700">Vorschau wird geladen …</p> : null}
      {state.kind === "unavailable" ? (
        <p role="alert" className="text-slate-800">
          {state.message}{" "}
          <a href={href} download={fileName} className="font-semibold text-brand-700 underline">
            {fileName} herunterladen
          </a>
        </p>
      ) : null}
      {state.kind === "pdf" && state.pages > state.shown ? (
        <p className="text-sm text-slate-700">
          Gezeigt werden die ersten {state.shown} von {state.pages} Seiten; die ganze Datei erhalten Sie als Download.
        </p>
      ) : null}
      {state.kind === "html" ? (
        <div
          role="region"
          aria-label={`Vorschau: ${fileName}`}
          // Scrolls on its own: reachable with the keyboard.
          tabIndex={0}
          className={`${RICH_TEXT_CLASS} max-h-[80vh] overflow-auto rounded-md border border-slate-300 bg-white p-4`}
          // Converted from the Word file and sanitised on the server (document-preview.server.ts).
          dangerouslySetInnerHTML={{ __html: state.html }}
        />
      ) : null}
      {state.kind === "image" ? (
        <img src={state.url} alt={fileName} className="max-h-[80vh] rounded-md border border-slate-300" />
      ) : null}
      {contentType === "application/pdf" ? (
        <div
          ref={pagesRef}
          role="region"
          aria-label={`Vorschau: ${fileName}`}
          // Scrolls on its own: reachable with the keyboard.
          tabIndex={0}
          className="max-h-[80vh] overflow-auto rounded-md bg-slate-100 p-2"
          hidden={state.kind !== "pdf" && state.kind !== "loading"}
        />
      ) : null}
    </div>
  );
}
