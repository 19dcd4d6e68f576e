/**
 * The production bundle's entry (decision 026): Vite's server build bundles this module with
 * React Router's server build, so the JSON API, the background jobs and the page loaders share
 * one module graph. `node build/server/index.js` starts the portal; importing the file (tests,
 * benches) only hands out the build.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import * as build from "virtual:react-router/server-build";
import { runPortal } from "./run";

export { build };

const serverEntry = fileURLToPath(import.meta.url);

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await runPortal({ bundle: { build, serverEntry } });
}
