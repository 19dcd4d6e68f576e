import { base, de, de_AT, en, Faker } from "@faker-js/faker";
import type { TalentProfileInput } from "~/features/active-sourcing/talent-pool.server";
import { PLACES, populationOf, type Place } from "~/features/active-sourcing/places";
import { LANGUAGE_LEVELS, languageToken, type LanguageLevel } from "~/features/active-sourcing/search-query";
import type { EmploymentType, JobLevel, REMOTE_OPTIONS } from "~/features/job-ads/vocabulary";
import type { TalentEducation, TalentLanguage, TalentPosition } from "./schema";
import {
  EMPLOYER_KINDS,
  FURTHER_LANGUAGES,
  institutionsOf,
  MOTHER_TONGUES,
  OCCUPATIONS,
  type EducationOption,
  type JobField,
  type LeadLevel,
  type MotherTongue,
  type Occupation,
  type Titles,
} from "./seed-talents-vocabulary";
import { DAY_MS } from "~/lib/days";

/**
 * The talent pool of the demo data (docs/active-sourcing.md): people in Austria who look for a
 * job and let employers find them. The same options give the same profiles: everything is drawn
 * from one stream seeded with `seed` (faker lends only its name lists), and dates count back from
 * `now`. The first six profiles are
 * fixed personas that demos and tests rely on (TALENT_PERSONAS).
 */

type Gender = "w" | "m" | "d";
type Bundesland = Place["state"];

export const CONSENT_SCOPE = "Mein Profil darf von Unternehmen in der Talentsuche gefunden und kontaktiert werden.";

/** The ids the personas get when the profiles are inserted in order into an empty table. */
export const TALENT_PERSONAS = {
  buchhalterinLinz: 1,
  javaWien: 2,
  lohnverrechnerWels: 3,
  bilanzbuchhalterinLeonding: 4,
  pflegeGraz: 5,
  inactiveBuchhalterLinz: 6,
} as const;

/** A small, fast pseudo-random stream (mulberry32): the same seed gives the same numbers. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("cannot pick from an empty list");
    return item;
  }

  /** Up to `count` different items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let i = 0; i < size; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, size);
  }

  /** Draws from constant lists of weighted values; each list's table is built once. */
  weighted<T>(entries: readonly (readonly [value: T, weight: number])[]): T {
    let table = TABLES.get(entries) as WeightedTable<T> | undefined;
    if (!table) {
      table = new WeightedTable(entries);
      TABLES.set(entries, table);
    }
    return table.pick(this);
  }
}

const TABLES = new WeakMap<object, WeightedTable<unknown>>();

/** Values with weights, drawn by a binary search over the running sums. */
class WeightedTable<T> {
  private readonly values: readonly T[];
  private readonly sums: readonly number[];

  constructor(entries: readonly (readonly [value: T, weight: number])[]) {
    let total = 0;
    this.values = entries.map(([value]) => value);
    this.sums = entries.map(([, weight]) => (total += weight));
  }

  pick(random: Random): T {
    const target = random.next() * (this.sums[this.sums.length - 1] ?? 0);
    let low = 0;
    let high = this.sums.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sums[middle]! > target) high = middle;
      else low = middle + 1;
    }
    const value = this.values[low];
    if (value === undefined) throw new Error("cannot pick from an empty table");
    return value;
  }
}

/**
 * Inhabitants of the Bundesländer in thousands (2024): the gazetteer holds towns only, so a state
 * is drawn by its whole population and a place within it by the town's. Vienna counts a little
 * more than it has: its labour market draws commuters, and it ends up with about a quarter.
 */
const STATE_WEIGHTS: Readonly<Record<Bundesland, number>> = {
  Wien: 2_300,
  Niederösterreich: 1_720,
  Oberösterreich: 1_530,
  Steiermark: 1_270,
  Tirol: 770,
  Kärnten: 570,
  Salzburg: 570,
  Vorarlberg: 410,
  Burgenland: 300,
};

function placeTable(): WeightedTable<Place> {
  const statePopulation = new Map<Bundesland, number>();
  for (const place of PLACES) {
    statePopulation.set(place.state, (statePopulation.get(place.state) ?? 0) + populationOf(place));
  }
  return new WeightedTable(
    PLACES.map((place) => [
      place,
      (STATE_WEIGHTS[place.state] * populationOf(place)) / statePopulation.get(place.state)!,
    ]),
  );
}

const PLACE_TABLE = placeTable();
const STATE_TABLE = new WeightedTable(Object.entries(STATE_WEIGHTS) as [Bundesland, number][]);

/** Shares of the job fields among the people of the pool, in percent. */
const FIELD_WEIGHTS: Readonly<Record<JobField, number>> = {
  technik: 8,
  it: 8,
  handwerk: 12,
  handel: 13,
  gastro: 9,
  gesundheit: 11,
  buero: 11,
  finanzen: 8,
  logistik: 8,
  bau: 6,
  marketing: 5,
  bildung: 6,
};

const FIELD_TABLE = new WeightedTable(Object.entries(FIELD_WEIGHTS) as [JobField, number][]);

const OCCUPATION_TABLES = new Map<JobField, WeightedTable<Occupation>>(
  (Object.keys(FIELD_WEIGHTS) as JobField[]).map((field) => [
    field,
    new WeightedTable(
      OCCUPATIONS.filter((occupation) => occupation.field === field).map((occupation) => [
        occupation,
        occupation.weight,
      ]),
    ),
  ]),
);

/** How common each level is where an occupation has it: most people are skilled staff. */
const LEVEL_WEIGHTS: Readonly<Record<JobLevel, number>> = {
  lehrling: 4,
  einstieg: 12,
  fachkraft: 62,
  teamleitung: 13,
  fuehrung: 7,
  vorstand: 2,
};

/** Years of experience each level goes with. */
export const EXPERIENCE_BY_LEVEL: Readonly<Record<JobLevel, readonly [min: number, max: number]>> = {
  lehrling: [0, 2],
  einstieg: [0, 2],
  fachkraft: [2, 15],
  teamleitung: [6, 25],
  fuehrung: [10, 30],
  vorstand: [15, 35],
};

const GENDER_TABLE = new WeightedTable<Gender>([
  ["w", 49],
  ["m", 49],
  ["d", 2],
]);

/**
 * Faker's Austrian (and German) name lists. Only its data is used: the profiles draw from their
 * own seeded stream, so neither the global faker's seed nor the number of draws elsewhere matter.
 */
const NAME_DATA = new Faker({ locale: [de_AT, de, en, base] }).definitions.person;
const FIRST_NAMES: Readonly<Record<"female" | "male", readonly string[]>> = {
  female: NAME_DATA.first_name?.female ?? [],
  male: NAME_DATA.first_name?.male ?? [],
};
const LAST_NAMES: readonly string[] = NAME_DATA.last_name?.generic ?? [];

