import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companies, companyUsers } from "@db/schema";
import { companyNames, userNames } from "./companies.server";

/** The companies' named reads that other features ask instead of reading the tables (issue 33 §1). */

describe("the companies' named reads", () => {
  let handle: DatabaseHandle;
  const companyIds: number[] = [];
  const userIds: number[] = [];

  const company = (fullName: string) => ({
    fullName,
    street: "Hauptplatz 1",
    postcode: "4020",
    city: "Linz",
    state: "Oberösterreich",
    uidNumber: "ATU12345678",
    distributionChannel: "DIRECT-SALES" as const,
  });

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    const rows = await handle.db
      .insert(companies)
      .values([company("Alpha GmbH"), company("Beta KG")])
      .returning({ id: companies.id });
    companyIds.push(...rows.map((row) => row.id));
    const users = await handle.db
      .insert(companyUsers)
      .values([
        {
          idpSubject: "u-1",
          email: "anna@alpha.at",
          firstName: "Anna",
          lastName: "Berger",
          defaultCompanyId: companyIds[0]!,
        },
        {
          idpSubject: "u-2",
          email: "bernd@beta.at",
          firstName: "Bernd",
          lastName: "Huber",
          defaultCompanyId: companyIds[1]!,
        },
      ])
      .returning({ id: companyUsers.id });
    userIds.push(...users.map((row) => row.id));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("companyNames names the companies by id, once per id, and leaves unknown ids out", async () => {
    const names = await companyNames(handle.db, [companyIds[1]!, companyIds[0]!, companyIds[1]!, 0]);
    expect([...names.entries()].sort(([a], [b]) => a - b)).toEqual([
      [companyIds[0], "Alpha GmbH"],
      [companyIds[1], "Beta KG"],
    ]);
    expect(await companyNames(handle.db, [])).toEqual(new Map());
  });

  it("userNames names the users by id and leaves unknown ids out", async () => {
    const names = await userNames(handle.db, [userIds[0]!, userIds[1]!, 0]);
    expect(names.get(userIds[0]!)).toEqual({ firstName: "Anna", lastName: "Berger" });
    expect(names.get(userIds[1]!)).toEqual({ firstName: "Bernd", lastName: "Huber" });
    expect(names.size).toBe(2);
    expect(await userNames(handle.db, [])).toEqual(new Map());
  });
});
