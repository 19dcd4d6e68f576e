import { createRequire } from "node:module";
import path from "node:path";
import express, { Router } from "express";
import { escapeMarkup } from "~/lib/escape";
import { API_DESCRIPTION_PATH } from "./api/api-description";

/**
 * The readable reference of the JSON API (decision 075): Swagger UI, as its package ships it,
 * draws `/api/openapi.json`. A page of its own outside React Router, so its script loads on this
 * page only and never counts towards the initial JavaScript of the portal's pages; served from
 * the installed package, no CDN.
 */
export const API_REFERENCE_PATH = "/api/referenz";

/** The files of swagger-ui-dist the page loads. */
const RENDERER_FILES = new Set(["/swagger-ui-bundle.js", "/swagger-ui.css"]);

/** Starts Swagger UI: a file of its own, since the page's CSP allows no inline script without a nonce. */
const START_SCRIPT = `window.addEventListener("DOMContentLoaded", function () {
  window.SwaggerUIBundle({
    url: ${JSON.stringify(API_DESCRIPTION_PATH)},
    dom_id: "#referenz",
    deepLinking: false,
    validatorUrl: null,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

/**
 * Swagger UI's own colours for the method badges and a few labels fall short of WCAG's 4.5:1 with
 * white text; darker tones of the same hues.
 */
const CONTRAST_STYLE = `.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1d4ed8}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#047857}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#9a3412}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b91c1c}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f766e}
.swagger-ui .info .title small pre,.swagger-ui .info .title small{background:#374151}
.swagger-ui .info .title small.version-stamp{background:#3f6212}
.swagger-ui .info .url,.swagger-ui .info .base-url,.swagger-ui .info a{color:#1f2937}
.swagger-ui .btn.authorize,.swagger-ui .btn.authorize span{color:#065f46;border-color:#065f46}
.swagger-ui .btn.authorize svg{fill:#065f46}
.swagger-ui .information-container{display:none}
.swagger-ui .parameter__in,.swagger-ui .parameter__deprecated,.swagger-ui .prop-format{color:#4b5563}`;

function referencePage(nonce: string): string {
  const attribute = escapeMarkup(nonce);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>API-Referenz – Arbeitgeberportal</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
<style>${CONTRAST_STYLE}</style>
<script nonce="${attribute}" src="${API_REFERENCE_PATH}/swagger-ui-bundle.js" defer></script>
<script nonce="${attribute}" src="${API_REFERENCE_PATH}/start.js" defer></script>
</head>
<body><header style="padding:1rem 1.25rem;font-family:sans-serif"><h1 style="margin:0;font-size:1.5rem">API-Referenz</h1>
<p style="margin:.5rem 0 0">Die JSON-Schnittstelle des Arbeitgeberportals. Maschinenlesbar: <a href="${API_DESCRIPTION_PATH}">${API_DESCRIPTION_PATH}</a> (OpenAPI 3.1). <a href="/">Zum Portal</a></p>
<h2 style="margin:1rem 0 0;font-size:1.125rem">Vorgänge nach Bereich</h2></header>
<div id="referenz"><noscript><p>Die Referenz braucht JavaScript; die Beschreibung selbst steht unter <a href="${API_DESCRIPTION_PATH}">${API_DESCRIPTION_PATH}</a>.</p></noscript></div></body></html>`;
}

/** Mounted at `/api/referenz` before the session: the page and the renderer's files need none. */
export function createApiReferenceRouter(): Router {
  const router = Router();
  const rendererDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const rendererFiles = express.static(rendererDir, { index: false, maxAge: "1d" });

  router.get("/", (_req, res) => {
    res
      .set("Cache-Control", "no-cache")
      .type("html")
      .send(referencePage(String(res.locals.cspNonce)));
  });
  router.get("/start.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").type("js").send(START_SCRIPT);
  });
  router.use((req, res, next) => (RENDERER_FILES.has(req.path) ? rendererFiles(req, res, next) : next()));
  return router;
}
