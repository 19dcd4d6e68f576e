import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companies, mailOutbox, products } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { orderTerm } from "~/features/billing/terms.server";
import { endingTerms } from "~/features/billing/term-reminders.server";
import { DAY_MS } from "~/lib/days";
import { viennaDay } from "~/lib/format";
import { remindEndingTerms, type SweepContext } from "@server/jobs/sweeps";
import { createLogger } from "@server/logger";
import { createMailTransport } from "@server/mail/transport";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTokenSigner } from "~/lib/signed-token.server";

/**
 * Terms that run out (issue 35 §4): the reminder sweep on a real database with a fake clock. A
 * term of Employer Branding Basic and a talent-search licence of hybrid@demo.at's bakery: one mail
 * 30 days before the end and one 7 days before, each once however often the sweep runs; none for
 * a term a renewal follows; the dashboard's notice lists what ends within 30 days.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let bakeryId: number;
const t0 = new Date();

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 4, talentCount: 100 });
  const [bakery] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.fullName, "Bäckerei Alpenkorn GmbH"));
  bakeryId = bakery!.id;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const ctx = (now: Date): SweepContext => ({
  db: database.db,
  logger: createLogger("silent"),
  transport: createMailTransport({ smtpUrl: undefined, from: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>" }),
  now,
  followerAlerts: { baseUrl: "http://localhost", hour: 7 },
  documents: createMemoryDocumentStore(),
  tokenSigner: createTokenSigner(["test-secret"]),
});

async function productId(family: "arbeitgebermarke" | "talentsuche", slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.family, family), eq(products.slug, slug)));
  return row!.id;
}

async function order(family: "arbeitgebermarke" | "talentsuche", slug: string, now: Date) {
  return orderTerm(
    database.db,
    {
      companyId: bakeryId,
      productId: await productId(family, slug),
      family,
      orderedBy: "Florian Brunner",
      expectedStartsOn: null,
      now,
    },
    viennaDay(now),
  );
}

/** The reminder mails of a product to the bakery's user. */
async function reminders(productName: string) {
  return database.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(like(mailOutbox.subject, `${productName} endet am %`), eq(mailOutbox.to, "hybrid@demo.at")));
}

/** 10:00 Vienna (09:00 UTC in winter, 08:00 in summer: 09:00 UTC is the same Vienna day either way) `days` before the day. */
const before = (day: string, days: number) => new Date(Date.parse(`${day}T09:00:00Z`) - days * DAY_MS);

describe("the reminder sweep of ending terms (fake clock)", () => {
  it("mails 30 and 7 days before the end of Employer Branding Basic, each once", async () => {
    const term = await order("arbeitgebermarke", "employer-branding-basic", t0);
    const sweep = (now: Date) => remindEndingTerms(ctx(now));

    await sweep(before(term.endsOn, 31));
    expect(await reminders("Employer Branding Basic")).toHaveLength(0);

    await sweep(before(term.endsOn, 30));
    await sweep(before(term.endsOn, 30));
    await sweep(before(term.endsOn, 20));
    const first = await reminders("Employer Branding Basic");
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain("http://localhost/p/employer-branding/bestellen");
    expect(first[0]!.text).toContain("in 30 Tagen");

    // The dashboard's notice lists the term while it ends within 30 days.
    const notice = await endingTerms(database.db, viennaDay(before(term.endsOn, 20)), bakeryId);
    expect(notice.map((row) => [row.productName, row.daysLeft])).toEqual([["Employer Branding Basic", 20]]);
    expect(await endingTerms(database.db, viennaDay(before(term.endsOn, 31)), bakeryId)).toEqual([]);

    await sweep(before(term.endsOn, 7));
    await sweep(before(term.endsOn, 6));
    await sweep(before(term.endsOn, 0));
    const both = await reminders("Employer Branding Basic");
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain("in 7 Tagen");
  });

  it("does not remind of a term a renewal follows", async () => {
    const licence = await order("talentsuche", "basis", t0);
    // Renewed before the reminders are due: the running term is not the family's last one.
    await order("talentsuche", "basis", before(licence.endsOn, 40));
    await remindEndingTerms(ctx(before(licence.endsOn, 30)));
    await remindEndingTerms(ctx(before(licence.endsOn, 7)));
    const [product] = await database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, await productId("talentsuche", "basis")));
    expect(await reminders(product!.name)).toHaveLength(0);
  });
});
