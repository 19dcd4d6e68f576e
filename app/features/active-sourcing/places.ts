import type { BUNDESLAENDER } from "~/lib/bundeslaender";

/**
 * An Austrian gazetteer for the talent pool: every state capital, the larger towns and the 23
 * Vienna districts (each named "Wien" with its own postcode and centre). Coordinates are the
 * town centres to about 100 m; populations are rounded and only weigh places against each other.
 */

type Bundesland = (typeof BUNDESLAENDER)[number];

export interface Place {
  name: string;
  postcode: string;
  state: Bundesland;
  latitude: number;
  longitude: number;
}

/** name, postcode, latitude, longitude, inhabitants in thousands */
type Row = readonly [name: string, postcode: string, latitude: number, longitude: number, thousands: number];

/** The districts in postcode order, with their names for "Wien-Neubau" or "Favoriten". */
const VIENNA_DISTRICTS: readonly (readonly [district: string, ...Row])[] = [
  ["Innere Stadt", "Wien", "1010", 48.208, 16.372, 16],
  ["Leopoldstadt", "Wien", "1020", 48.219, 16.399, 105],
  ["Landstraße", "Wien", "1030", 48.198, 16.395, 93],
  ["Wieden", "Wien", "1040", 48.192, 16.371, 33],
  ["Margareten", "Wien", "1050", 48.186, 16.355, 55],
  ["Mariahilf", "Wien", "1060", 48.195, 16.35, 32],
  ["Neubau", "Wien", "1070", 48.202, 16.349, 32],
  ["Josefstadt", "Wien", "1080", 48.211, 16.348, 25],
  ["Alsergrund", "Wien", "1090", 48.225, 16.356, 42],
  ["Favoriten", "Wien", "1100", 48.159, 16.382, 215],
  ["Simmering", "Wien", "1110", 48.166, 16.433, 108],
  ["Meidling", "Wien", "1120", 48.175, 16.33, 98],
  ["Hietzing", "Wien", "1130", 48.176, 16.283, 54],
  ["Penzing", "Wien", "1140", 48.205, 16.29, 97],
  ["Rudolfsheim-Fünfhaus", "Wien", "1150", 48.193, 16.324, 77],
  ["Ottakring", "Wien", "1160", 48.212, 16.31, 104],
  ["Hernals", "Wien", "1170", 48.224, 16.3, 57],
  ["Währing", "Wien", "1180", 48.231, 16.33, 51],
  ["Döbling", "Wien", "1190", 48.252, 16.338, 74],
  ["Brigittenau", "Wien", "1200", 48.238, 16.375, 86],
  ["Floridsdorf", "Wien", "1210", 48.275, 16.405, 180],
  ["Donaustadt", "Wien", "1220", 48.235, 16.46, 210],
  ["Liesing", "Wien", "1230", 48.138, 16.288, 116],
];

