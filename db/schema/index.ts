/**
 * Every table, for the migrations (drizzle-kit reads this file), the seed, the tests and the
 * server's own modules. A feature imports only its own table module (`@db/schema/<module>`), never
 * this barrel (decision 062, eslint.config.js).
 */
export * from "./companies-and-users";
export * from "./platform";
export * from "./audit";
export * from "./account";
export * from "./billing";
export * from "./job-ads";
export * from "./qa";
export * from "./applications";
export * from "./interviews";
export * from "./notifications";
export * from "./employer-branding";
export * from "./active-sourcing";
export * from "./webhooks";
export * from "./integrations";
