/** The styleguide subpages of SPEC §2. */
export const STYLEGUIDE_COMPONENTS = [
  { slug: "link", title: "Link" },
  { slug: "pill", title: "Pill" },
  { slug: "tabs", title: "Tabs" },
  { slug: "badge", title: "Badge" },
  { slug: "group", title: "Gruppe" },
  { slug: "modal", title: "Modal" },
  { slug: "table", title: "Tabelle" },
  { slug: "inputs", title: "Eingabefelder" },
  { slug: "select", title: "Auswahl" },
  { slug: "infobox", title: "Infobox" },
  { slug: "stepper", title: "Stepper" },
  { slug: "controls", title: "Steuerelemente" },
  { slug: "wrappers", title: "Wrapper" },
  { slug: "file-upload", title: "Datei-Upload" },
  { slug: "progressbar", title: "Fortschrittsbalken" },
  { slug: "notification", title: "Benachrichtigung" },
] as const;

export type StyleguideSlug = (typeof STYLEGUIDE_COMPONENTS)[number]["slug"];
