import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { employerPageFollowers, jobAds, mailOutbox } from "@db/schema";
import { seedDatabase } from "@db/seed";
import {
  confirmFollow,
  CONFIRMATION_TTL_MS,
  followerCount,
  followLinkState,
  followOfToken,
  forgetSpentFollowLinks,
  requestFollow,
  unsubscribe,
} from "~/features/employer-branding/following.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { alertFollowers, type SweepContext } from "@server/jobs/sweeps";
import { createLogger } from "@server/logger";
import { createMailTransport } from "@server/mail/transport";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMemoryDocumentStore } from "../../server/document-store";

/**
 * Following a company (issue 14) on a real database with a fake clock: the double opt-in stores
 * nothing before the confirmation, a link confirms once and no link sent before an unsubscribe
 * works after it (issue 32), the daily alert names each new ad once and goes out at most once a
 * Vienna day from the configured hour on, and the unsubscribe link deletes the address.
 * Company 1 is the demo's Donautal Technik GmbH.
 */

const BASE = "https://portal.example";
const signer = createTokenSigner(["ein-geheimnis-mit-mehr-als-zweiunddreissig-zeichen"]);
const page = { companyId: 1, companyName: "Donautal Technik GmbH", path: "/unternehmen/donautal-technik-gmbh" };
let testDatabase: TestDatabase;
let database: DatabaseHandle;
/** Eva's confirmation link of the first test, used again after she unsubscribed. */
let evasLink = "";

/** 10:00 Vienna (09:00 UTC in winter) on a day in the future, so that no seed ad is newer. */
const day = (n: number, hourUtc = 9) => new Date(Date.UTC(2031, 0, 5 + n, hourUtc));

const sweep = (now: Date): SweepContext => ({
  db: database.db,
  documents: createMemoryDocumentStore(),
  tokenSigner: signer,
  logger: createLogger("silent"),
  transport: createMailTransport({ smtpUrl: undefined, from: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>" }),
  now,
  followerAlerts: { baseUrl: BASE, hour: 7 },
});

async function mailsTo(address: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id));
}

