import { count } from "drizzle-orm";
import { GROUPS, type Group } from "@auth/abilities";
import type { Database } from "./client";
import { companies } from "./schema";

/*
 * What the start banner and the tests know of the demo data, without loading the seed itself
 * (faker and the demo market load only when an empty demo database is seeded).
 */

/** The one password of every demo account; only ever used by the demo seed. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  email: string;
  description: string;
}

export function staffEmail(group: Group): string {
  return `${group.toLowerCase()}@intern.demo.at`;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "kunde@demo.at", description: "Kunde (DIRECT-SALES, Linz, alle Fähigkeiten, 3 Unternehmen)" },
  { email: "hybrid@demo.at", description: "Kunde (HYBRID, ein Unternehmen, nur Inserate)" },
  { email: "kollegin@demo.at", description: "Kollegin von kunde@demo.at (Donautal Technik GmbH)" },
  ...GROUPS.map((group) => ({
    email: staffEmail(group),
    description: `Mitarbeiter:in, Gruppe ${group}`,
  })),
];

/** True when the database has no companies yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}
