import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. two test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
} satisfies Config;
