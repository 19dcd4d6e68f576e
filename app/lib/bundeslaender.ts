/** The nine Austrian Bundesländer, as addresses and places of work name them. */
export const BUNDESLAENDER = [
  "Burgenland",
  "Kärnten",
  "Niederösterreich",
  "Oberösterreich",
  "Salzburg",
  "Steiermark",
  "Tirol",
  "Vorarlberg",
  "Wien",
] as const;