/** The share of people whose first language is not German. */
const OTHER_MOTHER_TONGUE = 0.15;
const MOTHER_TONGUE_TABLE = new WeightedTable(MOTHER_TONGUES.map((tongue) => [tongue, tongue.weight]));

// --- Months and dates -------------------------------------------------------------------------

/** Months since year 0: "2019-03" is 2019 * 12 + 2. */
const monthIndexOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** "2019-03" */
function monthText(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first day of a month as a date column holds it: "2026-03-01". */
const firstDayOf = (index: number) => `${monthText(index)}-01`;

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - Math.round(days * DAY_MS));

// --- Titles and words -------------------------------------------------------------------------

/** The form of a title (or degree) for the person. */
function formOf(forms: Titles, gender: Gender): string {
  if (gender === "w") return forms.female;
  return gender === "m" ? forms.male : forms.neutral;
}

const LEAD_LEVELS: readonly JobLevel[] = ["teamleitung", "fuehrung", "vorstand"];
const isLead = (level: JobLevel): level is LeadLevel => LEAD_LEVELS.includes(level);

/** The titles a level of the occupation goes by: "Teamleiterin Buchhaltung" for teamleitung. */
function titlesAt(occupation: Occupation, level: JobLevel): Titles {
  return (isLead(level) ? occupation.leads[level] : undefined) ?? occupation;
}

/** "Diplomierter Gesundheits- und Krankenpfleger": the title begins with an adjective. */
function beginsWithAdjective(forms: Titles): boolean {
  const male = forms.male.split(" ")[0] ?? "";
  const female = forms.female.split(" ")[0] ?? "";
  return forms.male.includes(" ") && male === `${female}r`;
}

/** Whether an adjective before the title agrees with the person: not for "Assistenz der Geschäftsführung". */
const takesAdjective = (forms: Titles) => forms.male !== forms.female && !beginsWithAdjective(forms);

/** "Erfahrene Buchhalterin", "Erfahrener Buchhalter", "Erfahrene:r Buchhalter:in". */
function adjective(stem: string, gender: Gender): string {
  if (gender === "w") return `${stem}e`;
  return gender === "m" ? `${stem}er` : `${stem}e:r`;
}

/** Lower case ASCII for e-mail addresses: "Jürgen Öztürk" → "juergen", "oeztuerk". */
function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss")
    .replaceAll("ı", "i")
    .replaceAll("ł", "l")
    .replaceAll("đ", "dj")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The words of a text, lower case, to tell whether a name occurs in it. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

// --- Work history -----------------------------------------------------------------------------

/** The rungs a career climbs; an older position is often a rung lower than the newest. */
const LADDER: readonly JobLevel[] = ["fachkraft", "teamleitung", "fuehrung", "vorstand"];

function levelBefore(level: JobLevel, steps: number): JobLevel {
  const rung = LADDER.indexOf(level);
  return rung < 0 ? level : LADDER[Math.max(0, rung - steps)]!;
}

/** How many positions a career of so many years has had; an apprentice has their apprenticeship. */
function positionCount(random: Random, level: JobLevel, years: number): number {
  if (level === "lehrling") return 1;
  const most = years < 2 ? 2 : years < 6 ? 3 : years < 13 ? 4 : 5;
  const least = years < 6 ? 1 : 2;
  return random.int(least, most);
}

const SHORTEST_POSITION_MONTHS = 3;

/** `total` months cut into `count` parts at random places, each of a few months at least (if `total` allows). */
function splitMonths(random: Random, total: number, count: number): number[] {
  const parts = Math.min(count, total);
  const least = Math.min(SHORTEST_POSITION_MONTHS, Math.floor(total / parts));
  const rest = total - least * parts;
  const cuts = Array.from({ length: parts - 1 }, () => random.int(0, rest)).sort((a, b) => a - b);
  const bounds = [0, ...cuts, rest];
  return bounds.slice(1).map((bound, i) => least + bound - bounds[i]!);
}

/** The share of people who currently have a job (by level: school leavers less often). */
const EMPLOYED_SHARE: Readonly<Record<JobLevel, number>> = {
  lehrling: 0.6,
  einstieg: 0.45,
  fachkraft: 0.7,
  teamleitung: 0.8,
  fuehrung: 0.8,
  vorstand: 0.8,
};

function employerOf(random: Random, occupation: Occupation) {
  const kind = random.pick(occupation.employerKinds);
  const spec = EMPLOYER_KINDS[kind];
  return {
    employer: random.pick(spec.names).replace("{n}", random.pick(LAST_NAMES)),
    employerKind: kind,
    employerSize: random.pick(spec.sizes),
  };
}

/** What a position's description adds for the people a lead was responsible for. */
function leadSentence(random: Random, level: JobLevel): string | null {
  if (level === "teamleitung") return `Fachliche Führung eines Teams von ${random.int(3, 12)} Mitarbeitenden.`;
  if (level === "fuehrung") return `Führung von ${random.int(10, 60)} Mitarbeitenden mit Budgetverantwortung.`;
  if (level === "vorstand")
    return `Gesamtverantwortung für ${random.int(50, 400)} Mitarbeitende, Strategie und Ergebnis.`;
  return null;
}

/** The occupation an earlier title of a career belongs to, when the vocabulary has it ("Verkäufer"). */
const OCCUPATION_BY_TITLE: ReadonlyMap<string, Occupation> = new Map(
  OCCUPATIONS.map((occupation) => [occupation.male, occupation]),
);

/** What someone did in a position: the titles, the occupation its tasks and employers come from, the level. */
interface Role {
  titles: Titles;
  occupation: Occupation;
  level: JobLevel;
}

function roleOf(occupation: Occupation, level: JobLevel, earlier: boolean): Role {
  if (earlier && occupation.earlier) {
    const previous = OCCUPATION_BY_TITLE.get(occupation.earlier.male) ?? occupation;
    return { titles: occupation.earlier, occupation: previous, level: "fachkraft" };
  }
  return { titles: titlesAt(occupation, level), occupation, level };
}

function positionOf(random: Random, role: Role, gender: Gender): Omit<TalentPosition, "from" | "to"> {
  const apprentice = role.level === "lehrling";
  const description = [
    ...(apprentice ? ["Lehrausbildung im Betrieb und in der Berufsschule."] : []),
    ...random.sample(role.occupation.tasks, random.int(1, 2)),
    leadSentence(random, role.level),
  ].filter((sentence): sentence is string => sentence !== null);
  return {
    title: apprentice ? `${formOf(role.titles, gender)} (Lehrling)` : formOf(role.titles, gender),
    ...employerOf(random, role.occupation),
    description: description.join(" "),
  };
}

