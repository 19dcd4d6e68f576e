import type { Group } from "@auth/abilities";

/**
 * The group columns of tables transcribed by hand from SPEC §6, in this order:
 * ad = admin, aX = adminExternal, cc = customerCare, if = interface, lg = login, qa = qa,
 * ro = readOnly, sa = sales, se = serviceEntry, su = support. Written out rather than taken from
 * the registry, so that a table test does not compute its expectations from the code under test.
 */
export const SPEC_COLUMNS: readonly Group[] = [
  "admin",
  "adminExternal",
  "customerCare",
  "interface",
  "login",
  "qa",
  "readOnly",
  "sales",
  "serviceEntry",
  "support",
];

/** The groups marked "x" in a row such as "x  x  .  .  .  x  .  .  .  .". */
export function groupsOfRow(row: string): Group[] {
  const cells = row.trim().split(/\s+/);
  return SPEC_COLUMNS.filter((_, index) => cells[index] === "x");
}
