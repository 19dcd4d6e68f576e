// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of
// the client build of 1 KB or more, once at build time; the server sends the copy the browser
// accepts as a file instead of compressing the asset again for every request (issue 17 §2).
// Runs after `react-router build`; BUILD_DIR selects the build as for the server.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const assetsDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client/assets");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = fs
  .readdirSync(assetsDir)
  .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(path.join(assetsDir, file)).size >= MIN_BYTES);
let before = 0;
let afterBrotli = 0;
await Promise.all(
  files.map(async (file) => {
    const full = path.join(assetsDir, file);
    const source = fs.readFileSync(full);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: 9 }),
    ]);
    fs.writeFileSync(`${full}.br`, br);
    fs.writeFileSync(`${full}.gz`, gz);
    before += source.length;
    afterBrotli += br.length;
  }),
);
console.log(
  `precompressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB, ${(afterBrotli / 1024).toFixed(0)} KB as brotli`,
);
