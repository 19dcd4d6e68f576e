// `npm start` builds first when the production build is missing or older than the sources.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const entry = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, item) => {
    const full = path.join(dir, item.name);
    const time = item.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    return Math.max(max, time);
  }, 0);

const stale =
  !fs.existsSync(entry) ||
  ["app", "auth", "public"].some((dir) => fs.existsSync(dir) && newest(dir) > fs.statSync(entry).mtimeMs);
if (stale) execSync("npm run build", { stdio: "inherit" });
