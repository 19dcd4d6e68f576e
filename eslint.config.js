import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** Import direction: components/ui → features → routes/layouts (ARCHITECTURE §3). */
const restricted = (patterns) => ["error", { patterns }];

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
  {
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": restricted([
        {
          group: ["~/routes/*", "~/layouts/*", "**/routes/**", "**/layouts/**"],
          message: "features must not import routes or layouts.",
        },
      ]),
    },
  },
  {
    files: ["app/lib/**", "auth/**", "db/**"],
    // The seed is a client of the domain: it books credits and invoices through the billing services.
    ignores: ["db/seed.ts", "db/seed-job-ads.ts"],
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