const TOWNS: Readonly<Record<Exclude<Bundesland, "Wien">, readonly Row[]>> = {
  Niederösterreich: [
    ["St. Pölten", "3100", 48.204, 15.626, 57],
    ["Wiener Neustadt", "2700", 47.812, 16.243, 48],
    ["Klosterneuburg", "3400", 48.305, 16.325, 28],
    ["Baden", "2500", 48.006, 16.234, 26],
    ["Krems an der Donau", "3500", 48.41, 15.61, 25],
    ["Amstetten", "3300", 48.123, 14.872, 24],
    ["Mödling", "2340", 48.086, 16.283, 21],
    ["Schwechat", "2320", 48.139, 16.47, 20],
    ["Traiskirchen", "2514", 48.015, 16.293, 19],
    ["Tulln an der Donau", "3430", 48.33, 16.053, 17],
    ["Stockerau", "2000", 48.386, 16.211, 17],
    ["Perchtoldsdorf", "2380", 48.119, 16.265, 15],
    ["Neunkirchen", "2620", 47.727, 16.081, 13],
    ["Korneuburg", "2100", 48.345, 16.333, 13],
    ["Mistelbach", "2130", 48.57, 16.577, 12],
    ["Hollabrunn", "2020", 48.563, 16.079, 12],
    ["Gänserndorf", "2230", 48.339, 16.721, 12],
    ["Zwettl", "3910", 48.604, 15.169, 11],
    ["Waidhofen an der Ybbs", "3340", 47.961, 14.774, 11],
    ["Bruck an der Leitha", "2460", 48.026, 16.779, 8],
    ["Melk", "3390", 48.227, 15.332, 6],
    ["Horn", "3580", 48.665, 15.656, 7],
  ],
  Oberösterreich: [
    ["Linz", "4020", 48.306, 14.286, 210],
    ["Wels", "4600", 48.157, 14.025, 64],
    ["Steyr", "4400", 48.039, 14.419, 38],
    ["Leonding", "4060", 48.279, 14.253, 30],
    ["Traun", "4050", 48.222, 14.24, 25],
    ["Braunau am Inn", "5280", 48.258, 13.034, 17],
    ["Ansfelden", "4052", 48.21, 14.29, 17],
    ["Marchtrenk", "4614", 48.192, 14.11, 14],
    ["Bad Ischl", "4820", 47.711, 13.623, 14],
    ["Gmunden", "4810", 47.918, 13.799, 13],
    ["Vöcklabruck", "4840", 48.004, 13.656, 13],
    ["Enns", "4470", 48.214, 14.475, 12],
    ["Ried im Innkreis", "4910", 48.21, 13.488, 12],
    ["Laakirchen", "4663", 47.981, 13.823, 10],
    ["Attnang-Puchheim", "4800", 48.01, 13.717, 9],
    ["Perg", "4320", 48.25, 14.634, 9],
    ["Freistadt", "4240", 48.511, 14.505, 8],
    ["Pasching", "4061", 48.26, 14.21, 8],
    ["Gallneukirchen", "4210", 48.353, 14.416, 7],
    ["Grieskirchen", "4710", 48.235, 13.831, 5],
    ["Schärding", "4780", 48.457, 13.432, 5],
    ["Rohrbach-Berg", "4150", 48.572, 13.988, 5],
    ["Kirchdorf an der Krems", "4560", 47.906, 14.122, 5],
  ],
  Steiermark: [
    ["Graz", "8010", 47.071, 15.439, 300],
    ["Leoben", "8700", 47.382, 15.093, 25],
    ["Kapfenberg", "8605", 47.444, 15.293, 23],
    ["Bruck an der Mur", "8600", 47.411, 15.271, 16],
    ["Feldbach", "8330", 46.954, 15.888, 14],
    ["Leibnitz", "8430", 46.781, 15.537, 13],
    ["Gratwein-Straßengel", "8112", 47.134, 15.334, 13],
    ["Knittelfeld", "8720", 47.215, 14.829, 13],
    ["Weiz", "8160", 47.219, 15.625, 12],
    ["Deutschlandsberg", "8530", 46.815, 15.221, 12],
    ["Seiersberg-Pirka", "8054", 47.02, 15.4, 12],
    ["Gleisdorf", "8200", 47.104, 15.708, 11],
    ["Judenburg", "8750", 47.172, 14.661, 10],
    ["Köflach", "8580", 47.064, 15.089, 10],
    ["Voitsberg", "8570", 47.048, 15.151, 10],
    ["Fürstenfeld", "8280", 47.05, 16.08, 9],
    ["Mürzzuschlag", "8680", 47.607, 15.673, 8],
    ["Liezen", "8940", 47.566, 14.24, 8],
    ["Hartberg", "8230", 47.281, 15.97, 7],
    ["Schladming", "8970", 47.394, 13.687, 7],
  ],
  Salzburg: [
    ["Salzburg", "5020", 47.8, 13.045, 157],
    ["Hallein", "5400", 47.683, 13.097, 22],
    ["Saalfelden am Steinernen Meer", "5760", 47.426, 12.848, 17],
    ["Wals-Siezenheim", "5071", 47.783, 12.983, 14],
    ["St. Johann im Pongau", "5600", 47.349, 13.201, 12],
    ["Seekirchen am Wallersee", "5201", 47.898, 13.133, 11],
    ["Bischofshofen", "5500", 47.417, 13.219, 11],
    ["Zell am See", "5700", 47.323, 12.797, 10],
    ["Grödig", "5082", 47.737, 13.035, 8],
    ["Oberndorf bei Salzburg", "5110", 47.943, 12.942, 6],
    ["Tamsweg", "5580", 47.128, 13.811, 6],
  ],
  Tirol: [
    ["Innsbruck", "6020", 47.263, 11.394, 131],
    ["Kufstein", "6330", 47.583, 12.17, 20],
    ["Telfs", "6410", 47.307, 11.072, 16],
    ["Hall in Tirol", "6060", 47.283, 11.508, 15],
    ["Schwaz", "6130", 47.346, 11.709, 14],
    ["Wörgl", "6300", 47.489, 12.062, 14],
    ["Lienz", "9900", 46.83, 12.77, 12],
    ["Imst", "6460", 47.245, 10.74, 11],
    ["St. Johann in Tirol", "6380", 47.523, 12.424, 10],
    ["Rum", "6063", 47.287, 11.458, 10],
    ["Kitzbühel", "6370", 47.446, 12.392, 8],
    ["Landeck", "6500", 47.14, 10.566, 8],
    ["Jenbach", "6200", 47.392, 11.779, 7],
    ["Reutte", "6600", 47.485, 10.717, 7],
  ],
  Kärnten: [
    ["Klagenfurt am Wörthersee", "9020", 46.624, 14.308, 105],
    ["Villach", "9500", 46.614, 13.846, 65],
    ["Wolfsberg", "9400", 46.841, 14.844, 25],
    ["Spittal an der Drau", "9800", 46.797, 13.496, 16],
    ["Feldkirchen in Kärnten", "9560", 46.724, 14.095, 15],
    ["St. Veit an der Glan", "9300", 46.768, 14.36, 13],
    ["Völkermarkt", "9100", 46.662, 14.636, 11],
    ["Velden am Wörther See", "9220", 46.613, 14.045, 9],
    ["Ferlach", "9170", 46.527, 14.3, 7],
    ["Hermagor-Pressegger See", "9620", 46.627, 13.368, 7],
  ],
  Vorarlberg: [
    ["Dornbirn", "6850", 47.414, 9.742, 51],
    ["Feldkirch", "6800", 47.238, 9.598, 35],
    ["Bregenz", "6900", 47.503, 9.747, 30],
    ["Lustenau", "6890", 47.426, 9.659, 24],
    ["Hohenems", "6845", 47.366, 9.681, 17],
    ["Bludenz", "6700", 47.155, 9.822, 15],
    ["Hard", "6971", 47.489, 9.69, 14],
    ["Rankweil", "6830", 47.272, 9.643, 12],
    ["Götzis", "6840", 47.334, 9.634, 12],
  ],
  Burgenland: [
    ["Eisenstadt", "7000", 47.846, 16.527, 16],
    ["Neusiedl am See", "7100", 47.948, 16.843, 9],
    ["Oberwart", "7400", 47.289, 16.203, 8],
    ["Mattersburg", "7210", 47.737, 16.397, 8],
    ["Pinkafeld", "7423", 47.372, 16.122, 6],
    ["Parndorf", "7111", 47.998, 16.861, 5],
    ["Jennersdorf", "8380", 46.939, 16.141, 4],
    ["Güssing", "7540", 47.06, 16.324, 4],
    ["Oberpullendorf", "7350", 47.503, 16.507, 3],
  ],
};