interface Career {
  positions: TalentPosition[];
  /** Whether the newest position is the person's job now. */
  employed: boolean;
  /** The year the first position began. */
  startYear: number;
}

/**
 * Positions newest first, without overlaps: `years` full years of work in all (months of gaps
 * between jobs do not count), the newest ongoing or ended a few months ago.
 */
function careerOf(
  random: Random,
  person: { occupation: Occupation; level: JobLevel; gender: Gender; years: number },
  nowMonth: number,
): Career {
  const { occupation, level, gender, years } = person;
  const total = years === 0 ? random.int(3, 11) : years * 12 + random.int(0, 11);
  const durations = splitMonths(random, total, positionCount(random, level, years));
  const employed = random.chance(EMPLOYED_SHARE[level]);
  const useEarlier = random.chance(0.6);
  let end = employed ? nowMonth : nowMonth - random.int(1, 8);
  let steps = 0;
  const positions = durations.map((duration, i): TalentPosition => {
    const from = end - duration + 1;
    const oldest = i === durations.length - 1 && i > 0;
    const role = roleOf(occupation, levelBefore(level, steps), oldest && useEarlier);
    const position: TalentPosition = {
      ...positionOf(random, role, gender),
      from: monthText(from),
      to: i === 0 && employed ? null : monthText(end),
    };
    if (random.chance(0.6)) steps += 1;
    end = from - 1 - (random.chance(0.3) ? random.int(1, 5) : 0);
    return position;
  });
  const oldestFrom = positions[positions.length - 1]!.from;
  return { positions, employed, startYear: Number(oldestFrom.slice(0, 4)) };
}

// --- What the person looks for and brings -----------------------------------------------------

/** 1–3 titles in the person's form: the level's title first, then the plain one and related ones. */
function desiredTitlesOf(random: Random, occupation: Occupation, level: JobLevel, gender: Gender): string[] {
  const own = formOf(titlesAt(occupation, level), gender);
  const titles = [own];
  const plain = formOf(occupation, gender);
  if (plain !== own && random.chance(0.5)) titles.push(plain);
  for (const related of random.sample(occupation.also, 2)) {
    if (titles.length < 3 && random.chance(0.45)) titles.push(formOf(related, gender));
  }
  return [...new Set(titles)];
}

const MAX_SKILLS = 10;
const CORE_SKILLS = 2;

/** 4–10 skills: the occupation's two core skills and some of the others; leads add "Mitarbeiterführung". */
function skillsOf(random: Random, occupation: Occupation, level: JobLevel): string[] {
  const count = random.int(4, Math.min(MAX_SKILLS, occupation.skills.length));
  const skills = [
    ...occupation.skills.slice(0, CORE_SKILLS),
    ...random.sample(occupation.skills.slice(CORE_SKILLS), count - CORE_SKILLS),
  ];
  if (isLead(level) && skills.length < MAX_SKILLS && !skills.includes("Mitarbeiterführung")) {
    skills.push("Mitarbeiterführung");
  }
  return skills;
}

/** "Wien 10" for a Vienna district, the town's name elsewhere. */
function townOf(place: Place): string {
  return place.state === "Wien" ? `Wien ${Number(place.postcode.slice(1, 3))}` : place.name;
}

/** Where a person trained: mostly in their own Bundesland. */
function institutionOf(random: Random, option: EducationOption, place: Place): string {
  if (option.institution === "pflichtschule") {
    return `${random.pick(["Mittelschule", "Polytechnische Schule"])} ${townOf(place)}`;
  }
  const state = random.chance(0.8) ? place.state : STATE_TABLE.pick(random);
  return random.pick(institutionsOf(state, option.institution));
}

/** Years a degree takes after the school before it. */
const studyYears = (option: EducationOption) => (option.degree.male.startsWith("Master") ? 5 : 3);

const AHS_MATURA: EducationOption = {
  degree: { male: "AHS-Matura", female: "AHS-Matura", neutral: "AHS-Matura" },
  institution: "ahs",
  stage: "schule",
};
const COMPULSORY_SCHOOL: EducationOption = {
  degree: { male: "Pflichtschulabschluss", female: "Pflichtschulabschluss", neutral: "Pflichtschulabschluss" },
  institution: "pflichtschule",
  stage: "schule",
};

/** Newest first; `until` null for a training still going on. */
function educationOf(
  random: Random,
  person: { occupation: Occupation; level: JobLevel; gender: Gender; place: Place },
  startYear: number,
  nowYear: number,
): TalentEducation[] {
  const { occupation, level, gender, place } = person;
  const entry = (option: EducationOption, until: number | null): TalentEducation => ({
    degree: formOf(option.degree, gender),
    institution: institutionOf(random, option, place),
    until,
  });
  if (level === "lehrling") {
    const apprenticeship = occupation.education.find((option) => option.stage === "lehre") ?? occupation.education[0]!;
    return [entry(apprenticeship, null), entry(COMPULSORY_SCHOOL, startYear)];
  }
  const entries: TalentEducation[] = [];
  const courses = occupation.education.filter((option) => option.stage === "kurs");
  if (courses.length > 0 && random.chance(isLead(level) ? 0.55 : 0.35)) {
    entries.push(entry(random.pick(courses), random.int(Math.min(startYear + 1, nowYear), nowYear)));
  }
  const trainings = occupation.education.filter((option) => option.stage !== "kurs");
  const training = trainings.length > 0 ? random.pick(trainings) : COMPULSORY_SCHOOL;
  const studying = training.stage === "studium" && level === "einstieg" && random.chance(0.15);
  const finished = startYear - (random.chance(0.3) ? 1 : 0);
  entries.push(entry(training, studying ? null : finished));
  if (training.stage === "studium") {
    const schools = occupation.education.filter((option) => option.stage === "schule");
    const school = schools.length > 0 && random.chance(0.6) ? random.pick(schools) : AHS_MATURA;
    entries.push(entry(school, (studying ? nowYear : finished) - studyYears(training)));
  }
  return entries;
}

type LevelWeights = readonly (readonly [LanguageLevel, number])[];

const GERMAN_AS_SECOND_LANGUAGE: LevelWeights = [
  ["B2", 3],
  ["C1", 4],
  ["C2", 3],
];
const ENGLISH_DIGITAL: LevelWeights = [
  ["B1", 1],
  ["B2", 4],
  ["C1", 5],
];
const ENGLISH_APPRENTICE: LevelWeights = [
  ["A2", 4],
  ["B1", 4],
  ["B2", 2],
];
const ENGLISH_USUAL: LevelWeights = [
  ["A2", 3],
  ["B1", 4],
  ["B2", 3],
  ["C1", 1],
];
const FURTHER_LANGUAGE_LEVELS: LevelWeights = [
  ["A2", 3],
  ["B1", 3],
  ["B2", 2],
];

