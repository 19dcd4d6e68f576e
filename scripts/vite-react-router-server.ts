import type { Plugin } from "vite";

/**
 * Work React Router's server repeats for every document although its result depends only on the
 * build (decision 087). The server bundle carries its own copy of React Router (vite.config.ts),
 * and this plugin makes that copy keep three results instead of computing them per request:
 *
 * - `<Scripts>`'s partial route manifest (route discovery, `routeDiscovery: "lazy"`): it matched
 *   every parent path of the address against all route branches and serialised the result,
 *   11 % of a content page's CPU. It depends on the matched routes and the parent paths only, so
 *   its JSON is kept per (parent paths, matched routes), at most 2 000 at a time.
 * - `<ServerRouter>`'s route objects for rendering, made from the build's manifest and route
 *   modules (5.5 %): kept per manifest and route modules, and the route modules by module id,
 *   which the document handler collected anew for each request, per build.
 * - The static router's data routes, converted from those route objects (2.6 %): kept per route
 *   objects.
 *
 * Each kept value is made from the build alone, never from the request, and nothing writes to
 * it afterwards. The build fails if React Router's code no longer matches a patch.
 */
const SERVER_PATCHES: ReadonlyArray<[name: string, from: string, to: string]> = [
  [
    "Scripts: the partial manifest's JSON",
    `\`window.__reactRouterManifest = \${JSON.stringify(
        getPartialManifest(manifest, router),
        null,
        2
      )};\``,
    `\`window.__reactRouterManifest = \${partialManifestJson(manifest, router)};\``,
  ],
  [
    "getPartialManifest: kept per parent paths and matched routes",
    "function getPartialManifest({ sri, ...manifest }, router) {",
    `var partialManifestJsons = /* @__PURE__ */ new WeakMap();
function partialManifestJson(manifest, router) {
  let segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  let key = segments.join("/") + "\\0" + router.state.matches.map((m) => m.route.id).join("\\0");
  let jsons = partialManifestJsons.get(manifest);
  if (!jsons) partialManifestJsons.set(manifest, jsons = /* @__PURE__ */ new Map());
  let json = jsons.get(key);
  if (json === void 0) {
    json = JSON.stringify(getPartialManifest(manifest, router), null, 2);
    if (jsons.size >= 2e3) jsons.clear();
    jsons.set(key, json);
  }
  return json;
}
function getPartialManifest({ sri, ...manifest }, router) {`,
  ],
  [
    "createStaticRouter: data routes kept per route objects",
    `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    `var staticDataRoutes = /* @__PURE__ */ new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = staticDataRoutes.get(routes);
  if (!converted) {
    let convertedManifest = {};
    converted = {
      manifest: convertedManifest,
      dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, convertedManifest)
    };
    staticDataRoutes.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
  ],
  [
    "ServerRouter: route objects kept per manifest and route modules",
    `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    "  let routes = serverRoutesOf(manifest.routes, routeModules, context);",
  ],
  [
    "handleDocumentRequest: route modules kept per build",
    "function createEntryRouteModules(manifest) {",
    `var entryRouteModules = /* @__PURE__ */ new WeakMap();
function createEntryRouteModules(manifest) {
  let routeModules = entryRouteModules.get(manifest);
  if (!routeModules) {
    routeModules = createEntryRouteModulesOnce(manifest);
    entryRouteModules.set(manifest, routeModules);
  }
  return routeModules;
}
function createEntryRouteModulesOnce(manifest) {`,
  ],
  [
    "ServerRouter: the store of route objects",
    "function ServerRouter({",
    `var serverRoutes = /* @__PURE__ */ new WeakMap();
function serverRoutesOf(manifestRoutes, routeModules, context) {
  let byModules = serverRoutes.get(manifestRoutes);
  if (!byModules) serverRoutes.set(manifestRoutes, byModules = /* @__PURE__ */ new WeakMap());
  let routes = byModules.get(routeModules);
  if (!routes) {
    routes = createServerRoutes(manifestRoutes, routeModules, context.future, context.isSpaMode);
    byModules.set(routeModules, routes);
  }
  return routes;
}
function ServerRouter({`,
  ],
];

const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/]/;

export function reactRouterServerKeepsBuildWork(): Plugin {
  const applied = new Set<string>();
  return {
    name: "react-router-server-keeps-build-work",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !REACT_ROUTER_DIST.test(id)) return null;
      let patched = code;
      for (const [name, from, to] of SERVER_PATCHES) {
        const occurrences = patched.split(from).length - 1;
        if (occurrences === 0) continue;
        if (occurrences > 1 || applied.has(name)) this.error(`react-router changed: "${name}" matches more than once`);
        patched = patched.replace(from, () => to);
        applied.add(name);
      }
      return patched === code ? null : { code: patched, map: null };
    },
    buildEnd(error) {
      if (error || this.environment.config.consumer !== "server") return;
      const missing = SERVER_PATCHES.filter(([name]) => !applied.has(name)).map(([name]) => name);
      if (missing.length > 0) this.error(`react-router changed: cannot patch ${missing.join("; ")}`);
    },
  };
}
