import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies } from "./companies-and-users";
import { jobAds } from "./job-ads";

/** What the company's account shows of its own: the staff's messages to it. Owner: the feature `account`. */

/** Messages from the portal's staff to a company (QA decisions, service notes). */
export const companyMessages = pgTable(
  "company_messages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobAdId: integer("job_ad_id").references(() => jobAds.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("company_messages_company_idx").on(t.companyId, t.createdAt)],
);
