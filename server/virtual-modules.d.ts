// Provided by React Router's Vite plugin while building (server/entry.production.ts).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
