import { customType, timestamp } from "drizzle-orm/pg-core";

/** Column types and helpers the table modules share. */

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
