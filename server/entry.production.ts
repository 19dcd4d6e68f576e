/**
 * The production bundle's entry (decision 026): Vite's server build bundles this module with
 * React Router's server build, so the JSON API, the background jobs and the page loaders share
 * one module graph. `node build/server/index.js` starts the portal; importing the file (tests,
 * benches) only hands out the build.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import { runPortal } from "./run";

/** For the browser tests' portal, which starts from source with these pages (tests/e2e/serve.ts). */
export { prepareTalentSearch } from "~/features/active-sourcing/talent-search.server";

/**
 * The bundle's own React Router (decision 087) serves its pages: a portal started from source
 * with these pages takes the request handler from here too, as one copy of React Router.
 */
export { build, createRequestHandler };

const serverEntry = fileURLToPath(import.meta.url);

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await runPortal({ bundle: { build, createRequestHandler, serverEntry } });
}
