import { runPortal } from "./run";

// `npm run dev`: the source with Vite in middleware mode. Production runs the bundle instead
// (`node build/server/index.js`, built from server/entry.production.ts).
await runPortal();