function englishLevels(field: JobField, level: JobLevel): LevelWeights {
  if (field === "it" || field === "marketing") return ENGLISH_DIGITAL;
  return level === "lehrling" ? ENGLISH_APPRENTICE : ENGLISH_USUAL;
}

/** Deutsch, a first language other than German if any, Englisch, and sometimes a Romance language. */
function languagesOf(
  random: Random,
  field: JobField,
  level: JobLevel,
  motherTongue: MotherTongue | null,
): TalentLanguage[] {
  const languages: TalentLanguage[] = [
    { language: "Deutsch", level: motherTongue ? random.weighted(GERMAN_AS_SECOND_LANGUAGE) : "C2" },
  ];
  if (motherTongue) languages.push({ language: motherTongue.language, level: "C2" });
  languages.push({ language: "Englisch", level: random.weighted(englishLevels(field, level)) });
  if (random.chance(field === "gastro" ? 0.3 : 0.12)) {
    languages.push({ language: random.pick(FURTHER_LANGUAGES), level: random.weighted(FURTHER_LANGUAGE_LEVELS) });
  }
  return languages;
}

/** One token per language and level up to the person's: Englisch B2 → "englisch:A1" … "englisch:B2". */
export function languageLevelsOf(languages: readonly TalentLanguage[]): string[] {
  return languages.flatMap(({ language, level }) => tokensUpTo(language, level));
}

const TOKENS = new Map<string, readonly string[]>();

/** The tokens of a language up to a level, made once per pair. */
function tokensUpTo(language: string, level: LanguageLevel): readonly string[] {
  const key = `${language}:${level}`;
  let tokens = TOKENS.get(key);
  if (!tokens) {
    tokens = LANGUAGE_LEVELS.slice(0, LANGUAGE_LEVELS.indexOf(level) + 1).map((upTo) => languageToken(language, upTo));
    TOKENS.set(key, tokens);
  }
  return tokens;
}

// --- Terms the person asks for ----------------------------------------------------------------

type Remote = keyof typeof REMOTE_OPTIONS;
type Weighted<T> = readonly (readonly [T, number])[];

const MOBILITY_KM: Weighted<number> = [
  [10, 1],
  [15, 1],
  [20, 2],
  [25, 2],
  [30, 3],
  [40, 2],
  [50, 2],
  [60, 1],
  [80, 1],
  [100, 1],
];
const MOBILE_AUSTRIA_SHARE = 0.1;

const REMOTE_OFFICE: Weighted<Remote> = [
  ["none", 50],
  ["partial", 45],
  ["full", 5],
];
const REMOTE_DIGITAL: Weighted<Remote> = [
  ["none", 30],
  ["partial", 55],
  ["full", 15],
];
const REMOTE_ON_SITE: Weighted<Remote> = [
  ["none", 88],
  ["partial", 12],
];

function remoteOf(random: Random, field: JobField): Remote {
  if (field === "it" || field === "marketing") return random.weighted(REMOTE_DIGITAL);
  if (field === "buero" || field === "finanzen" || field === "technik") return random.weighted(REMOTE_OFFICE);
  return random.weighted(REMOTE_ON_SITE);
}

const FULL_TIME_HOURS = 38.5;
/** Fields whose collective agreements mostly have a 40-hour week. */
const FORTY_HOUR_FIELDS: ReadonlySet<JobField> = new Set(["gastro", "handel", "bau", "logistik", "handwerk"]);
const PART_TIME_HOURS = [20, 25, 30, 32, 35] as const;

function workTermsOf(
  random: Random,
  field: JobField,
  level: JobLevel,
  gender: Gender,
): { employmentTypes: EmploymentType[]; weeklyHours: number } {
  if (level === "lehrling") return { employmentTypes: ["lehre"], weeklyHours: random.pick([38, 40]) };
  const partTime = random.chance(gender === "w" ? 0.28 : 0.1);
  const employmentTypes: EmploymentType[] = partTime ? ["teilzeit"] : ["vollzeit"];
  if (!partTime && random.chance(0.08)) employmentTypes.push("teilzeit");
  if (field === "gastro" && random.chance(0.2)) employmentTypes.push("saison");
  if ((field === "it" || field === "marketing") && random.chance(0.06)) employmentTypes.push("freier-dienstvertrag");
  const fullTime = FORTY_HOUR_FIELDS.has(field) ? 40 : random.pick([38, 40, 40]);
  return { employmentTypes, weeklyHours: partTime ? random.pick(PART_TIME_HOURS) : fullTime };
}

const NO_SALARY_SHARE = 0.15;

/** Gross euro per month from the occupation's range for the level, higher with experience; pro rata for part time. */
function salaryOf(
  random: Random,
  person: { occupation: Occupation; level: JobLevel; years: number },
  terms: { employmentTypes: readonly EmploymentType[]; weeklyHours: number },
): number | null {
  if (random.chance(NO_SALARY_SHARE)) return null;
  const { occupation, level, years } = person;
  const [min, max] = occupation.salary[level] ?? [2000, 2500];
  const [least, most] = EXPERIENCE_BY_LEVEL[level];
  const seniority = Math.min(1, (years - least) / Math.max(1, most - least));
  const fullTime = min + (max - min) * (0.6 * seniority + 0.4 * random.next());
  const partTimeOnly = terms.employmentTypes.every((type) => type === "teilzeit");
  const amount = partTimeOnly ? (fullTime * terms.weeklyHours) / FULL_TIME_HOURS : fullTime;
  return Math.round(amount / 50) * 50;
}

type Availability = Pick<TalentProfileInput, "availability" | "noticeWeeks" | "availableFrom">;

const NOTICE_WEEKS: Weighted<number> = [
  [4, 3],
  [6, 2],
  [8, 3],
  [10, 1],
  [12, 2],
];

const AVAILABILITY_EMPLOYED: Weighted<"sofort" | "kuendigungsfrist" | "ab-datum"> = [
  ["kuendigungsfrist", 60],
  ["ab-datum", 25],
  ["sofort", 15],
];
const AVAILABILITY_UNEMPLOYED: Weighted<"sofort" | "ab-datum"> = [
  ["sofort", 75],
  ["ab-datum", 25],
];

