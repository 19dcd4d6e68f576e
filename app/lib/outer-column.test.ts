import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { integer, pgTable, QueryBuilder } from "drizzle-orm/pg-core";
import { outerColumn } from "./outer-column";

const ads = pgTable("ads", { id: integer("id").primaryKey() });
const events = pgTable("events", { id: integer("id").primaryKey(), adId: integer("ad_id") });

describe("outerColumn", () => {
  it("names the outer column with its table where drizzle would name it bare", () => {
    const count = (outer: unknown) =>
      new QueryBuilder()
        .select({ n: sql<number>`(select count(*) from ${events} where ${events.adId} = ${outer})` })
        .from(ads)
        .toSQL().sql;
    // The trap: a select from one table names the field's column bare, the events' own id.
    expect(count(ads.id)).toContain(`where "ad_id" = "id")`);
    expect(count(outerColumn(ads.id))).toContain(`where "ad_id" = "ads"."id")`);
  });
});
