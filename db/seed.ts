import { fakerDE_AT as faker } from "@faker-js/faker";
import { inArray } from "drizzle-orm";
import { GROUPS, CUSTOMER_ABILITIES, type CustomerAbility, type Group } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import { hashPassword } from "../idp/passwords";
import { DEMO_PASSWORD, staffEmail } from "./demo";
import type { Database } from "./client";
import { GENERATED_INDUSTRIES, INDUSTRIES, jobsForCompany, type IndustryKey } from "./seed-industries";
import { welcomeMessage } from "~/features/account/welcome";
import { seedJobAds } from "./seed-job-ads";
import { seedCompanyLogo, type LogoMark } from "./seed-logos";
import { seedEmployerPages } from "./seed-employer-pages";
import { seedTalentPool } from "./seed-talent-pool";
import {
  companies,
  companyMemberships,
  companyUsers,
  featureFlags,
  idpAccounts,
  companyMessages,
  staffUsers,
  userSettings,
} from "./schema";

const AUSTRIAN_CITIES: Array<{ city: string; postcode: string; state: string }> = [
  { city: "Wien", postcode: "1010", state: "Wien" },
  { city: "Graz", postcode: "8010", state: "Steiermark" },
  { city: "Linz", postcode: "4020", state: "Oberösterreich" },
  { city: "Salzburg", postcode: "5020", state: "Salzburg" },
  { city: "Innsbruck", postcode: "6020", state: "Tirol" },
  { city: "Klagenfurt am Wörthersee", postcode: "9020", state: "Kärnten" },
  { city: "Villach", postcode: "9500", state: "Kärnten" },
  { city: "Wels", postcode: "4600", state: "Oberösterreich" },
  { city: "St. Pölten", postcode: "3100", state: "Niederösterreich" },
  { city: "Dornbirn", postcode: "6850", state: "Vorarlberg" },
  { city: "Wiener Neustadt", postcode: "2700", state: "Niederösterreich" },
  { city: "Steyr", postcode: "4400", state: "Oberösterreich" },
  { city: "Feldkirch", postcode: "6800", state: "Vorarlberg" },
  { city: "Bregenz", postcode: "6900", state: "Vorarlberg" },
  { city: "Leoben", postcode: "8700", state: "Steiermark" },
  { city: "Eisenstadt", postcode: "7000", state: "Burgenland" },
];

const LEGAL_FORMS = ["GmbH", "GmbH & Co KG", "AG", "KG", "OG", "e.U."];

const STAFF_NAMES: Record<Group, [string, string, string]> = {
  admin: ["Andrea", "Hofer", "Plattform-Administration"],
  adminExternal: ["Stefan", "Gruber", "Externe Administration"],
  customerCare: ["Sabine", "Huber", "Kundenbetreuung"],
  interface: ["Lukas", "Wagner", "Schnittstellen"],
  login: ["Julia", "Pichler", "Login-Support"],
  qa: ["Thomas", "Moser", "Qualitätssicherung Inserate"],
  readOnly: ["Claudia", "Steiner", "Controlling"],
  sales: ["Markus", "Leitner", "Key Account Manager"],
  serviceEntry: ["Eva", "Bauer", "Inseratenerfassung"],
  support: ["Michael", "Fuchs", "Kundensupport"],
};

/** Profiles of the talent pool in the demo data: enough for real searches, few enough for a fast first start. */
const TALENT_COUNT = 20_000;

function pick<T>(items: readonly T[]): T {
  return faker.helpers.arrayElement(items);
}

/**
 * A deterministic, believable Austrian market: the demo accounts of the README plus
 * companies of every distribution channel, their users, job ads and staff.
 */
