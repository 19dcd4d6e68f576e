import { fakerDE_AT as faker } from "@faker-js/faker";
import { count, inArray } from "drizzle-orm";
import { GROUPS, CUSTOMER_ABILITIES, type CustomerAbility, type Group } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import { hashPassword } from "../idp/passwords";
import type { Database } from "./client";
import { GENERATED_INDUSTRIES, INDUSTRIES, jobsForCompany, type IndustryKey } from "./seed-industries";
import { welcomeMessage } from "~/features/account/welcome";
import { seedJobAds } from "./seed-job-ads";
import {
  companies,
  companyMemberships,
  companyUsers,
  featureFlags,
  idpAccounts,
  companyMessages,
  products,
  staffUsers,
} from "./schema";

/** The one password of every demo account; only ever used by this seed. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  email: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "kunde@demo.at", description: "Kunde (DIRECT-SALES, Linz, alle Fähigkeiten, 3 Unternehmen)" },
  { email: "hybrid@demo.at", description: "Kunde (HYBRID, ein Unternehmen, nur Inserate)" },
  ...GROUPS.map((group) => ({
    email: staffEmail(group),
    description: `Mitarbeiter:in, Gruppe ${group}`,
  })),
];

export function staffEmail(group: Group): string {
  return `${group.toLowerCase()}@intern.demo.at`;
}

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

function pick<T>(items: readonly T[]): T {
  return faker.helpers.arrayElement(items);
}

/** True when the database has no companies yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

/**
 * A deterministic, believable Austrian market: the demo accounts of the README plus
 * companies of every distribution channel, their users, job ads and staff.
 */
export async function seedDatabase(db: Database, options: { companyCount?: number } = {}): Promise<void> {
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
    await insertUser("demo-kunde", "kunde@demo.at", "Katharina", "Mayr", kundeCompanies);

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

    // ── Product catalogue ─────────────────────────────────────────────────────────────────
    // The public product pages, the teaser bar and the job-ad editor read names, run times,
    // credits and prices from here.
    await tx.insert(products).values(PRODUCT_CATALOGUE);

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
    await seedJobAds(tx, {
      now: new Date(),
      demoCompanies: allCompanies.slice(0, 4).map(place),
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

    await tx.insert(featureFlags).values([
      { key: "maintenance", enabled: false, description: "Wartungsmodus: öffentliche Seiten leiten auf /wartung" },
      { key: "activeSourcingNewVersion", enabled: true, description: "Neue Version der Talentsuche" },
      { key: "smartBewerben", enabled: true, description: "Smart Bewerben für DIRECT-SALES-Kunden" },
    ]);
  });
}

/**
 * Net prices in euro cents; deliberately fixed (no faker) so pages and tests can rely on them.
 * Run days, pushes, top-placement days and credits live only in their columns: the pages, the
 * editor and the invoice word them (~/lib/catalogue), so texts and features never repeat a number.
 */
