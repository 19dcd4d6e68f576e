import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/** Import direction: components/ui → features → routes/layouts (ARCHITECTURE §3). */
const restricted = (patterns) => ["error", { patterns }];

/**
 * The face of each feature: the modules (below app/features/<feature>/) that other features may
 * import. Everything else in a feature folder is its own business. Routes, layouts and the server
 * compose features and may import any module.
 */
export const FEATURE_FACES = {
  access: ["guards.server"],
  account: [],
  applications: ["overview.server"],
  audit: ["audit-log.server"],
  billing: [
    "catalogue.server",
    "credits.server",
    "invoices.server",
    "issuer",
    "orders.server",
    "terms.server",
    "components/order-confirmation",
  ],
  companies: ["companies.server"],
  content: [],
  errors: ["error-page"],
  integrations: ["scopes", "tokens.server"],
  internal: [],
  "job-ads": [
    "policy",
    "lifecycle",
    "labels",
    "form-steps",
    "schema",
    "pay-transparency",
    "job-ads.server",
    "job-ad-access.server",
    "reads.server",
    "figures.server",
    "staff-functions.server",
    "editor.server",
    "public-page",
    "list/list-query",
  ],
  navigation: ["side-navigation"],
  notifications: ["kinds", "mail.server", "preferences.server"],
  platform: ["sessions.server", "uploads.server"],
  qa: ["reports.server"],
  shell: ["site-header"],
  styleguide: [],
  webhooks: ["events.server"],
};
/**
 * The table modules (db/schema/<module>.ts) each owner writes and may import (decision 062). A
 * feature imports only its own; everyone else asks the owner's face for a named read or command.
 * `server/` and `app/lib/` own the platform's tables (sessions, sign-in, uploads, data versions,
 * rate limits); routes and layouts own none. Types of other modules may be imported: they are the
 * shape the owner's reads return. Migrations, the seed, tests and benchmarks may import any table.
 */
export const TABLE_OWNERS = {
  account: ["account"],
  "active-sourcing": ["active-sourcing"],
  applications: ["applications", "interviews"],
  audit: ["audit"],
  billing: ["billing"],
  companies: ["companies-and-users"],
  "employer-branding": ["employer-branding"],
  integrations: ["integrations"],
  "job-ads": ["job-ads"],
  notifications: ["notifications"],
  platform: ["platform"],
  qa: ["qa"],
  server: ["platform"],
  webhooks: ["webhooks"],
};

/** Every feature folder is walled, also one that FEATURE_FACES does not list yet (its face is empty). */
const FEATURES = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FACES = Object.entries(FEATURE_FACES).flatMap(([feature, modules]) =>
  modules.map((module) => escape(`${feature}/${module}`)),
);
/** The table wall of a file whose owner has these table modules: another owner's tables only as types. */
const tableWall = (own) => [
  "error",
  {
    patterns: [
      {
        regex: "^@db/schema(?:/index)?$",
        message: "Import tables from their own module (@db/schema/<module>), never the barrel (decision 062).",
      },
      {
        regex: own.length > 0 ? `^@db/schema/(?!(?:${own.map(escape).join("|")})$)` : "^@db/schema/",
        allowTypeImports: true,
        message:
          "Another owner's tables: ask its face for a named read or command (TABLE_OWNERS in eslint.config.js, decision 062).",
      },
    ],
  },
];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/** Any module of another feature that is not part of its face. */
const foreignInternal = (feature) => `^~/features/(?!${escape(feature)}/)(?!(?:${FACES.join("|")})$)`;

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "test-reports/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": restricted([
        {
          group: ["~/features/*", "~/routes/*", "~/layouts/*", "**/features/**", "**/routes/**", "**/layouts/**"],
          message: "components/ui must not import features, routes or layouts.",
        },
      ]),
    },
  },
  // Feature walls (decision 025): a feature imports another feature only through its face.
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": restricted([
        {
          group: ["~/routes/*", "~/layouts/*", "**/routes/**", "**/layouts/**"],
          message: "features must not import routes or layouts.",
        },
        {
          regex: foreignInternal(feature),
          message:
            "Import another feature only through its face (FEATURE_FACES in eslint.config.js, docs/architecture.md).",
        },
      ]),
    },
  })),
  // Table walls (decision 062): a file imports only its owner's tables; the rest through faces.
  {
    files: ["app/**", "server/**"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": tableWall([]) },
  },
  {
    files: ["app/lib/**", "server/**"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": tableWall(TABLE_OWNERS.server) },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**`],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": tableWall(TABLE_OWNERS[feature] ?? []) },
  })),
  {
    files: ["app/lib/**", "auth/**", "db/**"],
    // The seed is a client of the domain: it books credits and invoices through the billing services.
    ignores: [
      "db/seed.ts",
      "db/seed-job-ads.ts",
      "db/seed-talent-pool.ts",
      "db/seed-talents.ts",
      "db/seed-talents-vocabulary.ts",
      "db/seed-talents.test.ts",
    ],
    rules: {
      "no-restricted-imports": restricted([
        {
          group: ["~/features/*", "~/routes/*", "~/layouts/*", "~/components/*"],
          message: "shared modules must not import the app's layers.",
        },
      ]),
    },
  },
);