export async function seedDatabase(
  db: Database,
  options: { companyCount?: number; talentCount?: number } = {},
): Promise<void> {
  faker.seed(20261123);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const staff = new Map<Group, number>();
    for (const group of GROUPS) {
      const [firstName, lastName, position] = STAFF_NAMES[group];
      const subject = `staff-${group.toLowerCase()}`;
      const email = staffEmail(group);
      const [row] = await tx
        .insert(staffUsers)
        .values({
          idpSubject: subject,
          email,
          firstName,
          lastName,
          position,
          phone: `+43 732 9060 ${String(100 + GROUPS.indexOf(group))}`,
          thumbnailUrl: `/images/team/${subject}.svg`,
        })
        .returning({ id: staffUsers.id });
      staff.set(group, row!.id);
      await tx.insert(idpAccounts).values({
        provider: "internal",
        id: subject,
        email,
        passwordHash,
        firstName,
        lastName,
        groups: [group],
      });
    }
    const salesId = staff.get("sales")!;

    const linz = AUSTRIAN_CITIES.find((c) => c.city === "Linz")!;
    // What each company does decides the jobs it advertises (db/seed-industries.ts).
    const industryOf = new Map<number, { industry: IndustryKey; legalForm: string }>();
    const insertCompany = async (values: {
      fullName: string;
      industry: IndustryKey;
      place: (typeof AUSTRIAN_CITIES)[number];
      channel: DistributionChannel;
      abilities: CustomerAbility[];
      salesUserId: number | null;
    }) => {
      const [row] = await tx
        .insert(companies)
        .values({
          fullName: values.fullName,
          street: faker.location.streetAddress(),
          postcode: values.place.postcode,
          city: values.place.city,
          state: values.place.state,
          uidNumber: `ATU${faker.string.numeric(8)}`,
          distributionChannel: values.channel,
          abilities: values.abilities,
          assignedSalesUserId: values.salesUserId,
        })
        .returning({ id: companies.id });
      industryOf.set(row!.id, { industry: values.industry, legalForm: values.fullName.split(" ").at(-1)! });
      return row!.id;
    };
    const insertUser = async (subject: string, email: string, first: string, last: string, companyIds: number[]) => {
      const [row] = await tx
        .insert(companyUsers)
        .values({ idpSubject: subject, email, firstName: first, lastName: last, defaultCompanyId: companyIds[0]! })
        .returning({ id: companyUsers.id });
      await tx.insert(companyMemberships).values(companyIds.map((companyId) => ({ userId: row!.id, companyId })));
      await tx.insert(idpAccounts).values({
        provider: "business",
        id: subject,
        email,
        passwordHash,
        firstName: first,
        lastName: last,
      });
      return row!.id;
    };

    const kundeCompanies = [
      await insertCompany({
        fullName: "Donautal Technik GmbH",
        industry: "elektrotechnik",
        place: linz,
        channel: "DIRECT-SALES",
        abilities: [...CUSTOMER_ABILITIES],
        salesUserId: salesId,
      }),
      await insertCompany({
        fullName: "Donautal Technik Service GmbH",
        industry: "elektrotechnik",
        place: AUSTRIAN_CITIES.find((c) => c.city === "Wels")!,
        channel: "DIRECT-SALES",
        abilities: ["job", "invoice"],
        salesUserId: salesId,
      }),
      await insertCompany({
        fullName: "Donautal Logistik GmbH",
        industry: "logistik",
        place: AUSTRIAN_CITIES.find((c) => c.city === "Steyr")!,
        channel: "DIRECT-SALES",
        abilities: ["job", "invoice", "businessPage"],
        salesUserId: salesId,
      }),
    ];
    const kundeId = await insertUser("demo-kunde", "kunde@demo.at", "Katharina", "Mayr", kundeCompanies);
    await seedEmployerPages(tx, { companyId: kundeCompanies[0]!, publishedByUserId: kundeId, now: new Date() });

    const hybridCompany = await insertCompany({
      fullName: "Bäckerei Alpenkorn GmbH",
      industry: "baeckerei",
      place: AUSTRIAN_CITIES.find((c) => c.city === "Graz")!,
      channel: "HYBRID",
      abilities: ["job"],
      salesUserId: staff.get("customerCare")!,
    });
    await insertUser("demo-hybrid", "hybrid@demo.at", "Florian", "Brunner", [hybridCompany]);

    const allCompanies = [...kundeCompanies, hybridCompany];
    const channels: DistributionChannel[] = ["DIRECT-SALES", "HYBRID", "SELF-SERVICE"];
    for (let i = 0; i < (options.companyCount ?? 60); i++) {
      const industry = pick(GENERATED_INDUSTRIES);
      const name = `${faker.person.lastName()} ${INDUSTRIES[industry].label} ${pick(LEGAL_FORMS)}`;
      const abilities = faker.helpers.arrayElements(
        CUSTOMER_ABILITIES.filter((a) => a !== "job"),
        {
          min: 0,
          max: 3,
        },
      );
      const id = await insertCompany({
        fullName: name,
        industry,
        place: pick(AUSTRIAN_CITIES),
        channel: pick(channels),
        abilities: ["job", ...abilities],
        salesUserId: pick([salesId, staff.get("customerCare")!, null]),
      });
      allCompanies.push(id);
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      await insertUser(
        `user-${id}`,
        `${faker.internet.username({ firstName: first, lastName: last }).toLowerCase()}.${id}@example.at`,
        first,
        last,
        [id],
      );
    }

    // A colleague of kunde@demo.at in Donautal Technik GmbH, to mention in notes (issue 34 §5). Last,
    // so the ids of the users before stay as they were; no application mails, so the mails that
    // tests count stay as they were too.
    const colleagueId = await insertUser("demo-kollegin", "kollegin@demo.at", "Lena", "Gruber", [kundeCompanies[0]!]);
    await tx.insert(userSettings).values({ userId: colleagueId, applicationMail: false });

    const places = await tx
      .select({
        id: companies.id,
        name: companies.fullName,
        city: companies.city,
        postcode: companies.postcode,
        state: companies.state,
      })
      .from(companies);
    const place = (id: number) => {
      const row = places.find((p) => p.id === id)!;
      const { industry, legalForm } = industryOf.get(id)!;
      return {
        id,
        name: row.name,
        place: { city: row.city, postcode: row.postcode, state: row.state },
        industry,
        jobs: jobsForCompany(industry, legalForm),
      };
    };
    // The demo companies' logos, on their ads (issue 34 §6).
    const logos: [LogoMark, string][] = [
      ["donautal", "#1d4ed8"],
      ["donautal", "#0f766e"],
      ["donautal", "#334155"],
      ["baeckerei", "#b45309"],
    ];
    const demoCompanies = await Promise.all(
      allCompanies.slice(0, 4).map(async (id, index) => {
        const [mark, colour] = logos[index]!;
        return { ...place(id), logoPath: await seedCompanyLogo(tx, id, mark, colour) };
      }),
    );
    await seedJobAds(tx, {
      now: new Date(),
      demoCompanies,
      otherCompanies: allCompanies.slice(4).map(place),
    });
    const welcomed = await tx
      .select({ id: companies.id, abilities: companies.abilities })
      .from(companies)
      .where(inArray(companies.id, allCompanies.slice(0, 4)))
      .orderBy(companies.id);
    await tx
      .insert(companyMessages)
      .values(welcomed.map((company) => ({ companyId: company.id, ...welcomeMessage(company.abilities) })));

    await seedTalentPool(tx, {
      count: options.talentCount ?? TALENT_COUNT,
      now: new Date(),
      licensedCompanyId: kundeCompanies[0]!,
      orderedBy: "Markus Leitner",
    });

    await tx.insert(featureFlags).values([
      { key: "maintenance", enabled: false, description: "Wartungsmodus: öffentliche Seiten leiten auf /wartung" },
      { key: "activeSourcingNewVersion", enabled: true, description: "Neue Version der Talentsuche" },
      { key: "smartBewerben", enabled: true, description: "Smart Bewerben für DIRECT-SALES-Kunden" },
    ]);
  });
}