/** People with a job mostly have a notice period; the others can mostly start at once. */
function availabilityOf(random: Random, employed: boolean, nowMonth: number): Availability {
  const kind = random.weighted(employed ? AVAILABILITY_EMPLOYED : AVAILABILITY_UNEMPLOYED);
  return {
    availability: kind,
    noticeWeeks: kind === "kuendigungsfrist" ? random.weighted(NOTICE_WEEKS) : null,
    // The first of a month one to six months ahead: always within six months after now.
    availableFrom: kind === "ab-datum" ? firstDayOf(nowMonth + random.int(1, 6)) : null,
  };
}

const willingnessOf = (random: Random, employed: boolean) => (random.chance(employed ? 0.3 : 0.7) ? "aktiv" : "offen");

// --- Summary, contact data and activity -------------------------------------------------------

/** One neutral sentence about the person's work: never a name, an employer or contact data. */
function summaryOf(
  random: Random,
  person: { occupation: Occupation; level: JobLevel; gender: Gender; years: number },
): string {
  const { occupation, level, gender, years } = person;
  const forms = titlesAt(occupation, level);
  const title = formOf(forms, gender);
  const [first, second] = random.sample(occupation.focus, 2);
  // "Sanierungen sowie Mauerwerks- und Betonarbeiten": no "und … und".
  const joiner = `${first} ${second}`.includes(" und ") ? "sowie" : "und";
  const focus = second ? `${first} ${joiner} ${second}` : `${first}`;
  const declines = takesAdjective(forms);
  const choices: string[] = [];
  if (level === "lehrling") {
    choices.push(`Auf Lehrstellensuche als ${title} mit den Interessenschwerpunkten ${focus}.`);
  } else if (level === "einstieg") {
    choices.push(`${title} am Berufsbeginn mit Schwerpunkt ${focus}.`);
    if (declines) choices.push(`${adjective("Motiviert", gender)} ${title} am Berufsbeginn mit Schwerpunkt ${focus}.`);
  } else if (level === "fachkraft") {
    choices.push(`${title} mit ${years} Jahren Berufserfahrung und Schwerpunkt ${focus}.`);
    if (declines) {
      choices.push(`${adjective("Erfahren", gender)} ${title} mit Schwerpunkt ${focus}.`);
      choices.push(`${adjective("Engagiert", gender)} ${title} mit den Schwerpunkten ${focus}.`);
    }
  } else if (level === "vorstand") {
    choices.push(`${title} mit langjähriger Führungserfahrung und Schwerpunkt ${focus}.`);
  } else {
    choices.push(`${title} mit Führungserfahrung und Schwerpunkt ${focus}.`);
    choices.push(`${title} mit ${years} Jahren Berufserfahrung, Schwerpunkte: ${focus}.`);
  }
  return random.pick(choices);
}

const MAX_NAME_DRAWS = 50;

/** Names of the person's gender (either for "d") that the summary does not happen to contain ("Koch"). */
function namesOf(
  random: Random,
  person: { gender: Gender; motherTongue: MotherTongue | null },
  summary: string,
): { firstName: string; lastName: string } {
  const summaryWords = new Set(wordsOf(summary));
  const mentioned = (name: string) => wordsOf(name).some((word) => summaryWords.has(word));
  for (let draw = 0; draw < MAX_NAME_DRAWS; draw++) {
    const sex = person.gender === "w" || (person.gender === "d" && random.chance(0.5)) ? "female" : "male";
    const tongue = person.motherTongue;
    const firstName = tongue ? random.pick(tongue[sex]) : random.pick(FIRST_NAMES[sex]);
    const lastName = tongue ? random.pick(tongue.lastNames) : random.pick(LAST_NAMES);
    if (!mentioned(firstName) && !mentioned(lastName)) return { firstName, lastName };
  }
  throw new Error(`no name fits the summary "${summary}"`);
}

/** Unique by the profile's position: "maria.huber.42@example.at". */
function emailOf(random: Random, firstName: string, lastName: string, index: number): string {
  const domain = random.chance(0.8) ? "example.at" : "example.com";
  return `${asciiFold(firstName)}.${asciiFold(lastName)}.${index + 1}@${domain}`;
}

const MOBILE_PREFIXES = ["650", "660", "664", "676", "677", "680", "681", "688", "699"] as const;
const PHONE_SHARE = 0.75;

/** An Austrian mobile number, "+43 664 1234567", or none. */
function phoneOf(random: Random): string | null {
  if (!random.chance(PHONE_SHARE)) return null;
  return `+43 ${random.pick(MOBILE_PREFIXES)} ${random.int(1, 9)}${String(random.int(0, 999_999)).padStart(6, "0")}`;
}

const JITTER_KM = 2.9;
const KM_PER_DEGREE = 111.32;
const COORDINATE_DECIMALS = 1e5;

/** A point within 3 km of the place's centre, where the person lives. */
function homeOf(random: Random, place: Place): { latitude: number; longitude: number } {
  const distance = JITTER_KM * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const latitude = place.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude =
    place.longitude + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  return {
    latitude: Math.round(latitude * COORDINATE_DECIMALS) / COORDINATE_DECIMALS,
    longitude: Math.round(longitude * COORDINATE_DECIMALS) / COORDINATE_DECIMALS,
  };
}

/** Active within a year: the search finds the person; the rest were last seen 12 to 15 months ago. */
const ACTIVE_DAYS = 365;
const INACTIVE_SHARE = 0.08;
const INACTIVE_EXTRA_DAYS = 90;
const WITHDRAWN_SHARE = 0.02;
const CONSENT_AGE_DAYS = 700;

type Activity = Pick<TalentProfileInput, "lastActiveAt" | "consentGivenAt" | "consentWithdrawnAt">;

function activityOf(random: Random, now: Date): Activity {
  const days = random.chance(INACTIVE_SHARE)
    ? ACTIVE_DAYS + 1 + random.next() * (INACTIVE_EXTRA_DAYS - 1)
    : 0.01 + (ACTIVE_DAYS - 0.02) * random.next() ** 1.6;
  const lastActiveAt = daysBefore(now, days);
  const consentGivenAt = daysBefore(lastActiveAt, 0.05 + random.next() * CONSENT_AGE_DAYS);
  const withdrawn = random.chance(WITHDRAWN_SHARE);
  const consentWithdrawnAt = withdrawn
    ? new Date(lastActiveAt.getTime() + (0.1 + 0.8 * random.next()) * (now.getTime() - lastActiveAt.getTime()))
    : null;
  return { lastActiveAt, consentGivenAt, consentWithdrawnAt };
}

// --- Profiles ---------------------------------------------------------------------------------

