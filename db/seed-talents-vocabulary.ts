import type { JOB_FIELDS, JobLevel } from "~/features/job-ads/vocabulary";
import type { BUNDESLAENDER } from "~/lib/bundeslaender";

/**
 * The words of the seeded talent pool (db/seed-talents.ts): occupations of every job field with
 * their titles in three forms, skills, training, salaries and typical employers, and the schools
 * and universities of each Bundesland. Salaries are gross euro per month for full time (paid 14
 * times a year), as Austrian collective agreements and job ads state them.
 */

export type JobField = keyof typeof JOB_FIELDS;
type Bundesland = (typeof BUNDESLAENDER)[number];

/** A job title as a man, a woman and a non-binary person (or an ad for everyone) would use it. */
export interface Titles {
  male: string;
  female: string;
  neutral: string;
}

/** Regular titles add "in": "Buchhalter" → "Buchhalterin", "Buchhalter:in". */
export function titles(male: string, female = `${male}in`, neutral = `${male}:in`): Titles {
  return { male, female, neutral };
}

/** Titles that are the same for everyone: "DevOps Engineer", "Pflegedienstleitung". */
const invariant = (title: string): Titles => titles(title, title, title);

export const EMPLOYER_SIZES = [
  "1–9 Mitarbeitende",
  "10–49 Mitarbeitende",
  "50–249 Mitarbeitende",
  "250–500 Mitarbeitende",
  "über 500 Mitarbeitende",
] as const;
export type EmployerSize = (typeof EMPLOYER_SIZES)[number];

const [MICRO, SMALL, MEDIUM, LARGE, HUGE] = EMPLOYER_SIZES;

interface EmployerKindSpec {
  /** Company names; `{n}` is a family name: "{n} Steuerberatung GmbH" → "Huber Steuerberatung GmbH". */
  names: readonly string[];
  sizes: readonly EmployerSize[];
}

