import { describe, expect, it } from "vitest";
import { distanceKm, findPlace, PLACES, type Place } from "~/features/active-sourcing/places";
import type { TalentProfileInput } from "~/features/active-sourcing/talent-pool.server";
import { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_LEVELS, REMOTE_OPTIONS } from "~/features/job-ads/vocabulary";
import type { TalentPosition } from "./schema";
import { generateTalentProfiles, TALENT_PERSONAS } from "./seed-talents";
import { EMPLOYER_KINDS, EMPLOYER_SIZES, OCCUPATIONS } from "./seed-talents-vocabulary";

const NOW = new Date("2026-03-15T10:00:00Z");
const DAY_MS = 86_400_000;
/** The talent search finds people active within this many days (talent-search.server.ts). */
const ACTIVE_DAYS = 365;
const LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"];

/** The years of experience each level allows: [least, most]. */
const YEARS_BY_LEVEL: Record<string, readonly [number, number]> = {
  lehrling: [0, 2],
  einstieg: [0, 2],
  fachkraft: [2, 15],
  teamleitung: [6, 45],
  fuehrung: [10, 45],
  vorstand: [15, 45],
};

const monthIndex = (month: string) => {
  const [year, number] = month.split("-").map(Number);
  return year! * 12 + number! - 1;
};
const NOW_MONTH = NOW.getUTCFullYear() * 12 + NOW.getUTCMonth();

/** Months worked, both ends included; an ongoing position runs to now's month. */
const monthsOf = (position: TalentPosition) =>
  monthIndex(position.to ?? monthText(NOW_MONTH)) - monthIndex(position.from) + 1;
