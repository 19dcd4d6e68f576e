/**
 * The industries of the seeded companies and the jobs each one advertises, so a bakery hires
 * Bäcker:innen and Verkäufer:innen, not Projektleiter:innen Hochbau. Monthly amounts are gross
 * for full time and sit at or a little above the lowest level of the industry's Austrian
 * collective agreement (KV); apprentices get the KV's first-year allowance.
 */

export interface SeedJob {
  title: string;
  /** A key of JOB_FIELDS (app/features/job-ads/schema.ts). */
  field: string;
  /** A key of JOB_LEVELS. */
  level: "lehrling" | "einstieg" | "fachkraft" | "teamleitung";
  /** Gross per month in euro. */
  monthly: number;
  tasks: string[];
  profile: string[];
  /** The job's own benefits, where its industry's do not fit it (an office job at an electrician's). */
  offer?: string[];
}

export interface SeedIndustry {
  /** The word in generated company names ("Huber Pflege GmbH"). */
  label: string;
  jobs: SeedJob[];
  /** What the industry's employers offer, in their ads. */
  offer: string[];
}

const job = (
  title: string,
  field: string,
  level: SeedJob["level"],
  monthly: number,
  tasks: string[],
  profile: string[],
  offer?: string[],
): SeedJob => ({ title, field, level, monthly, tasks, profile, ...(offer ? { offer } : {}) });

const BUCHHALTUNG = job(
  "Buchhalter:in (m/w/d)",
  "finanzen",
  "fachkraft",
  3_200,
  ["Kreditoren- und Debitorenbuchhaltung", "Umsatzsteuervoranmeldungen", "Mitarbeit beim Jahresabschluss"],
  ["Buchhalterprüfung oder HAK-Abschluss", "Sicherer Umgang mit BMD oder SAP", "Genauigkeit"],
  ["Gleitzeit mit Kernzeit", "Homeoffice an zwei Tagen pro Woche", "Bezahlte Ausbildung zur Bilanzbuchhaltung"],
);