const toPlace = (state: Bundesland, [name, postcode, latitude, longitude]: Row): Place => ({
  name,
  postcode,
  state,
  latitude,
  longitude,
});

export const PLACES: readonly Place[] = [
  ...VIENNA_DISTRICTS.map(([, ...row]) => toPlace("Wien", row)),
  ...Object.entries(TOWNS).flatMap(([state, rows]) => rows.map((row) => toPlace(state as Bundesland, row))),
];

const POPULATION_BY_POSTCODE: ReadonlyMap<string, number> = new Map(
  [...VIENNA_DISTRICTS.map(([, ...row]) => row), ...Object.values(TOWNS).flat()].map(([, postcode, , , thousands]) => [
    postcode,
    thousands * 1000,
  ]),
);

/** Inhabitants of a place of the gazetteer (a Vienna district's for "Wien"), rounded; 0 for others. */
export function populationOf(place: Pick<Place, "postcode">): number {
  return POPULATION_BY_POSTCODE.get(place.postcode) ?? 0;
}

/**
 * A place name as typed, made comparable: lower case, without umlauts and accents ("Pölten",
 * "Poelten" → "polten"), "Sankt" as "st", punctuation and hyphens as single spaces.
 */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/([aou])e/g, "$1")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^sankt /, "st ")
    .replace(/ sankt /g, " st ");
}