const PRODUCT_CATALOGUE: Array<typeof products.$inferInsert> = [
  {
    family: "stelleninserate",
    slug: "standard",
    name: "Stelleninserat Standard",
    shortDescription: "Für Stellen, die sich gut über die Suche finden lassen.",
    longDescription:
      "Das Standard-Inserat erscheint während seiner Laufzeit in den Suchergebnissen und in passenden Job-Alerts. Sie gestalten es mit Ihrem Logo, geben das Gehalt gesetzeskonform an und erhalten alle Bewerbungen gesammelt im Bewerber-Manager.",
    features: [
      "Sichtbar in der Suche und in passenden Job-Alerts",
      "Inserat mit Logo und Ihren Unternehmensfarben",
      "Pflichtfeld für die Gehaltsangabe nach GlBG § 9 (2)",
      "Bewerbungen gesammelt im Bewerber-Manager",
    ],
    runDays: 30,
    priceCredits: 1,
    priceCents: 49_000,
    sortOrder: 1,
  },
  {
    family: "stelleninserate",
    slug: "top",
    name: "Stelleninserat Top",
    shortDescription: "Länger online und zu Beginn ganz oben in den Suchergebnissen.",
    longDescription:
      "Das Top-Inserat läuft länger als das Standard-Inserat, steht in seinen ersten Tagen über den übrigen Treffern und lässt sich mit einem Push wieder an den Anfang setzen. Die richtige Wahl für Stellen mit vielen Mitbewerbern und für Profile, die seltener gesucht werden.",
    features: [
      "Top-Platzierung über den übrigen Suchergebnissen",
      "Sichtbar in der Suche und in passenden Job-Alerts",
      "Inserat mit Logo und Ihren Unternehmensfarben",
      "Bewerbungen gesammelt im Bewerber-Manager",
    ],
    runDays: 60,
    priceCredits: 2,
    includedPushes: 1,
    topPlacementDays: 7,
    priceCents: 89_000,
    sortOrder: 2,
  },
  {
    family: "stelleninserate",
    slug: "premium",
    name: "Stelleninserat Premium",
    shortDescription: "Maximale Reichweite: die längste Top-Platzierung, Pushes und eine Social-Media-Kampagne.",
    longDescription:
      "Das Premium-Inserat verbindet die längste Top-Platzierung mit Pushes, die Ihr Inserat wieder an den Anfang der Ergebnisliste setzen, und einer Social-Media-Kampagne, die auch Menschen erreicht, die gerade nicht aktiv suchen.",
    features: [
      "Top-Platzierung über den übrigen Suchergebnissen",
      "Pushes: Ihr Inserat rückt erneut an den Anfang",
      "Zusätzliche Reichweite über Social Media",
      "Bewerbungen gesammelt im Bewerber-Manager",
    ],
    runDays: 60,
    priceCredits: 3,
    includedPushes: 2,
    topPlacementDays: 14,
    priceCents: 129_000,
    sortOrder: 3,
  },
  {
    family: "talentsuche",
    slug: "basis",
    name: "Talentsuche Basis",
    shortDescription: "Monatslizenz für eine Person mit 10 Kontaktanfragen.",
    longDescription:
      "Mit der Basis-Lizenz durchsuchen Sie einen Monat lang alle Profile wechselbereiter Talente, speichern Suchen und sprechen bis zu zehn Kandidat:innen direkt an. Ideal, wenn Sie einzelne Schlüsselstellen besetzen.",
    features: [
      "Monatslizenz für eine Person",
      "10 Kontaktanfragen pro Monat",
      "Suche nach Beruf, Region, Erfahrung und Verfügbarkeit",
      "Gespeicherte Suchen mit Benachrichtigung bei neuen Profilen",
    ],
    runDays: 30,
    priceCredits: null,
    priceCents: 39_000,
    sortOrder: 1,
  },
  {
    family: "talentsuche",
    slug: "premium",
    name: "Talentsuche Premium",
    shortDescription: "Monatslizenz für bis zu drei Personen mit 40 Kontaktanfragen und Matching.",
    longDescription:
      "Die Premium-Lizenz ist für Recruiting-Teams gedacht: bis zu drei Personen arbeiten gemeinsam in Projekten, das Matching schlägt passende Talente zu Ihren offenen Inseraten vor, und 40 Kontaktanfragen pro Monat reichen für mehrere Stellen gleichzeitig.",
    features: [
      "Monatslizenz für bis zu 3 Personen",
      "40 Kontaktanfragen pro Monat",
      "Matching: passende Talente zu Ihren Inseraten",
      "Projekte für die Zusammenarbeit im Team",
      "Gespeicherte Suchen mit Benachrichtigung bei neuen Profilen",
    ],
    runDays: 30,
    priceCredits: null,
    priceCents: 79_000,
    sortOrder: 2,
  },
  {
    family: "arbeitgebermarke",
    slug: "unternehmensseite",
    name: "Unternehmensseite",
    shortDescription: "Ihr Arbeitgeberprofil mit Logo, Beschreibung, Benefits und allen offenen Stellen.",
    longDescription:
      "Die Unternehmensseite bündelt alles, was Bewerber:innen vor einer Bewerbung wissen möchten: wer Sie sind, wo Sie arbeiten, welche Benefits Sie bieten – und welche Stellen gerade offen sind. Jedes Ihrer Inserate verlinkt auf diese Seite.",
    features: [
      "Logo, Titelbild und Unternehmensbeschreibung",
      "Benefits und Standorte auf einen Blick",
      "Alle offenen Stellen automatisch eingebunden",
    ],
    runDays: 365,
    priceCredits: null,
    priceCents: 99_000,
    sortOrder: 1,
  },
  {
    family: "arbeitgebermarke",
    slug: "unternehmensseite-plus",
    name: "Unternehmensseite Plus",
    shortDescription: "Die Unternehmensseite mit Bildergalerie, Videos und Mitarbeiterstimmen.",
    longDescription:
      "Unternehmensseite Plus zeigt Ihren Arbeitsalltag: Bildergalerie, Videos und Stimmen Ihrer Mitarbeiter:innen machen greifbar, wie es sich bei Ihnen arbeitet. Kennzahlen zeigen, wie oft Ihre Seite besucht wird.",
    features: [
      "Alles aus der Unternehmensseite",
      "Bildergalerie und Videos",
      "Mitarbeiterstimmen und Ansprechpersonen",
      "Kennzahlen zu Besuchen und Klicks",
    ],
    runDays: 365,
    priceCredits: null,
    priceCents: 199_000,
    sortOrder: 2,
  },
  {
    family: "arbeitgebermarke",
    slug: "employer-branding-basic",
    name: "Employer Branding Basic",
    shortDescription: "Ihre Arbeitgebermarke sichtbar bei allen, die gerade nicht aktiv suchen.",
    longDescription:
      "Employer Branding Basic macht Ihr Unternehmen bei Menschen bekannt, die noch nicht nach einer Stelle suchen: Ihr Logo erscheint bei passenden Suchen in Ihrer Region, und Ihre Unternehmensseite wird auf thematisch passenden Seiten empfohlen.",
    features: [
      "Unternehmensseite Plus inklusive",
      "Logo-Einblendung bei passenden Suchen in Ihrer Region",
      "Empfehlung Ihrer Unternehmensseite im HR Know-how und in Job-Alerts",
    ],
    runDays: 365,
    priceCredits: null,
    priceCents: 290_000,
    sortOrder: 3,
  },
  {
    family: "arbeitgebermarke",
    slug: "employer-branding-plus",
    name: "Employer Branding Plus",
    shortDescription: "Die Kampagne für Ihre Arbeitgebermarke – mit Beratung und Auswertung.",
    longDescription:
      "Employer Branding Plus verbindet alle Leistungen von Basic mit einer persönlichen Beratung: Gemeinsam schärfen wir Ihr Arbeitgeberversprechen, planen zwei Kampagnen im Jahr und werten deren Wirkung für Sie aus.",
    features: [
      "Alles aus Employer Branding Basic",
      "Workshop zu Ihrem Arbeitgeberversprechen",
      "2 Kampagnen pro Jahr auf der Plattform und in Social Media",
      "Halbjährliche Auswertung mit Ihrer Ansprechperson",
    ],
    runDays: 365,
    priceCredits: null,
    priceCents: 590_000,
    sortOrder: 4,
  },
];