function tokenIn(text: string): string {
  const match = /folgen\?token=([^\s]+)/.exec(text);
  expect(match, "confirmation link").not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Puts one of company 1's drafts live at `publishedAt` under a new title. */
async function publishAd(title: string, publishedAt: Date): Promise<number> {
  const [draft] = await database.db
    .select({ id: jobAds.id })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, 1), eq(jobAds.status, "draft")))
    .limit(1);
  const id = draft!.id;
  await database.db
    .update(jobAds)
    .set({
      title,
      status: "active",
      anonymous: false,
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + 60 * 86_400_000),
    })
    .where(eq(jobAds.id, id));
  return id;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 2, talentCount: 100 });
  // More drafts of company 1 to publish in the tests.
  const [template] = await database.db.select().from(jobAds).where(eq(jobAds.companyId, 1)).limit(1);
  for (let i = 0; i < 5; i++) {
    const { id: _id, ...rest } = template!;
    await database.db
      .insert(jobAds)
      .values({ ...rest, status: "draft", publishedAt: null, createKey: null, title: `Entwurf ${i}` });
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe("double opt-in", () => {
  it("mails a link and stores nothing before the link is used; the link confirms once", async () => {
    await requestFollow(database.db, signer, { page, email: "  Eva.Muster@Example.AT ", baseUrl: BASE, now: day(0) });
    const [mail] = await mailsTo("eva.muster@example.at");
    expect(mail!.subject).toBe("Bitte bestätigen Sie: Neue Stellen von Donautal Technik GmbH per E-Mail");
    expect(mail!.text).toContain(`${BASE}/unternehmen/donautal-technik-gmbh/folgen?token=`);
    expect(await followerCount(database.db, 1)).toBe(0);

    const token = tokenIn(mail!.text);
    evasLink = token;
    // Looking at the link (the page a mail scanner opens) changes nothing.
    expect(await followLinkState(database.db, signer, { token, companyId: 1, now: day(1) })).toBe("open");
    expect(await followerCount(database.db, 1)).toBe(0);
    expect(await confirmFollow(database.db, signer, { token, companyId: 1, now: day(1) })).toBe("confirmed");
    expect(await followerCount(database.db, 1)).toBe(1);
    // Used once, the link is spent.
    expect(await followLinkState(database.db, signer, { token, companyId: 1, now: day(1) })).toBe("spent");
    expect(await confirmFollow(database.db, signer, { token, companyId: 1, now: day(1) })).toBe("spent");
    expect(await followerCount(database.db, 1)).toBe(1);

    // Asking again as a follower sends no new link: a mail says she follows already, with the way out.
    await requestFollow(database.db, signer, { page, email: "eva.muster@example.at", baseUrl: BASE, now: day(1) });
    const [already, ...earlier] = await mailsTo("eva.muster@example.at");
    expect(earlier).toHaveLength(1);
    expect(already!.subject).toBe("Sie folgen Donautal Technik GmbH bereits");
    expect(already!.text).toMatch(new RegExp(`${BASE}/job-alerts/abmelden\\?token=[A-Za-z0-9_-]{20,}`));
    expect(already!.text).not.toContain("/folgen?token=");
    expect(await followerCount(database.db, 1)).toBe(1);
  });

  it("keeps the address out of the link: the request in it is sealed, not only signed", async () => {
    await requestFollow(database.db, signer, { page, email: "geheim.adresse@example.at", baseUrl: BASE, now: day(0) });
    const token = tokenIn((await mailsTo("geheim.adresse@example.at"))[0]!.text);
    const readable = [token, decodeURIComponent(token), Buffer.from(token, "base64url").toString("latin1")];
    for (const text of readable) expect(text).not.toMatch(/geheim|example/);
    // A signed (readable) request with the same content is no confirmation link.
    const signed = signer.sign(
      JSON.stringify({ companyId: 1, email: "geheim.adresse@example.at", at: day(0).getTime() }),
    );
    expect(await followLinkState(database.db, signer, { token: signed, companyId: 1, now: day(1) })).toBe("invalid");
  });

  it("refuses links that are forged, for another company's page, or older than seven days", async () => {
    await requestFollow(database.db, signer, { page, email: "spaet@example.at", baseUrl: BASE, now: day(0) });
    const token = tokenIn((await mailsTo("spaet@example.at"))[0]!.text);
    const late = new Date(day(0).getTime() + CONFIRMATION_TTL_MS + 60_000);
    expect(await confirmFollow(database.db, signer, { token, companyId: 1, now: late })).toBe("expired");
    expect(await confirmFollow(database.db, signer, { token, companyId: 2, now: day(1) })).toBe("invalid");
    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen-x"]).seal(
      JSON.stringify({ companyId: 1, email: "fremd@example.at", at: day(0).getTime() }),
    );
    expect(await confirmFollow(database.db, signer, { token: forged, companyId: 1, now: day(1) })).toBe("invalid");
    expect(await confirmFollow(database.db, signer, { token: "kaputt", companyId: 1, now: day(1) })).toBe("invalid");
    expect(await followerCount(database.db, 1)).toBe(1);
  });
});

