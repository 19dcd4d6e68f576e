import type { DistributionChannel } from "@auth/user";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Companies, their users and memberships, and the staff users. Owner: the feature `companies`. */

/** Staff members as the portal knows them (groups come from the identity provider at sign-in). */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  idpSubject: text("idp_subject").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  position: text("position").notNull().default(""),
  phone: text("phone").notNull().default(""),
  thumbnailUrl: text("thumbnail_url"),
  createdAt: createdAt(),
});

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    uidNumber: text("uid_number"),
    distributionChannel: text("distribution_channel").$type<DistributionChannel>().notNull(),
    /** Contract abilities (customer abilities of SPEC §3). */
    abilities: text("abilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assignedSalesUserId: integer("assigned_sales_user_id").references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index("companies_full_name_idx").on(t.fullName)],
);

export const companyUsers = pgTable("company_users", {
  id: serial("id").primaryKey(),
  idpSubject: text("idp_subject").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  avatarUrl: text("avatar_url"),
  defaultCompanyId: integer("default_company_id")
    .notNull()
    .references(() => companies.id),
  createdAt: createdAt(),
});

export const companyMemberships = pgTable(
  "company_memberships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
