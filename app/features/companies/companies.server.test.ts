import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companyMemberships, companyUsers, staffUsers } from "@db/schema";
import { aCompany, insertCompanies } from "../../../tests/support/companies";
import {
  companyInChannel,
  companyNameContains,
  companyNames,
  companyWithSalesPersonOf,
  contactUsersOf,
  findCompanies,
} from "./companies.server";

/** The companies' named reads that other features ask instead of reading the tables (issue 33 §1). */

describe("the companies' named reads", () => {
  let handle: DatabaseHandle;
  const companyIds: number[] = [];
  const userIds: number[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    companyIds.push(
      ...(await insertCompanies(handle.db, aCompany({ fullName: "Alpha GmbH" }), aCompany({ fullName: "Beta KG" }))),
    );
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
});

describe("the staff's reads of companies", () => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    const [sales] = await handle.db
      .insert(staffUsers)
      .values({
        idpSubject: "s-1",
        email: "vertrieb@portal.at",
        firstName: "Sandra",
        lastName: "Verkauf",
        phone: "+43 1 234",
      })
      .returning({ id: staffUsers.id });
    ids.sales = sales!.id;
    const rows = [
      aCompany({ fullName: "Öko Bau GmbH", uidNumber: null, assignedSalesUserId: sales!.id }),
      aCompany({ fullName: "bäckerei Berger", city: "Wels", distributionChannel: "SELF-SERVICE" }),
      aCompany({ fullName: "Anker 100% KG", distributionChannel: "SELF-SERVICE" }),
      aCompany({ fullName: "Zimmerei Linzer", city: "Graz" }),
    ];
    const companyIds = await insertCompanies(handle.db, ...rows);
    rows.forEach((row, index) => (ids[row.fullName] = companyIds[index]!));
    const users = await handle.db
      .insert(companyUsers)
      .values([
        {
          idpSubject: "c-1",
          email: "m@oeko.at",
          firstName: "Maria",
          lastName: "Mitglied",
          defaultCompanyId: ids["Zimmerei Linzer"]!,
        },
        {
          idpSubject: "c-2",
          email: "d@oeko.at",
          firstName: "Dora",
          lastName: "Default",
          defaultCompanyId: ids["Öko Bau GmbH"]!,
        },
        {
          idpSubject: "c-3",
          email: "x@zimmerei.at",
          firstName: "Xaver",
          lastName: "Fremd",
          defaultCompanyId: ids["Zimmerei Linzer"]!,
        },
      ])
      .returning({ id: companyUsers.id });
    ids.member = users[0]!.id;
    ids.default = users[1]!.id;
    await handle.db.insert(companyMemberships).values({ userId: users[0]!.id, companyId: ids["Öko Bau GmbH"]! });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  const names = async (search: Parameters<typeof findCompanies>[1]) => {
    const { rows, total } = await findCompanies(handle.db, search);
    return { names: rows.map((row) => row.fullName), total };
  };

  it("findCompanies lists by name in German order, a page at a time, with the total", async () => {
    expect(await names({ page: 1, pageSize: 10 })).toEqual({
      names: ["Anker 100% KG", "bäckerei Berger", "Öko Bau GmbH", "Zimmerei Linzer"],
      total: 4,
    });
    expect(await names({ page: 2, pageSize: 3 })).toEqual({ names: ["Zimmerei Linzer"], total: 4 });
  });

  it("findCompanies searches name and city (a % is a percent sign), an id, and the channel", async () => {
    expect(await names({ q: " linz ", page: 1, pageSize: 10 })).toEqual({
      names: ["Anker 100% KG", "Öko Bau GmbH", "Zimmerei Linzer"],
      total: 3,
    });
    expect(await names({ q: "0%", page: 1, pageSize: 10 })).toEqual({ names: ["Anker 100% KG"], total: 1 });
    expect(await names({ q: String(ids["Zimmerei Linzer"]), page: 1, pageSize: 10 })).toMatchObject({
      names: expect.arrayContaining(["Zimmerei Linzer"]),
    });
    expect(await names({ q: "linz", channel: "DIRECT-SALES", page: 1, pageSize: 10 })).toEqual({
      names: ["Öko Bau GmbH", "Zimmerei Linzer"],
      total: 2,
    });
  });

  it("companyWithSalesPersonOf reads the company with its sales person, or none", async () => {
    const oeko = await companyWithSalesPersonOf(handle.db, ids["Öko Bau GmbH"]!);
    expect(oeko).toEqual({
      company: {
        id: ids["Öko Bau GmbH"],
        fullName: "Öko Bau GmbH",
        street: "Hauptplatz 1",
        postcode: "4020",
        city: "Linz",
        state: "Oberösterreich",
        uidNumber: null,
        channel: "DIRECT-SALES",
        abilities: expect.any(Array),
      },
      salesPerson: {
        id: ids.sales,
        firstName: "Sandra",
        lastName: "Verkauf",
        email: "vertrieb@portal.at",
        phone: "+43 1 234",
        position: "",
      },
    });
    expect((await companyWithSalesPersonOf(handle.db, ids["Zimmerei Linzer"]!))?.salesPerson).toBeNull();
    expect(await companyWithSalesPersonOf(handle.db, 0)).toBeNull();
  });

  it("contactUsersOf lists the members and the users whose default company it is, by id", async () => {
    expect((await contactUsersOf(handle.db, ids["Öko Bau GmbH"]!)).map((user) => user.id)).toEqual(
      [ids.member!, ids.default!].sort((a, b) => a - b),
    );
  });

  it("companyNameContains and companyInChannel narrow another table's rows by their company", async () => {
    const usersWhere = async (where: ReturnType<typeof companyInChannel>) =>
      (await handle.db.select({ email: companyUsers.email }).from(companyUsers).where(where))
        .map((row) => row.email)
        .sort();
    expect(await usersWhere(companyNameContains(companyUsers.defaultCompanyId, "BAU"))).toEqual(["d@oeko.at"]);
    // A % in the search is a percent sign, not a wildcard.
    expect(await usersWhere(companyNameContains(companyUsers.defaultCompanyId, "%"))).toEqual([]);
    expect(await usersWhere(companyInChannel(companyUsers.defaultCompanyId, "DIRECT-SALES"))).toEqual([
      "d@oeko.at",
      "m@oeko.at",
      "x@zimmerei.at",
    ]);
    expect(await usersWhere(companyInChannel(companyUsers.defaultCompanyId, "SELF-SERVICE"))).toEqual([]);
  });
});
