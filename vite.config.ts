import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102),
 * which keeps development warnings in production. The browser bundle takes the production build
 * the package ships beside it (the same code with `ENABLE_DEV_WARNINGS = false`). The server keeps
 * the package's own resolution: it shares one React Router instance with @react-router/express.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr || (source !== "react-router" && !source.startsWith("react-router/"))) return null;
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
 * React, React DOM, its scheduler and React Router: every page needs all of them before it
 * hydrates, so they travel as one "framework" chunk instead of four (decision 009).
 */
const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild()],
  resolve: { tsconfigPaths: true },
  // The server build keeps node_modules external; the chunk group only shapes the browser bundle.
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK_MODULES }] } } } },
}));
