import { base, de, de_AT, en, Faker, fakerDE_AT as faker } from "@faker-js/faker";
import { eq } from "drizzle-orm";
import { addCredits, expireCreditLots, spendCredits } from "~/features/billing/credits.server";
import { orderProduct } from "~/features/billing/orders.server";
import { DEFAULT_RUN_DAYS } from "~/features/job-ads/lifecycle";
import type { JobAdStatus } from "~/lib/job-ad-status";
import type { Executor } from "./client";
import { INDUSTRIES, type IndustryKey, type SeedJob } from "./seed-industries";
import {
  applications,
  companyMessages,
  jobAdEvents,
  jobAdMetricsDaily,
  jobAds,
  products,
  type JobAdLocation,
} from "./schema";
import { DAY_MS } from "~/lib/days";

/**
 * Job ads with every field filled in, their history, credits, invoices, a year of metrics and
 * recent applications: the demo companies get a believable past, the others a few ads each.
 */

const FORM_STEPS = ["data", "design", "content", "product", "publish", "application"];
const STATES = ["draft", "review", "scheduled", "active", "expired", "deactivated", "locked", "deleted"] as const;

const list = (items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join("")}</ul>`;

function adFields(job: SeedJob, company: SeedCompany) {
  const { place } = company;
  const minCents = job.monthly * 100;
  return {
    title: job.title,
    locations: [place],
    remote: job.field === "it" ? "partial" : "none",
    employmentTypes: job.level === "lehrling" ? ["lehre"] : ["vollzeit"],
    weeklyHours: job.level === "lehrling" ? "38,5" : "40",
    jobLevel: job.level,
    jobField: job.field,
    salaryMinCents: minCents,
    salaryMaxCents: job.level === "lehrling" ? null : minCents + 800_00,
    salaryPeriod: "month",
    salaryOverpay: job.level !== "lehrling",
    salaryText:
      job.level === "lehrling"
        ? "Lehrlingsentschädigung im 1. Lehrjahr laut Kollektivvertrag."
        : "Je nach Qualifikation und Erfahrung.",
    content: {
      intro: `<p>${company.name} wächst – und wir suchen Verstärkung für unser Team in ${place.city}.</p>`,
      tasks: list(job.tasks),
      profile: list(job.profile),
      // The job's own benefits where the industry's do not fit it (an office job at an electrician's).
      offer: list(["Ein wertschätzendes Team", ...(job.offer ?? INDUSTRIES[company.industry].offer)]),
      contact: `<p>Wir freuen uns auf Ihre Bewerbung!</p>`,
    },
    contactPerson: contactPersonOf(company),
    logoPath: company.logoPath ?? null,
    applicationMethod: "portal",
    completedSteps: FORM_STEPS,
  };
}

/**
 * The ad's contact person: a name, an address at the company's own domain ("Donautal Technik
 * GmbH" → donautal-technik.at) and a phone number. The domain word is still drawn, though unused,
 * so the seed's one random stream (and every company, ad and talent after it) stays as it was.
 */
function contactPersonOf(company: SeedCompany) {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  faker.internet.domainWord();
  return {
    name: `${first} ${last}`,
    email: `${mailbox(first)}.${mailbox(last)}@${companyDomain(company.name)}`,
    phone: `+43 ${faker.string.numeric(3)} ${faker.string.numeric(6)}`,
  };
}

const LEGAL_FORM_WORDS = new Set(["gmbh", "gesmbh", "ag", "kg", "og", "e.u.", "&", "co", "co."]);

/** "Bäckerei Alpenkorn GmbH" → "baeckerei-alpenkorn.at": the name without its legal form. */
export function companyDomain(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => !LEGAL_FORM_WORDS.has(word.toLowerCase()))
    .map(mailbox)
    .filter(Boolean);
  return `${words.join("-")}.at`;
}

export interface SeedCompany {
  id: number;
  name: string;
  /** The company's logo upload (the demo companies), shown on its ads. */
  logoPath?: string;
  place: JobAdLocation;
  industry: IndustryKey;
  /** The jobs this company advertises: its industry's, fitting its size. */
  jobs: SeedJob[];
}

export interface SeedJobAdsInput {
  now: Date;
  /** The demo companies: ads in every state, credits, invoices, a year of metrics. */
  demoCompanies: SeedCompany[];
  otherCompanies: SeedCompany[];
}

export async function seedJobAds(tx: Executor, input: SeedJobAdsInput): Promise<void> {
  const { now } = input;
  const catalogue = await tx.select().from(products).where(eq(products.family, "stelleninserate"));
  const bySlug = (slug: string) => catalogue.find((product) => product.slug === slug)!;
  const standard = bySlug("standard");
  const top = bySlug("top");
  const spends: Spend[] = [];

  for (const company of input.demoCompanies) {
    // Credits: an old lot that expired, a big order a year ago (expiring soon), a smaller one recently.
    await addCredits(tx, 2, {
      companyId: company.id,
      description: "Willkommensguthaben",
      actorName: "System",
      now: new Date(now.getTime() - 400 * DAY_MS),
      expiresAt: new Date(now.getTime() - 35 * DAY_MS),
    });
    await expireCreditLots(tx, now);
    await orderProduct(tx, {
      companyId: company.id,
      productId: standard.id,
      quantity: 20,
      orderedBy: "Markus Leitner (Verkauf)",
      now: new Date(now.getTime() - 355 * DAY_MS),
    });
    await orderProduct(tx, {
      companyId: company.id,
      productId: top.id,
      quantity: 5,
      orderedBy: "Markus Leitner (Verkauf)",
      now: new Date(now.getTime() - 60 * DAY_MS),
    });

    // One ad in each state; the ids 1–8, 9–16 … stay stable for tests and the README.
    for (const [n, status] of STATES.entries()) {
      const job = company.jobs[n % company.jobs.length]!;
      await seedAd(tx, {
        company,
        job,
        product: n % 3 === 0 ? top : standard,
        now,
        status,
        startDaysAgo: status === "expired" ? 45 : 10,
        demo: true,
        spends,
      });
    }
  }
  // Then the past year: one expired ad per month for every demo company.
  for (const company of input.demoCompanies) {
    for (let month = 0; month < 10; month++) {
      const job = company.jobs[(month + 3) % company.jobs.length]!;
      await seedAd(tx, {
        company,
        job,
        product: month % 3 === 0 ? top : standard,
        now,
        status: "expired",
        startDaysAgo: 350 - month * 32,
        demo: true,
        spends,
      });
    }
  }

  spends.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const spend of spends) {
    await spendCredits(tx, spend.credits, {
      companyId: spend.companyId,
      jobAdId: spend.jobAdId,
      description: `Veröffentlicht: ${spend.title}`,
      actorName: "Katharina Mayr",
      now: spend.at,
    });
  }

  for (const company of input.otherCompanies) {
    for (let n = 0; n < 3; n++) {
      await seedAd(tx, {
        company,
        job: faker.helpers.arrayElement(company.jobs),
        product: standard,
        now,
        status: faker.helpers.arrayElement(STATES),
        startDaysAgo: faker.number.int({ min: 5, max: 25 }),
        demo: false,
        spends,
      });
    }
  }
}

interface Spend {
  jobAdId: number;
  companyId: number;
  credits: number;
  at: Date;
  title: string;
}

/** A name as the part of an e-mail address: "Jürgen" → "juergen". */
const mailbox = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[^a-z]/g, "");

async function seedAd(
  tx: Executor,
  spec: {
    company: SeedCompany;
    job: SeedJob;
    product: typeof products.$inferSelect;
    now: Date;
    status: (typeof STATES)[number];
    startDaysAgo: number;
    demo: boolean;
    /** Credit bookings, made afterwards in date order so every use follows its purchase. */
    spends: Spend[];
  },
) {
  const { company, product, now, status } = spec;
  const runDays = product.runDays ?? DEFAULT_RUN_DAYS;
  const fields = adFields(spec.job, company);
  const started = new Date(now.getTime() - spec.startDaysAgo * DAY_MS);
  const wasLive = ["active", "expired", "deactivated", "locked", "deleted"].includes(status);
  const scheduledAt = new Date(now.getTime() + 5 * DAY_MS);
  // The demo companies' drafts stop after "design", so the form-step guard has something to show.
  const draftSteps = spec.demo ? 2 : faker.number.int({ min: 0, max: FORM_STEPS.length - 1 });
  const [ad] = await tx
    .insert(jobAds)
    .values({
      companyId: company.id,
      ...fields,
      ...(status === "draft"
        ? { completedSteps: FORM_STEPS.slice(0, draftSteps), content: undefined, contactPerson: undefined }
        : {}),
      status,
      previousStatus: status === "locked" ? "active" : status === "deleted" ? "expired" : null,
      origin: faker.helpers.arrayElement(["self-service", "service"]),
      productId: status === "draft" ? null : product.id,
      publishMode: status === "scheduled" ? "scheduled" : "now",
      publishAt: status === "scheduled" ? scheduledAt : null,
      publishedAt: wasLive ? started : null,
      expiresAt: wasLive
        ? new Date(started.getTime() + runDays * DAY_MS)
        : status === "scheduled"
          ? new Date(scheduledAt.getTime() + runDays * DAY_MS)
          : null,
      pushesLeft: status === "draft" ? 0 : product.includedPushes,
      createdAt: new Date(started.getTime() - 2 * DAY_MS),
      updatedAt: started,
    })
    .returning({ id: jobAds.id, expiresAt: jobAds.expiresAt });
  const id = ad!.id;
  const actorName = "Katharina Mayr";
  const events: Array<typeof jobAdEvents.$inferInsert> = [
    {
      jobAdId: id,
      at: new Date(started.getTime() - 2 * DAY_MS),
      action: "create",
      toStatus: "draft",
      actorKind: "company",
      actorName,
    },
  ];
  if (status !== "draft") {
    events.push({
      jobAdId: id,
      at: started,
      action: "publish",
      fromStatus: "draft",
      toStatus: wasLive ? "active" : status,
      actorKind: "company",
      actorName,
    });
    if (spec.demo) {
      spec.spends.push({
        jobAdId: id,
        companyId: company.id,
        credits: product.priceCredits ?? 1,
        at: started,
        title: fields.title,
      });
    }
  }
  const end = ad!.expiresAt && ad!.expiresAt < now ? ad!.expiresAt : now;
  if (status === "expired") {
    events.push({
      jobAdId: id,
      at: end,
      action: "expire",
      fromStatus: "active",
      toStatus: "expired",
      actorKind: "system",
      actorName: "System",
    });
  }
  const closing: Partial<Record<(typeof STATES)[number], [string, JobAdStatus, string]>> = {
    deactivated: ["deactivate", "active", actorName],
    locked: ["lock", "active", "Thomas Moser (QA)"],
    deleted: ["delete", "expired", actorName],
  };
  const close = closing[status];
  if (close) {
    events.push({
      jobAdId: id,
      at: new Date(now.getTime() - DAY_MS),
      action: close[0],
      fromStatus: close[1],
      toStatus: status,
      actorKind: close[2] === actorName ? "company" : "staff",
      actorName: close[2],
    });
  }
  await tx.insert(jobAdEvents).values(events);

  if (!spec.demo || !wasLive) return;
  // Daily metrics while the ad ran; interest fades over the run, weekends are quieter.
  const metrics: Array<typeof jobAdMetricsDaily.$inferInsert> = [];
  for (let t = started.getTime(); t < end.getTime(); t += DAY_MS) {
    const dayIndex = Math.floor((t - started.getTime()) / DAY_MS);
    const date = new Date(t);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const views = Math.round(faker.number.int({ min: 40, max: 120 }) * Math.exp(-dayIndex / 25) * (weekend ? 0.5 : 1));
    const applyClicks = Math.round(views * faker.number.float({ min: 0.05, max: 0.12 }));
    metrics.push({
      jobAdId: id,
      day: date.toISOString().slice(0, 10),
      views,
      applyClicks,
      applications: Math.round(applyClicks * faker.number.float({ min: 0.3, max: 0.6 })),
    });
  }
  if (metrics.length > 0) await tx.insert(jobAdMetricsDaily).values(metrics);
  // One application row per counted application, so the figures and the Bewerber-Manager agree.
  // Their count depends on the calendar (weekends are quieter), so they draw from a random stream
  // of this ad's own: the seed's one stream, and with it every later ad, is the same on any day.
  const random = new Faker({ locale: [de_AT, de, en, base] });
  random.seed(id);
  const received = metrics.flatMap((m) =>
    Array.from({ length: m.applications ?? 0 }, () => {
      const firstName = random.person.firstName();
      const lastName = random.person.lastName();
      const receivedAt = new Date(`${m.day}T${String(random.number.int({ min: 7, max: 20 })).padStart(2, "0")}:15:00Z`);
      return {
        jobAdId: id,
        companyId: company.id,
        candidateName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        email: `${mailbox(firstName)}.${mailbox(lastName)}@example.at`,
        privacyConsentAt: receivedAt,
        accessKey: random.string.alphanumeric(32),
        stage: random.helpers.weightedArrayElement([
          { weight: 6, value: "eingegangen" },
          { weight: 3, value: "in-pruefung" },
          { weight: 1, value: "interview" },
        ]),
        receivedAt,
        updatedAt: receivedAt,
      };
    }),
  );
  if (received.length > 0) {
    await tx
      .insert(applications)
      .values(
        received.map((application, n) => ({ ...application, readAt: n % 3 === 0 ? null : application.receivedAt })),
      );
  }
  if (status === "locked") {
    await tx.insert(companyMessages).values({
      companyId: company.id,
      jobAdId: id,
      subject: `Ihr Inserat „${fields.title}“ wurde gesperrt`,
      body: "Wir haben Ihr Inserat vorübergehend gesperrt, weil uns eine Beschwerde zur angegebenen Entlohnung erreicht hat. Bitte melden Sie sich bei Ihrer Ansprechperson.",
    });
  }
}