const LEVEL_TABLES = new Map<Occupation, WeightedTable<JobLevel>>(
  OCCUPATIONS.map((occupation) => [
    occupation,
    new WeightedTable(occupation.levels.map((level) => [level, LEVEL_WEIGHTS[level]])),
  ]),
);

/** Years within the level's span, more often towards its start. */
function yearsOf(random: Random, level: JobLevel): number {
  const [least, most] = EXPERIENCE_BY_LEVEL[level];
  return Math.min(most, least + Math.floor((most - least + 1) * random.next() ** 1.2));
}

function generatedProfile(random: Random, index: number, now: Date): TalentProfileInput {
  const nowMonth = monthIndexOf(now);
  const place = PLACE_TABLE.pick(random);
  const field = FIELD_TABLE.pick(random);
  const occupation = OCCUPATION_TABLES.get(field)!.pick(random);
  const level = LEVEL_TABLES.get(occupation)!.pick(random);
  const years = yearsOf(random, level);
  const gender = GENDER_TABLE.pick(random);
  const motherTongue = random.chance(OTHER_MOTHER_TONGUE) ? MOTHER_TONGUE_TABLE.pick(random) : null;
  const person = { occupation, level, gender, years, place, motherTongue };

  const career = careerOf(random, person, nowMonth);
  const languages = languagesOf(random, field, level, motherTongue);
  const terms = workTermsOf(random, field, level, gender);
  const mobileAustria = random.chance(MOBILE_AUSTRIA_SHARE);
  const summary = summaryOf(random, person);
  const { firstName, lastName } = namesOf(random, person, summary);
  return {
    gender,
    firstName,
    lastName,
    email: emailOf(random, firstName, lastName, index),
    phone: phoneOf(random),
    desiredTitles: desiredTitlesOf(random, occupation, level, gender),
    jobField: field,
    level,
    experienceYears: years,
    positions: career.positions,
    education: educationOf(random, person, career.startYear, now.getUTCFullYear()),
    skills: skillsOf(random, occupation, level),
    languages,
    languageLevels: languageLevelsOf(languages),
    city: place.name,
    postcode: place.postcode,
    state: place.state,
    ...homeOf(random, place),
    mobilityKm: mobileAustria ? null : random.weighted(MOBILITY_KM),
    mobileAustria,
    remote: remoteOf(random, field),
    ...terms,
    salaryExpectation: salaryOf(random, person, terms),
    ...availabilityOf(random, career.employed, nowMonth),
    willingness: willingnessOf(random, career.employed),
    summary,
    ...activityOf(random, now),
    consentScope: CONSENT_SCOPE,
  };
}

/**
 * `count` profiles of the talent pool, the six personas first (the same for every seed), then
 * generated people. Deterministic: the same options give the same profiles.
 */
export function generateTalentProfiles(options: { count: number; seed: number; now: Date }): TalentProfileInput[] {
  const random = new Random(options.seed);
  const profiles = personaProfiles(options.now).slice(0, Math.max(0, options.count));
  for (let index = profiles.length; index < options.count; index++) {
    profiles.push(generatedProfile(random, index, options.now));
  }
  return profiles;
}

// --- Personas ---------------------------------------------------------------------------------

interface PersonaPosition extends Omit<TalentPosition, "from" | "to"> {
  /** Months before now's month the position began and ended (null: ongoing). */
  fromAgo: number;
  toAgo: number | null;
}

interface PersonaEducation extends Omit<TalentEducation, "until"> {
  /** Years before now's year it was completed. */
  yearsAgo: number;
}

type PersonaFields = Omit<
  TalentProfileInput,
  | "positions"
  | "education"
  | "languageLevels"
  | "city"
  | "postcode"
  | "state"
  | "latitude"
  | "longitude"
  | "mobileAustria"
  | "availableFrom"
  | "lastActiveAt"
  | "consentGivenAt"
  | "consentScope"
  | "consentWithdrawnAt"
>;

interface Persona extends PersonaFields {
  postcode: string;
  positions: readonly PersonaPosition[];
  education: readonly PersonaEducation[];
  /** For availability "ab-datum": the first of the month this many months after now. */
  availableInMonths?: number;
  lastActiveAt: (now: Date) => Date;
  /** Days between giving consent and the last activity. */
  consentDaysBeforeActive: number;
}

function placeWithPostcode(postcode: string): Place {
  const place = PLACES.find((candidate) => candidate.postcode === postcode);
  if (!place) throw new Error(`no place with postcode ${postcode}`);
  return place;
}

const monthsBefore = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
};

function personaProfile(persona: Persona, now: Date): TalentProfileInput {
  const { positions, education, availableInMonths, lastActiveAt, consentDaysBeforeActive, postcode, ...fields } =
    persona;
  const nowMonth = monthIndexOf(now);
  const place = placeWithPostcode(postcode);
  const active = lastActiveAt(now);
  return {
    ...fields,
    positions: positions.map(({ fromAgo, toAgo, ...position }) => ({
      ...position,
      from: monthText(nowMonth - fromAgo),
      to: toAgo === null ? null : monthText(nowMonth - toAgo),
    })),
    education: education.map(({ yearsAgo, ...entry }) => ({ ...entry, until: now.getUTCFullYear() - yearsAgo })),
    languageLevels: languageLevelsOf(fields.languages),
    city: place.name,
    postcode: place.postcode,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
    mobileAustria: false,
    availableFrom: availableInMonths === undefined ? null : firstDayOf(nowMonth + availableInMonths),
    lastActiveAt: active,
    consentGivenAt: daysBefore(active, consentDaysBeforeActive),
    consentScope: CONSENT_SCOPE,
    consentWithdrawnAt: null,
  };
}

const BUCHHALTUNG_TASKS =
  "Laufende Buchhaltung inklusive Kreditoren- und Debitorenbuchhaltung. Mitarbeit bei Monats- und Jahresabschlüssen.";

