// Publishes the build id for version detection (SPEC §7): `builds/latest.json`, which open
// pages poll to notice a new deployment, and `builds/meta/{id}.json`, the manifest of that
// build. Runs after `react-router build`; BUILD_DIR selects the build as for the server.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const serverEntry = path.join(buildDir, "server/index.js");

// The same id server/start.ts falls back to for builds without this metadata.
const id = crypto.createHash("sha256").update(fs.readFileSync(serverEntry)).digest("hex").slice(0, 12);
const timestamp = Date.now();
const assets = fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((file) => /\.(js|css)$/.test(file))
  .sort()
  .map((file) => `/assets/${file}`);
// React Router's client manifest (window.__reactRouterManifest) names the entry module first.
const manifest = assets.find((asset) => /^\/assets\/manifest-[\w-]+\.js$/.test(asset));
const entry = manifest
  ? (/"entry":\{"module":"([^"]+)"/.exec(fs.readFileSync(path.join(clientDir, manifest), "utf8"))?.[1] ?? null)
  : null;

const buildsDir = path.join(clientDir, "builds");
fs.mkdirSync(path.join(buildsDir, "meta"), { recursive: true });
fs.writeFileSync(path.join(buildsDir, "meta", `${id}.json`), JSON.stringify({ id, timestamp, assets, entry }));
// Written last: a poller that sees the new id finds its manifest already in place.
fs.writeFileSync(path.join(buildsDir, "latest.json"), JSON.stringify({ id, timestamp }));
console.log(`build ${id}: ${path.relative(root, buildsDir)}/latest.json, meta/${id}.json (${assets.length} assets)`);