/** How an anonymised profile names an employer, with names and sizes that fit such a company. */
export const EMPLOYER_KINDS = {
  Steuerberatungskanzlei: {
    names: ["{n} Steuerberatung GmbH", "{n} & Partner Steuerberatung GmbH", "{n} Wirtschaftstreuhand GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Finanzdienstleister: {
    names: ["{n} Versicherung AG", "{n} Privatbank AG", "{n} Leasing GmbH", "{n} Finanzservice GmbH"],
    sizes: [MEDIUM, LARGE, HUGE],
  },
  Industrieunternehmen: {
    names: [
      "{n} Industries GmbH",
      "{n} Maschinenbau GmbH",
      "{n} Metallwerk AG",
      "{n} Technik GmbH",
      "{n} Kunststofftechnik GmbH",
    ],
    sizes: [MEDIUM, LARGE, LARGE, HUGE],
  },
  Energieversorger: {
    names: ["{n} Energie AG", "{n} Netz GmbH", "{n} Wasserkraft GmbH"],
    sizes: [LARGE, HUGE],
  },
  Softwarehaus: {
    names: ["{n} Software GmbH", "{n} Digital GmbH", "{n} Labs GmbH", "{n} Data Solutions GmbH"],
    sizes: [SMALL, MEDIUM, MEDIUM, LARGE],
  },
  "IT-Dienstleister": {
    names: ["{n} IT-Services GmbH", "{n} Systemhaus GmbH", "{n} Datentechnik GmbH", "{n} IT Solutions GmbH"],
    sizes: [SMALL, SMALL, MEDIUM, LARGE],
  },
  Krankenhaus: {
    names: ["Privatklinik {n} GmbH", "{n} Kliniken GmbH", "Sanatorium {n} GmbH"],
    sizes: [LARGE, HUGE],
  },
  Pflegeeinrichtung: {
    names: ["Seniorenresidenz {n} GmbH", "{n} Pflege GmbH", "Pflegezentrum {n} gGmbH", "{n} Heimhilfe und Pflege GmbH"],
    sizes: [SMALL, MEDIUM, MEDIUM],
  },
  Arztpraxis: {
    names: ["Gruppenpraxis Dr. {n} OG", "Ordination Dr. {n} OG", "{n} Primärversorgung OG"],
    sizes: [MICRO, MICRO, SMALL],
  },
  Therapiezentrum: {
    names: ["Physiotherapie {n} OG", "Therapiezentrum {n} GmbH", "{n} Reha GmbH"],
    sizes: [MICRO, SMALL, MEDIUM],
  },
  Apotheke: {
    names: ["{n} Apotheke KG", "Stadtapotheke {n} KG"],
    sizes: [MICRO, SMALL],
  },
  Handelskette: {
    names: ["{n} Handels GmbH", "{n} Markt GmbH", "{n} Handelsgesellschaft m.b.H.", "{n} Fashion GmbH"],
    sizes: [LARGE, HUGE, HUGE],
  },
  Fachhandel: {
    names: ["{n} Fachhandel GmbH", "{n} & Söhne KG", "{n} Sport GmbH", "{n} Elektrofachhandel GmbH", "{n} Optik GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Großhandel: {
    names: ["{n} Großhandel GmbH", "{n} Vertriebs GmbH", "{n} Baustoffhandel GmbH"],
    sizes: [MEDIUM, MEDIUM, LARGE],
  },
  "Online-Händler": {
    names: ["{n} E-Commerce GmbH", "{n} Online GmbH", "{n} Versand GmbH"],
    sizes: [SMALL, MEDIUM, LARGE],
  },
  Bauunternehmen: {
    names: ["{n} Bau GmbH", "{n} Baugesellschaft m.b.H.", "{n} Hoch- und Tiefbau GmbH", "{n} Baumeister GmbH"],
    sizes: [SMALL, MEDIUM, MEDIUM, LARGE, HUGE],
  },
  Architekturbüro: {
    names: ["{n} Architekten ZT GmbH", "Architekturbüro {n} ZT GmbH", "{n} & Partner Architektur ZT GmbH"],
    sizes: [MICRO, SMALL, SMALL],
  },
  Ingenieurbüro: {
    names: ["{n} Ingenieure ZT GmbH", "{n} Engineering GmbH", "{n} Planung GmbH"],
    sizes: [SMALL, MEDIUM],
  },
  Hotel: {
    names: ["Hotel {n} GmbH", "{n} Hotelbetriebs GmbH", "Alpenhotel {n} KG", "{n} Resort GmbH"],
    sizes: [SMALL, SMALL, MEDIUM],
  },
  Gastronomiebetrieb: {
    names: ["Gasthaus {n} KG", "{n} Gastronomie GmbH", "Restaurant {n} OG", "{n} Catering GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Elektrotechnikbetrieb: {
    names: ["{n} Elektrotechnik GmbH", "Elektro {n} GmbH", "{n} Elektroanlagen GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Installationsbetrieb: {
    names: ["{n} Haustechnik GmbH", "{n} Installationen GmbH", "{n} Gas-Wasser-Heizung GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Tischlerei: {
    names: ["Tischlerei {n} GmbH", "{n} Möbelwerkstätte GmbH", "{n} Innenausbau GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Metallbaubetrieb: {
    names: ["{n} Metallbau GmbH", "{n} Schlosserei GmbH", "{n} Stahlbau GmbH"],
    sizes: [SMALL, SMALL, MEDIUM],
  },
  "Kfz-Werkstätte": {
    names: ["Autohaus {n} GmbH", "{n} Kfz-Technik GmbH", "{n} Automobile GmbH"],
    sizes: [MICRO, SMALL, SMALL, MEDIUM],
  },
  Logistikunternehmen: {
    names: ["{n} Logistik GmbH", "{n} Spedition GmbH", "{n} Logistics GmbH"],
    sizes: [MEDIUM, LARGE, HUGE],
  },
  Transportunternehmen: {
    names: ["{n} Transporte GmbH", "{n} Frächterei GmbH", "{n} Transport & Logistik GmbH"],
    sizes: [SMALL, SMALL, MEDIUM],
  },
  Dienstleistungsunternehmen: {
    names: [
      "{n} Consulting GmbH",
      "{n} Services GmbH",
      "{n} Personaldienstleistungen GmbH",
      "{n} Facility Services GmbH",
    ],
    sizes: [SMALL, MEDIUM, LARGE],
  },
  Werbeagentur: {
    names: ["{n} Werbeagentur GmbH", "{n} Kommunikation GmbH", "{n} & Partner Marketing GmbH", "{n} Design Studio OG"],
    sizes: [MICRO, SMALL, SMALL],
  },
  Medienunternehmen: {
    names: ["{n} Media GmbH", "{n} Verlag GmbH", "{n} Medienhaus GmbH"],
    sizes: [MEDIUM, LARGE],
  },
  Kinderbetreuungseinrichtung: {
    names: ["{n} Kinderbetreuung gGmbH", "Kindergarten {n} GmbH", "{n} Kinderwelt gGmbH"],
    sizes: [SMALL, MEDIUM],
  },
  Sozialeinrichtung: {
    names: ["{n} Sozialdienste gGmbH", "{n} Sozialwerk gGmbH", "{n} Lebenshilfe gGmbH"],
    sizes: [MEDIUM, LARGE],
  },
  Bildungseinrichtung: {
    names: ["{n} Bildungszentrum GmbH", "{n} Akademie GmbH", "Privatschule {n} GmbH", "{n} Lernwerkstatt GmbH"],
    sizes: [SMALL, MEDIUM],
  },
} as const satisfies Record<string, EmployerKindSpec>;
export type EmployerKind = keyof typeof EMPLOYER_KINDS;

/** The kinds of school, college and course provider a training is had at. */
export type InstitutionKind =
  | "pflichtschule"
  | "ahs"
  | "berufsschule"
  | "hak"
  | "htl"
  | "tourismusschule"
  | "bafep"
  | "pflegeschule"
  | "gesundheit-fh"
  | "fh"
  | "universitaet"
  | "tu"
  | "ph"
  | "design"
  | "wifi"
  | "bfi";

/** Vienna has every kind; the other Bundesländer fall back to it for a kind they lack. */
const VIENNA_INSTITUTIONS: Readonly<Record<Exclude<InstitutionKind, "pflichtschule">, readonly string[]>> = {
  ahs: ["BG/BRG Wien 7 (Kandlgasse)", "GRG 19 Billrothstraße", "BG/BRG Wien 22 (Theodor-Kramer-Straße)"],
  berufsschule: [
    "Berufsschule für Verwaltungsberufe Wien",
    "Berufsschule für Elektrotechnik Wien",
    "Berufsschule Wien",
  ],
  hak: ["Vienna Business School Akademiestraße", "BHAK Wien 10", "BHAK/BHAS Wien 22"],
  htl: ["HTL Wien 10 (Ettenreichgasse)", "TGM Wien", "HTL Spengergasse", "HTL Rennweg"],
  tourismusschule: ["Tourismusschulen MODUL Wien", "HLTW 13 Bergheidengasse"],
  bafep: ["BAfEP Wien 10", "BAfEP Wien 21"],
  pflegeschule: ["Schule für Gesundheits- und Krankenpflege Wien", "Akademie für Pflegeberufe Wien"],
  "gesundheit-fh": ["FH Campus Wien"],
  fh: ["FH Technikum Wien", "FH Campus Wien", "FHWien der WKW"],
  universitaet: ["Universität Wien", "Wirtschaftsuniversität Wien"],
  tu: ["TU Wien"],
  ph: ["Pädagogische Hochschule Wien"],
  design: ["Die Graphische Wien", "Universität für angewandte Kunst Wien"],
  wifi: ["WIFI Wien"],
  bfi: ["BFI Wien"],
};

type StateInstitutions = Partial<Record<Exclude<InstitutionKind, "pflichtschule">, readonly string[]>>;

const STATE_INSTITUTIONS: Readonly<Record<Exclude<Bundesland, "Wien">, StateInstitutions>> = {
  Niederösterreich: {
    ahs: ["BG/BRG St. Pölten", "BG/BRG Baden", "BRG Wiener Neustadt"],
    berufsschule: ["Landesberufsschule St. Pölten", "Landesberufsschule Amstetten", "Landesberufsschule Mistelbach"],
    hak: ["BHAK St. Pölten", "BHAK Wiener Neustadt", "Vienna Business School Mödling"],
    htl: ["HTL St. Pölten", "HTL Mödling", "HTL Wiener Neustadt"],
    tourismusschule: ["Tourismusschule Krems"],
    bafep: ["BAfEP St. Pölten", "BAfEP Amstetten"],
    pflegeschule: ["Gesundheits- und Krankenpflegeschule St. Pölten", "Gesundheits- und Krankenpflegeschule Mödling"],
    "gesundheit-fh": ["IMC FH Krems", "FH St. Pölten"],
    fh: ["FH St. Pölten", "FH Wiener Neustadt", "IMC FH Krems"],
    universitaet: ["Universität für Weiterbildung Krems"],
    ph: ["Pädagogische Hochschule Niederösterreich"],
    design: ["New Design University St. Pölten"],
    wifi: ["WIFI Niederösterreich"],
    bfi: ["BFI Niederösterreich"],
  },
  Oberösterreich: {
    ahs: ["Akademisches Gymnasium Linz", "BRG Wels Brucknerstraße", "BG/BRG Steyr"],
    berufsschule: ["Berufsschule Linz 2", "Berufsschule Linz 8", "Berufsschule Wels 1", "Berufsschule Steyr 2"],
    hak: ["HAK Linz", "HAK Wels", "HAK Steyr", "HAK Traun"],
    htl: ["HTL Linz (Paul-Hahn-Straße)", "HTL Steyr", "HTL Wels", "HTL Leonding"],
    tourismusschule: ["Tourismusschule Bad Ischl"],
    bafep: ["BAfEP Linz"],
    pflegeschule: [
      "Gesundheits- und Krankenpflegeschule am Kepler Universitätsklinikum",
      "Pflegeschule Wels-Grieskirchen",
    ],
    "gesundheit-fh": ["FH Gesundheitsberufe OÖ"],
    fh: ["FH Oberösterreich"],
    universitaet: ["Johannes Kepler Universität Linz"],
    tu: ["Johannes Kepler Universität Linz"],
    ph: ["Pädagogische Hochschule Oberösterreich"],
    design: ["Kunstuniversität Linz"],
    wifi: ["WIFI Oberösterreich"],
    bfi: ["BFI Oberösterreich"],
  },
  Steiermark: {
    ahs: ["BG/BRG Kirchengasse Graz", "Akademisches Gymnasium Graz", "BRG Leoben"],
    berufsschule: ["Landesberufsschule Graz 1", "Landesberufsschule Graz 3", "Landesberufsschule Mureck"],
    hak: ["BHAK Grazbachgasse Graz", "BHAK Leoben", "BHAK Weiz"],
    htl: ["HTL Bulme Graz", "HTL Kapfenberg", "HTBLA Weiz"],
    tourismusschule: ["Tourismusschulen Bad Gleichenberg"],
    bafep: ["BAfEP Graz", "BAfEP Hartberg"],
    pflegeschule: ["Gesundheits- und Krankenpflegeschule am LKH-Univ. Klinikum Graz"],
    "gesundheit-fh": ["FH Joanneum Graz"],
    fh: ["FH Joanneum Graz", "FH Campus 02 Graz"],
    universitaet: ["Universität Graz", "Montanuniversität Leoben"],
    tu: ["TU Graz"],
    ph: ["Pädagogische Hochschule Steiermark"],
    design: ["FH Joanneum Graz", "Ortweinschule Graz"],
    wifi: ["WIFI Steiermark"],
    bfi: ["BFI Steiermark"],
  },
  Salzburg: {
    ahs: ["Akademisches Gymnasium Salzburg", "BG/BRG Hallein"],
    berufsschule: ["Landesberufsschule Salzburg 1", "Landesberufsschule Hallein"],
    hak: ["BHAK Salzburg", "BHAK Hallein"],
    htl: ["HTL Salzburg", "HTL Hallein", "HTL Saalfelden"],
    tourismusschule: ["Tourismusschulen Salzburg Klessheim", "Tourismusschule Bad Hofgastein"],
    bafep: ["BAfEP Salzburg"],
    pflegeschule: ["Schule für Gesundheits- und Krankenpflege Salzburg"],
    "gesundheit-fh": ["FH Salzburg"],
    fh: ["FH Salzburg"],
    universitaet: ["Paris Lodron Universität Salzburg"],
    ph: ["Pädagogische Hochschule Salzburg"],
    design: ["FH Salzburg"],
    wifi: ["WIFI Salzburg"],
    bfi: ["BFI Salzburg"],
  },
  Tirol: {
    ahs: ["Akademisches Gymnasium Innsbruck", "BRG Kufstein"],
    berufsschule: [
      "Tiroler Fachberufsschule Innsbruck",
      "Tiroler Fachberufsschule Kufstein",
      "Landesberufsschule Landeck",
    ],
    hak: ["HAK Innsbruck", "HAK Kufstein", "HAK Schwaz"],
    htl: ["HTL Anichstraße Innsbruck", "HTL Jenbach", "HTL Fulpmes"],
    tourismusschule: ["Tourismusschulen Villa Blanka Innsbruck", "Tourismusschule Zell am Ziller"],
    bafep: ["BAfEP Innsbruck", "BAfEP Zams"],
    pflegeschule: ["Ausbildungszentrum West für Gesundheitsberufe Innsbruck"],
    "gesundheit-fh": ["fh gesundheit Tirol"],
    fh: ["MCI Innsbruck", "FH Kufstein Tirol"],
    universitaet: ["Universität Innsbruck"],
    tu: ["Universität Innsbruck"],
    ph: ["Pädagogische Hochschule Tirol"],
    wifi: ["WIFI Tirol"],
    bfi: ["BFI Tirol"],
  },
  Kärnten: {
    ahs: ["BG/BRG Mössingerstraße Klagenfurt", "BG/BRG Villach St. Martin"],
    berufsschule: ["Landesberufsschule Klagenfurt", "Landesberufsschule Villach"],
    hak: ["BHAK Klagenfurt", "BHAK Villach", "BHAK Wolfsberg"],
    htl: ["HTL Mössingerstraße Klagenfurt", "HTL Villach", "HTL Wolfsberg"],
    tourismusschule: ["Tourismusschulen Villach"],
    bafep: ["BAfEP Klagenfurt"],
    pflegeschule: ["Gesundheits- und Krankenpflegeschule Klagenfurt"],
    "gesundheit-fh": ["FH Kärnten"],
    fh: ["FH Kärnten"],
    universitaet: ["Universität Klagenfurt"],
    ph: ["Pädagogische Hochschule Kärnten"],
    wifi: ["WIFI Kärnten"],
    bfi: ["BFI Kärnten"],
  },
  Vorarlberg: {
    ahs: ["BG Dornbirn", "BG Bregenz Blumenstraße"],
    berufsschule: ["Landesberufsschule Dornbirn", "Landesberufsschule Feldkirch", "Landesberufsschule Bregenz"],
    hak: ["BHAK Bregenz", "BHAK Feldkirch", "BHAK Lustenau"],
    htl: ["HTL Dornbirn", "HTL Rankweil", "HTL Bregenz"],
    tourismusschule: ["Tourismusschulen Bludenz"],
    bafep: ["BAfEP Feldkirch"],
    pflegeschule: ["Schule für Gesundheits- und Krankenpflege Feldkirch"],
    "gesundheit-fh": ["FH Vorarlberg"],
    fh: ["FH Vorarlberg"],
    ph: ["Pädagogische Hochschule Vorarlberg"],
    wifi: ["WIFI Vorarlberg"],
    bfi: ["BFI Vorarlberg"],
  },
  Burgenland: {
    ahs: ["BG/BRG Eisenstadt", "BG/BRG Oberwart"],
    berufsschule: ["Landesberufsschule Eisenstadt", "Landesberufsschule Pinkafeld"],
    hak: ["BHAK Eisenstadt", "BHAK Oberwart", "BHAK Neusiedl am See"],
    htl: ["HTL Eisenstadt", "HTL Pinkafeld"],
    tourismusschule: ["Tourismusschulen Neusiedl am See"],
    bafep: ["BAfEP Oberwart"],
    pflegeschule: ["Schule für Gesundheits- und Krankenpflege Oberwart"],
    "gesundheit-fh": ["FH Burgenland"],
    fh: ["FH Burgenland"],
    ph: ["Pädagogische Hochschule Burgenland"],
    wifi: ["WIFI Burgenland"],
    bfi: ["BFI Burgenland"],
  },
};

/**
 * The institutions of a kind in a Bundesland, or Vienna's when it has none. Compulsory schools are
 * named after the person's town by the generator, so this has none.
 */
export function institutionsOf(state: Bundesland, kind: Exclude<InstitutionKind, "pflichtschule">): readonly string[] {
  if (state === "Wien") return VIENNA_INSTITUTIONS[kind];
  return STATE_INSTITUTIONS[state][kind] ?? VIENNA_INSTITUTIONS[kind];
}

/** A school or apprenticeship first, a degree after the Matura, a course during the career. */
export type EducationStage = "lehre" | "schule" | "studium" | "kurs";

export interface EducationOption {
  /** In the form of the person: "Lehrabschluss Bürokauffrau". */
  degree: Titles;
  /** A compulsory school ("pflichtschule") is named after the person's town by the generator. */
  institution: InstitutionKind;
  stage: EducationStage;
}

export type SalaryRange = readonly [min: number, max: number];
export type LeadLevel = "teamleitung" | "fuehrung" | "vorstand";

export interface Occupation extends Titles {
  /** A key of JOB_FIELDS. */
  field: JobField;
  /** Keys of JOB_LEVELS the occupation occurs at, from the lowest. */
  levels: readonly JobLevel[];
  /** Gross euro per month for full time, for each of `levels`. */
  salary: Readonly<Partial<Record<JobLevel, SalaryRange>>>;
  /** The first two are what every such person lists ("Java" for a Java-Entwickler). */
  skills: readonly string[];
  /** What a summary names as a focus ("mit Schwerpunkt Kreditoren und Jahresabschluss"). */
  focus: readonly string[];
  education: readonly EducationOption[];
  /** One-sentence position descriptions. */
  tasks: readonly string[];
  employerKinds: readonly EmployerKind[];
  /** The titles of the levels above fachkraft; a level missing here keeps the occupation's title. */
  leads: Readonly<Partial<Record<LeadLevel, Titles>>>;
  /** An earlier step of such careers: a Bilanzbuchhalterin often started as Buchhalterin. */
  earlier: Titles | null;
  /** Other titles such people look for too. */
  also: readonly Titles[];
  /** How common the occupation is within its field. */
  weight: number;
}

interface OccupationSpec<L extends JobLevel> {
  titles: Titles;
  /** "Buchhaltung": the leads become "Teamleiter Buchhaltung", "Leiter Buchhaltung", "Geschäftsführer". */
  area?: string;
  leads?: Partial<Record<LeadLevel, Titles>>;
  /** The levels are this record's keys. */
  salary: Record<L, SalaryRange>;
  skills: readonly string[];
  focus: readonly string[];
  education: readonly EducationOption[];
  tasks: readonly string[];
  employerKinds: readonly EmployerKind[];
  earlier?: Titles;
  also?: readonly Titles[];
  weight?: number;
}

const LEVEL_ORDER: readonly JobLevel[] = ["lehrling", "einstieg", "fachkraft", "teamleitung", "fuehrung", "vorstand"];
const GESCHAEFTSFUEHRUNG = titles("Geschäftsführer", "Geschäftsführerin", "Geschäftsführer:in");

function areaLeads(area: string): Record<LeadLevel, Titles> {
  return {
    teamleitung: titles(`Teamleiter ${area}`, `Teamleiterin ${area}`, `Teamleiter:in ${area}`),
    fuehrung: titles(`Leiter ${area}`, `Leiterin ${area}`, `Leiter:in ${area}`),
    vorstand: GESCHAEFTSFUEHRUNG,
  };
}

function occupation<L extends JobLevel>(field: JobField, spec: OccupationSpec<L>): Occupation {
  const salary: Readonly<Partial<Record<JobLevel, SalaryRange>>> = spec.salary;
  return {
    field,
    ...spec.titles,
    levels: LEVEL_ORDER.filter((level) => salary[level] !== undefined),
    salary,
    skills: spec.skills,
    focus: spec.focus,
    education: spec.education,
    tasks: spec.tasks,
    employerKinds: spec.employerKinds,
    leads: { ...(spec.area ? areaLeads(spec.area) : {}), ...spec.leads },
    earlier: spec.earlier ?? null,
    also: spec.also ?? [],
    weight: spec.weight ?? 1,
  };
}

type Institution = EducationOption["institution"];

/** An apprenticeship: "Lehrabschluss Bürokauffrau", at a Berufsschule. */
const lehre = (trade: Titles | string): EducationOption => {
  const forms = typeof trade === "string" ? invariant(trade) : trade;
  return {
    degree: titles(`Lehrabschluss ${forms.male}`, `Lehrabschluss ${forms.female}`, `Lehrabschluss ${forms.neutral}`),
    institution: "berufsschule",
    stage: "lehre",
  };
};
const schule = (degree: string, institution: Institution): EducationOption => ({
  degree: invariant(degree),
  institution,
  stage: "schule",
});
const studium = (degree: string, institution: Institution): EducationOption => ({
  degree: invariant(degree),
  institution,
  stage: "studium",
});
const kurs = (degree: string, institution: Institution = "wifi"): EducationOption => ({
  degree: invariant(degree),
  institution,
  stage: "kurs",
});

const HAK_MATURA = schule("HAK-Matura", "hak");
const AHS_MATURA = schule("AHS-Matura", "ahs");
const BUEROKAUFMANN = lehre(titles("Bürokaufmann", "Bürokauffrau", "Bürokaufmann/-frau"));

const BUCHHALTER = titles("Buchhalter");
const FINANZBUCHHALTER = titles("Finanzbuchhalter");
const BILANZBUCHHALTER = titles("Bilanzbuchhalter");

const FINANZEN: readonly Occupation[] = [
  occupation("finanzen", {
    titles: BUCHHALTER,
    area: "Buchhaltung",
    salary: { einstieg: [2300, 2700], fachkraft: [2800, 3800], teamleitung: [3900, 5000], fuehrung: [5000, 6500] },
    skills: [
      "BMD",
      "Kreditorenbuchhaltung",
      "Debitorenbuchhaltung",
      "Jahresabschluss",
      "Umsatzsteuervoranmeldung",
      "Mahnwesen",
      "SAP FI",
      "Anlagenbuchhaltung",
      "Kontenabstimmung",
      "Zahlungsverkehr",
      "Excel",
      "Lohnverrechnung",
    ],
    focus: ["Kreditoren", "Debitoren", "Jahresabschluss", "Umsatzsteuer", "Mahnwesen", "Anlagenbuchhaltung"],
    education: [
      HAK_MATURA,
      BUEROKAUFMANN,
      studium("Bachelor Rechnungswesen und Controlling (FH)", "fh"),
      kurs("Buchhalterprüfung"),
      kurs("Personalverrechnerprüfung", "bfi"),
    ],
    tasks: [
      "Laufende Buchhaltung inklusive Kreditoren- und Debitorenbuchhaltung.",
      "Erstellung der Umsatzsteuervoranmeldungen und Abstimmung der Konten.",
      "Mitarbeit bei Monats- und Jahresabschlüssen.",
      "Betreuung des Zahlungsverkehrs und des Mahnwesens.",
    ],
    employerKinds: [
      "Steuerberatungskanzlei",
      "Industrieunternehmen",
      "Großhandel",
      "Handelskette",
      "Dienstleistungsunternehmen",
    ],
    also: [FINANZBUCHHALTER, BILANZBUCHHALTER, titles("Kreditorenbuchhalter")],
    weight: 4,
  }),
  occupation("finanzen", {
    titles: BILANZBUCHHALTER,
    area: "Rechnungswesen",
    salary: { fachkraft: [3500, 4600], teamleitung: [4500, 5800], fuehrung: [5500, 7500] },
    skills: [
      "Bilanzbuchhaltung",
      "Jahresabschluss",
      "BMD",
      "SAP FI",
      "UGB",
      "IFRS",
      "Konzernrechnungslegung",
      "Anlagenbuchhaltung",
      "Umsatzsteuer",
      "Kostenrechnung",
      "Excel",
    ],
    focus: ["Jahresabschlüsse nach UGB", "Konzernabschluss", "Steuererklärungen", "Anlagenbuchhaltung", "Reporting"],
    education: [
      HAK_MATURA,
      studium("Bachelor Rechnungswesen und Controlling (FH)", "fh"),
      studium("Bachelor Wirtschafts- und Sozialwissenschaften", "universitaet"),
      kurs("Bilanzbuchhalterprüfung"),
      kurs("Bilanzbuchhalterprüfung", "bfi"),
    ],
    tasks: [
      "Erstellung von Monats-, Quartals- und Jahresabschlüssen nach UGB.",
      "Vorbereitung der Steuererklärungen in Abstimmung mit der Steuerberatung.",
      "Verantwortung für die Anlagenbuchhaltung und das Berichtswesen.",
      "Ansprechperson für Wirtschaftsprüfung und Finanzamt.",
    ],
    employerKinds: ["Steuerberatungskanzlei", "Industrieunternehmen", "Großhandel", "Finanzdienstleister"],
    earlier: BUCHHALTER,
    also: [BUCHHALTER, FINANZBUCHHALTER],
    weight: 2,
  }),
  occupation("finanzen", {
    titles: titles("Lohnverrechner"),
    area: "Lohnverrechnung",
    salary: { einstieg: [2400, 2800], fachkraft: [2900, 4000], teamleitung: [4000, 5200], fuehrung: [5000, 6500] },
    skills: [
      "Lohnverrechnung",
      "Personalverrechnung",
      "BMD",
      "Arbeitsrecht",
      "Sozialversicherungsrecht",
      "ELDA",
      "Reisekostenabrechnung",
      "SAP HCM",
      "DPW",
      "Kollektivvertrag",
      "Excel",
    ],
    focus: ["Personalverrechnung", "Arbeits- und Sozialversicherungsrecht", "Jahreslohnzettel", "Reisekosten"],
    education: [
      HAK_MATURA,
      BUEROKAUFMANN,
      kurs("Personalverrechnerprüfung"),
      kurs("Diplom Personalverrechnung", "bfi"),
    ],
    tasks: [
      "Eigenständige Lohn- und Gehaltsverrechnung für rund 300 Mitarbeitende.",
      "Abwicklung von Ein- und Austritten inklusive ELDA-Meldungen.",
      "Erstellung der Jahreslohnzettel und Abrechnung von Reisekosten.",
      "Auskünfte zu Fragen des Arbeits- und Sozialversicherungsrechts.",
    ],
    employerKinds: ["Steuerberatungskanzlei", "Industrieunternehmen", "Dienstleistungsunternehmen", "Handelskette"],
    also: [titles("Personalverrechner"), BUCHHALTER],
    weight: 2,
  }),
  occupation("finanzen", {
    titles: titles("Controller"),
    area: "Controlling",
    leads: {
      vorstand: titles(
        "Kaufmännischer Geschäftsführer",
        "Kaufmännische Geschäftsführerin",
        "Kaufmännische:r Geschäftsführer:in",
      ),
    },
    salary: {
      einstieg: [2900, 3400],
      fachkraft: [3600, 5000],
      teamleitung: [5000, 6500],
      fuehrung: [6000, 8500],
      vorstand: [9000, 14000],
    },
    skills: [
      "Kostenrechnung",
      "Reporting",
      "Budgetierung",
      "SAP CO",
      "Excel",
      "Power BI",
      "Forecasting",
      "Deckungsbeitragsrechnung",
      "Investitionsrechnung",
      "Business Intelligence",
    ],
    focus: ["Budgetierung", "Reporting", "Kostenrechnung", "Forecasts", "Kennzahlensysteme"],
    education: [
      studium("Bachelor Controlling, Rechnungswesen und Finanzmanagement (FH)", "fh"),
      studium("Master Betriebswirtschaft", "universitaet"),
      HAK_MATURA,
      kurs("Controller-Diplom"),
    ],
    tasks: [
      "Erstellung des monatlichen Reportings für Geschäftsführung und Eigentümer.",
      "Koordination von Budget und Forecast mit den Fachbereichen.",
      "Analyse von Abweichungen und Ableitung von Maßnahmen.",
      "Weiterentwicklung der Kostenrechnung und der Kennzahlen.",
    ],
    employerKinds: [
      "Industrieunternehmen",
      "Handelskette",
      "Energieversorger",
      "Finanzdienstleister",
      "Dienstleistungsunternehmen",
    ],
    earlier: titles("Junior Controller", "Junior Controllerin", "Junior Controller:in"),
    also: [
      titles("Financial Analyst", "Financial Analyst", "Financial Analyst"),
      titles("Business Analyst", "Business Analystin", "Business Analyst:in"),
    ],
    weight: 1.5,
  }),
  occupation("finanzen", {
    titles: titles("Steuerberatungsassistent"),
    area: "Klientenbetreuung",
    salary: { lehrling: [800, 1150], einstieg: [2200, 2600], fachkraft: [2600, 3500], teamleitung: [3500, 4400] },
    skills: [
      "BMD",
      "Klientenbuchhaltung",
      "Umsatzsteuervoranmeldung",
      "Einnahmen-Ausgaben-Rechnung",
      "Steuererklärungen",
      "FinanzOnline",
      "Jahresabschluss",
      "Lohnverrechnung",
      "Excel",
    ],
    focus: ["Klientenbuchhaltung", "Einnahmen-Ausgaben-Rechnungen", "Steuererklärungen", "Umsatzsteuer"],
    education: [
      HAK_MATURA,
      lehre("Steuerassistenz"),
      studium("Bachelor Steuerberatung und Rechnungslegung (FH)", "fh"),
      kurs("Buchhalterprüfung"),
    ],
    tasks: [
      "Selbstständige Betreuung der Buchhaltung von rund 40 Klientinnen und Klienten.",
      "Erstellung von Einnahmen-Ausgaben-Rechnungen und Steuererklärungen.",
      "Übermittlung der Umsatzsteuervoranmeldungen über FinanzOnline.",
    ],
    employerKinds: ["Steuerberatungskanzlei"],
    also: [BUCHHALTER, titles("Steuersachbearbeiter")],
    weight: 1.5,
  }),
  occupation("finanzen", {
    titles: titles("Bankberater"),
    area: "Privatkundenbetreuung",
    salary: { lehrling: [900, 1250], einstieg: [2500, 2800], fachkraft: [2900, 4000], teamleitung: [4000, 5200] },
    skills: [
      "Privatkundenberatung",
      "Finanzierung",
      "Wertpapierberatung",
      "Wohnbaufinanzierung",
      "Veranlagung",
      "Kundenakquise",
      "Vertrieb",
      "Geldwäscheprävention",
      "Versicherungen",
    ],
    focus: ["Wohnbaufinanzierung", "Wertpapiere", "Vorsorge", "Privatkundenbetreuung"],
    education: [
      HAK_MATURA,
      lehre(titles("Bankkaufmann", "Bankkauffrau", "Bankkaufmann/-frau")),
      studium("Bachelor Wirtschaftswissenschaften", "universitaet"),
      kurs("Diplomlehrgang Wertpapierberatung"),
    ],
    tasks: [
      "Beratung von Privatkundinnen und -kunden zu Konten, Finanzierungen und Veranlagung.",
      "Aufbau und Betreuung eines eigenen Kundenstocks.",
      "Bonitätsprüfung und Vorbereitung von Kreditanträgen.",
    ],
    employerKinds: ["Finanzdienstleister"],
    also: [titles("Kundenberater"), titles("Finanzberater")],
  }),
];

const IT: readonly Occupation[] = [
  occupation("it", {
    titles: titles("Softwareentwickler"),
    area: "Softwareentwicklung",
    leads: { vorstand: invariant("CTO") },
    salary: {
      einstieg: [3000, 3500],
      fachkraft: [3700, 5200],
      teamleitung: [5200, 6800],
      fuehrung: [6500, 8500],
      vorstand: [9000, 13000],
    },
    skills: [
      "Git",
      "SQL",
      "Java",
      "C#",
      ".NET",
      "Python",
      "TypeScript",
      "Docker",
      "Scrum",
      "REST-APIs",
      "Unit-Tests",
      "Azure",
    ],
    focus: ["Backend-Entwicklung", "Webanwendungen", "Schnittstellen", "Clean Code", "agile Entwicklung"],
    education: [
      schule("HTL-Matura Informatik", "htl"),
      studium("Bachelor Informatik", "tu"),
      studium("Master Informatik", "tu"),
      studium("Bachelor Software Engineering (FH)", "fh"),
      studium("Bachelor Wirtschaftsinformatik (FH)", "fh"),
    ],
    tasks: [
      "Entwicklung und Wartung von Geschäftsanwendungen in einem agilen Team.",
      "Konzeption von Schnittstellen und Anbindung an Drittsysteme.",
      "Code-Reviews, automatisierte Tests und Dokumentation.",
    ],
    employerKinds: ["Softwarehaus", "IT-Dienstleister", "Industrieunternehmen", "Finanzdienstleister"],
    also: [
      titles("Backend-Entwickler"),
      titles("Full-Stack-Entwickler"),
      titles("Software Engineer", "Software Engineer", "Software Engineer"),
    ],
    weight: 3,
  }),
  occupation("it", {
    titles: titles("Java-Entwickler"),
    area: "Java-Entwicklung",
    salary: { einstieg: [3100, 3600], fachkraft: [3800, 5500], teamleitung: [5300, 7000] },
    skills: [
      "Java",
      "Spring Boot",
      "Hibernate",
      "Maven",
      "PostgreSQL",
      "Kubernetes",
      "Docker",
      "REST-APIs",
      "Microservices",
      "Git",
      "JUnit",
      "Kafka",
    ],
    focus: ["Microservices", "Spring Boot", "Backend-Systeme", "Schnittstellen"],
    education: [
      schule("HTL-Matura Informatik", "htl"),
      studium("Bachelor Informatik", "tu"),
      studium("Master Software Engineering", "tu"),
      studium("Bachelor Software Engineering (FH)", "fh"),
    ],
    tasks: [
      "Entwicklung von Microservices mit Java und Spring Boot.",
      "Betrieb der Anwendungen in Kubernetes gemeinsam mit dem Plattform-Team.",
      "Weiterentwicklung einer Kernanwendung mit hohen Anforderungen an Verfügbarkeit.",
    ],
    employerKinds: ["Softwarehaus", "IT-Dienstleister", "Finanzdienstleister", "Energieversorger"],
    also: [titles("Backend-Entwickler"), titles("Softwareentwickler")],
    weight: 2,
  }),
  occupation("it", {
    titles: titles("Frontend-Entwickler"),
    area: "Frontend",
    salary: { einstieg: [2900, 3400], fachkraft: [3500, 5000], teamleitung: [5000, 6500] },
    skills: [
      "TypeScript",
      "React",
      "JavaScript",
      "HTML",
      "CSS",
      "Angular",
      "Vue.js",
      "Barrierefreiheit",
      "Figma",
      "Jest",
      "Git",
    ],
    focus: ["React-Anwendungen", "barrierefreie Oberflächen", "Designsysteme", "Webperformance"],
    education: [
      schule("HTL-Matura Informatik", "htl"),
      studium("Bachelor Medientechnik (FH)", "fh"),
      studium("Bachelor Informatik", "tu"),
      kurs("Coding-Bootcamp Webentwicklung"),
    ],
    tasks: [
      "Umsetzung von Weboberflächen mit React und TypeScript.",
      "Aufbau und Pflege eines Designsystems gemeinsam mit dem UX-Team.",
      "Verbesserung von Ladezeiten und Barrierefreiheit.",
    ],
    employerKinds: ["Softwarehaus", "Werbeagentur", "Online-Händler", "Medienunternehmen"],
    also: [titles("Webentwickler"), titles("Full-Stack-Entwickler")],
    weight: 1.5,
  }),
  occupation("it", {
    titles: titles("Systemadministrator"),
    area: "IT-Infrastruktur",
    leads: { fuehrung: titles("IT-Leiter", "IT-Leiterin", "IT-Leiter:in") },
    salary: {
      lehrling: [850, 1250],
      einstieg: [2600, 3000],
      fachkraft: [3200, 4400],
      teamleitung: [4400, 5600],
      fuehrung: [5500, 7500],
    },
    skills: [
      "Windows Server",
      "Active Directory",
      "Linux",
      "VMware",
      "Microsoft 365",
      "Netzwerktechnik",
      "Firewall",
      "PowerShell",
      "Backup",
      "Azure",
      "ITIL",
    ],
    focus: ["Serverbetrieb", "Netzwerke", "Virtualisierung", "IT-Sicherheit", "Microsoft 365"],
    education: [
      lehre("Informationstechnologie – Systemtechnik"),
      schule("HTL-Matura Informationstechnologie", "htl"),
      studium("Bachelor IT-Security (FH)", "fh"),
      kurs("Microsoft Certified: Azure Administrator", "wifi"),
      kurs("CCNA-Zertifizierung", "bfi"),
    ],
    tasks: [
      "Betrieb und Wartung der Server- und Netzwerkinfrastruktur.",
      "Verwaltung von Benutzerkonten, Berechtigungen und Microsoft 365.",
      "Planung und Umsetzung von Backup- und Sicherheitskonzepten.",
    ],
    employerKinds: ["IT-Dienstleister", "Industrieunternehmen", "Krankenhaus", "Handelskette"],
    also: [titles("IT-Techniker"), titles("Netzwerkadministrator")],
    weight: 1.5,
  }),
  occupation("it", {
    titles: invariant("DevOps Engineer"),
    area: "Plattform",
    salary: { fachkraft: [4000, 5600], teamleitung: [5500, 7000] },
    skills: [
      "Kubernetes",
      "CI/CD",
      "Docker",
      "Terraform",
      "AWS",
      "Azure",
      "Linux",
      "GitLab",
      "Ansible",
      "Prometheus",
      "Python",
    ],
    focus: ["Cloud-Infrastruktur", "CI/CD-Pipelines", "Kubernetes-Betrieb", "Infrastructure as Code"],
    education: [
      schule("HTL-Matura Informationstechnologie", "htl"),
      studium("Bachelor Informatik", "tu"),
      studium("Bachelor Computer Science (FH)", "fh"),
      kurs("Certified Kubernetes Administrator", "wifi"),
    ],
    tasks: [
      "Aufbau und Betrieb von Kubernetes-Clustern in der Cloud.",
      "Automatisierung von Build- und Deployment-Pipelines.",
      "Monitoring, Rufbereitschaft und Verbesserung der Ausfallsicherheit.",
    ],
    employerKinds: ["Softwarehaus", "IT-Dienstleister", "Finanzdienstleister", "Online-Händler"],
    earlier: titles("Systemadministrator"),
    also: [invariant("Site Reliability Engineer"), invariant("Cloud Engineer")],
  }),
  occupation("it", {
    titles: titles("IT-Support-Techniker"),
    area: "IT-Support",
    salary: { lehrling: [850, 1250], einstieg: [2300, 2700], fachkraft: [2700, 3500], teamleitung: [3500, 4300] },
    skills: [
      "1st-Level-Support",
      "2nd-Level-Support",
      "Windows 11",
      "Microsoft 365",
      "Ticketsystem",
      "Active Directory",
      "Hardware",
      "Netzwerktechnik",
      "Druckerbetreuung",
      "ITIL",
    ],
    focus: ["Anwenderbetreuung", "Client-Management", "Hardware-Rollouts", "Ticketbearbeitung"],
    education: [
      lehre("Informationstechnologie – Betriebstechnik"),
      schule("HTL-Matura Informationstechnologie", "htl"),
      HAK_MATURA,
      kurs("ITIL Foundation", "wifi"),
    ],
    tasks: [
      "Erste Anlaufstelle für IT-Anfragen am Telefon, per Ticket und vor Ort.",
      "Installation und Wartung von Arbeitsplätzen, Notebooks und Druckern.",
      "Einschulung von Mitarbeitenden in neue Software.",
    ],
    employerKinds: ["IT-Dienstleister", "Industrieunternehmen", "Krankenhaus", "Dienstleistungsunternehmen"],
    also: [titles("IT-Techniker"), titles("Helpdesk-Mitarbeiter")],
    weight: 1.5,
  }),
  occupation("it", {
    titles: titles("Data Analyst", "Data Analystin", "Data Analyst:in"),
    area: "Data & Analytics",
    salary: { einstieg: [3000, 3500], fachkraft: [3600, 5000], teamleitung: [5000, 6500] },
    skills: ["SQL", "Python", "Power BI", "Tableau", "Excel", "Statistik", "Data Warehouse", "R", "ETL", "Pandas"],
    focus: ["Datenanalyse", "Dashboards", "Datenmodellierung", "Kennzahlen"],
    education: [
      studium("Bachelor Wirtschaftsinformatik (FH)", "fh"),
      studium("Master Statistik", "universitaet"),
      studium("Bachelor Data Science", "tu"),
      AHS_MATURA,
    ],
    tasks: [
      "Aufbereitung und Analyse von Vertriebs- und Produktionsdaten.",
      "Entwicklung von Dashboards in Power BI für Fachbereiche.",
      "Sicherstellung der Datenqualität im Data Warehouse.",
    ],
    employerKinds: ["Softwarehaus", "Handelskette", "Finanzdienstleister", "Energieversorger", "Online-Händler"],
    also: [titles("BI-Entwickler"), titles("Data Scientist", "Data Scientist", "Data Scientist")],
  }),
];

const MEISTER = kurs("Meisterprüfung");

const HANDWERK: readonly Occupation[] = [
  occupation("handwerk", {
    titles: titles("Elektrotechniker"),
    leads: {
      teamleitung: titles("Obermonteur", "Obermonteurin", "Obermonteur:in"),
      fuehrung: titles("Elektromeister", "Elektromeisterin", "Elektromeister:in"),
    },
    salary: {
      lehrling: [850, 1300],
      einstieg: [2500, 2800],
      fachkraft: [2800, 3600],
      teamleitung: [3500, 4300],
      fuehrung: [4200, 5200],
    },
    skills: [
      "Elektroinstallation",
      "Elektrotechnik",
      "Schaltschrankbau",
      "Photovoltaik",
      "KNX",
      "E-Check",
      "ÖVE-Normen",
      "Netzwerkverkabelung",
      "Fehlersuche",
      "Führerschein B",
    ],
    focus: ["Gebäudetechnik", "Photovoltaikanlagen", "Schaltschrankbau", "Smart Home", "Servicearbeiten"],
    education: [
      lehre("Elektrotechnik – Anlagen- und Betriebstechnik"),
      lehre("Elektrotechnik – Elektro- und Gebäudetechnik"),
      schule("HTL-Matura Elektrotechnik", "htl"),
      MEISTER,
    ],
    tasks: [
      "Elektroinstallationen in Wohn- und Gewerbebauten.",
      "Montage und Inbetriebnahme von Photovoltaikanlagen.",
      "Fehlersuche, Wartung und Überprüfung nach ÖVE-Normen.",
    ],
    employerKinds: ["Elektrotechnikbetrieb", "Industrieunternehmen", "Energieversorger"],
    also: [titles("Elektriker"), titles("Elektroinstallateur")],
    weight: 2,
  }),
  occupation("handwerk", {
    titles: titles("Mechatroniker"),
    area: "Instandhaltung",
    salary: {
      lehrling: [900, 1350],
      einstieg: [2600, 2900],
      fachkraft: [2900, 3800],
      teamleitung: [3700, 4600],
    },
    skills: [
      "Mechatronik",
      "SPS-Programmierung",
      "Siemens S7",
      "Pneumatik",
      "Hydraulik",
      "Robotik",
      "Instandhaltung",
      "Elektrotechnik",
      "Fehlerdiagnose",
      "TIA Portal",
    ],
    focus: ["Instandhaltung von Produktionsanlagen", "SPS-Programmierung", "Robotik", "Störungsbehebung"],
    education: [
      lehre("Mechatronik – Automatisierungstechnik"),
      lehre("Mechatronik – Fertigungstechnik"),
      schule("HTL-Matura Mechatronik", "htl"),
      MEISTER,
    ],
    tasks: [
      "Wartung und Instandsetzung von Produktionsanlagen im Schichtbetrieb.",
      "Anpassung von SPS-Programmen und Inbetriebnahme neuer Maschinen.",
      "Störungsbehebung an Robotern, Pneumatik und Hydraulik.",
    ],
    employerKinds: ["Industrieunternehmen", "Energieversorger", "Logistikunternehmen"],
    also: [titles("Instandhaltungstechniker"), titles("Servicetechniker")],
    weight: 1.5,
  }),
  occupation("handwerk", {
    titles: titles("Schlosser"),
    leads: { teamleitung: titles("Vorarbeiter Metallbau", "Vorarbeiterin Metallbau", "Vorarbeiter:in Metallbau") },
    salary: { lehrling: [850, 1300], einstieg: [2400, 2700], fachkraft: [2700, 3400], teamleitung: [3300, 4000] },
    skills: [
      "Metallbau",
      "Schweißen",
      "MAG-Schweißen",
      "WIG-Schweißen",
      "Technisches Zeichnen",
      "Montage",
      "Blechbearbeitung",
      "Stahlbau",
      "Staplerschein",
      "Kranschein",
    ],
    focus: ["Stahl- und Metallbau", "Schweißarbeiten", "Montage auf Baustellen", "Blechbearbeitung"],
    education: [
      lehre("Metalltechnik – Metallbau- und Blechtechnik"),
      lehre("Metalltechnik – Stahlbautechnik"),
      kurs("Schweißprüfung nach EN ISO 9606", "bfi"),
      MEISTER,
    ],
    tasks: [
      "Fertigung von Stahlkonstruktionen, Geländern und Toren nach Plan.",
      "Schweißarbeiten in MAG- und WIG-Technik.",
      "Montage der Bauteile beim Kunden.",
    ],
    employerKinds: ["Metallbaubetrieb", "Industrieunternehmen", "Bauunternehmen"],
    also: [titles("Metalltechniker"), titles("Schweißer")],
    weight: 1.5,
  }),
  occupation("handwerk", {
    titles: titles("Tischler"),
    leads: {
      teamleitung: titles(
        "Werkstattleiter Tischlerei",
        "Werkstattleiterin Tischlerei",
        "Werkstattleiter:in Tischlerei",
      ),
      fuehrung: titles("Tischlermeister", "Tischlermeisterin", "Tischlermeister:in"),
    },
    salary: {
      lehrling: [850, 1250],
      einstieg: [2300, 2600],
      fachkraft: [2500, 3200],
      teamleitung: [3100, 3800],
      fuehrung: [3600, 4500],
    },
    skills: [
      "Möbelbau",
      "Innenausbau",
      "CNC-Bearbeitung",
      "Montage",
      "Oberflächenbehandlung",
      "Holzbearbeitung",
      "CAD",
      "Türen- und Fenstermontage",
      "Führerschein B",
    ],
    focus: ["Möbel- und Innenausbau", "CNC-Fertigung", "Montage beim Kunden", "Massivholzverarbeitung"],
    education: [lehre("Tischlerei"), lehre("Tischlereitechnik – Produktion"), MEISTER],
    tasks: [
      "Fertigung von Küchen und Möbeln nach Maß.",
      "Programmierung und Bedienung von CNC-Bearbeitungszentren.",
      "Montage von Möbeln, Türen und Böden beim Kunden.",
    ],
    employerKinds: ["Tischlerei", "Industrieunternehmen"],
    also: [titles("Möbelmonteur"), titles("Holztechniker")],
  }),
  occupation("handwerk", {
    titles: titles("Installateur"),
    leads: {
      teamleitung: titles("Obermonteur Haustechnik", "Obermonteurin Haustechnik", "Obermonteur:in Haustechnik"),
      fuehrung: titles("Installateurmeister", "Installateurmeisterin", "Installateurmeister:in"),
    },
    salary: {
      lehrling: [850, 1300],
      einstieg: [2500, 2800],
      fachkraft: [2700, 3500],
      teamleitung: [3400, 4200],
      fuehrung: [4000, 5000],
    },
    skills: [
      "Sanitärinstallation",
      "Heizungstechnik",
      "Wärmepumpen",
      "Lüftungstechnik",
      "Gasinstallation",
      "Kundendienst",
      "Rohrleitungsbau",
      "Badsanierung",
      "Führerschein B",
    ],
    focus: ["Heizungs- und Sanitärtechnik", "Wärmepumpen", "Badsanierungen", "Kundendienst"],
    education: [
      lehre("Installations- und Gebäudetechnik"),
      schule("HTL-Matura Gebäudetechnik", "htl"),
      kurs("Zertifizierter Wärmepumpeninstallateur"),
      MEISTER,
    ],
    tasks: [
      "Installation von Heizungs-, Sanitär- und Lüftungsanlagen.",
      "Einbau und Inbetriebnahme von Wärmepumpen.",
      "Kundendienst und Wartung bei Privat- und Gewerbekunden.",
    ],
    employerKinds: ["Installationsbetrieb", "Bauunternehmen"],
    also: [titles("Haustechniker"), titles("Heizungstechniker")],
    weight: 1.5,
  }),
  occupation("handwerk", {
    titles: titles("Kfz-Techniker"),
    leads: {
      teamleitung: titles("Werkstattleiter", "Werkstattleiterin", "Werkstattleiter:in"),
      fuehrung: titles("Kfz-Meister", "Kfz-Meisterin", "Kfz-Meister:in"),
    },
    salary: {
      lehrling: [800, 1250],
      einstieg: [2300, 2600],
      fachkraft: [2600, 3300],
      teamleitung: [3300, 4100],
      fuehrung: [3800, 4800],
    },
    skills: [
      "Fahrzeugdiagnose",
      "Pickerl-Überprüfung (§ 57a)",
      "Elektromobilität",
      "Hochvolttechnik",
      "Service und Wartung",
      "Reifenservice",
      "Klimaservice",
      "Führerschein B",
    ],
    focus: ["Fahrzeugdiagnose", "Elektro- und Hybridfahrzeuge", "§ 57a-Begutachtungen", "Service und Wartung"],
    education: [
      lehre("Kraftfahrzeugtechnik – Personenkraftwagentechnik"),
      lehre("Kraftfahrzeugtechnik – Nutzfahrzeugtechnik"),
      kurs("Hochvolt-Schulung für Elektrofahrzeuge"),
      MEISTER,
    ],
    tasks: [
      "Service, Reparatur und Diagnose an Pkw aller Marken.",
      "Durchführung von § 57a-Begutachtungen.",
      "Arbeiten an Hybrid- und Elektrofahrzeugen.",
    ],
    employerKinds: ["Kfz-Werkstätte", "Transportunternehmen"],
    also: [titles("Kfz-Mechaniker"), titles("Kfz-Mechatroniker")],
  }),
];

const GASTRO: readonly Occupation[] = [
  occupation("gastro", {
    titles: titles("Koch", "Köchin", "Koch/Köchin"),
    leads: {
      teamleitung: titles("Sous-Chef", "Sous-Chefin", "Sous-Chef:in"),
      fuehrung: titles("Küchenchef", "Küchenchefin", "Küchenchef:in"),
    },
    salary: {
      lehrling: [1000, 1300],
      einstieg: [2000, 2300],
      fachkraft: [2200, 2900],
      teamleitung: [2900, 3500],
      fuehrung: [3300, 4500],
    },
    skills: [
      "HACCP",
      "Österreichische Küche",
      "À-la-carte",
      "Bankett",
      "Mehlspeisen",
      "Allergenkennzeichnung",
      "Warenwirtschaft",
      "Menüplanung",
      "Vegetarische Küche",
      "Kalkulation",
    ],
    focus: ["österreichische Küche", "À-la-carte-Service", "Bankette", "regionale Produkte", "vegetarische Küche"],
    education: [
      lehre(titles("Koch", "Köchin", "Koch/Köchin")),
      schule("Tourismusschule mit Matura", "tourismusschule"),
      kurs("Diätkoch-Ausbildung"),
      MEISTER,
    ],
    tasks: [
      "Zubereitung von Speisen im À-la-carte-Betrieb.",
      "Verantwortung für einen Posten und die Einhaltung der HACCP-Vorgaben.",
      "Mitarbeit bei Banketten mit bis zu 200 Gästen.",
    ],
    employerKinds: ["Gastronomiebetrieb", "Hotel", "Krankenhaus", "Pflegeeinrichtung"],
    also: [
      titles("Jungkoch", "Jungköchin", "Jungkoch/Jungköchin"),
      titles("Beikoch", "Beiköchin", "Beikoch/Beiköchin"),
    ],
    weight: 3,
  }),
  occupation("gastro", {
    titles: titles("Kellner"),
    leads: {
      teamleitung: titles("Oberkellner"),
      fuehrung: titles("Restaurantleiter", "Restaurantleiterin", "Restaurantleiter:in"),
    },
    salary: {
      lehrling: [1000, 1300],
      einstieg: [1900, 2200],
      fachkraft: [2100, 2700],
      teamleitung: [2600, 3200],
      fuehrung: [3000, 4000],
    },
    skills: [
      "Service",
      "Getränkekunde",
      "Weinberatung",
      "Kassensysteme",
      "Gästebetreuung",
      "Bankettservice",
      "Barista",
      "Englisch im Service",
    ],
    focus: ["Gästebetreuung", "Weinberatung", "À-la-carte-Service", "Bankettservice"],
    education: [
      lehre(titles("Restaurantfachmann", "Restaurantfachfrau", "Restaurantfachmann/-frau")),
      schule("Tourismusschule mit Matura", "tourismusschule"),
      kurs("Jungsommelier-Ausbildung"),
    ],
    tasks: [
      "Betreuung der Gäste im Restaurant und auf der Terrasse.",
      "Beratung zu Speisen und österreichischen Weinen.",
      "Abrechnung und Kassenabschluss.",
    ],
    employerKinds: ["Gastronomiebetrieb", "Hotel"],
    also: [
      titles("Servicemitarbeiter"),
      titles("Restaurantfachmann", "Restaurantfachfrau", "Restaurantfachmann/-frau"),
    ],
    weight: 2.5,
  }),
  occupation("gastro", {
    titles: titles("Rezeptionist"),
    leads: { teamleitung: titles("Front Office Manager", "Front Office Managerin", "Front Office Manager:in") },
    salary: { einstieg: [2000, 2300], fachkraft: [2200, 2800], teamleitung: [2800, 3600] },
    skills: [
      "Protel",
      "Opera PMS",
      "Check-in/Check-out",
      "Gästebetreuung",
      "Reservierung",
      "Beschwerdemanagement",
      "Kassa",
      "Englisch",
    ],
    focus: ["Gästebetreuung", "Reservierungen", "Front Office", "Beschwerdemanagement"],
    education: [
      lehre(
        titles(
          "Hotel- und Gastgewerbeassistent",
          "Hotel- und Gastgewerbeassistentin",
          "Hotel- und Gastgewerbeassistent:in",
        ),
      ),
      schule("Tourismusschule mit Matura", "tourismusschule"),
      studium("Bachelor Tourismusmanagement (FH)", "fh"),
    ],
    tasks: [
      "Empfang der Gäste, Check-in und Check-out.",
      "Bearbeitung von Reservierungen und Anfragen in mehreren Sprachen.",
      "Erste Ansprechperson für Wünsche und Beschwerden.",
    ],
    employerKinds: ["Hotel"],
    also: [titles("Front Office Mitarbeiter"), titles("Empfangsmitarbeiter")],
    weight: 1.5,
  }),
  occupation("gastro", {
    titles: titles("Hotelfachmann", "Hotelfachfrau", "Hotelfachmann/-frau"),
    leads: {
      teamleitung: titles(
        "Hotelassistent der Direktion",
        "Hotelassistentin der Direktion",
        "Hotelassistent:in der Direktion",
      ),
      fuehrung: titles("Hoteldirektor", "Hoteldirektorin", "Hoteldirektor:in"),
    },
    salary: {
      lehrling: [1000, 1300],
      einstieg: [1950, 2250],
      fachkraft: [2100, 2700],
      teamleitung: [2700, 3400],
      fuehrung: [4000, 6000],
    },
    skills: [
      "Housekeeping",
      "Rezeption",
      "Service",
      "Protel",
      "Gästebetreuung",
      "Etagenorganisation",
      "Veranstaltungsorganisation",
      "Warenwirtschaft",
    ],
    focus: ["Hotelorganisation", "Housekeeping", "Veranstaltungen", "Gästebetreuung"],
    education: [
      lehre(titles("Hotelkaufmann", "Hotelkauffrau", "Hotelkaufmann/-frau")),
      schule("Tourismusschule mit Matura", "tourismusschule"),
      studium("Bachelor Tourismus- und Freizeitmanagement (FH)", "fh"),
    ],
    tasks: [
      "Mitarbeit in Rezeption, Service und Housekeeping.",
      "Organisation von Seminaren und Feiern im Haus.",
      "Bestellwesen und Lagerverwaltung.",
    ],
    employerKinds: ["Hotel"],
    also: [titles("Hotelkaufmann", "Hotelkauffrau", "Hotelkaufmann/-frau"), titles("Rezeptionist")],
  }),
  occupation("gastro", {
    titles: titles("Barkeeper", "Barkeeperin", "Barkeeper:in"),
    leads: { teamleitung: titles("Barchef", "Barchefin", "Barchef:in") },
    salary: { einstieg: [1950, 2200], fachkraft: [2100, 2700], teamleitung: [2600, 3300] },
    skills: [
      "Cocktails",
      "Barista",
      "Getränkekunde",
      "Gästebetreuung",
      "Kassensysteme",
      "Warenbestellung",
      "Weinberatung",
      "Spirituosenkunde",
    ],
    focus: ["Cocktails", "Kaffeespezialitäten", "Gästebetreuung", "Barorganisation"],
    education: [
      lehre(titles("Restaurantfachmann", "Restaurantfachfrau", "Restaurantfachmann/-frau")),
      kurs("Diplom-Barkeeper-Ausbildung"),
      kurs("Barista-Kurs"),
    ],
    tasks: [
      "Zubereitung von Cocktails und Kaffeespezialitäten.",
      "Betreuung der Gäste an der Bar.",
      "Warenbestellung und Abrechnung.",
    ],
    employerKinds: ["Gastronomiebetrieb", "Hotel"],
    also: [titles("Kellner"), invariant("Barista")],
  }),
  occupation("gastro", {
    titles: titles("Patissier", "Patissière", "Patissier/Patissière"),
    leads: { teamleitung: titles("Chef Patissier", "Chef Patissière", "Chef Patissier/Patissière") },
    salary: { lehrling: [1000, 1300], einstieg: [2050, 2350], fachkraft: [2300, 3000], teamleitung: [2900, 3600] },
    skills: [
      "Mehlspeisen",
      "Torten",
      "Desserts",
      "Schokoladenverarbeitung",
      "HACCP",
      "Teigherstellung",
      "Frühstücksbuffet",
      "Petits Fours",
    ],
    focus: ["österreichische Mehlspeisen", "Desserts", "Torten", "Frühstücksgebäck"],
    education: [
      lehre(titles("Konditor", "Konditorin", "Konditor:in")),
      lehre(titles("Koch", "Köchin", "Koch/Köchin")),
      MEISTER,
    ],
    tasks: [
      "Herstellung von Desserts, Torten und Mehlspeisen.",
      "Zubereitung des Frühstücks- und Kuchenbuffets.",
      "Einhaltung der Hygienevorschriften nach HACCP.",
    ],
    employerKinds: ["Hotel", "Gastronomiebetrieb"],
    also: [titles("Konditor", "Konditorin", "Konditor:in")],
    weight: 0.6,
  }),
];

const PFLEGE_TASKS = [
  "Pflege und Betreuung von Patientinnen und Patienten auf einer internen Station.",
  "Führung der Pflegedokumentation und Mitwirkung bei der Visite.",
  "Anleitung von Auszubildenden und Pflegeassistenz.",
] as const;

const GESUNDHEIT: readonly Occupation[] = [
  occupation("gesundheit", {
    titles: titles(
      "Diplomierter Gesundheits- und Krankenpfleger",
      "Diplomierte Gesundheits- und Krankenpflegerin",
      "Diplomierte:r Gesundheits- und Krankenpfleger:in",
    ),
    leads: {
      teamleitung: titles("Stationsleiter", "Stationsleiterin", "Stationsleiter:in"),
      fuehrung: invariant("Pflegedienstleitung"),
      vorstand: titles("Pflegedirektor", "Pflegedirektorin", "Pflegedirektor:in"),
    },
    salary: {
      einstieg: [3000, 3300],
      fachkraft: [3200, 4100],
      teamleitung: [4000, 4900],
      fuehrung: [4800, 6200],
      vorstand: [6500, 8500],
    },
    skills: [
      "Pflegedokumentation",
      "Pflegeplanung",
      "Wundmanagement",
      "Medikamentenmanagement",
      "Patientenbeobachtung",
      "Praxisanleitung",
      "Palliativpflege",
      "Intensivpflege",
      "Kinästhetik",
      "Hygienemanagement",
      "Case Management",
    ],
    focus: ["Akutpflege", "Wundmanagement", "Palliativpflege", "Praxisanleitung", "Intensivpflege"],
    education: [
      studium("Bachelor Gesundheits- und Krankenpflege (FH)", "gesundheit-fh"),
      schule("Diplom in allgemeiner Gesundheits- und Krankenpflege", "pflegeschule"),
      kurs("Weiterbildung Wundmanagement", "pflegeschule"),
      kurs("Sonderausbildung Intensivpflege", "pflegeschule"),
    ],
    tasks: PFLEGE_TASKS,
    employerKinds: ["Krankenhaus", "Pflegeeinrichtung", "Sozialeinrichtung"],
    also: [invariant("DGKP"), titles("Pflegefachkraft", "Pflegefachkraft", "Pflegefachkraft")],
    weight: 3,
  }),
  occupation("gesundheit", {
    titles: titles("Pflegeassistent"),
    salary: { einstieg: [2400, 2600], fachkraft: [2500, 3100] },
    skills: [
      "Grundpflege",
      "Pflegedokumentation",
      "Mobilisation",
      "Vitalzeichenkontrolle",
      "Demenzbetreuung",
      "Kinästhetik",
      "Hygiene",
      "Validation",
    ],
    focus: ["Langzeitpflege", "Demenzbetreuung", "Mobilisation", "Grundpflege"],
    education: [
      schule("Ausbildung Pflegeassistenz", "pflegeschule"),
      schule("Ausbildung Pflegeassistenz", "bfi"),
      kurs("Validation nach Naomi Feil", "wifi"),
    ],
    tasks: [
      "Unterstützung der Bewohnerinnen und Bewohner bei der Körperpflege.",
      "Mobilisation, Messung der Vitalzeichen und Dokumentation.",
      "Begleitung von Menschen mit Demenz im Alltag.",
    ],
    employerKinds: ["Pflegeeinrichtung", "Krankenhaus", "Sozialeinrichtung"],
    also: [titles("Pflegefachassistent"), titles("Heimhelfer")],
    weight: 2,
  }),
  occupation("gesundheit", {
    titles: titles("Pflegefachassistent"),
    salary: { einstieg: [2600, 2800], fachkraft: [2700, 3400] },
    skills: [
      "Pflegedokumentation",
      "Grundpflege",
      "Verbandswechsel",
      "Medikamentenverabreichung",
      "Blutabnahme",
      "Mobilisation",
      "Kinästhetik",
      "Hygiene",
    ],
    focus: ["Akutpflege", "Verbandswechsel", "Langzeitpflege", "Mobilisation"],
    education: [schule("Ausbildung Pflegefachassistenz", "pflegeschule"), kurs("Basale Stimulation", "pflegeschule")],
    tasks: [
      "Durchführung von Pflegemaßnahmen nach Pflegeplan.",
      "Verabreichung von Medikamenten und Verbandswechsel nach Anordnung.",
      "Dokumentation und Übergabe an den gehobenen Dienst.",
    ],
    employerKinds: ["Krankenhaus", "Pflegeeinrichtung"],
    also: [titles("Pflegeassistent")],
  }),
  occupation("gesundheit", {
    titles: titles("Ordinationsassistent"),
    leads: {
      teamleitung: titles(
        "Leitender Ordinationsassistent",
        "Leitende Ordinationsassistentin",
        "Leitende:r Ordinationsassistent:in",
      ),
    },
    salary: { lehrling: [800, 1100], einstieg: [1900, 2200], fachkraft: [2100, 2700], teamleitung: [2600, 3200] },
    skills: [
      "Terminvereinbarung",
      "Patientenempfang",
      "Abrechnung mit der ÖGK",
      "Blutabnahme",
      "EKG",
      "e-card-System",
      "Ordinationssoftware",
      "Hygiene",
    ],
    focus: ["Patientenempfang", "Kassenabrechnung", "Assistenz bei Untersuchungen", "Terminorganisation"],
    education: [
      schule("Ausbildung Ordinationsassistenz", "bfi"),
      lehre(
        titles(
          "Medizinischer Verwaltungsassistent",
          "Medizinische Verwaltungsassistentin",
          "Medizinische:r Verwaltungsassistent:in",
        ),
      ),
      kurs("Ausbildung Ordinationsassistenz", "wifi"),
    ],
    tasks: [
      "Empfang der Patientinnen und Patienten und Terminvergabe.",
      "Assistenz bei Untersuchungen, Blutabnahmen und EKG.",
      "Abrechnung mit den Sozialversicherungen.",
    ],
    employerKinds: ["Arztpraxis", "Krankenhaus"],
    also: [
      titles("Arztassistent"),
      titles(
        "Medizinischer Verwaltungsassistent",
        "Medizinische Verwaltungsassistentin",
        "Medizinische:r Verwaltungsassistent:in",
      ),
    ],
    weight: 1.5,
  }),
  occupation("gesundheit", {
    titles: titles("Physiotherapeut"),
    leads: {
      teamleitung: titles("Leitender Physiotherapeut", "Leitende Physiotherapeutin", "Leitende:r Physiotherapeut:in"),
    },
    salary: { einstieg: [2700, 3000], fachkraft: [3000, 4000], teamleitung: [3900, 4700] },
    skills: [
      "Manuelle Therapie",
      "Trainingstherapie",
      "Neurorehabilitation",
      "Lymphdrainage",
      "Sportphysiotherapie",
      "Bobath",
      "Triggerpunkttherapie",
      "Therapiedokumentation",
    ],
    focus: ["Orthopädie", "Neurorehabilitation", "Sportphysiotherapie", "Manuelle Therapie"],
    education: [
      studium("Bachelor Physiotherapie (FH)", "gesundheit-fh"),
      kurs("Fortbildung Manuelle Therapie", "gesundheit-fh"),
      kurs("Bobath-Grundkurs", "gesundheit-fh"),
    ],
    tasks: [
      "Physiotherapeutische Befundung und Behandlung nach ärztlicher Zuweisung.",
      "Trainingstherapie in Einzel- und Gruppeneinheiten.",
      "Dokumentation und Abstimmung mit dem ärztlichen Team.",
    ],
    employerKinds: ["Therapiezentrum", "Krankenhaus", "Pflegeeinrichtung"],
    also: [titles("Sportphysiotherapeut")],
  }),
  occupation("gesundheit", {
    titles: titles(
      "Pharmazeutisch-kaufmännischer Assistent",
      "Pharmazeutisch-kaufmännische Assistentin",
      "Pharmazeutisch-kaufmännische:r Assistent:in",
    ),
    salary: { lehrling: [800, 1100], einstieg: [2000, 2300], fachkraft: [2200, 2800] },
    skills: [
      "Warenwirtschaft",
      "Kundenberatung",
      "Arzneimittelkunde",
      "Kosmetikberatung",
      "Kassa",
      "Lagerverwaltung",
      "Rezeptabrechnung",
      "Homöopathie",
    ],
    focus: ["Kundenberatung", "Warenwirtschaft", "Kosmetik und Naturheilmittel", "Rezeptabrechnung"],
    education: [lehre("Pharmazeutisch-kaufmännische Assistenz"), kurs("Fortbildung Naturkosmetik", "wifi")],
    tasks: [
      "Beratung und Verkauf von rezeptfreien Produkten und Kosmetik.",
      "Warenübernahme, Bestellwesen und Lagerverwaltung.",
      "Abrechnung der Rezepte mit den Krankenkassen.",
    ],
    employerKinds: ["Apotheke"],
    also: [invariant("PKA")],
    weight: 0.8,
  }),
];

const OFFICE_SKILLS = ["MS Office", "Outlook", "Korrespondenz", "Terminkoordination", "Ablage"] as const;

const BUERO: readonly Occupation[] = [
  occupation("buero", {
    titles: titles("Bürokaufmann", "Bürokauffrau", "Bürokaufmann/-frau"),
    salary: { lehrling: [800, 1150], einstieg: [2000, 2300], fachkraft: [2300, 3000] },
    skills: [
      "MS Office",
      "Korrespondenz",
      "Rechnungswesen",
      "Auftragsabwicklung",
      "BMD",
      "SAP",
      "Telefonvermittlung",
      "Ablage",
      "Excel",
    ],
    focus: ["Auftragsabwicklung", "Korrespondenz", "Rechnungswesen", "Kundenbetreuung"],
    education: [BUEROKAUFMANN, HAK_MATURA, schule("Handelsschulabschluss", "hak"), kurs("Buchhaltung Grundlagen")],
    tasks: [
      "Allgemeine Büroorganisation und Korrespondenz.",
      "Erfassung von Aufträgen und Rechnungen.",
      "Telefonvermittlung und Betreuung der Kundschaft.",
    ],
    employerKinds: [
      "Industrieunternehmen",
      "Großhandel",
      "Bauunternehmen",
      "Dienstleistungsunternehmen",
      "Installationsbetrieb",
    ],
    also: [titles("Sachbearbeiter"), titles("Bürokraft", "Bürokraft", "Bürokraft")],
    weight: 2.5,
  }),
  occupation("buero", {
    titles: titles("Office Manager", "Office Managerin", "Office Manager:in"),
    leads: {
      teamleitung: titles("Leiter Office Management", "Leiterin Office Management", "Leiter:in Office Management"),
    },
    salary: { fachkraft: [2700, 3600], teamleitung: [3500, 4400] },
    skills: [
      ...OFFICE_SKILLS,
      "Eventorganisation",
      "Reiseorganisation",
      "Einkauf",
      "Facility Management",
      "Vertragsverwaltung",
    ],
    focus: ["Büroorganisation", "Eventorganisation", "Reisemanagement", "Facility Management"],
    education: [
      HAK_MATURA,
      AHS_MATURA,
      studium("Bachelor Betriebswirtschaft (FH)", "fh"),
      kurs("Lehrgang Office Management"),
    ],
    tasks: [
      "Organisation des Büroalltags für rund 80 Mitarbeitende.",
      "Planung von Firmenveranstaltungen und Dienstreisen.",
      "Verwaltung von Verträgen, Büromaterial und Dienstleistern.",
    ],
    employerKinds: ["Softwarehaus", "Dienstleistungsunternehmen", "Werbeagentur", "Steuerberatungskanzlei"],
    earlier: titles("Bürokaufmann", "Bürokauffrau", "Bürokaufmann/-frau"),
    also: [invariant("Assistenz der Geschäftsführung"), titles("Teamassistent")],
  }),
  occupation("buero", {
    titles: titles("Sachbearbeiter"),
    leads: { teamleitung: titles("Teamleiter Innendienst", "Teamleiterin Innendienst", "Teamleiter:in Innendienst") },
    salary: { einstieg: [2200, 2500], fachkraft: [2500, 3300], teamleitung: [3300, 4200] },
    skills: [
      "MS Office",
      "SAP",
      "Auftragsabwicklung",
      "Kundenbetreuung",
      "Angebotslegung",
      "Reklamationsbearbeitung",
      "Excel",
      "Datenerfassung",
    ],
    focus: ["Auftragsabwicklung", "Angebotslegung", "Kundenbetreuung", "Reklamationen"],
    education: [HAK_MATURA, BUEROKAUFMANN, AHS_MATURA, kurs("SAP-Anwenderschulung")],
    tasks: [
      "Bearbeitung von Anfragen, Angeboten und Aufträgen im Innendienst.",
      "Pflege der Stammdaten im ERP-System.",
      "Bearbeitung von Reklamationen in Abstimmung mit dem Vertrieb.",
    ],
    employerKinds: [
      "Industrieunternehmen",
      "Großhandel",
      "Finanzdienstleister",
      "Energieversorger",
      "Logistikunternehmen",
    ],
    also: [titles("Innendienstmitarbeiter"), titles("Bürokaufmann", "Bürokauffrau", "Bürokaufmann/-frau")],
    weight: 2,
  }),
  occupation("buero", {
    titles: invariant("Assistenz der Geschäftsführung"),
    salary: { fachkraft: [2900, 3900] },
    skills: [
      ...OFFICE_SKILLS,
      "Protokollführung",
      "Präsentationen",
      "Reiseorganisation",
      "Vertraulichkeit",
      "Englische Korrespondenz",
    ],
    focus: ["Terminmanagement", "Vorbereitung von Sitzungen", "Korrespondenz", "Projektkoordination"],
    education: [
      HAK_MATURA,
      AHS_MATURA,
      studium("Bachelor Wirtschaft und Management (FH)", "fh"),
      kurs("Diplomlehrgang Chefassistenz"),
    ],
    tasks: [
      "Terminmanagement und Korrespondenz für die Geschäftsführung.",
      "Vorbereitung von Besprechungen, Präsentationen und Protokollen.",
      "Koordination von Projekten und Dienstreisen.",
    ],
    employerKinds: ["Industrieunternehmen", "Energieversorger", "Finanzdienstleister", "Dienstleistungsunternehmen"],
    earlier: titles("Sachbearbeiter"),
    also: [titles("Office Manager", "Office Managerin", "Office Manager:in"), titles("Teamassistent")],
  }),
  occupation("buero", {
    titles: titles("Kundenservice-Mitarbeiter"),
    area: "Kundenservice",
    salary: { einstieg: [2000, 2300], fachkraft: [2200, 2900], teamleitung: [2900, 3800] },
    skills: [
      "Kundenbetreuung",
      "Telefonie",
      "CRM",
      "Salesforce",
      "Beschwerdemanagement",
      "MS Office",
      "E-Mail-Support",
      "Zendesk",
    ],
    focus: ["telefonische Kundenbetreuung", "Beschwerdemanagement", "E-Mail-Support", "Vertragsverwaltung"],
    education: [HAK_MATURA, AHS_MATURA, BUEROKAUFMANN, kurs("Kommunikationstraining", "bfi")],
    tasks: [
      "Beantwortung von Kundenanfragen per Telefon, E-Mail und Chat.",
      "Bearbeitung von Beschwerden und Vertragsänderungen im CRM.",
      "Zusammenarbeit mit Vertrieb und Technik bei offenen Fällen.",
    ],
    employerKinds: ["Energieversorger", "Finanzdienstleister", "Online-Händler", "Dienstleistungsunternehmen"],
    also: [titles("Kundenberater"), titles("Call-Center-Agent", "Call-Center-Agentin", "Call-Center-Agent:in")],
    weight: 1.5,
  }),
  occupation("buero", {
    titles: titles("Personalreferent"),
    area: "Personal",
    leads: { fuehrung: titles("Personalleiter", "Personalleiterin", "Personalleiter:in") },
    salary: { einstieg: [2700, 3000], fachkraft: [3100, 4200], teamleitung: [4200, 5300], fuehrung: [5500, 7500] },
    skills: [
      "Recruiting",
      "Arbeitsrecht",
      "Personaladministration",
      "Onboarding",
      "Personalentwicklung",
      "Lohnverrechnung",
      "Employer Branding",
      "MS Office",
    ],
    focus: ["Recruiting", "Personaladministration", "Personalentwicklung", "Onboarding"],
    education: [
      studium("Bachelor Personalmanagement (FH)", "fh"),
      studium("Master Wirtschaftspsychologie", "universitaet"),
      HAK_MATURA,
      kurs("Diplomlehrgang Personalmanagement"),
    ],
    tasks: [
      "Betreuung des gesamten Recruiting-Prozesses vom Inserat bis zum Onboarding.",
      "Personaladministration und Vorbereitung der Lohnverrechnung.",
      "Organisation von Schulungen und Mitarbeitergesprächen.",
    ],
    employerKinds: [
      "Industrieunternehmen",
      "Handelskette",
      "Dienstleistungsunternehmen",
      "Krankenhaus",
      "Softwarehaus",
    ],
    also: [
      titles("HR-Generalist", "HR-Generalistin", "HR-Generalist:in"),
      titles("Recruiter", "Recruiterin", "Recruiter:in"),
    ],
  }),
];

const LOGISTIK: readonly Occupation[] = [
  occupation("logistik", {
    titles: titles("Lagerlogistiker"),
    leads: {
      teamleitung: titles("Schichtleiter Lager", "Schichtleiterin Lager", "Schichtleiter:in Lager"),
      fuehrung: titles("Lagerleiter", "Lagerleiterin", "Lagerleiter:in"),
    },
    salary: {
      lehrling: [850, 1250],
      einstieg: [2100, 2400],
      fachkraft: [2300, 2900],
      teamleitung: [2900, 3600],
      fuehrung: [3500, 4800],
    },
    skills: [
      "Kommissionierung",
      "Staplerschein",
      "Wareneingang",
      "Warenausgang",
      "SAP MM",
      "Scanner",
      "Inventur",
      "Lagerverwaltung",
      "Gefahrgut",
      "Ladungssicherung",
    ],
    focus: ["Kommissionierung", "Warenein- und -ausgang", "Inventur", "Lagerorganisation"],
    education: [
      lehre("Betriebslogistik"),
      lehre("Lagerlogistik"),
      kurs("Staplerschein", "bfi"),
      kurs("Gefahrgutbeauftragter", "wifi"),
    ],
    tasks: [
      "Kommissionierung und Verpackung von Kundenaufträgen.",
      "Wareneingangskontrolle und Einlagerung mit Scanner und SAP.",
      "Mitarbeit bei Inventuren und Ladungssicherung.",
    ],
    employerKinds: ["Logistikunternehmen", "Großhandel", "Handelskette", "Industrieunternehmen", "Online-Händler"],
    also: [titles("Lagermitarbeiter"), titles("Kommissionierer")],
    weight: 3,
  }),
  occupation("logistik", {
    titles: titles("Berufskraftfahrer"),
    salary: { einstieg: [2100, 2400], fachkraft: [2300, 3100] },
    skills: [
      "Führerschein C",
      "Führerschein CE",
      "Code 95",
      "Fahrerkarte",
      "Ladungssicherung",
      "ADR-Schein",
      "Kranschein",
      "Tourenplanung",
    ],
    focus: ["Fernverkehr", "Nahverkehr", "Gefahrguttransporte", "Ladungssicherung"],
    education: [
      lehre(titles("Berufskraftfahrer")),
      kurs("Grundqualifikation Code 95", "bfi"),
      kurs("ADR-Schulung", "wifi"),
    ],
    tasks: [
      "Zustellung von Waren an Kunden im Nah- und Regionalverkehr.",
      "Be- und Entladung sowie fachgerechte Ladungssicherung.",
      "Internationale Touren im Sattelzug.",
    ],
    employerKinds: ["Transportunternehmen", "Logistikunternehmen", "Bauunternehmen", "Großhandel"],
    also: [titles("Lkw-Fahrer"), titles("Zusteller")],
    weight: 2,
  }),
  occupation("logistik", {
    titles: titles("Staplerfahrer"),
    salary: { einstieg: [2000, 2300], fachkraft: [2200, 2700] },
    skills: [
      "Staplerschein",
      "Schubmaststapler",
      "Hochregallager",
      "Kommissionierung",
      "Wareneingang",
      "Verladung",
      "Scanner",
      "Ladungssicherung",
    ],
    focus: ["Hochregallager", "Verladung", "Wareneingang", "Kommissionierung"],
    education: [kurs("Staplerschein", "bfi"), kurs("Staplerschein", "wifi"), lehre("Lagerlogistik")],
    tasks: [
      "Ein- und Auslagerung von Paletten im Hochregallager.",
      "Be- und Entladen von Lkw mit dem Stapler.",
      "Kontrolle der Ware und Buchung im Lagersystem.",
    ],
    employerKinds: ["Logistikunternehmen", "Industrieunternehmen", "Großhandel"],
    also: [titles("Lagermitarbeiter"), titles("Lagerlogistiker")],
    weight: 1.5,
  }),
  occupation("logistik", {
    titles: titles("Disponent"),
    area: "Disposition",
    leads: { fuehrung: titles("Leiter Logistik", "Leiterin Logistik", "Leiter:in Logistik") },
    salary: { einstieg: [2500, 2800], fachkraft: [2800, 3700], teamleitung: [3700, 4600], fuehrung: [4600, 6500] },
    skills: [
      "Tourenplanung",
      "Disposition",
      "Transportmanagement",
      "Frachtenbörse",
      "Telematik",
      "SAP",
      "Kostenkalkulation",
      "Lenk- und Ruhezeiten",
    ],
    focus: ["Tourenplanung", "Fuhrparksteuerung", "internationale Transporte", "Kostenoptimierung"],
    education: [
      HAK_MATURA,
      lehre(titles("Speditionskaufmann", "Speditionskauffrau", "Speditionskaufmann/-frau")),
      studium("Bachelor Logistik und Transportmanagement (FH)", "fh"),
    ],
    tasks: [
      "Planung und Steuerung von rund 30 Lkw im Nah- und Fernverkehr.",
      "Kommunikation mit Fahrerinnen, Fahrern und Kunden.",
      "Einhaltung von Lenk- und Ruhezeiten und Kostenkontrolle.",
    ],
    employerKinds: ["Transportunternehmen", "Logistikunternehmen", "Bauunternehmen"],
    earlier: titles("Berufskraftfahrer"),
    also: [titles("Transportdisponent"), titles("Logistikkoordinator")],
  }),
  occupation("logistik", {
    titles: titles("Speditionskaufmann", "Speditionskauffrau", "Speditionskaufmann/-frau"),
    leads: { teamleitung: titles("Teamleiter Spedition", "Teamleiterin Spedition", "Teamleiter:in Spedition") },
    salary: { lehrling: [850, 1200], einstieg: [2300, 2600], fachkraft: [2600, 3500], teamleitung: [3500, 4400] },
    skills: [
      "Speditionsabwicklung",
      "Zollabwicklung",
      "Incoterms",
      "Luftfracht",
      "Seefracht",
      "Angebotskalkulation",
      "SAP",
      "Frachtdokumente",
    ],
    focus: ["Zollabwicklung", "See- und Luftfracht", "Angebotskalkulation", "Landverkehre"],
    education: [
      lehre(titles("Speditionskaufmann", "Speditionskauffrau", "Speditionskaufmann/-frau")),
      HAK_MATURA,
      kurs("Zolllehrgang"),
    ],
    tasks: [
      "Abwicklung internationaler Sendungen per Lkw, See- und Luftfracht.",
      "Erstellung von Angeboten und Frachtdokumenten.",
      "Zollabwicklung in Zusammenarbeit mit den Behörden.",
    ],
    employerKinds: ["Logistikunternehmen"],
    also: [titles("Speditionsmitarbeiter"), titles("Disponent")],
  }),
  occupation("logistik", {
    titles: titles("Paketzusteller"),
    salary: { einstieg: [2000, 2250], fachkraft: [2100, 2500] },
    skills: [
      "Führerschein B",
      "Paketzustellung",
      "Scanner",
      "Tourenplanung",
      "Kundenkontakt",
      "Ortskenntnis",
      "Ladungssicherung",
      "Zeitmanagement",
    ],
    focus: ["Paketzustellung", "Tourenplanung", "Kundenkontakt"],
    education: [schule("Pflichtschulabschluss", "pflichtschule"), lehre("Betriebslogistik")],
    tasks: ["Zustellung von Paketen an Privat- und Firmenkunden.", "Beladung des Fahrzeugs und Tourenplanung."],
    employerKinds: ["Logistikunternehmen", "Transportunternehmen"],
    also: [titles("Zusteller"), titles("Fahrer")],
  }),
];

const EINZELHANDEL = lehre(titles("Einzelhandelskaufmann", "Einzelhandelskauffrau", "Einzelhandelskaufmann/-frau"));

const HANDEL: readonly Occupation[] = [
  occupation("handel", {
    titles: titles("Verkäufer"),
    leads: {
      teamleitung: titles("Abteilungsleiter Verkauf", "Abteilungsleiterin Verkauf", "Abteilungsleiter:in Verkauf"),
    },
    salary: { lehrling: [850, 1150], einstieg: [1900, 2200], fachkraft: [2100, 2600], teamleitung: [2500, 3100] },
    skills: [
      "Kundenberatung",
      "Kassa",
      "Warenpräsentation",
      "Warenübernahme",
      "Reklamationsbearbeitung",
      "Verkaufsgespräche",
      "Lebensmittelkunde",
      "Textilkunde",
      "Inventur",
    ],
    focus: ["Kundenberatung", "Warenpräsentation", "Kassa und Abrechnung", "Frischebereich"],
    education: [EINZELHANDEL, schule("Handelsschulabschluss", "hak"), kurs("Verkaufstraining", "wifi")],
    tasks: [
      "Beratung und Bedienung der Kundschaft auf der Verkaufsfläche.",
      "Kassa, Tagesabrechnung und Warenübernahme.",
      "Gestaltung der Warenpräsentation und Betreuung des Frischebereichs.",
    ],
    employerKinds: ["Handelskette", "Fachhandel"],
    also: [
      titles("Einzelhandelskaufmann", "Einzelhandelskauffrau", "Einzelhandelskaufmann/-frau"),
      titles("Verkaufsberater"),
    ],
    weight: 4,
  }),
  occupation("handel", {
    titles: titles("Filialleiter"),
    leads: { fuehrung: titles("Bezirksleiter", "Bezirksleiterin", "Bezirksleiter:in") },
    salary: { teamleitung: [2700, 3500], fuehrung: [3600, 5000] },
    skills: [
      "Mitarbeiterführung",
      "Filialorganisation",
      "Umsatzverantwortung",
      "Personaleinsatzplanung",
      "Warenwirtschaft",
      "Kundenberatung",
      "Inventur",
      "Kennzahlen",
    ],
    focus: ["Umsatzverantwortung", "Personaleinsatzplanung", "Mitarbeiterführung", "Filialorganisation"],
    education: [EINZELHANDEL, HAK_MATURA, kurs("Lehrgang Filialleitung", "wifi"), kurs("Ausbilderprüfung", "wifi")],
    tasks: [
      "Leitung einer Filiale mit zwölf Mitarbeitenden und Umsatzverantwortung.",
      "Personaleinsatzplanung und Ausbildung der Lehrlinge.",
      "Steuerung von Bestellungen, Inventur und Warenpräsentation.",
    ],
    employerKinds: ["Handelskette", "Fachhandel"],
    earlier: titles("Verkäufer"),
    also: [titles("Marktleiter"), titles("Store Manager", "Store Managerin", "Store Manager:in")],
    weight: 1.5,
  }),
  occupation("handel", {
    titles: titles("Außendienstmitarbeiter"),
    leads: { teamleitung: titles("Verkaufsleiter", "Verkaufsleiterin", "Verkaufsleiter:in") },
    salary: { einstieg: [2700, 3000], fachkraft: [3000, 4300], teamleitung: [4300, 5800] },
    skills: [
      "Kundenakquise",
      "Verkauf",
      "CRM",
      "Angebotslegung",
      "Verhandlungsführung",
      "Tourenplanung",
      "Führerschein B",
      "Salesforce",
      "Produktpräsentation",
    ],
    focus: ["Neukundengewinnung", "Betreuung von Gewerbekunden", "Verhandlungsführung", "Gebietsentwicklung"],
    education: [HAK_MATURA, schule("HTL-Matura Maschinenbau", "htl"), EINZELHANDEL, kurs("Verkaufstraining")],
    tasks: [
      "Betreuung und Ausbau eines Verkaufsgebiets mit rund 150 Gewerbekunden.",
      "Neukundenakquise, Angebotslegung und Preisverhandlungen.",
      "Präsentation neuer Produkte bei Kunden und auf Messen.",
    ],
    employerKinds: ["Großhandel", "Industrieunternehmen", "Finanzdienstleister"],
    also: [titles("Vertriebsmitarbeiter"), titles("Gebietsverkaufsleiter")],
    weight: 1.5,
  }),
  occupation("handel", {
    titles: titles("Key Account Manager", "Key Account Managerin", "Key Account Manager:in"),
    leads: {
      teamleitung: titles("Teamleiter Key Account", "Teamleiterin Key Account", "Teamleiter:in Key Account"),
      fuehrung: titles("Vertriebsleiter", "Vertriebsleiterin", "Vertriebsleiter:in"),
      vorstand: titles("Geschäftsführer Vertrieb", "Geschäftsführerin Vertrieb", "Geschäftsführer:in Vertrieb"),
    },
    salary: { fachkraft: [3700, 5200], teamleitung: [5200, 6500], fuehrung: [6000, 9000], vorstand: [9000, 13000] },
    skills: [
      "Key Account Management",
      "Vertrieb",
      "Jahresgespräche",
      "Verhandlungsführung",
      "CRM",
      "Salesforce",
      "Category Management",
      "Forecasting",
      "Englisch verhandlungssicher",
    ],
    focus: ["Betreuung von Großkunden", "Jahresgespräche", "Lebensmittelhandel", "internationaler Vertrieb"],
    education: [
      studium("Bachelor Marketing und Sales (FH)", "fh"),
      studium("Master Internationales Management", "universitaet"),
      HAK_MATURA,
      kurs("Diplomlehrgang Key Account Management"),
    ],
    tasks: [
      "Betreuung der wichtigsten Handelskunden in Österreich.",
      "Führung der Jahresgespräche und Verhandlung von Konditionen.",
      "Planung von Aktionen und Absatzprognosen mit dem Category Management.",
    ],
    employerKinds: ["Industrieunternehmen", "Großhandel", "Softwarehaus"],
    earlier: titles("Außendienstmitarbeiter"),
    also: [
      titles("Vertriebsleiter", "Vertriebsleiterin", "Vertriebsleiter:in"),
      titles("Account Manager", "Account Managerin", "Account Manager:in"),
    ],
  }),
  occupation("handel", {
    titles: titles("Einkäufer"),
    area: "Einkauf",
    salary: { einstieg: [2600, 2900], fachkraft: [3000, 4200], teamleitung: [4200, 5400], fuehrung: [5300, 7500] },
    skills: [
      "Einkauf",
      "Lieferantenmanagement",
      "Verhandlungsführung",
      "SAP MM",
      "Ausschreibungen",
      "Vertragsmanagement",
      "Excel",
      "Incoterms",
    ],
    focus: ["strategischer Einkauf", "Lieferantenmanagement", "Preisverhandlungen", "Ausschreibungen"],
    education: [HAK_MATURA, studium("Bachelor Supply Chain Management (FH)", "fh"), kurs("Diplomlehrgang Einkauf")],
    tasks: [
      "Einkauf von Waren und Dienstleistungen für mehrere Warengruppen.",
      "Auswahl und Bewertung von Lieferanten.",
      "Verhandlung von Preisen, Lieferbedingungen und Rahmenverträgen.",
    ],
    employerKinds: ["Handelskette", "Industrieunternehmen", "Großhandel"],
    also: [
      titles("Category Manager", "Category Managerin", "Category Manager:in"),
      titles("Sachbearbeiter Einkauf", "Sachbearbeiterin Einkauf", "Sachbearbeiter:in Einkauf"),
    ],
  }),
  occupation("handel", {
    titles: titles("E-Commerce-Manager", "E-Commerce-Managerin", "E-Commerce-Manager:in"),
    area: "E-Commerce",
    salary: { einstieg: [2700, 3000], fachkraft: [3200, 4500], teamleitung: [4500, 5800] },
    skills: [
      "Shopify",
      "Shopware",
      "Google Analytics",
      "Produktdatenpflege",
      "Marktplätze",
      "SEO",
      "Conversion-Optimierung",
      "Amazon Seller Central",
    ],
    focus: ["Onlineshop-Betrieb", "Marktplätze", "Conversion-Optimierung", "Produktdaten"],
    education: [studium("Bachelor E-Business (FH)", "fh"), HAK_MATURA, kurs("Lehrgang E-Commerce")],
    tasks: [
      "Betreuung und Weiterentwicklung des Onlineshops.",
      "Steuerung des Verkaufs über Amazon und weitere Marktplätze.",
      "Auswertung von Kennzahlen und Optimierung der Conversion.",
    ],
    employerKinds: ["Online-Händler", "Handelskette", "Fachhandel"],
    also: [titles("Onlineshop-Manager", "Onlineshop-Managerin", "Onlineshop-Manager:in")],
    weight: 0.8,
  }),
];

const HTL_BAU = schule("HTL-Matura Bautechnik", "htl");
const BAUMEISTER = kurs("Baumeisterprüfung");

const BAU: readonly Occupation[] = [
  occupation("bau", {
    titles: titles("Bautechniker"),
    leads: {
      teamleitung: titles("Bauleiter", "Bauleiterin", "Bauleiter:in"),
      fuehrung: titles("Oberbauleiter", "Oberbauleiterin", "Oberbauleiter:in"),
    },
    salary: { einstieg: [2700, 3000], fachkraft: [3100, 4200], teamleitung: [4000, 5200], fuehrung: [5200, 6800] },
    skills: [
      "AVA",
      "Ausschreibung",
      "Kalkulation",
      "Abrechnung",
      "AutoCAD",
      "ABK",
      "Bauüberwachung",
      "ÖNORM B 2110",
      "MS Project",
    ],
    focus: ["Kalkulation", "Ausschreibungen", "Bauabrechnung", "Bauüberwachung"],
    education: [HTL_BAU, studium("Bachelor Bauingenieurwesen (FH)", "fh"), BAUMEISTER],
    tasks: [
      "Kalkulation von Angeboten und Erstellung von Leistungsverzeichnissen.",
      "Abrechnung der Bauleistungen nach ÖNORM.",
      "Unterstützung der Bauleitung bei Terminen und Kosten.",
    ],
    employerKinds: ["Bauunternehmen", "Ingenieurbüro", "Architekturbüro"],
    also: [titles("Kalkulant", "Kalkulantin", "Kalkulant:in"), titles("Bauleiter", "Bauleiterin", "Bauleiter:in")],
    weight: 2,
  }),
  occupation("bau", {
    titles: titles("Polier"),
    leads: { fuehrung: titles("Bauleiter", "Bauleiterin", "Bauleiter:in") },
    salary: { teamleitung: [3500, 4500], fuehrung: [4300, 5500] },
    skills: [
      "Baustellenorganisation",
      "Mitarbeiterführung",
      "Planlesen",
      "Schalungsbau",
      "Bewehrung",
      "Arbeitssicherheit",
      "Bautagebuch",
      "Vermessung",
    ],
    focus: ["Hochbau", "Baustellenorganisation", "Führung von Baupartien", "Arbeitssicherheit"],
    education: [
      lehre(titles("Maurer", "Maurerin", "Maurer:in")),
      lehre("Hochbau"),
      kurs("Polierschule", "bfi"),
      BAUMEISTER,
    ],
    tasks: [
      "Führung einer Baupartie mit bis zu 15 Arbeitern im Wohnbau.",
      "Einteilung der Arbeiten, Materialbestellung und Bautagebuch.",
      "Kontrolle von Qualität und Arbeitssicherheit auf der Baustelle.",
    ],
    employerKinds: ["Bauunternehmen"],
    earlier: titles("Maurer"),
    also: [titles("Vorarbeiter"), titles("Bauleiter", "Bauleiterin", "Bauleiter:in")],
  }),
  occupation("bau", {
    titles: titles("Maurer"),
    leads: { teamleitung: titles("Vorarbeiter") },
    salary: { lehrling: [1000, 1500], einstieg: [2600, 2900], fachkraft: [2800, 3400], teamleitung: [3300, 3900] },
    skills: [
      "Mauerwerksbau",
      "Schalungsbau",
      "Betonarbeiten",
      "Verputzarbeiten",
      "Planlesen",
      "Bewehrung",
      "Kranschein",
      "Führerschein B",
    ],
    focus: ["Rohbau", "Mauerwerks- und Betonarbeiten", "Schalungsbau", "Sanierungen"],
    education: [lehre(titles("Maurer", "Maurerin", "Maurer:in")), lehre("Hochbau"), kurs("Kranführerschein", "bfi")],
    tasks: [
      "Herstellung von Mauerwerk, Schalungen und Betonteilen im Rohbau.",
      "Verputz- und Sanierungsarbeiten im Altbau.",
      "Lesen von Plänen und Vorbereitung der Arbeitsschritte.",
    ],
    employerKinds: ["Bauunternehmen"],
    also: [titles("Hochbauer", "Hochbauerin", "Hochbauer:in"), titles("Bauarbeiter")],
    weight: 2.5,
  }),
  occupation("bau", {
    titles: titles("Projektleiter Hochbau", "Projektleiterin Hochbau", "Projektleiter:in Hochbau"),
    leads: {
      fuehrung: titles("Leiter Hochbau", "Leiterin Hochbau", "Leiter:in Hochbau"),
      vorstand: GESCHAEFTSFUEHRUNG,
    },
    salary: { teamleitung: [4500, 6000], fuehrung: [5800, 7500], vorstand: [8000, 12000] },
    skills: [
      "Projektmanagement",
      "Kostenkontrolle",
      "Terminplanung",
      "Vergaberecht",
      "Nachtragsmanagement",
      "ÖNORM B 2110",
      "MS Project",
      "Mitarbeiterführung",
    ],
    focus: ["Wohn- und Gewerbebau", "Kostenkontrolle", "Nachtragsmanagement", "Terminplanung"],
    education: [
      studium("Master Bauingenieurwesen", "tu"),
      studium("Bachelor Bauingenieurwesen (FH)", "fh"),
      HTL_BAU,
      BAUMEISTER,
    ],
    tasks: [
      "Gesamtverantwortung für Hochbauprojekte bis 20 Millionen Euro.",
      "Steuerung von Kosten, Terminen und Subunternehmen.",
      "Abstimmung mit Bauherren, Planern und Behörden.",
    ],
    employerKinds: ["Bauunternehmen", "Ingenieurbüro"],
    earlier: titles("Bautechniker"),
    also: [
      titles("Bauleiter", "Bauleiterin", "Bauleiter:in"),
      titles("Projektmanager Bau", "Projektmanagerin Bau", "Projektmanager:in Bau"),
    ],
  }),
  occupation("bau", {
    titles: titles("Architekt"),
    leads: {
      teamleitung: titles("Projektarchitekt", "Projektarchitektin", "Projektarchitekt:in"),
      fuehrung: titles("Büroleiter Architektur", "Büroleiterin Architektur", "Büroleiter:in Architektur"),
    },
    salary: { einstieg: [2700, 3100], fachkraft: [3300, 4600], teamleitung: [4500, 5800], fuehrung: [5500, 7500] },
    skills: [
      "ArchiCAD",
      "Revit",
      "AutoCAD",
      "BIM",
      "Entwurf",
      "Einreichplanung",
      "Ausführungsplanung",
      "Bauordnung",
      "Visualisierung",
      "Wettbewerbe",
    ],
    focus: ["Entwurf", "Einreich- und Ausführungsplanung", "BIM-Planung", "Wohnbau"],
    education: [
      studium("Master Architektur", "tu"),
      studium("Bachelor Architektur", "tu"),
      kurs("Ziviltechnikerprüfung", "tu"),
    ],
    tasks: [
      "Entwurfs-, Einreich- und Ausführungsplanung für Wohnbauten.",
      "Erstellung von BIM-Modellen und Visualisierungen.",
      "Mitarbeit an Architekturwettbewerben.",
    ],
    employerKinds: ["Architekturbüro", "Bauunternehmen"],
    also: [
      titles("Planer", "Planerin", "Planer:in"),
      titles("BIM-Modellierer", "BIM-Modelliererin", "BIM-Modellierer:in"),
    ],
  }),
  occupation("bau", {
    titles: titles("Bautechnischer Zeichner", "Bautechnische Zeichnerin", "Bautechnische:r Zeichner:in"),
    salary: { lehrling: [900, 1300], einstieg: [2300, 2600], fachkraft: [2500, 3300] },
    skills: [
      "AutoCAD",
      "Revit",
      "ArchiCAD",
      "Polierpläne",
      "Bewehrungspläne",
      "Planverwaltung",
      "BIM",
      "Bestandsaufnahme",
    ],
    focus: ["Polierpläne", "Bewehrungspläne", "BIM-Modelle", "Planverwaltung"],
    education: [lehre("Bautechnische Assistenz"), HTL_BAU],
    tasks: ["Erstellung von Polier- und Bewehrungsplänen.", "Einarbeitung von Änderungen und Planverwaltung."],
    employerKinds: ["Ingenieurbüro", "Architekturbüro", "Bauunternehmen"],
    also: [titles("Bauzeichner"), titles("CAD-Techniker")],
    weight: 0.8,
  }),
];

const HTL_MASCHINENBAU = schule("HTL-Matura Maschinenbau", "htl");

const TECHNIK: readonly Occupation[] = [
  occupation("technik", {
    titles: titles("Maschinenbauingenieur"),
    area: "Entwicklung",
    leads: {
      vorstand: titles(
        "Technischer Geschäftsführer",
        "Technische Geschäftsführerin",
        "Technische:r Geschäftsführer:in",
      ),
    },
    salary: {
      einstieg: [3300, 3700],
      fachkraft: [3900, 5300],
      teamleitung: [5300, 6800],
      fuehrung: [6500, 9000],
      vorstand: [9500, 14000],
    },
    skills: [
      "Maschinenbau",
      "Konstruktion",
      "SolidWorks",
      "Siemens NX",
      "FEM-Simulation",
      "Projektmanagement",
      "Normen",
      "CE-Kennzeichnung",
      "Fertigungstechnik",
      "Produktentwicklung",
    ],
    focus: ["Sondermaschinenbau", "Produktentwicklung", "FEM-Berechnung", "CE-Konformität"],
    education: [
      studium("Master Maschinenbau", "tu"),
      studium("Bachelor Maschinenbau (FH)", "fh"),
      HTL_MASCHINENBAU,
      kurs("Ausbildung Projektmanagement (IPMA Level D)"),
    ],
    tasks: [
      "Entwicklung von Sondermaschinen vom Konzept bis zur Inbetriebnahme.",
      "Berechnung und Auslegung von Baugruppen mit FEM.",
      "Technische Abstimmung mit Kunden und Lieferanten.",
    ],
    employerKinds: ["Industrieunternehmen", "Ingenieurbüro", "Energieversorger"],
    also: [titles("Entwicklungsingenieur"), titles("Projektingenieur")],
    weight: 1.5,
  }),
  occupation("technik", {
    titles: titles("Konstrukteur"),
    area: "Konstruktion",
    salary: { einstieg: [2900, 3300], fachkraft: [3300, 4500], teamleitung: [4400, 5500] },
    skills: [
      "SolidWorks",
      "CAD",
      "Inventor",
      "CATIA",
      "Technisches Zeichnen",
      "Stücklisten",
      "Toleranzen",
      "Blechkonstruktion",
      "Stahlbau",
      "PDM-Systeme",
    ],
    focus: ["3D-Konstruktion", "Blechkonstruktion", "Vorrichtungsbau", "Fertigungszeichnungen"],
    education: [
      HTL_MASCHINENBAU,
      studium("Bachelor Produktionstechnik (FH)", "fh"),
      lehre("Technisches Zeichnen"),
      kurs("SolidWorks-Zertifizierung"),
    ],
    tasks: [
      "Konstruktion von Baugruppen und Vorrichtungen in 3D-CAD.",
      "Erstellung von Fertigungszeichnungen und Stücklisten.",
      "Abstimmung mit Fertigung und Einkauf.",
    ],
    employerKinds: ["Industrieunternehmen", "Ingenieurbüro", "Metallbaubetrieb"],
    also: [
      titles("Technischer Zeichner", "Technische Zeichnerin", "Technische:r Zeichner:in"),
      titles("CAD-Konstrukteur"),
    ],
    weight: 1.5,
  }),
  occupation("technik", {
    titles: titles("Verfahrenstechniker"),
    area: "Verfahrenstechnik",
    salary: { einstieg: [3000, 3400], fachkraft: [3400, 4700], teamleitung: [4600, 5800] },
    skills: [
      "Verfahrenstechnik",
      "Prozessoptimierung",
      "Anlagenbau",
      "Lean Management",
      "Six Sigma",
      "Chemie",
      "Kunststofftechnik",
      "Prozessleittechnik",
      "Versuchsplanung",
    ],
    focus: ["Prozessoptimierung", "Anlagenbetrieb", "Kunststoffverarbeitung", "Lean Management"],
    education: [
      schule("HTL-Matura Chemieingenieurwesen", "htl"),
      studium("Bachelor Verfahrenstechnik", "tu"),
      lehre("Chemieverfahrenstechnik"),
      kurs("Six Sigma Green Belt"),
    ],
    tasks: [
      "Optimierung von Produktionsprozessen hinsichtlich Qualität und Ausbeute.",
      "Betreuung von Anlagen und Einführung neuer Verfahren.",
      "Planung und Auswertung von Versuchen.",
    ],
    employerKinds: ["Industrieunternehmen", "Energieversorger"],
    also: [titles("Prozesstechniker"), titles("Prozessingenieur")],
  }),
  occupation("technik", {
    titles: titles("Qualitätstechniker"),
    area: "Qualitätsmanagement",
    salary: { einstieg: [2800, 3200], fachkraft: [3200, 4300], teamleitung: [4300, 5400], fuehrung: [5300, 7000] },
    skills: [
      "Qualitätsmanagement",
      "ISO 9001",
      "IATF 16949",
      "FMEA",
      "8D-Report",
      "Messtechnik",
      "Audits",
      "SPC",
      "Reklamationsmanagement",
    ],
    focus: ["Lieferantenqualität", "Reklamationsmanagement", "Audits", "Messtechnik"],
    education: [
      HTL_MASCHINENBAU,
      studium("Bachelor Qualitätsmanagement (FH)", "fh"),
      kurs("Qualitätsmanager (Quality Austria)"),
      kurs("Interner Auditor ISO 9001"),
    ],
    tasks: [
      "Bearbeitung von Kundenreklamationen mit 8D-Reports.",
      "Durchführung von Prozess- und Lieferantenaudits.",
      "Erstellung von Prüfplänen und Betreuung der Messtechnik.",
    ],
    employerKinds: ["Industrieunternehmen"],
    also: [titles("Qualitätsmanager", "Qualitätsmanagerin", "Qualitätsmanager:in"), titles("Qualitätsprüfer")],
  }),
  occupation("technik", {
    titles: titles("Elektroingenieur"),
    area: "Elektrotechnik",
    salary: { einstieg: [3300, 3700], fachkraft: [3800, 5200], teamleitung: [5200, 6600], fuehrung: [6300, 8500] },
    skills: [
      "Elektrotechnik",
      "EPLAN",
      "Hardwareentwicklung",
      "Leistungselektronik",
      "Energietechnik",
      "Schaltungsentwicklung",
      "EMV",
      "Automatisierungstechnik",
      "Mittelspannung",
    ],
    focus: ["Energietechnik", "Leistungselektronik", "Schaltanlagen", "Hardwareentwicklung"],
    education: [
      studium("Master Elektrotechnik", "tu"),
      studium("Bachelor Elektrotechnik (FH)", "fh"),
      schule("HTL-Matura Elektrotechnik", "htl"),
    ],
    tasks: [
      "Planung elektrischer Anlagen und Schaltpläne mit EPLAN.",
      "Entwicklung und Prüfung von Baugruppen der Leistungselektronik.",
      "Inbetriebnahme von Anlagen beim Kunden.",
    ],
    employerKinds: ["Industrieunternehmen", "Energieversorger", "Ingenieurbüro"],
    also: [
      titles("Elektrotechniker"),
      titles(
        "Projektingenieur Elektrotechnik",
        "Projektingenieurin Elektrotechnik",
        "Projektingenieur:in Elektrotechnik",
      ),
    ],
  }),
  occupation("technik", {
    titles: titles("Automatisierungstechniker"),
    area: "Automatisierung",
    salary: { einstieg: [2900, 3300], fachkraft: [3300, 4600], teamleitung: [4500, 5700] },
    skills: [
      "SPS-Programmierung",
      "Siemens S7",
      "TIA Portal",
      "Robotik",
      "Visualisierung",
      "Inbetriebnahme",
      "Profinet",
      "WinCC",
      "Beckhoff TwinCAT",
    ],
    focus: ["SPS-Programmierung", "Inbetriebnahmen", "Robotik", "Visualisierung"],
    education: [
      schule("HTL-Matura Mechatronik", "htl"),
      studium("Bachelor Automatisierungstechnik (FH)", "fh"),
      lehre("Mechatronik – Automatisierungstechnik"),
    ],
    tasks: [
      "Programmierung von Steuerungen mit Siemens TIA Portal.",
      "Inbetriebnahme von Anlagen im In- und Ausland.",
      "Erstellung von Visualisierungen und Dokumentation.",
    ],
    employerKinds: ["Industrieunternehmen", "Ingenieurbüro"],
    also: [
      titles("SPS-Programmierer", "SPS-Programmiererin", "SPS-Programmierer:in"),
      titles("Inbetriebnahmetechniker"),
    ],
  }),
];

const MARKETING: readonly Occupation[] = [
  occupation("marketing", {
    titles: titles("Marketing Manager", "Marketing Managerin", "Marketing Manager:in"),
    area: "Marketing",
    leads: { vorstand: invariant("Chief Marketing Officer") },
    salary: {
      einstieg: [2700, 3000],
      fachkraft: [3200, 4500],
      teamleitung: [4300, 5600],
      fuehrung: [5500, 8000],
      vorstand: [8500, 12000],
    },
    skills: [
      "Kampagnenplanung",
      "Markenführung",
      "Budgetplanung",
      "Marktforschung",
      "Google Analytics",
      "CRM",
      "Eventmarketing",
      "Agentursteuerung",
      "HubSpot",
    ],
    focus: ["Markenführung", "Kampagnen", "Produktmarketing", "Agentursteuerung"],
    education: [
      studium("Bachelor Marketing und Electronic Business (FH)", "fh"),
      studium("Master Marketing", "universitaet"),
      HAK_MATURA,
      kurs("Diplomlehrgang Marketing"),
    ],
    tasks: [
      "Planung und Umsetzung von Kampagnen über alle Kanäle.",
      "Steuerung von Agenturen und des Marketingbudgets.",
      "Auswertung von Kennzahlen und Marktanalysen.",
    ],
    employerKinds: ["Industrieunternehmen", "Handelskette", "Werbeagentur", "Softwarehaus", "Medienunternehmen"],
    also: [
      titles("Brand Manager", "Brand Managerin", "Brand Manager:in"),
      titles("Produktmanager", "Produktmanagerin", "Produktmanager:in"),
    ],
    weight: 2,
  }),
  occupation("marketing", {
    titles: titles("Social Media Manager", "Social Media Managerin", "Social Media Manager:in"),
    area: "Social Media",
    salary: { einstieg: [2400, 2800], fachkraft: [2800, 3800], teamleitung: [3700, 4700] },
    skills: [
      "Instagram",
      "LinkedIn",
      "TikTok",
      "Meta Business Suite",
      "Content-Erstellung",
      "Community Management",
      "Canva",
      "Redaktionsplanung",
      "Social Ads",
    ],
    focus: ["Community Management", "Content-Produktion", "Social Ads", "Redaktionsplanung"],
    education: [
      studium("Bachelor Content Strategy (FH)", "fh"),
      studium("Bachelor Publizistik und Kommunikationswissenschaft", "universitaet"),
      kurs("Lehrgang Social Media Management"),
    ],
    tasks: [
      "Planung und Erstellung von Inhalten für Instagram, LinkedIn und TikTok.",
      "Betreuung der Community und Auswertung der Reichweite.",
      "Planung und Steuerung bezahlter Kampagnen.",
    ],
    employerKinds: ["Werbeagentur", "Handelskette", "Medienunternehmen", "Hotel"],
    also: [titles("Content Creator", "Content Creatorin", "Content Creator:in"), titles("Online-Redakteur")],
    weight: 1.5,
  }),
  occupation("marketing", {
    titles: titles("Grafikdesigner"),
    leads: { teamleitung: invariant("Art Director"), fuehrung: invariant("Creative Director") },
    salary: {
      lehrling: [850, 1150],
      einstieg: [2300, 2600],
      fachkraft: [2600, 3500],
      teamleitung: [3800, 5000],
      fuehrung: [4800, 6500],
    },
    skills: [
      "Adobe InDesign",
      "Adobe Illustrator",
      "Adobe Photoshop",
      "Figma",
      "Corporate Design",
      "Druckvorstufe",
      "Typografie",
      "Layout",
      "Motion Design",
    ],
    focus: ["Corporate Design", "Editorial Design", "Druckvorstufe", "Packaging"],
    education: [
      schule("Matura Grafik- und Kommunikationsdesign", "design"),
      studium("Bachelor Informationsdesign (FH)", "fh"),
      lehre(titles("Medienfachmann", "Medienfachfrau", "Medienfachmann/-frau")),
    ],
    tasks: [
      "Gestaltung von Drucksorten, Anzeigen und Verpackungen.",
      "Weiterentwicklung des Corporate Designs.",
      "Druckvorbereitung und Abstimmung mit Druckereien.",
    ],
    employerKinds: ["Werbeagentur", "Medienunternehmen", "Handelskette"],
    also: [titles("Mediendesigner"), titles("Kommunikationsdesigner")],
    weight: 1.5,
  }),
  occupation("marketing", {
    titles: titles("PR-Referent"),
    leads: {
      teamleitung: titles("Pressesprecher", "Pressesprecherin", "Pressesprecher:in"),
      fuehrung: titles(
        "Leiter Unternehmenskommunikation",
        "Leiterin Unternehmenskommunikation",
        "Leiter:in Unternehmenskommunikation",
      ),
    },
    salary: { einstieg: [2600, 2900], fachkraft: [3000, 4000], teamleitung: [4000, 5200], fuehrung: [5200, 7500] },
    skills: [
      "Pressearbeit",
      "Medienarbeit",
      "Texten",
      "Krisenkommunikation",
      "Interne Kommunikation",
      "Redaktion",
      "Veranstaltungsorganisation",
      "Social Media",
    ],
    focus: ["Pressearbeit", "interne Kommunikation", "Krisenkommunikation", "Corporate Publishing"],
    education: [
      studium("Master Publizistik und Kommunikationswissenschaft", "universitaet"),
      studium("Bachelor Journalismus und Public Relations (FH)", "fh"),
      kurs("PR-Lehrgang", "wifi"),
    ],
    tasks: [
      "Verfassen von Presseaussendungen und Betreuung von Medienanfragen.",
      "Redaktion der Mitarbeiterzeitung und des Intranets.",
      "Organisation von Pressekonferenzen und Veranstaltungen.",
    ],
    employerKinds: ["Werbeagentur", "Energieversorger", "Industrieunternehmen", "Medienunternehmen"],
    also: [titles("Kommunikationsmanager", "Kommunikationsmanagerin", "Kommunikationsmanager:in"), titles("Redakteur")],
  }),
  occupation("marketing", {
    titles: titles("Online-Marketing-Manager", "Online-Marketing-Managerin", "Online-Marketing-Manager:in"),
    area: "Performance Marketing",
    salary: { einstieg: [2700, 3000], fachkraft: [3100, 4300], teamleitung: [4300, 5500] },
    skills: [
      "SEO",
      "SEA",
      "Google Ads",
      "Google Analytics",
      "Newsletter-Marketing",
      "Meta Ads",
      "Conversion-Optimierung",
      "Google Tag Manager",
      "Looker Studio",
    ],
    focus: ["Suchmaschinenoptimierung", "Google Ads", "Newsletter-Marketing", "Webanalyse"],
    education: [
      studium("Bachelor Marketing und Electronic Business (FH)", "fh"),
      HAK_MATURA,
      kurs("Google-Ads-Zertifizierung"),
    ],
    tasks: [
      "Steuerung von Google- und Meta-Kampagnen mit eigenem Budget.",
      "Suchmaschinenoptimierung der Website gemeinsam mit der Redaktion.",
      "Auswertung von Kennzahlen in Google Analytics.",
    ],
    employerKinds: ["Werbeagentur", "Online-Händler", "Softwarehaus"],
    also: [
      titles("SEO-Manager", "SEO-Managerin", "SEO-Manager:in"),
      titles("Performance Marketing Manager", "Performance Marketing Managerin", "Performance Marketing Manager:in"),
    ],
  }),
  occupation("marketing", {
    titles: titles("Texter", "Texterin", "Texter:in"),
    leads: { teamleitung: titles("Senior Texter", "Senior Texterin", "Senior Texter:in") },
    salary: { einstieg: [2400, 2700], fachkraft: [2700, 3700], teamleitung: [3700, 4600] },
    skills: [
      "Copywriting",
      "Content Marketing",
      "SEO-Texte",
      "Lektorat",
      "Storytelling",
      "CMS",
      "Konzeption",
      "Korrektorat",
    ],
    focus: ["Werbetexte", "Content Marketing", "SEO-Texte", "Corporate Publishing"],
    education: [studium("Bachelor Germanistik", "universitaet"), AHS_MATURA, kurs("Lehrgang Werbetexten")],
    tasks: [
      "Konzeption und Texte für Kampagnen, Websites und Broschüren.",
      "Lektorat und Redaktion von Unternehmenspublikationen.",
    ],
    employerKinds: ["Werbeagentur", "Medienunternehmen"],
    also: [titles("Content Manager", "Content Managerin", "Content Manager:in"), titles("Redakteur")],
    weight: 0.7,
  }),
];

const BILDUNG: readonly Occupation[] = [
  occupation("bildung", {
    titles: titles("Kindergartenpädagoge", "Kindergartenpädagogin", "Kindergartenpädagog:in"),
    leads: { teamleitung: titles("Kindergartenleiter", "Kindergartenleiterin", "Kindergartenleiter:in") },
    salary: { einstieg: [2700, 2950], fachkraft: [2900, 3600], teamleitung: [3600, 4300] },
    skills: [
      "Elementarpädagogik",
      "Sprachförderung",
      "Bildungsplan",
      "Elternarbeit",
      "Entwicklungsdokumentation",
      "Montessori-Pädagogik",
      "Inklusion",
      "Musikalische Früherziehung",
    ],
    focus: ["Sprachförderung", "Elternarbeit", "Inklusion", "Naturpädagogik"],
    education: [
      schule("Diplom Elementarpädagogik (BAfEP)", "bafep"),
      studium("Bachelor Elementarpädagogik", "ph"),
      kurs("Lehrgang Sprachförderung", "ph"),
      kurs("Montessori-Diplom", "wifi"),
    ],
    tasks: [
      "Pädagogische Leitung einer Kindergartengruppe mit 22 Kindern.",
      "Planung und Dokumentation der Bildungsarbeit.",
      "Entwicklungsgespräche und Zusammenarbeit mit den Eltern.",
    ],
    employerKinds: ["Kinderbetreuungseinrichtung", "Sozialeinrichtung"],
    also: [
      titles("Elementarpädagoge", "Elementarpädagogin", "Elementarpädagog:in"),
      titles("Hortpädagoge", "Hortpädagogin", "Hortpädagog:in"),
    ],
    weight: 2,
  }),
  occupation("bildung", {
    titles: titles("Sozialarbeiter"),
    area: "Sozialarbeit",
    salary: { einstieg: [2900, 3200], fachkraft: [3100, 3900], teamleitung: [3900, 4700], fuehrung: [4600, 5800] },
    skills: [
      "Case Management",
      "Beratung",
      "Krisenintervention",
      "Sozialrecht",
      "Gesprächsführung",
      "Netzwerkarbeit",
      "Dokumentation",
      "Jugendarbeit",
    ],
    focus: ["Kinder- und Jugendhilfe", "Wohnungslosenhilfe", "Beratung", "Krisenintervention"],
    education: [
      studium("Bachelor Soziale Arbeit (FH)", "fh"),
      studium("Master Soziale Arbeit (FH)", "fh"),
      kurs("Lehrgang Mediation", "bfi"),
    ],
    tasks: [
      "Beratung und Begleitung von Familien in schwierigen Lebenslagen.",
      "Fallführung, Dokumentation und Zusammenarbeit mit Behörden.",
      "Krisenintervention und Vermittlung zu Hilfsangeboten.",
    ],
    employerKinds: ["Sozialeinrichtung", "Krankenhaus", "Bildungseinrichtung"],
    also: [titles("Sozialpädagoge", "Sozialpädagogin", "Sozialpädagog:in"), titles("Jugendbetreuer")],
    weight: 1.5,
  }),
  occupation("bildung", {
    titles: titles("Lehrer"),
    leads: { fuehrung: titles("Schulleiter", "Schulleiterin", "Schulleiter:in") },
    salary: { einstieg: [3100, 3400], fachkraft: [3400, 4800], fuehrung: [5200, 6500] },
    skills: [
      "Unterrichtsplanung",
      "Mathematik",
      "Deutsch",
      "Englisch",
      "Digitale Bildung",
      "Klassenführung",
      "Elternarbeit",
      "Leistungsbeurteilung",
      "Differenzierung",
    ],
    focus: ["Sekundarstufe", "digitale Bildung", "Begabungsförderung", "Deutsch als Zweitsprache"],
    education: [
      studium("Master Lehramt Sekundarstufe", "ph"),
      studium("Bachelor Lehramt Primarstufe", "ph"),
      studium("Master Lehramt Sekundarstufe", "universitaet"),
    ],
    tasks: [
      "Unterricht in zwei Fächern in der Sekundarstufe.",
      "Klassenvorstand mit Eltern- und Schülergesprächen.",
      "Mitarbeit an Schulentwicklung und Digitalisierung.",
    ],
    employerKinds: ["Bildungseinrichtung"],
    also: [titles("Nachhilfelehrer"), titles("Trainer", "Trainerin", "Trainer:in")],
    weight: 1.5,
  }),
  occupation("bildung", {
    titles: titles("Trainer Erwachsenenbildung", "Trainerin Erwachsenenbildung", "Trainer:in Erwachsenenbildung"),
    leads: { teamleitung: titles("Lehrgangsleiter", "Lehrgangsleiterin", "Lehrgangsleiter:in") },
    salary: { fachkraft: [2700, 3600], teamleitung: [3500, 4400] },
    skills: [
      "Erwachsenenbildung",
      "Didaktik",
      "Moderation",
      "Bewerbungstraining",
      "Deutsch als Fremdsprache",
      "E-Learning",
      "Moodle",
      "Kursplanung",
    ],
    focus: ["Deutsch als Fremdsprache", "Bewerbungstraining", "E-Learning", "AMS-Kurse"],
    education: [
      kurs("Diplom Erwachsenenbildung (wba)", "bfi"),
      studium("Bachelor Bildungswissenschaft", "universitaet"),
      kurs("Trainerausbildung", "wifi"),
    ],
    tasks: [
      "Planung und Durchführung von Kursen für Erwachsene.",
      "Bewerbungstraining und Begleitung von Arbeitsuchenden.",
      "Entwicklung von E-Learning-Einheiten.",
    ],
    employerKinds: ["Bildungseinrichtung", "Sozialeinrichtung"],
    also: [titles("Kursleiter"), titles("DaF-Trainer", "DaF-Trainerin", "DaF-Trainer:in")],
  }),
  occupation("bildung", {
    titles: titles("Freizeitpädagoge", "Freizeitpädagogin", "Freizeitpädagog:in"),
    salary: { einstieg: [2300, 2600], fachkraft: [2500, 3100] },
    skills: [
      "Freizeitgestaltung",
      "Lernbetreuung",
      "Spielpädagogik",
      "Konfliktlösung",
      "Elternarbeit",
      "Sport und Bewegung",
      "Gruppenleitung",
      "Erste Hilfe",
    ],
    focus: ["Nachmittagsbetreuung", "Lernbetreuung", "Bewegung und Sport", "Konfliktlösung"],
    education: [kurs("Hochschullehrgang Freizeitpädagogik", "ph"), AHS_MATURA],
    tasks: ["Betreuung von Schulkindern am Nachmittag.", "Lernbetreuung und Freizeitangebote in der Gruppe."],
    employerKinds: ["Bildungseinrichtung", "Kinderbetreuungseinrichtung"],
    also: [titles("Hortpädagoge", "Hortpädagogin", "Hortpädagog:in"), titles("Kinderbetreuer")],
  }),
  occupation("bildung", {
    titles: titles(
      "Fachsozialbetreuer Behindertenarbeit",
      "Fachsozialbetreuerin Behindertenarbeit",
      "Fachsozialbetreuer:in Behindertenarbeit",
    ),
    leads: { teamleitung: titles("Wohnbereichsleiter", "Wohnbereichsleiterin", "Wohnbereichsleiter:in") },
    salary: { einstieg: [2500, 2800], fachkraft: [2700, 3300], teamleitung: [3300, 4000] },
    skills: [
      "Behindertenbegleitung",
      "Basale Stimulation",
      "Unterstützte Kommunikation",
      "Pflegedokumentation",
      "Alltagsbegleitung",
      "Deeskalation",
      "Freizeitgestaltung",
      "Erste Hilfe",
    ],
    focus: ["Wohnbegleitung", "Unterstützte Kommunikation", "Tagesstruktur", "Basale Stimulation"],
    education: [
      schule("Schule für Sozialbetreuungsberufe, Schwerpunkt Behindertenarbeit", "bfi"),
      kurs("Deeskalationstraining", "bfi"),
    ],
    tasks: [
      "Begleitung von Menschen mit Behinderungen im Wohnalltag.",
      "Unterstützung bei Körperpflege, Freizeit und Arbeit in der Tagesstruktur.",
      "Dokumentation und Zusammenarbeit mit Angehörigen.",
    ],
    employerKinds: ["Sozialeinrichtung"],
    also: [titles("Behindertenbetreuer"), titles("Sozialbetreuer")],
  }),
];

/** Every occupation of the seeded pool, field by field. */
export const OCCUPATIONS: readonly Occupation[] = [
  ...TECHNIK,
  ...IT,
  ...HANDWERK,
  ...HANDEL,
  ...GASTRO,
  ...GESUNDHEIT,
  ...BUERO,
  ...FINANZEN,
  ...LOGISTIK,
  ...BAU,
  ...MARKETING,
  ...BILDUNG,
];

/** A first language other than German, with names such families in Austria often give. */
export interface MotherTongue {
  /** German name: "Kroatisch". */
  language: string;
  /** How often among people with a first language other than German. */
  weight: number;
  female: readonly string[];
  male: readonly string[];
  lastNames: readonly string[];
}

export const MOTHER_TONGUES: readonly MotherTongue[] = [
  {
    language: "Bosnisch",
    weight: 3,
    female: ["Amra", "Lejla", "Emina", "Selma", "Amila", "Ajla", "Merima", "Adna"],
    male: ["Emir", "Adnan", "Haris", "Amar", "Edin", "Mirza", "Kenan", "Tarik"],
    lastNames: ["Hodžić", "Begić", "Mujić", "Hadžić", "Delić", "Alić", "Hasanović", "Omerović"],
  },
  {
    language: "Kroatisch",
    weight: 3,
    female: ["Ivana", "Marija", "Ana", "Petra", "Katarina", "Maja", "Martina", "Lucija"],
    male: ["Ivan", "Marko", "Luka", "Josip", "Tomislav", "Ante", "Mario", "Stjepan"],
    lastNames: ["Horvat", "Kovačić", "Babić", "Marić", "Jurić", "Novak", "Knežević", "Vuković"],
  },
  {
    language: "Serbisch",
    weight: 4,
    female: ["Jelena", "Milica", "Dragana", "Snežana", "Tamara", "Jovana", "Marina", "Biljana"],
    male: ["Nikola", "Stefan", "Miloš", "Dragan", "Aleksandar", "Nemanja", "Dejan", "Zoran"],
    lastNames: ["Petrović", "Jovanović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Pavlović"],
  },
  {
    language: "Türkisch",
    weight: 4,
    female: ["Ayşe", "Elif", "Zeynep", "Merve", "Esra", "Büşra", "Derya", "Selin"],
    male: ["Mehmet", "Mustafa", "Emre", "Burak", "Ahmet", "Serkan", "Volkan", "Murat"],
    lastNames: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın"],
  },
  {
    language: "Rumänisch",
    weight: 3,
    female: ["Andreea", "Ioana", "Elena", "Mihaela", "Alexandra", "Cristina", "Roxana", "Diana"],
    male: ["Andrei", "Alexandru", "Mihai", "Ionuț", "Florin", "Bogdan", "Adrian", "Cristian"],
    lastNames: ["Popescu", "Ionescu", "Popa", "Dumitru", "Stoica", "Munteanu", "Constantin", "Radu"],
  },
  {
    language: "Ungarisch",
    weight: 2,
    female: ["Katalin", "Eszter", "Zsófia", "Anikó", "Krisztina", "Réka", "Ildikó", "Dóra"],
    male: ["László", "Gábor", "Zoltán", "Attila", "Péter", "Balázs", "Tamás", "Csaba"],
    lastNames: ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár"],
  },
  {
    language: "Polnisch",
    weight: 2,
    female: ["Agnieszka", "Katarzyna", "Magdalena", "Joanna", "Monika", "Aleksandra", "Justyna", "Karolina"],
    male: ["Piotr", "Tomasz", "Krzysztof", "Paweł", "Marcin", "Łukasz", "Michał", "Jakub"],
    lastNames: ["Nowak", "Wójcik", "Kowalczyk", "Mazur", "Krawczyk", "Zając", "Król", "Wieczorek"],
  },
];

/** Foreign languages besides English that some people list. */
export const FURTHER_LANGUAGES = ["Italienisch", "Französisch", "Spanisch"] as const;