describe("the daily alert", () => {
  const EVA = "eva.muster@example.at";
  const alerts = async () =>
    (await mailsTo(EVA)).filter((mail) => /^(Neue Stelle|\d+ neue Stellen) bei /.test(mail.subject));

  it("names a new ad once, at most once a day, and not before the hour", async () => {
    const first = await publishAd("Elektriker:in Folgetest (m/w/d)", day(2, 5));
    // 06:30 Vienna: before the batch hour, nothing goes out.
    expect((await alertFollowers(sweep(day(2, 5.5)))).done).toBe(0);
    expect((await alertFollowers(sweep(day(2)))).done).toBe(1);
    const [mail] = await alerts();
    expect(mail!.subject).toBe("Neue Stelle bei Donautal Technik GmbH: Elektriker:in Folgetest (m/w/d)");
    expect(mail!.text).toContain(`${BASE}/jobs/${first}-elektriker-in-folgetest-m-w-d`);
    expect(mail!.text).toMatch(new RegExp(`${BASE}/job-alerts/abmelden\\?token=[A-Za-z0-9_-]{20,}`));

    // The same day: a second ad waits for tomorrow's batch.
    const second = await publishAd("Monteur:in Folgetest (m/w/d)", day(2, 12));
    expect((await alertFollowers(sweep(day(2, 13)))).done).toBe(0);
    expect(await alerts()).toHaveLength(1);
    // Tomorrow: only the second ad, once.
    expect((await alertFollowers(sweep(day(3)))).done).toBe(1);
    const [next] = await alerts();
    expect(next!.subject).toBe("Neue Stelle bei Donautal Technik GmbH: Monteur:in Folgetest (m/w/d)");
    expect(next!.text).toContain(`/jobs/${second}-`);
    expect(next!.text).not.toContain(`/jobs/${first}-`);
    expect((await alertFollowers(sweep(day(4)))).done).toBe(0);
    expect(await alerts()).toHaveLength(2);
  });

  it("ends with the unsubscribe link: the address is deleted and gets nothing more", async () => {
    const token = /abmelden\?token=([A-Za-z0-9_-]+)/.exec((await alerts())[0]!.text)![1]!;
    expect(await followOfToken(database.db, token)).toEqual({ companyName: "Donautal Technik GmbH", email: EVA });
    // A link for her mailbox that was sent but never used before she unsubscribes.
    const unused = signer.seal(
      JSON.stringify({ companyId: 1, email: "eva.muster+jobs@example.at", at: day(4).getTime() }),
    );
    expect(await unsubscribe(database.db, token, day(5, 4))).toBe(true);
    expect(await unsubscribe(database.db, token, day(5, 4))).toBe(false);
    expect(await followOfToken(database.db, token)).toBeNull();
    expect(await database.db.select().from(employerPageFollowers).where(eq(employerPageFollowers.email, EVA))).toEqual(
      [],
    );
    // No link sent before the unsubscribe follows again; a new request does.
    for (const link of [evasLink, unused]) {
      expect(await confirmFollow(database.db, signer, { token: link, companyId: 1, now: day(5, 5) })).toBe("spent");
    }
    expect(await followerCount(database.db, 1)).toBe(0);
    await requestFollow(database.db, signer, { page, email: EVA, baseUrl: BASE, now: day(5, 5) });
    const fresh = tokenIn((await mailsTo(EVA))[0]!.text);
    expect(await followLinkState(database.db, signer, { token: fresh, companyId: 1, now: day(5, 5) })).toBe("open");
    await publishAd("Techniker:in nach der Abmeldung (m/w/d)", day(5, 5));
    expect((await alertFollowers(sweep(day(5)))).done).toBe(0);
  });

  it("tells several followers in one run, each of the ads that went live since they confirmed", async () => {
    const follow = async (email: string, at: Date) => {
      await requestFollow(database.db, signer, { page, email, baseUrl: BASE, now: at });
      const token = tokenIn((await mailsTo(email))[0]!.text);
      expect(await confirmFollow(database.db, signer, { token, companyId: 1, now: at })).toBe("confirmed");
    };
    await follow("frueh@example.at", day(6, 4));
    const early = await publishAd("Lagerist:in Folgetest (m/w/d)", day(6, 5));
    await follow("spaet.dran@example.at", day(6, 6));
    const late = await publishAd("Disponent:in Folgetest (m/w/d)", day(6, 7));

    expect((await alertFollowers(sweep(day(7)))).done).toBe(2);
    const [both] = await mailsTo("frueh@example.at");
    expect(both!.subject).toBe("2 neue Stellen bei Donautal Technik GmbH");
    expect(both!.text).toContain(`/jobs/${early}-`);
    expect(both!.text).toContain(`/jobs/${late}-`);
    const [one] = await mailsTo("spaet.dran@example.at");
    expect(one!.subject).toBe("Neue Stelle bei Donautal Technik GmbH: Disponent:in Folgetest (m/w/d)");
    expect(one!.text).not.toContain(`/jobs/${early}-`);
    // Mail programs offer a one-click unsubscribe (List-Unsubscribe) with the token of the link in the text.
    for (const mail of [both!, one!]) {
      const token = /abmelden\?token=([A-Za-z0-9_-]{20,})/.exec(mail.text)![1];
      expect(mail.listUnsubscribe).toBe(`${BASE}/job-alerts/abmelden/ein-klick?token=${token}`);
    }
    expect((await alertFollowers(sweep(day(8)))).done).toBe(0);
  });

  it("forgets spent links once they would be refused as expired anyway", async () => {
    expect(await forgetSpentFollowLinks(database.db, day(10))).toBe(0);
    expect(await forgetSpentFollowLinks(database.db, day(30))).toBeGreaterThan(0);
    expect(await confirmFollow(database.db, signer, { token: evasLink, companyId: 1, now: day(30) })).toBe("expired");
  });
});