const BUCHHALTERIN_LINZ: Persona = {
  gender: "w",
  firstName: "Sabine",
  lastName: "Hofer",
  email: "sabine.hofer@example.at",
  phone: "+43 664 2718340",
  desiredTitles: ["Buchhalterin", "Bilanzbuchhalterin"],
  jobField: "finanzen",
  level: "fachkraft",
  experienceYears: 8,
  positions: [
    {
      title: "Buchhalterin",
      employer: "Mayrhofer Metallwerk AG",
      employerKind: "Industrieunternehmen",
      employerSize: "250–500 Mitarbeitende",
      fromAgo: 62,
      toAgo: 2,
      description: `${BUCHHALTUNG_TASKS} Erstellung der Umsatzsteuervoranmeldungen in BMD.`,
    },
    {
      title: "Buchhalterin",
      employer: "Leitner & Partner Steuerberatung GmbH",
      employerKind: "Steuerberatungskanzlei",
      employerSize: "10–49 Mitarbeitende",
      fromAgo: 103,
      toAgo: 65,
      description: "Klientenbuchhaltung und Lohnverrechnung für Gewerbebetriebe.",
    },
  ],
  education: [
    { degree: "Buchhalterprüfung", institution: "WIFI Oberösterreich", yearsAgo: 6 },
    { degree: "HAK-Matura", institution: "HAK Linz", yearsAgo: 9 },
  ],
  skills: [
    "BMD",
    "Kreditorenbuchhaltung",
    "Debitorenbuchhaltung",
    "Lohnverrechnung",
    "Jahresabschluss",
    "Umsatzsteuervoranmeldung",
    "Mahnwesen",
    "Excel",
  ],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "B2" },
  ],
  postcode: "4020",
  mobilityKm: 30,
  remote: "partial",
  employmentTypes: ["vollzeit"],
  weeklyHours: 38,
  salaryExpectation: 3400,
  availability: "sofort",
  noticeWeeks: null,
  willingness: "aktiv",
  summary: "Erfahrene Buchhalterin mit Schwerpunkt Kreditoren und Jahresabschluss.",
  lastActiveAt: (now) => daysBefore(now, 3),
  consentDaysBeforeActive: 400,
};

const JAVA_WIEN: Persona = {
  gender: "m",
  firstName: "Lukas",
  lastName: "Hofbauer",
  email: "lukas.hofbauer@example.at",
  phone: "+43 676 5503192",
  desiredTitles: ["Java-Entwickler", "Backend-Entwickler"],
  jobField: "it",
  level: "fachkraft",
  experienceYears: 6,
  positions: [
    {
      title: "Java-Entwickler",
      employer: "Berger Software GmbH",
      employerKind: "Softwarehaus",
      employerSize: "50–249 Mitarbeitende",
      fromAgo: 40,
      toAgo: null,
      description:
        "Entwicklung von Microservices mit Java und Spring Boot. Betrieb der Anwendungen in Kubernetes gemeinsam mit dem Plattform-Team.",
    },
    {
      title: "Softwareentwickler",
      employer: "Wagner IT Solutions GmbH",
      employerKind: "IT-Dienstleister",
      employerSize: "10–49 Mitarbeitende",
      fromAgo: 76,
      toAgo: 42,
      description: "Entwicklung und Wartung von Geschäftsanwendungen in einem agilen Team.",
    },
  ],
  education: [
    { degree: "Bachelor Informatik", institution: "TU Wien", yearsAgo: 7 },
    { degree: "HTL-Matura Informatik", institution: "HTL Spengergasse", yearsAgo: 11 },
  ],
  skills: ["Java", "Spring Boot", "Kubernetes", "PostgreSQL", "Docker", "REST-APIs", "Git", "Kafka"],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "C1" },
  ],
  postcode: "1070",
  mobilityKm: 20,
  remote: "partial",
  employmentTypes: ["vollzeit"],
  weeklyHours: 40,
  salaryExpectation: 4800,
  availability: "kuendigungsfrist",
  noticeWeeks: 8,
  willingness: "offen",
  summary: "Java-Entwickler mit 6 Jahren Berufserfahrung und Schwerpunkt Microservices und Spring Boot.",
  lastActiveAt: (now) => daysBefore(now, 10),
  consentDaysBeforeActive: 250,
};

const LOHNVERRECHNER_WELS: Persona = {
  gender: "m",
  firstName: "Martin",
  lastName: "Brandstätter",
  email: "martin.brandstaetter@example.at",
  phone: "+43 650 3381907",
  desiredTitles: ["Teamleiter Lohnverrechnung", "Lohnverrechner"],
  jobField: "finanzen",
  level: "teamleitung",
  experienceYears: 12,
  positions: [
    {
      title: "Teamleiter Lohnverrechnung",
      employer: "Huemer Kunststofftechnik GmbH",
      employerKind: "Industrieunternehmen",
      employerSize: "250–500 Mitarbeitende",
      fromAgo: 50,
      toAgo: null,
      description:
        "Eigenständige Lohn- und Gehaltsverrechnung für rund 300 Mitarbeitende. Fachliche Führung eines Teams von 4 Mitarbeitenden.",
    },
    {
      title: "Lohnverrechner",
      employer: "Aigner Steuerberatung GmbH",
      employerKind: "Steuerberatungskanzlei",
      employerSize: "10–49 Mitarbeitende",
      fromAgo: 98,
      toAgo: 52,
      description: "Abwicklung von Ein- und Austritten inklusive ELDA-Meldungen. Lohnverrechnung für Klienten in BMD.",
    },
    {
      title: "Lohnverrechner",
      employer: "Haas Personaldienstleistungen GmbH",
      employerKind: "Dienstleistungsunternehmen",
      employerSize: "50–249 Mitarbeitende",
      fromAgo: 150,
      toAgo: 100,
      description: "Erstellung der Jahreslohnzettel und Abrechnung von Reisekosten.",
    },
  ],
  education: [
    { degree: "Personalverrechnerprüfung", institution: "WIFI Oberösterreich", yearsAgo: 10 },
    { degree: "HAK-Matura", institution: "HAK Wels", yearsAgo: 14 },
  ],
  skills: [
    "Lohnverrechnung",
    "Personalverrechnung",
    "BMD",
    "Arbeitsrecht",
    "Sozialversicherungsrecht",
    "ELDA",
    "Reisekostenabrechnung",
    "Mitarbeiterführung",
  ],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "B1" },
  ],
  postcode: "4600",
  mobilityKm: 40,
  remote: "partial",
  employmentTypes: ["vollzeit"],
  weeklyHours: 38,
  salaryExpectation: 4600,
  availability: "kuendigungsfrist",
  noticeWeeks: 12,
  willingness: "aktiv",
  summary: "Teamleiter Lohnverrechnung mit Führungserfahrung und Schwerpunkt Personalverrechnung und Reisekosten.",
  lastActiveAt: (now) => daysBefore(now, 1),
  consentDaysBeforeActive: 120,
};