export const INDUSTRIES = {
  elektrotechnik: {
    label: "Elektrotechnik",
    offer: ["Firmenfahrzeug auch für den Heimweg", "Moderne Messgeräte und Werkzeug", "Weiterbildung zum Meister"],
    jobs: [
      job(
        "Elektriker:in (m/w/d)",
        "handwerk",
        "fachkraft",
        2_900,
        ["Elektroinstallationen im Wohn- und Gewerbebau", "Fehlersuche und Service", "Prüfprotokolle"],
        ["Lehrabschluss als Elektrotechniker:in", "Führerschein B", "Selbstständige Arbeitsweise"],
      ),
      job(
        "Servicetechniker:in Elektro- und Gebäudetechnik (m/w/d)",
        "technik",
        "fachkraft",
        3_200,
        ["Wartung von Schaltanlagen und Gebäudeleittechnik", "Störungsbehebung beim Kunden", "Rufbereitschaft im Team"],
        ["Abgeschlossene Lehre oder HTL Elektrotechnik", "Kenntnisse in KNX von Vorteil", "Führerschein B"],
      ),
      job(
        "CAD-Techniker:in Elektroplanung (m/w/d)",
        "technik",
        "fachkraft",
        3_100,
        ["Erstellen von Installations- und Schaltplänen", "Massenermittlung", "Abstimmung mit der Montage"],
        ["HTL Elektrotechnik", "Erfahrung mit AutoCAD oder ePLAN", "Genaues Arbeiten"],
        [
          "Moderner CAD-Arbeitsplatz mit zwei Bildschirmen",
          "Gleitzeit",
          "Weiterbildung zur Fachplanung Gebäudetechnik",
        ],
      ),
      BUCHHALTUNG,
      job(
        "Projektleiter:in Elektroanlagenbau (m/w/d)",
        "technik",
        "teamleitung",
        4_400,
        ["Leitung von Elektroprojekten bis zur Übergabe", "Kosten- und Terminverfolgung", "Führung der Montageteams"],
        ["HTL Elektrotechnik oder Meisterprüfung", "Erfahrung in der Projektleitung", "Verhandlungsgeschick"],
        [
          "Firmenfahrzeug auch zur privaten Nutzung",
          "Laptop und Diensthandy",
          "Weiterbildung in Projekt- und Teamführung",
        ],
      ),
      job(
        "Lehrling Elektrotechnik (m/w/d)",
        "handwerk",
        "lehrling",
        1_010,
        ["Verlegen von Leitungen und Montage von Schaltern", "Lernen auf der Baustelle und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Interesse an Technik", "Handwerkliches Geschick"],
        [
          "Prämie für gute Berufsschulzeugnisse",
          "B-Führerschein während der Lehre bezahlt",
          "Übernahme nach der Lehrabschlussprüfung",
        ],
      ),
    ],
  },
  logistik: {
    label: "Logistik",
    offer: ["Planbare Schichten mit Zulagen", "Staplerschein auf unsere Kosten", "Gratis Parkplatz am Standort"],
    jobs: [
      job(
        "Lagerlogistiker:in (m/w/d)",
        "logistik",
        "fachkraft",
        2_500,
        ["Warenannahme und Kommissionierung", "Staplerfahrten", "Inventur"],
        ["Lehrabschluss Betriebslogistik von Vorteil", "Staplerschein", "Zuverlässigkeit"],
      ),
      job(
        "Berufskraftfahrer:in C/CE (m/w/d)",
        "logistik",
        "fachkraft",
        2_650,
        ["Zustellung im Nahverkehr in Oberösterreich", "Be- und Entladen", "Fahrzeugkontrolle vor Fahrtantritt"],
        ["Führerschein C/CE mit Code 95", "Fahrerkarte", "Pünktlichkeit"],
        ["Moderner Fuhrpark", "C95-Weiterbildung auf unsere Kosten", "Nahverkehr: jeden Abend zu Hause"],
      ),
      job(
        "Disponent:in Nahverkehr (m/w/d)",
        "logistik",
        "fachkraft",
        3_000,
        ["Tourenplanung für 30 Fahrzeuge", "Ansprechperson für Kund:innen und Fahrer:innen", "Abrechnung der Touren"],
        ["Speditionskaufmann/-frau oder Erfahrung in der Disposition", "Telematik-Kenntnisse", "Stressresistenz"],
        ["Gleitzeit im Büro", "Moderne Dispositionssoftware", "Gratis Parkplatz am Standort"],
      ),
      job(
        "Schichtleiter:in Lager (m/w/d)",
        "logistik",
        "teamleitung",
        3_300,
        ["Führung eines Teams von 12 Lagerlogistiker:innen", "Einsatzplanung", "Einhaltung der Sicherheitsvorgaben"],
        ["Mehrjährige Erfahrung in der Lagerlogistik", "Führungserfahrung", "Staplerschein"],
      ),
      job(
        "Lehrling Betriebslogistik (m/w/d)",
        "logistik",
        "lehrling",
        930,
        ["Warenfluss vom Eingang bis zum Versand kennenlernen", "Arbeiten mit dem Lagerverwaltungssystem"],
        ["Positiver Pflichtschulabschluss", "Organisationstalent", "Teamgeist"],
      ),
    ],
  },
  baeckerei: {
    label: "Bäckerei",
    offer: [
      "Frisches Gebäck für die Pause",
      "Nachtzuschläge laut Kollektivvertrag",
      "Fixe Dienstpläne zwei Wochen im Voraus",
    ],
    jobs: [
      job(
        "Bäcker:in (m/w/d)",
        "handwerk",
        "fachkraft",
        2_300,
        ["Herstellung von Brot und Gebäck nach eigenen Rezepten", "Bedienung der Backöfen", "Hygiene nach HACCP"],
        ["Abgeschlossene Bäckerlehre", "Bereitschaft für Nachtarbeit", "Sorgfalt"],
      ),
      job(
        "Verkäufer:in in unserer Filiale (m/w/d)",
        "handel",
        "fachkraft",
        2_150,
        ["Beratung und Verkauf an der Theke", "Kassieren", "Präsentation der Waren"],
        ["Erfahrung im Verkauf von Vorteil", "Freundliches Auftreten", "Frühdienst ab 5:30 Uhr"],
        ["Frisches Gebäck für die Pause", "Fixe Dienstpläne zwei Wochen im Voraus", "Kein Nachtdienst"],
      ),
      job(
        "Konditor:in (m/w/d)",
        "handwerk",
        "fachkraft",
        2_350,
        ["Torten, Mehlspeisen und Feingebäck", "Saisonale Spezialitäten", "Dekoration von Festtagstorten"],
        ["Abgeschlossene Konditorlehre", "Kreativität", "Teamgeist"],
      ),
      job(
        "Filialleiter:in (m/w/d)",
        "handel",
        "teamleitung",
        2_700,
        ["Führung des Filialteams", "Dienstplanung und Bestellungen", "Kassenabrechnung"],
        ["Erfahrung im Lebensmittelhandel", "Führungserfahrung", "Organisationstalent"],
        ["Frisches Gebäck für die Pause", "Kein Nachtdienst", "Weiterbildung in Mitarbeiterführung"],
      ),
      job(
        "Auslieferungsfahrer:in (m/w/d)",
        "logistik",
        "fachkraft",
        2_200,
        ["Zustellung an Gastronomie und Filialen", "Be- und Entladen", "Übernahme von Retouren"],
        ["Führerschein B", "Bereitschaft für Frühdienst", "Zuverlässigkeit"],
      ),
      job(
        "Lehrling Bäcker:in (m/w/d)",
        "handwerk",
        "lehrling",
        850,
        ["Teige herstellen, formen und backen", "Lernen in der Backstube und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Freude am Handwerk", "Frühaufsteher:in"],
      ),
    ],
  },
  bau: {
    label: "Bau",
    offer: ["Bezahlung über Kollektivvertrag", "Schlechtwetterregelung und Taggeld", "Moderne Baugeräte"],
    jobs: [
      job(
        "Maurer:in (m/w/d)",
        "bau",
        "fachkraft",
        3_000,
        ["Mauer- und Betonarbeiten im Hochbau", "Schalungsarbeiten", "Lesen von Bauplänen"],
        ["Abgeschlossene Maurerlehre", "Führerschein B von Vorteil", "Körperliche Belastbarkeit"],
      ),
      job(
        "Polier:in Hochbau (m/w/d)",
        "bau",
        "teamleitung",
        3_900,
        ["Führung der Baustelle und des Teams", "Arbeitseinteilung", "Bautagesberichte"],
        ["Polierschule", "Mehrjährige Erfahrung im Hochbau", "Durchsetzungsvermögen"],
      ),
      job(
        "Projektleiter:in Hochbau (m/w/d)",
        "bau",
        "teamleitung",
        4_600,
        [
          "Leitung von Bauvorhaben von der Planung bis zur Übergabe",
          "Kosten- und Terminverfolgung",
          "Abstimmung mit Behörden",
        ],
        ["Bautechnik-HTL oder Studium", "Mehrjährige Erfahrung in der Bauleitung", "Verhandlungsgeschick"],
      ),
      job(
        "Lehrling Maurer:in (m/w/d)",
        "bau",
        "lehrling",
        1_000,
        ["Mauern, Betonieren, Verputzen", "Lernen auf der Baustelle und in der Bauakademie"],
        ["Positiver Pflichtschulabschluss", "Handwerkliches Geschick", "Freude an der Arbeit im Freien"],
      ),
    ],
  },
  gastronomie: {
    label: "Gastronomie",
    offer: ["Geteilte Dienste gibt es bei uns nicht", "Personalessen", "Trinkgeld zusätzlich zum Gehalt"],
    jobs: [
      job(
        "Koch/Köchin (m/w/d)",
        "gastro",
        "fachkraft",
        2_400,
        ["Zubereitung regionaler Gerichte", "Mitarbeit bei der Menüplanung", "Einhaltung der HACCP-Richtlinien"],
        ["Abgeschlossene Kochlehre", "Freude an frischer Küche", "Teamgeist"],
      ),
      job(
        "Servicemitarbeiter:in (m/w/d)",
        "gastro",
        "fachkraft",
        2_150,
        ["Betreuung unserer Gäste", "Getränkeservice und Kassa", "Mise en place"],
        ["Erfahrung im Service", "Gute Umgangsformen", "Deutsch und Englisch"],
      ),
      job(
        "Küchenhilfe (m/w/d)",
        "gastro",
        "einstieg",
        1_950,
        ["Vorbereitung von Gemüse und Beilagen", "Abwasch", "Sauberkeit in der Küche"],
        ["Erfahrung in der Küche von Vorteil", "Zuverlässigkeit", "Teamgeist"],
      ),
      job(
        "Lehrling Restaurantfachmann/-frau (m/w/d)",
        "gastro",
        "lehrling",
        1_000,
        ["Service am Gast", "Getränkekunde", "Lernen im Betrieb und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Freundliches Auftreten", "Freude am Umgang mit Menschen"],
      ),
    ],
  },
  handel: {
    label: "Handel",
    offer: ["Mitarbeiterrabatt", "Planbare Dienstzeiten", "Interne Akademie"],
    jobs: [
      job(
        "Verkäufer:in (m/w/d)",
        "handel",
        "fachkraft",
        2_300,
        ["Kundenberatung auf der Fläche", "Kassieren", "Warenpräsentation"],
        ["Abgeschlossene Lehre im Einzelhandel von Vorteil", "Freundliches Auftreten", "Teamgeist"],
      ),
      job(
        "Filialleiter:in (m/w/d)",
        "handel",
        "teamleitung",
        3_200,
        ["Führung der Filiale mit 10 Mitarbeiter:innen", "Umsatzverantwortung", "Personaleinsatzplanung"],
        ["Erfahrung im Einzelhandel", "Führungserfahrung", "Kaufmännisches Denken"],
      ),
      job(
        "Lehrling Einzelhandel (m/w/d)",
        "handel",
        "lehrling",
        950,
        ["Beratung und Verkauf", "Warenübernahme", "Lernen in der Filiale und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Kommunikationsfreude", "Verlässlichkeit"],
      ),
      job(
        "Lagermitarbeiter:in Handel (m/w/d)",
        "logistik",
        "einstieg",
        2_200,
        ["Warenübernahme und Einlagerung", "Nachschub für die Verkaufsfläche", "Retourenbearbeitung"],
        ["Erfahrung im Lager von Vorteil", "Staplerschein von Vorteil", "Genauigkeit"],
      ),
    ],
  },
  maschinenbau: {
    label: "Maschinenbau",
    offer: ["Bezahlung über dem Metaller-KV", "Gleitzeit in der Verwaltung", "Betriebskantine"],
    jobs: [
      job(
        "CNC-Fräser:in (m/w/d)",
        "handwerk",
        "fachkraft",
        3_100,
        ["Programmieren und Bedienen von 5-Achs-Fräsmaschinen", "Qualitätskontrolle", "Werkzeugwechsel"],
        ["Lehrabschluss Zerspanungstechnik", "Erfahrung mit Heidenhain oder Siemens", "Genauigkeit"],
      ),
      job(
        "Konstrukteur:in Maschinenbau (m/w/d)",
        "technik",
        "fachkraft",
        3_900,
        [
          "Konstruktion von Sondermaschinen in 3D",
          "Erstellen von Fertigungszeichnungen",
          "Abstimmung mit der Fertigung",
        ],
        ["HTL Maschinenbau", "Erfahrung mit SolidWorks oder Inventor", "Lösungsorientierung"],
      ),
      job(
        "Schlosser:in (m/w/d)",
        "handwerk",
        "fachkraft",
        3_000,
        ["Montage von Baugruppen", "Schweißarbeiten", "Inbetriebnahme beim Kunden"],
        ["Lehrabschluss Metalltechnik", "Schweißprüfung von Vorteil", "Reisebereitschaft"],
      ),
      job(
        "Lehrling Metalltechnik (m/w/d)",
        "handwerk",
        "lehrling",
        1_050,
        ["Drehen, Fräsen und Schweißen", "Lernen in der Lehrwerkstatt und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Technisches Verständnis", "Handwerkliches Geschick"],
      ),
    ],
  },
  personalservice: {
    label: "Personalservice",
    offer: ["Fixanstellung statt Saisonvertrag", "Wöchentliche Akontozahlung möglich", "Persönliche Betreuung"],
    jobs: [
      job(
        "Produktionsmitarbeiter:in (m/w/d)",
        "handwerk",
        "einstieg",
        2_350,
        ["Bedienen von Produktionsanlagen", "Sichtkontrolle der Teile", "Verpackung"],
        ["Bereitschaft für Schichtarbeit", "Gutes Deutsch", "Zuverlässigkeit"],
      ),
      job(
        "Personalberater:in (m/w/d)",
        "buero",
        "fachkraft",
        3_000,
        ["Suche und Auswahl von Fachkräften", "Betreuung unserer Kundenbetriebe", "Vorstellungsgespräche"],
        ["Kaufmännische Ausbildung oder Studium", "Erfahrung im Recruiting", "Kommunikationsstärke"],
      ),
      job(
        "Staplerfahrer:in (m/w/d)",
        "logistik",
        "fachkraft",
        2_400,
        ["Be- und Entladen von Lkw", "Ein- und Auslagern", "Scannen der Ware"],
        ["Staplerschein", "Erfahrung im Lager", "Bereitschaft für Schichtarbeit"],
      ),
      job(
        "Lohnverrechner:in (m/w/d)",
        "finanzen",
        "fachkraft",
        3_200,
        [
          "Lohn- und Gehaltsverrechnung für 400 Dienstnehmer:innen",
          "Meldungen an die ÖGK",
          "Auskünfte an Mitarbeitende",
        ],
        ["Personalverrechnungsprüfung", "Erfahrung mit BMD", "Diskretion"],
      ),
    ],
  },
  software: {
    label: "Software",
    offer: ["Homeoffice an drei Tagen pro Woche", "Weiterbildungsbudget", "Öffi-Ticket"],
    jobs: [
      job(
        "Softwareentwickler:in (m/w/d)",
        "it",
        "fachkraft",
        3_900,
        ["Weiterentwicklung unserer Webanwendungen in TypeScript", "Code-Reviews im Team", "Betrieb in der Cloud"],
        ["Abgeschlossene HTL oder Studium der Informatik", "Erfahrung mit React und Node.js", "Gutes Deutsch"],
      ),
      job(
        "DevOps Engineer (m/w/d)",
        "it",
        "fachkraft",
        4_200,
        ["Betrieb unserer Kubernetes-Cluster", "Automatisierung von Builds und Deployments", "Monitoring"],
        ["Erfahrung mit Linux und Containern", "Kenntnisse in Terraform", "Lernbereitschaft"],
      ),
      job(
        "IT-Support-Techniker:in (m/w/d)",
        "it",
        "einstieg",
        2_800,
        ["Anlaufstelle für Anfragen unserer Kund:innen", "Einrichtung von Arbeitsplätzen", "Dokumentation"],
        ["HTL oder Lehre als IT-Techniker:in", "Freundlicher Umgang am Telefon", "Geduld"],
      ),
      job(
        "Lehrling Applikationsentwicklung – Coding (m/w/d)",
        "it",
        "lehrling",
        950,
        ["Programmieren im Team", "Testen und Dokumentieren", "Lernen im Betrieb und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Interesse am Programmieren", "Logisches Denken"],
      ),
    ],
  },
  tourismus: {
    label: "Tourismus",
    offer: ["Kost und Logis im Haus", "Ganzjahresstelle", "Freie Nutzung des Wellnessbereichs"],
    jobs: [
      job(
        "Rezeptionist:in (m/w/d)",
        "gastro",
        "fachkraft",
        2_250,
        ["Check-in und Check-out", "Reservierungen", "Betreuung unserer Gäste"],
        ["Ausbildung im Tourismus", "Deutsch und Englisch", "Erfahrung mit Protel von Vorteil"],
      ),
      job(
        "Mitarbeiter:in Housekeeping (m/w/d)",
        "gastro",
        "einstieg",
        1_950,
        ["Reinigung der Zimmer und öffentlichen Bereiche", "Wäscheservice", "Kontrolle der Minibar"],
        ["Erfahrung in der Hotellerie von Vorteil", "Sorgfalt", "Teamgeist"],
      ),
      job(
        "Koch/Köchin (m/w/d)",
        "gastro",
        "fachkraft",
        2_450,
        ["À-la-carte- und Halbpensionsküche", "Frühstücksbuffet", "Einhaltung der HACCP-Richtlinien"],
        ["Abgeschlossene Kochlehre", "Erfahrung in der Hotelküche", "Belastbarkeit"],
      ),
      job(
        "Lehrling Hotel- und Gastgewerbeassistent:in (m/w/d)",
        "gastro",
        "lehrling",
        1_000,
        ["Rezeption, Service und Küche kennenlernen", "Lernen im Hotel und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Freude am Umgang mit Gästen", "Englischkenntnisse"],
      ),
    ],
  },
  pflege: {
    label: "Pflege",
    offer: ["Bezahlung nach SWÖ-Kollektivvertrag", "Dienstplan mit Wunschdiensten", "Supervision und Fortbildung"],
    jobs: [
      job(
        "Diplomierte Gesundheits- und Krankenpfleger:in (DGKP) (m/w/d)",
        "gesundheit",
        "fachkraft",
        3_500,
        ["Pflegeplanung und -dokumentation", "Medikamentengabe", "Anleitung von Pflegeassistent:innen"],
        ["Diplom oder Bachelor Gesundheits- und Krankenpflege", "Eintragung ins Gesundheitsberuferegister", "Empathie"],
      ),
      job(
        "Pflegeassistent:in (m/w/d)",
        "gesundheit",
        "fachkraft",
        2_800,
        ["Unterstützung bei der Körperpflege", "Mobilisation", "Vitalzeichenkontrolle"],
        ["Ausbildung zur Pflegeassistenz", "Eintragung ins Gesundheitsberuferegister", "Geduld"],
      ),
      job(
        "Heimhelfer:in (m/w/d)",
        "gesundheit",
        "einstieg",
        2_400,
        ["Unterstützung im Haushalt unserer Klient:innen", "Begleitung zu Terminen", "Gesellschaft leisten"],
        ["Ausbildung zur Heimhilfe", "Führerschein B", "Einfühlungsvermögen"],
      ),
      job(
        "Stationsleitung Pflege (m/w/d)",
        "gesundheit",
        "teamleitung",
        4_500,
        ["Führung eines Teams von 20 Pflegepersonen", "Dienstplanung", "Qualitätssicherung in der Pflege"],
        ["DGKP mit Weiterbildung Basales und mittleres Pflegemanagement", "Führungserfahrung", "Kommunikationsstärke"],
      ),
    ],
  },
  installationstechnik: {
    label: "Installationstechnik",
    offer: ["Firmenfahrzeug", "Keine Montage außerhalb des Bundeslands", "Prämie für Kundendiensteinsätze"],
    jobs: [
      job(
        "Installateur:in Sanitär und Heizung (m/w/d)",
        "handwerk",
        "fachkraft",
        2_950,
        ["Montage von Heizungs- und Sanitäranlagen", "Wärmepumpen und Photovoltaik", "Kundendienst"],
        ["Lehrabschluss Installations- und Gebäudetechnik", "Führerschein B", "Selbstständige Arbeitsweise"],
      ),
      job(
        "Kundendiensttechniker:in Heizung (m/w/d)",
        "technik",
        "fachkraft",
        3_150,
        ["Wartung von Gas- und Pelletsheizungen", "Fehlersuche beim Kunden", "Beratung zum Heizungstausch"],
        ["Lehrabschluss Installations- und Gebäudetechnik", "Erfahrung im Kundendienst", "Freundliches Auftreten"],
      ),
      job(
        "Lehrling Installations- und Gebäudetechnik (m/w/d)",
        "handwerk",
        "lehrling",
        900,
        ["Montage von Heizungs- und Sanitäranlagen", "Lernen auf der Baustelle und in der Berufsschule"],
        ["Positiver Pflichtschulabschluss", "Handwerkliches Geschick", "Interesse an Technik"],
      ),
      job(
        "Obermonteur:in (m/w/d)",
        "handwerk",
        "teamleitung",
        3_500,
        ["Leitung kleiner Montageteams", "Materialdisposition", "Abnahme mit dem Kunden"],
        ["Mehrjährige Erfahrung als Installateur:in", "Führungserfahrung", "Meisterprüfung von Vorteil"],
      ),
    ],
  },
  steuerberatung: {
    label: "Steuerberatung",
    offer: ["Gleitzeit und Homeoffice", "Ausbildung zum Steuerberater", "Zentrale Lage mit Öffi-Anbindung"],
    jobs: [
      BUCHHALTUNG,
      job(
        "Bilanzbuchhalter:in (m/w/d)",
        "finanzen",
        "fachkraft",
        3_600,
        ["Erstellung von Jahresabschlüssen", "Betreuung eines eigenen Klientenstocks", "Steuererklärungen"],
        ["Bilanzbuchhalterprüfung", "Erfahrung in einer Kanzlei", "Sicherer Umgang mit BMD"],
      ),
      job(
        "Lohnverrechner:in (m/w/d)",
        "finanzen",
        "fachkraft",
        3_200,
        ["Personalverrechnung für Klient:innen", "Meldungen an die ÖGK", "Beratung in arbeitsrechtlichen Fragen"],
        ["Personalverrechnungsprüfung", "Erfahrung mit BMD", "Genauigkeit"],
      ),
      job(
        "Kanzleiassistent:in (m/w/d)",
        "buero",
        "einstieg",
        2_500,
        ["Empfang und Telefon", "Terminkoordination", "Belegorganisation"],
        ["Kaufmännische Ausbildung", "Sehr gute MS-Office-Kenntnisse", "Organisationstalent"],
      ),
    ],
  },
} satisfies Record<string, SeedIndustry>;

export type IndustryKey = keyof typeof INDUSTRIES;

/** Industries of the generated companies, in a fixed order (the seed draws from it). */
export const GENERATED_INDUSTRIES: IndustryKey[] = [
  "bau",
  "elektrotechnik",
  "gastronomie",
  "handel",
  "logistik",
  "maschinenbau",
  "personalservice",
  "software",
  "tourismus",
  "pflege",
  "installationstechnik",
  "steuerberatung",
];

/** Small firms (sole traders, partnerships) advertise no team-lead positions. */
export function jobsForCompany(industry: IndustryKey, legalForm: string): SeedJob[] {
  const jobs = INDUSTRIES[industry].jobs;
  return ["e.U.", "OG"].includes(legalForm) ? jobs.filter((candidate) => candidate.level !== "teamleitung") : jobs;
}
