import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { ROUTE_MODULE_ERROR_EVENT } from "./app/lib/reload-guard";
import { reactRouterServerKeepsBuildWork } from "./scripts/vite-react-router-server";

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102),
 * which keeps development warnings in production. Both bundles take the production build the
 * package ships beside it (the same code with `ENABLE_DEV_WARNINGS = false`). The server bundle
 * carries React Router with @react-router/express and @react-router/node (decision 087), so all
 * three resolve to this one copy.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && !source.startsWith("react-router/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return {
        ...resolved,
        id: resolved.id.replace("/react-router/dist/development/", "/react-router/dist/production/"),
      };
    },
  };
}

/**
 * SPEC §8: a route module that fails to load (an outdated build's chunk) must reload the
 * *target* page, at most once per 10 s per path, and fire the chunk-error hook. React Router
 * reloads the *current* page by itself in `loadRouteModule`, past any guard, and leaves the
 * navigation pending forever. This makes it throw instead and, when a navigation needed the
 * module, announce the failure as a `ROUTE_MODULE_ERROR_EVENT` that `app/entry.client.tsx` routes
 * through the guard; a failed prefetch yields no links instead of a reload (the navigation that
 * may follow deals with it).
 * Decision 021. The build fails if React Router's code no longer matches.
 */
const ROUTE_MODULE_PATCHES: Array<[from: string, to: string]> = [
  ["    window.location.reload();\n    return new Promise(() => {\n    });\n", "    throw error;\n"],
  [
    "let mod = await loadRouteModule(route, routeModules);",
    "let mod = await loadRouteModule(route, routeModules).catch(() => ({}));",
  ],
  [
    "let routeModulePromise = loadRouteModule(route, routeModules);",
    `let routeModulePromise = loadRouteModule(route, routeModules).catch((error) => {
    window.dispatchEvent(new CustomEvent(${JSON.stringify(ROUTE_MODULE_ERROR_EVENT)}, { detail: error }));
    throw error;
  });`,
  ],
];

function routeModuleErrorsThrow(): Plugin {
  return {
    name: "route-module-errors-throw",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes("reloading page..."))
        return null;
      let patched = code;
      for (const [from, to] of ROUTE_MODULE_PATCHES) {
        if (patched.split(from).length !== 2) this.error(`react-router changed: cannot patch ${JSON.stringify(from)}`);
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
    },
  };
}

/**
 * Zod builds an object schema's parser with `new Function` unless told `jitless`, and probes
 * whether it may when a module builds its first schema. The portal's CSP allows no eval, and the
 * browser reports the refused probe as a violation on every page with a form (decision 055). In
 * the browser bundle zod's global configuration therefore starts out `jitless`, before any module
 * can build a schema; the server keeps the compiled parsers. The build fails if zod's code no
 * longer matches.
 */
const ZOD_GLOBAL_CONFIG: [from: string, to: string] = [
  "(_a.__zod_globalConfig = {})",
  "(_a.__zod_globalConfig = { jitless: true })",
];

function zodWithoutEvalInBrowser(): Plugin {
  return {
    name: "zod-without-eval-in-browser",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      const [from, to] = ZOD_GLOBAL_CONFIG;
      if (code.split(from).length !== 2) this.error(`zod changed: cannot patch ${JSON.stringify(from)}`);
      return { code: code.replace(from, to), map: null };
    },
  };
}

/** Bundled into the server build, so that the server's React Router is the patched production build. */
const SERVER_BUNDLED_PACKAGES = ["react-router", "@react-router/express", "@react-router/node"];
const SERVER_BUNDLED_MODULES = /node_modules[\\/](react-router|@react-router[\\/](express|node))[\\/]/;

/**
 * React, React DOM, its scheduler and React Router: every page needs all of them before it
 * hydrates, so they travel as one "framework" chunk instead of four (decision 009).
 */
const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    routeModuleErrorsThrow(),
    reactRouterServerKeepsBuildWork(),
    zodWithoutEvalInBrowser(),
  ],
  resolve: { tsconfigPaths: true },
  // Error reporting starts the replay's compression worker from a file of the build (decision
  // 061); the SDK's inline copy for a blob: URL, which the CSP refuses, is left out of the bundle.
  define: { __SENTRY_EXCLUDE_REPLAY_WORKER__: "true" },
  // The server build bundles the portal's own server with the pages (decision 026) and React Router
  // with its Express adapter (decision 087); the rest of node_modules stays external. In development
  // the server and Vite's pages share the package's own copy. The chunk group only shapes the
  // browser bundle.
  ssr: command === "build" ? { noExternal: SERVER_BUNDLED_PACKAGES } : {},
  build: isSsrBuild
    ? {
        rolldownOptions: {
          input: "./server/entry.production.ts",
          // React Router's bundled code in a file of its own (`react-router-*.js`), so that a CPU
          // profile names it (bench/flame-graph.ts) instead of counting it as the portal's.
          output: { codeSplitting: { groups: [{ name: "react-router", test: SERVER_BUNDLED_MODULES }] } },
        },
      }
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK_MODULES }] } } } },
}));
