import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applicationRatings, applications, companyUsers } from "@db/schema";
import { insertCompany } from "../../../tests/support/companies";
import { insertJobAd } from "../../../tests/support/job-ads";
import { inbox } from "./manager.server";
import { inboxQuerySchema } from "./manager-query";

/**
 * The inbox's rows read columns of other rows in subqueries (the earlier application, the
 * ratings): each must name the row's own columns, not the subquery's (a regression of f9fa52f,
 * where the inbox lost its join and every possible duplicate its mark).
 */

let handle: DatabaseHandle;
let companyId = 0;
const ids = { earlier: 0, later: 0, other: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  companyId = await insertCompany(db, {});
  const [colleague] = await db
    .insert(companyUsers)
    .values({ idpSubject: "k", email: "k@example.at", firstName: "K", lastName: "M", defaultCompanyId: companyId })
    .returning({ id: companyUsers.id });
  const jobAdId = await insertJobAd(db, companyId, { status: "active" });
  const row = (candidateName: string) => ({ jobAdId, companyId, candidateName });
  const insert = async (values: (typeof applications.$inferInsert)[]) =>
    (await db.insert(applications).values(values).returning({ id: applications.id })).map((a) => a.id);
  ids.earlier = (await insert([row("Erst Frau")]))[0]!;
  [ids.later, ids.other] = (await insert([
    { ...row("Spät Frau"), duplicateOfId: ids.earlier },
    row("Anders Mann"),
  ])) as [number, number];
  await db.insert(applicationRatings).values([
    { applicationId: ids.earlier, userId: colleague!.id, stars: 2 },
    { applicationId: ids.other, userId: colleague!.id, stars: 5 },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("the inbox's rows", () => {
  it("mark the later application as a possible duplicate of the earlier one, and average each row's own stars", async () => {
    const { rows } = await inbox(handle.db, companyId, inboxQuerySchema.parse({}));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.later)).toMatchObject({ duplicateOf: ids.earlier, stars: null });
    expect(byId.get(ids.earlier)).toMatchObject({ duplicateOf: null, stars: 2 });
    expect(byId.get(ids.other)).toMatchObject({ duplicateOf: null, stars: 5 });
  });
});
