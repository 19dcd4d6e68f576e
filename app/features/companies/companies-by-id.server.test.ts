import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companyMemberships, companyUsers, staffUsers } from "@db/schema";
import { aCompany, insertCompanies } from "../../../tests/support/companies";
import {
  companySummaries,
  companyUserOf,
  companyUserOfSubject,
  memberCompaniesOf,
  membershipsOf,
  saveStaffSignIn,
  staffUserOf,
  usersByIds,
} from "./companies.server";

/** The companies face's reads by ids and sign-in's reads and command (decision 062): lists and sign-in ask here. */

let handle: DatabaseHandle;
const ids = { linz: 0, wels: 0, anna: 0, bert: 0, cleo: 0, staff: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  const [staff] = await db
    .insert(staffUsers)
    .values({ idpSubject: "staff-1", email: "s@example.at", firstName: "Sina", lastName: "Staff" })
    .returning({ id: staffUsers.id });
  ids.staff = staff!.id;
  [ids.linz, ids.wels] = await insertCompanies(
    db,
    aCompany({ fullName: "Linz GmbH", abilities: ["employerBrandingPlus"], assignedSalesUserId: ids.staff }),
    aCompany({ fullName: "Wels AG", city: "Wels" }),
  );
  const user = (idpSubject: string, firstName: string, lastName: string) => ({
    idpSubject,
    email: `${idpSubject}@example.at`,
    firstName,
    lastName,
    defaultCompanyId: ids.linz,
  });
  const users = await db
    .insert(companyUsers)
    .values([user("anna", "Anna", "Zeller"), user("bert", "Bert", "Adler"), user("cleo", "Cleo", "Adler")])
    .returning({ id: companyUsers.id });
  [ids.anna, ids.bert, ids.cleo] = users.map((row) => row.id) as [number, number, number];
  await db.insert(companyMemberships).values([
    { userId: ids.anna, companyId: ids.wels },
    { userId: ids.anna, companyId: ids.linz },
    { userId: ids.bert, companyId: ids.linz },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("reads by ids", () => {
  it("names the companies with their city, channel and abilities, and leaves out unknown ids", async () => {
    const summaries = await companySummaries(handle.db, [ids.linz, ids.wels, ids.linz, 999_999]);
    expect([...summaries.keys()].sort()).toEqual([ids.linz, ids.wels].sort());
    expect(summaries.get(ids.linz)).toEqual({
      id: ids.linz,
      fullName: "Linz GmbH",
      city: "Linz",
      channel: "DIRECT-SALES",
      abilities: ["employerBrandingPlus"],
    });
    expect(await companySummaries(handle.db, [])).toEqual(new Map());
  });

  it("lists the users by last and first name, each once, without unknown ids", async () => {
    const users = await usersByIds(handle.db, [ids.anna, ids.cleo, ids.bert, ids.anna, 999_999]);
    expect(users.map((user) => user.name)).toEqual(["Bert Adler", "Cleo Adler", "Anna Zeller"]);
    expect(users[0]).toMatchObject({ id: ids.bert, email: "bert@example.at" });
    expect(await usersByIds(handle.db, [])).toEqual([]);
  });

  it("tells the companies each user acts for", async () => {
    const memberships = await membershipsOf(handle.db, [ids.anna, ids.bert, ids.cleo]);
    expect(memberships.get(ids.anna)).toEqual(new Set([ids.linz, ids.wels]));
    expect(memberships.get(ids.bert)).toEqual(new Set([ids.linz]));
    expect(memberships.has(ids.cleo)).toBe(false);
  });
});

describe("sign-in's reads and command", () => {
  it("reads a user by id and by the identity provider's subject, and null for none", async () => {
    expect(await companyUserOf(handle.db, ids.bert)).toMatchObject({ id: ids.bert, lastName: "Adler" });
    expect(await companyUserOfSubject(handle.db, "anna")).toMatchObject({ id: ids.anna, firstName: "Anna" });
    expect(await companyUserOf(handle.db, 999_999)).toBeNull();
    expect(await companyUserOfSubject(handle.db, "nobody")).toBeNull();
  });

  it("lists a user's companies by id, whole rows", async () => {
    const rows = await memberCompaniesOf(handle.db, ids.anna);
    expect(rows.map((row) => row.id)).toEqual([ids.linz, ids.wels].sort((a, b) => a - b));
    expect(rows.find((row) => row.id === ids.linz)).toMatchObject({ assignedSalesUserId: ids.staff });
    expect(await memberCompaniesOf(handle.db, ids.cleo)).toEqual([]);
  });

  it("creates a staff user on the first sign-in and updates the profile on the next", async () => {
    const id = await saveStaffSignIn(handle.db, "staff-2", {
      email: "n@example.at",
      firstName: "Nora",
      lastName: "Neu",
    });
    expect(await staffUserOf(handle.db, id)).toMatchObject({ idpSubject: "staff-2", firstName: "Nora" });
    const again = await saveStaffSignIn(handle.db, "staff-2", {
      email: "nora@example.at",
      firstName: "Nora",
      lastName: "Neumann",
    });
    expect(again).toBe(id);
    expect(await staffUserOf(handle.db, id)).toMatchObject({ email: "nora@example.at", lastName: "Neumann" });
    expect(await staffUserOf(handle.db, 999_999)).toBeNull();
  });
});
