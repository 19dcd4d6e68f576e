/**
 * For bench/render.ts, which renders the app's components under tsx instead of Vite: an asset
 * imported for its address (`./icons.svg?url&no-inline`) becomes that address, as Vite's build
 * makes it (without the content hash, which changes nothing in a render).
 */
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
      export async function load(url, context, nextLoad) {
        const match = /\\/([^/?]+)\\.(svg|png|webp)\\?url(&no-inline)?$/.exec(url);
        if (!match) return nextLoad(url, context);
        return { format: "module", shortCircuit: true, source: "export default " + JSON.stringify("/assets/" + match[1] + "." + match[2]) + ";" };
      }
    `),
);