const BILANZBUCHHALTERIN_LEONDING: Persona = {
  gender: "w",
  firstName: "Andrea",
  lastName: "Wimmer",
  email: "andrea.wimmer@example.com",
  phone: null,
  desiredTitles: ["Bilanzbuchhalterin", "Buchhalterin"],
  jobField: "finanzen",
  level: "fachkraft",
  experienceYears: 10,
  positions: [
    {
      title: "Bilanzbuchhalterin",
      employer: "Steinbauer Industries GmbH",
      employerKind: "Industrieunternehmen",
      employerSize: "über 500 Mitarbeitende",
      fromAgo: 56,
      toAgo: null,
      description:
        "Erstellung von Monats-, Quartals- und Jahresabschlüssen nach UGB. Verantwortung für die Anlagenbuchhaltung und das Berichtswesen.",
    },
    {
      title: "Buchhalterin",
      employer: "Reisinger Großhandel GmbH",
      employerKind: "Großhandel",
      employerSize: "50–249 Mitarbeitende",
      fromAgo: 124,
      toAgo: 58,
      description: "Laufende Buchhaltung inklusive Kreditoren- und Debitorenbuchhaltung.",
    },
  ],
  education: [
    { degree: "Bilanzbuchhalterprüfung", institution: "WIFI Oberösterreich", yearsAgo: 6 },
    { degree: "HAK-Matura", institution: "HAK Traun", yearsAgo: 11 },
  ],
  skills: [
    "Bilanzbuchhaltung",
    "Jahresabschluss",
    "BMD",
    "SAP FI",
    "UGB",
    "Anlagenbuchhaltung",
    "Umsatzsteuer",
    "Excel",
  ],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "B2" },
    { language: "Italienisch", level: "A2" },
  ],
  postcode: "4060",
  mobilityKm: 25,
  remote: "partial",
  employmentTypes: ["vollzeit"],
  weeklyHours: 40,
  salaryExpectation: 4200,
  availability: "kuendigungsfrist",
  noticeWeeks: 8,
  willingness: "offen",
  summary: "Erfahrene Bilanzbuchhalterin mit Schwerpunkt Jahresabschlüsse nach UGB und Anlagenbuchhaltung.",
  lastActiveAt: (now) => daysBefore(now, 20),
  consentDaysBeforeActive: 300,
};

const PFLEGE_GRAZ: Persona = {
  gender: "w",
  firstName: "Katharina",
  lastName: "Eder",
  email: "katharina.eder@example.at",
  phone: "+43 699 1204456",
  desiredTitles: ["Diplomierte Gesundheits- und Krankenpflegerin", "DGKP"],
  jobField: "gesundheit",
  level: "fachkraft",
  experienceYears: 7,
  positions: [
    {
      title: "Diplomierte Gesundheits- und Krankenpflegerin",
      employer: "Privatklinik Koller GmbH",
      employerKind: "Krankenhaus",
      employerSize: "250–500 Mitarbeitende",
      fromAgo: 45,
      toAgo: null,
      description:
        "Pflege und Betreuung von Patientinnen und Patienten auf einer internen Station. Praxisanleitung von Auszubildenden.",
    },
    {
      title: "Diplomierte Gesundheits- und Krankenpflegerin",
      employer: "Seniorenresidenz Pammer GmbH",
      employerKind: "Pflegeeinrichtung",
      employerSize: "50–249 Mitarbeitende",
      fromAgo: 88,
      toAgo: 47,
      description: "Pflegeplanung und Wundmanagement in der Langzeitpflege.",
    },
  ],
  education: [
    {
      degree: "Weiterbildung Wundmanagement",
      institution: "Gesundheits- und Krankenpflegeschule am LKH-Univ. Klinikum Graz",
      yearsAgo: 4,
    },
    { degree: "Bachelor Gesundheits- und Krankenpflege (FH)", institution: "FH Joanneum Graz", yearsAgo: 8 },
  ],
  skills: [
    "Pflegedokumentation",
    "Pflegeplanung",
    "Wundmanagement",
    "Medikamentenmanagement",
    "Patientenbeobachtung",
    "Praxisanleitung",
  ],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "B1" },
  ],
  postcode: "8010",
  mobilityKm: 30,
  remote: "none",
  employmentTypes: ["teilzeit"],
  weeklyHours: 30,
  salaryExpectation: 2900,
  availability: "ab-datum",
  noticeWeeks: null,
  availableInMonths: 2,
  willingness: "aktiv",
  summary:
    "Diplomierte Gesundheits- und Krankenpflegerin mit 7 Jahren Berufserfahrung und Schwerpunkt Akutpflege und Wundmanagement.",
  lastActiveAt: (now) => daysBefore(now, 5),
  consentDaysBeforeActive: 90,
};

const INACTIVE_BUCHHALTER_LINZ: Persona = {
  gender: "m",
  firstName: "Christoph",
  lastName: "Reiter",
  email: "christoph.reiter@example.at",
  phone: "+43 660 4471285",
  desiredTitles: ["Buchhalter", "Finanzbuchhalter"],
  jobField: "finanzen",
  level: "fachkraft",
  experienceYears: 5,
  positions: [
    {
      title: "Buchhalter",
      employer: "Ortner Handels GmbH",
      employerKind: "Handelskette",
      employerSize: "über 500 Mitarbeitende",
      fromAgo: 30,
      toAgo: 14,
      description: BUCHHALTUNG_TASKS,
    },
    {
      title: "Buchhalter",
      employer: "Gruber & Partner Steuerberatung GmbH",
      employerKind: "Steuerberatungskanzlei",
      employerSize: "1–9 Mitarbeitende",
      fromAgo: 75,
      toAgo: 33,
      description: "Klientenbuchhaltung und Umsatzsteuervoranmeldungen über FinanzOnline.",
    },
  ],
  education: [{ degree: "HAK-Matura", institution: "HAK Linz", yearsAgo: 7 }],
  skills: ["BMD", "Kreditorenbuchhaltung", "Debitorenbuchhaltung", "Umsatzsteuervoranmeldung", "Kontenabstimmung"],
  languages: [
    { language: "Deutsch", level: "C2" },
    { language: "Englisch", level: "B1" },
  ],
  postcode: "4020",
  mobilityKm: 20,
  remote: "none",
  employmentTypes: ["vollzeit"],
  weeklyHours: 38,
  salaryExpectation: 3000,
  availability: "sofort",
  noticeWeeks: null,
  willingness: "aktiv",
  summary: "Buchhalter mit 5 Jahren Berufserfahrung und Schwerpunkt Debitoren und Umsatzsteuer.",
  lastActiveAt: (now) => monthsBefore(now, 13),
  consentDaysBeforeActive: 200,
};

/** The personas, in the order of TALENT_PERSONAS. */
const PERSONAS: readonly Persona[] = [
  BUCHHALTERIN_LINZ,
  JAVA_WIEN,
  LOHNVERRECHNER_WELS,
  BILANZBUCHHALTERIN_LEONDING,
  PFLEGE_GRAZ,
  INACTIVE_BUCHHALTER_LINZ,
];

function personaProfiles(now: Date): TalentProfileInput[] {
  return PERSONAS.map((persona) => personaProfile(persona, now));
}