function monthText(index: number) {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
const isActive = (profile: TalentProfileInput) =>
  NOW.getTime() - new Date(profile.lastActiveAt).getTime() < ACTIVE_DAYS * DAY_MS && !profile.consentWithdrawnAt;

function placeOf(profile: TalentProfileInput): Place | undefined {
  return PLACES.find((place) => place.postcode === profile.postcode && place.name === profile.city);
}

describe("generateTalentProfiles", () => {
  it("gives the same profiles for the same options", () => {
    const first = generateTalentProfiles({ count: 300, seed: 7, now: NOW });
    const second = generateTalentProfiles({ count: 300, seed: 7, now: NOW });
    expect(second).toEqual(first);
    const other = generateTalentProfiles({ count: 300, seed: 8, now: NOW });
    expect(other.slice(6)).not.toEqual(first.slice(6));
  });

  it("starts with the same six personas for any seed and count", () => {
    const one = generateTalentProfiles({ count: 6, seed: 1, now: NOW });
    const other = generateTalentProfiles({ count: 50, seed: 424242, now: NOW });
    expect(other.slice(0, 6)).toEqual(one);

    const persona = (id: number) => one[id - 1]!;
    const buchhalterin = persona(TALENT_PERSONAS.buchhalterinLinz);
    expect(buchhalterin).toMatchObject({
      gender: "w",
      city: "Linz",
      postcode: "4020",
      jobField: "finanzen",
      level: "fachkraft",
      experienceYears: 8,
      desiredTitles: ["Buchhalterin", "Bilanzbuchhalterin"],
      willingness: "aktiv",
      availability: "sofort",
      employmentTypes: ["vollzeit"],
      weeklyHours: 38,
      salaryExpectation: 3400,
      languages: [
        { language: "Deutsch", level: "C2" },
        { language: "Englisch", level: "B2" },
      ],
    });
    expect(buchhalterin.skills).toEqual(
      expect.arrayContaining(["BMD", "Kreditorenbuchhaltung", "Lohnverrechnung", "Jahresabschluss"]),
    );
    expect(buchhalterin.lastActiveAt).toEqual(new Date(NOW.getTime() - 3 * DAY_MS));

    const java = persona(TALENT_PERSONAS.javaWien);
    expect(java).toMatchObject({ gender: "m", city: "Wien", postcode: "1070", jobField: "it", level: "fachkraft" });
    expect(java).toMatchObject({
      experienceYears: 6,
      willingness: "offen",
      availability: "kuendigungsfrist",
      noticeWeeks: 8,
    });
    expect(java.skills).toEqual(expect.arrayContaining(["Java", "Spring Boot", "Kubernetes", "PostgreSQL"]));
    expect(java.languages).toContainEqual({ language: "Englisch", level: "C1" });

    const lohn = persona(TALENT_PERSONAS.lohnverrechnerWels);
    expect(lohn).toMatchObject({ gender: "m", city: "Wels", jobField: "finanzen", level: "teamleitung" });
    expect(lohn).toMatchObject({ experienceYears: 12, willingness: "aktiv" });
    expect(lohn.skills).toEqual(expect.arrayContaining(["Lohnverrechnung", "BMD", "Personalverrechnung"]));

    const bilanz = persona(TALENT_PERSONAS.bilanzbuchhalterinLeonding);
    expect(bilanz).toMatchObject({ gender: "w", city: "Leonding", jobField: "finanzen", level: "fachkraft" });
    expect(bilanz).toMatchObject({ experienceYears: 10, willingness: "offen", availability: "kuendigungsfrist" });
    expect(bilanz.noticeWeeks).toBe(8);

    const pflege = persona(TALENT_PERSONAS.pflegeGraz);
    expect(pflege).toMatchObject({ gender: "w", city: "Graz", jobField: "gesundheit", level: "fachkraft" });
    expect(pflege.desiredTitles[0]).toBe("Diplomierte Gesundheits- und Krankenpflegerin");

    const inactive = persona(TALENT_PERSONAS.inactiveBuchhalterLinz);
    expect(inactive).toMatchObject({ gender: "m", city: "Linz", jobField: "finanzen" });
    expect(inactive.desiredTitles[0]).toBe("Buchhalter");
    expect(isActive(inactive)).toBe(false);
    expect(one.filter((profile) => profile !== inactive).every(isActive)).toBe(true);
  });
});

describe("generated profiles", () => {
  const profiles = generateTalentProfiles({ count: 2_000, seed: 20261127, now: NOW });

  it("use the keys of the job-ad vocabulary", () => {
    for (const profile of profiles) {
      expect(Object.keys(JOB_FIELDS)).toContain(profile.jobField);
      expect(Object.keys(JOB_LEVELS)).toContain(profile.level);
      expect(Object.keys(REMOTE_OPTIONS)).toContain(profile.remote);
      expect(profile.employmentTypes.length).toBeGreaterThan(0);
      for (const type of profile.employmentTypes) expect(Object.keys(EMPLOYMENT_TYPES)).toContain(type);
      expect(["w", "m", "d"]).toContain(profile.gender);
      expect(["aktiv", "offen"]).toContain(profile.willingness);
    }
  });

  it("have experience that fits the level", () => {
    for (const profile of profiles) {
      const [least, most] = YEARS_BY_LEVEL[profile.level]!;
      expect(profile.experienceYears, profile.level).toBeGreaterThanOrEqual(least);
      expect(profile.experienceYears, profile.level).toBeLessThanOrEqual(most);
      if (profile.level === "lehrling") expect(profile.employmentTypes).toEqual(["lehre"]);
    }
    const share = profiles.filter((profile) => profile.level === "fachkraft").length / profiles.length;
    expect(share).toBeGreaterThan(0.5);
  });

  it("list positions newest first, without overlaps, adding up to the years of experience", () => {
    for (const profile of profiles) {
      const { positions } = profile;
      expect(positions.length).toBeGreaterThanOrEqual(1);
      expect(positions.length).toBeLessThanOrEqual(5);
      positions.forEach((position, i) => {
        expect(position.from).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        if (i > 0) expect(position.to).not.toBeNull();
        if (position.to !== null) {
          expect(position.to).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
          expect(monthIndex(position.to)).toBeGreaterThanOrEqual(monthIndex(position.from));
          expect(monthIndex(position.to)).toBeLessThanOrEqual(NOW_MONTH);
        }
        const older = positions[i + 1];
        if (older) expect(monthIndex(older.to!)).toBeLessThan(monthIndex(position.from));
        expect(EMPLOYER_SIZES).toContain(position.employerSize);
        expect(Object.keys(EMPLOYER_KINDS)).toContain(position.employerKind);
      });
      const months = positions.reduce((sum, position) => sum + monthsOf(position), 0);
      expect(Math.floor(months / 12), profile.email).toBe(profile.experienceYears);
    }
  });

  it("hold one language token per level up to each language's own", () => {
    for (const profile of profiles) {
      const expected = profile.languages.flatMap(({ language, level }) =>
        LEVELS.slice(0, LEVELS.indexOf(level) + 1).map((upTo) => `${language.toLowerCase()}:${upTo}`),
      );
      expect(profile.languageLevels).toEqual(expected);
      expect(profile.languages[0]?.language).toBe("Deutsch");
      expect(profile.languages.some((entry) => entry.language === "Englisch")).toBe(true);
    }
  });

  it("have unique ASCII e-mail addresses on example domains", () => {
    const emails = profiles.map((profile) => profile.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+@example\.(at|com)$/);
  });

  it("live within 3 km of a place of the gazetteer, in its Bundesland", () => {
    for (const profile of profiles) {
      const place = placeOf(profile);
      expect(place, `${profile.postcode} ${profile.city}`).toBeDefined();
      expect(profile.state).toBe(place!.state);
      expect(distanceKm(profile, place!)).toBeLessThanOrEqual(3);
      if (profile.mobileAustria) expect(profile.mobilityKm).toBeNull();
      else expect(profile.mobilityKm).toBeGreaterThanOrEqual(10);
    }
  });

  it("keep names and employers out of the summary", () => {
    for (const profile of profiles) {
      const summaryWords = new Set(words(profile.summary ?? ""));
      for (const name of [profile.firstName, profile.lastName]) {
        for (const part of words(name).filter(Boolean)) expect(summaryWords.has(part), profile.summary).toBe(false);
      }
      for (const position of profile.positions) expect(profile.summary).not.toContain(position.employer);
      expect(profile.summary).toMatch(/^\S.*\.$/);
    }
  });

  it("have skills, titles, terms and dates that fit together", () => {
    for (const profile of profiles) {
      expect(profile.skills.length).toBeGreaterThanOrEqual(4);
      expect(profile.skills.length).toBeLessThanOrEqual(10);
      expect(new Set(profile.skills).size).toBe(profile.skills.length);
      expect(profile.desiredTitles.length).toBeGreaterThanOrEqual(1);
      expect(profile.desiredTitles.length).toBeLessThanOrEqual(3);
      expect(profile.weeklyHours).toBeGreaterThanOrEqual(20);
      expect(profile.weeklyHours).toBeLessThanOrEqual(40);
      expect(profile.noticeWeeks !== null && profile.noticeWeeks !== undefined).toBe(
        profile.availability === "kuendigungsfrist",
      );
      if (profile.availability === "ab-datum") {
        const from = new Date(`${profile.availableFrom}T00:00:00Z`).getTime();
        expect(from).toBeGreaterThan(NOW.getTime());
        expect(from).toBeLessThanOrEqual(NOW.getTime() + 184 * DAY_MS);
      } else {
        expect(profile.availableFrom).toBeNull();
      }
      const lastActive = new Date(profile.lastActiveAt).getTime();
      const consent = new Date(profile.consentGivenAt).getTime();
      expect(lastActive).toBeLessThanOrEqual(NOW.getTime());
      expect(lastActive).toBeGreaterThan(NOW.getTime() - 460 * DAY_MS);
      expect(consent).toBeLessThan(lastActive);
      if (profile.consentWithdrawnAt) {
        const withdrawn = new Date(profile.consentWithdrawnAt).getTime();
        expect(withdrawn).toBeGreaterThan(consent);
        expect(withdrawn).toBeLessThan(NOW.getTime());
      }
      if (profile.phone !== null) expect(profile.phone).toMatch(/^\+43 6\d\d \d{7}$/);
    }
  });
});

describe("the occupations", () => {
  it("cover every job field with five to eight occupations", () => {
    for (const field of Object.keys(JOB_FIELDS)) {
      const count = OCCUPATIONS.filter((occupation) => occupation.field === field).length;
      expect(count, field).toBeGreaterThanOrEqual(5);
      expect(count, field).toBeLessThanOrEqual(8);
    }
  });

  it("have what the generator draws from", () => {
    for (const occupation of OCCUPATIONS) {
      const name = occupation.male;
      expect(occupation.skills.length, name).toBeGreaterThanOrEqual(8);
      expect(occupation.skills.length, name).toBeLessThanOrEqual(12);
      expect(new Set(occupation.skills).size, name).toBe(occupation.skills.length);
      expect(occupation.focus.length, name).toBeGreaterThanOrEqual(2);
      expect(occupation.tasks.length, name).toBeGreaterThanOrEqual(2);
      expect(occupation.employerKinds.length, name).toBeGreaterThan(0);
      expect(occupation.levels.length, name).toBeGreaterThan(0);
      for (const level of occupation.levels) {
        const [min, max] = occupation.salary[level]!;
        expect(min, `${name} ${level}`).toBeLessThan(max);
      }
      if (occupation.levels.includes("lehrling")) {
        expect(
          occupation.education.some((option) => option.stage === "lehre"),
          name,
        ).toBe(true);
      }
    }
  });
});

describe("a pool of 20 000", () => {
  const pool = generateTalentProfiles({ count: 20_000, seed: 20261127, now: NOW });

  it("has Buchhalter:innen near Linz and Java developers near Vienna", () => {
    const linz = findPlace("Linz")!;
    const wien = findPlace("Wien")!;
    const buchhaltung = pool.filter(
      (profile) =>
        isActive(profile) &&
        profile.desiredTitles.some((title) => title.includes("uchhalter")) &&
        distanceKm(profile, linz) <= 30,
    );
    const java = pool.filter((profile) => profile.skills.includes("Java") && distanceKm(profile, wien) <= 25);
    expect(buchhaltung.length).toBeGreaterThanOrEqual(20);
    expect(java.length).toBeGreaterThanOrEqual(20);
  });

  it("spreads people like the population: Vienna about a quarter", () => {
    const vienna = pool.filter((profile) => profile.state === "Wien").length / pool.length;
    expect(vienna).toBeGreaterThan(0.2);
    expect(vienna).toBeLessThan(0.3);
    const inactive = pool.filter((profile) => !isActive(profile)).length / pool.length;
    expect(inactive).toBeGreaterThan(0.05);
    expect(inactive).toBeLessThan(0.15);
  });
});