/** The name without its qualifier: "Krems an der Donau" → "Krems", "Hermagor-Pressegger See" → "Hermagor". */
const shortName = (name: string) => name.replace(/-.*$/, "").replace(/ (am|an der|an|im|in|bei) .*$/, "");

interface IndexedPlace {
  place: Place;
  name: string;
  short: string;
}

const INDEX: readonly IndexedPlace[] = PLACES.map((place) => ({
  place,
  name: fold(place.name),
  short: fold(shortName(place.name)),
}));

/** "wien neubau", "wien 7", "neubau" → the district's place. */
const VIENNA_ALIASES: ReadonlyMap<string, Place> = new Map(
  VIENNA_DISTRICTS.flatMap(([district, , postcode], n) => {
    const place = PLACES.find((candidate) => candidate.postcode === postcode)!;
    const number = n + 1;
    return [
      [fold(district), place],
      [fold(`Wien ${district}`), place],
      [`wien ${number}`, place],
      [`wien ${String(number).padStart(2, "0")}`, place],
    ];
  }),
);

const byPopulation = (a: IndexedPlace, b: IndexedPlace) => populationOf(b.place) - populationOf(a.place);

function findByName(name: string): Place | undefined {
  const folded = fold(name);
  if (!folded) return undefined;
  const exact = INDEX.find((entry) => entry.name === folded);
  if (exact) return exact.place;
  const alias = VIENNA_ALIASES.get(folded);
  if (alias) return alias;
  return INDEX.filter((entry) => entry.short === folded).sort(byPopulation)[0]?.place;
}

/** "4020", "4020 Linz": a postcode, maybe followed by the place's name. */
const POSTCODE_FIRST = /^(\d{4})(?:\s+(.*))?$/;

/**
 * The place a search means: a postcode ("4020", "4020 Linz"), a name in any case and spelling
 * ("st. polten", "Sankt Pölten", "Klagenfurt" for Klagenfurt am Wörthersee) or a Vienna district
 * ("Wien 7", "Neubau"). "Wien" is the first district, 1010; a short name two towns share
 * ("Bruck") is the larger one. A postcode the gazetteer lacks falls back to the name after it.
 */
export function findPlace(query: string): Place | undefined {
  const trimmed = query.trim();
  const postcode = POSTCODE_FIRST.exec(trimmed);
  if (!postcode) return findByName(trimmed);
  const [, code, name] = postcode;
  return PLACES.find((place) => place.postcode === code) ?? (name ? findByName(name) : undefined);
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
