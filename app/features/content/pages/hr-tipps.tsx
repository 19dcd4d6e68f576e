import { Link } from "react-router";
import {
  ArticleBody,
  ArticleSection,
  BulletList,
  Callout,
  NumberedList,
  SubTitle,
  TableOfContents,
} from "../article-parts";
import type { ContentPage } from "../content-page";

/** /hr/tipps: the HR know-how overview, one section per topic with its own anchor. */
export const page = {
  eyebrow: "HR Know-how",
  title: "HR Know-how",
  description:
    "Praxiswissen für Recruiting in Österreich: Gehaltsangabe nach GlBG, gendergerechte Titel, gute Inserate, Arbeitgebermarke und DSGVO.",
  lead: "Praxiswissen für Recruiting in Österreich: von der gesetzlichen Gehaltsangabe bis zur Aufbewahrung von Bewerbungsunterlagen.",
  type: "article",
} satisfies ContentPage;

const SECTIONS = [
  { id: "gehaltsangabe", title: "Gehaltsangabe im Stelleninserat (GlBG § 9 Abs. 2)" },
  { id: "geschlechtsneutral", title: "Geschlechtsneutrale Stellentitel: (m/w/d)" },
  { id: "aufbau", title: "So ist ein gutes Stelleninserat aufgebaut" },
  { id: "employer-branding", title: "Arbeitgebermarke: die Grundlagen" },
  { id: "candidate-experience", title: "Candidate Experience: Bewerber:innen gut behandeln" },
  { id: "datenschutz", title: "DSGVO: Wie lange Sie Bewerbungsdaten aufbewahren dürfen" },
] as const;

const title = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((s) => s.id === id)!.title;

const TITLE_EXAMPLES: Array<[string, string]> = [
  ["Verkäuferin gesucht", "Verkäufer:in (m/w/d)"],
  ["Kellner für die Sommersaison", "Kellner:in / Servicekraft für die Sommersaison (m/w/d)"],
  ["Junger, dynamischer Außendienstmitarbeiter", "Außendienstmitarbeiter:in (m/w/d)"],
  ["Sekretärin der Geschäftsführung", "Assistenz der Geschäftsführung (m/w/d)"],
];

export function HrTippsBody() {
  return (
    <ArticleBody>
      <TableOfContents entries={[...SECTIONS]} />

      <ArticleSection id="gehaltsangabe" title={title("gehaltsangabe")}>
        <p>
          Seit 2011 müssen Arbeitgeber und private Arbeitsvermittler in Österreich in jedem Stelleninserat das
          Mindestentgelt angeben, das für die Stelle gilt – aus dem Kollektivvertrag, einem Gesetz oder einer anderen
          kollektiven Regelung. Besteht die Bereitschaft, mehr zu bezahlen, müssen Sie auch darauf hinweisen (§ 9 Abs. 2
          Gleichbehandlungsgesetz). Das Ziel: Einkommenstransparenz und weniger Ungleichbehandlung bei der Bezahlung.
        </p>
        <SubTitle>Was im Inserat stehen muss</SubTitle>
        <BulletList
          items={[
            "der Betrag – in Euro, brutto",
            "der Zeitraum, auf den er sich bezieht: pro Monat, pro Stunde oder pro Jahr",
            "der Hinweis auf die Überzahlung, wenn Sie bereit sind, mehr als das Mindestentgelt zu bezahlen",
          ]}
        />
        <Callout label="Beispiel für eine korrekte Gehaltsangabe">
          <p className="text-lg font-semibold">ab € 3.200,00 brutto/Monat (Überzahlung möglich)</p>
          <p>
            Ausführlicher: „Für diese Position gilt ein kollektivvertragliches Mindestgehalt von € 3.200,00 brutto pro
            Monat auf Basis Vollzeit. Je nach Qualifikation und Erfahrung ist eine Überzahlung möglich.“
          </p>
        </Callout>
        <SubTitle>Sonderfälle</SubTitle>
        <BulletList
          items={[
            <>
              <strong>Kein Kollektivvertrag:</strong> Geben Sie das Entgelt an, das als Untergrenze für die
              Gehaltsverhandlung dienen soll.
            </>,
            <>
              <strong>Teilzeit:</strong> Nennen Sie das Gehalt für das ausgeschriebene Stundenausmaß oder das
              Vollzeitgehalt mit dem Hinweis „auf Basis Vollzeit“.
            </>,
            <>
              <strong>Lehrstellen:</strong> Geben Sie die Lehrlingsentschädigung für das erste Lehrjahr an.
            </>,
          ]}
        />
        <SubTitle>Was bei Verstößen droht</SubTitle>
        <p>
          Auf Antrag von Stellenwerber:innen oder der Gleichbehandlungsanwaltschaft ermahnt die
          Bezirksverwaltungsbehörde beim ersten Verstoß; jeder weitere Verstoß kann mit einer Geldstrafe von bis zu €
          360,00 geahndet werden. Im Arbeitgeberportal ist die Gehaltsangabe deshalb ein Pflichtfeld.
        </p>
      </ArticleSection>

      <ArticleSection id="geschlechtsneutral" title={title("geschlechtsneutral")}>
        <p>
          Stellen dürfen weder nur für Männer noch nur für Frauen ausgeschrieben werden (§ 9 Abs. 1 GlBG), es sei denn,
          ein bestimmtes Geschlecht ist unverzichtbare Voraussetzung für die Tätigkeit. Das gilt für den Titel ebenso
          wie für den Text. Ebenso verboten sind Formulierungen, die wegen Alter, ethnischer Zugehörigkeit, Religion
          oder Weltanschauung oder sexueller Orientierung ausschließen (§ 23 GlBG) – etwa „junges Team sucht Verstärkung
          bis 30“.
        </p>
        <p>
          Bewährt hat sich der Zusatz <strong>„(m/w/d)“</strong> für männlich, weiblich und divers. Seit der
          Verfassungsgerichtshof 2018 eine dritte Geschlechtsoption anerkannt hat, spricht er alle Menschen an. Im Titel
          kombinieren Sie ihn am besten mit einer neutralen oder gegenderten Berufsbezeichnung.
        </p>
        <div role="region" aria-labelledby="titles-caption" tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption id="titles-caption" className="pb-2 text-left font-semibold text-slate-900">
              Stellentitel: besser so
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-600">
                <th scope="col" className="py-2 pr-4">
                  Nicht geschlechtsneutral
                </th>
                <th scope="col" className="py-2">
                  Geschlechtsneutral
                </th>
              </tr>
            </thead>
            <tbody>
              {TITLE_EXAMPLES.map(([before, after]) => (
                <tr key={before} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{before}</td>
                  <td className="py-2 font-semibold">{after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ArticleSection>

      <ArticleSection id="aufbau" title={title("aufbau")}>
        <p>
          Ein gutes Inserat beantwortet die Fragen, die sich Bewerber:innen stellen, in der Reihenfolge, in der sie sie
          stellen. Diese Gliederung hat sich bewährt:
        </p>
        <NumberedList
          items={[
            <>
              <strong>Titel:</strong> die Berufsbezeichnung, nach der gesucht wird, plus „(m/w/d)“ – ohne interne
              Abkürzungen wie „MA Backoffice II“.
            </>,
            <>
              <strong>Eckdaten:</strong> Arbeitsort, Arbeitszeit (Vollzeit, Teilzeit mit Stundenausmaß), Eintrittsdatum,
              befristet oder unbefristet.
            </>,
            <>
              <strong>Über uns:</strong> zwei, drei Sätze, was Ihr Unternehmen macht und wie groß das Team ist.
            </>,
            <>
              <strong>Aufgaben:</strong> fünf bis sieben konkrete Punkte, beginnend mit dem, was den Großteil der Zeit
              ausmacht.
            </>,
            <>
              <strong>Anforderungen:</strong> getrennt nach Muss und Kann – jede überflüssige Anforderung kostet
              Bewerbungen.
            </>,
            <>
              <strong>Angebot:</strong> Gehalt nach GlBG, Benefits, Weiterbildung, Homeoffice oder Gleitzeit.
            </>,
            <>
              <strong>Bewerbung:</strong> Ansprechperson mit Namen, gewünschte Unterlagen, Ablauf und Dauer des
              Verfahrens.
            </>,
          ]}
        />
        <Callout label="Tipp">
          <p>
            Lesen Sie Ihr Inserat einmal am Smartphone. Die meisten Bewerber:innen tun das auch – lange Absätze und
            Aufzählungen über zwanzig Punkte liest dort niemand bis zum Ende.
          </p>
        </Callout>
      </ArticleSection>

      <ArticleSection id="employer-branding" title={title("employer-branding")}>
        <p>
          Ihre Arbeitgebermarke ist das Bild, das Menschen von Ihnen als Arbeitgeber haben – ob Sie es gestalten oder
          nicht. Ihre Arbeitgebermarke zu pflegen heißt, dieses Bild bewusst und ehrlich zu prägen.
        </p>
        <BulletList
          items={[
            <>
              <strong>Arbeitgeberversprechen finden:</strong> Was bekommen Mitarbeiter:innen bei Ihnen, das sie anderswo
              nicht bekommen? Fragen Sie Ihr Team, nicht nur die Geschäftsführung.
            </>,
            <>
              <strong>Beweise statt Behauptungen:</strong> „Familienfreundlich“ sagt wenig; „Dienstplan vier Wochen im
              Voraus, Betriebskindergarten ab 7 Uhr“ sagt alles.
            </>,
            <>
              <strong>Überall gleich auftreten:</strong> Inserat, Unternehmensseite, Vorstellungsgespräch und erster
              Arbeitstag sollen dieselbe Geschichte erzählen.
            </>,
            <>
              <strong>Mitarbeiter:innen zu Wort kommen lassen:</strong> Echte Stimmen aus dem Team wirken glaubwürdiger
              als jeder Werbetext.
            </>,
            <>
              <strong>Auf Bewertungen antworten:</strong> Reagieren Sie sachlich auf Kritik auf Bewertungsplattformen –
              Bewerber:innen lesen Ihre Antwort mit.
            </>,
          ]}
        />
        <p>
          Wie Sie Ihre Arbeitgebermarke im Portal sichtbar machen, zeigen wir beim{" "}
          <Link to="/produkte/arbeitgebermarke" className="font-semibold text-brand-700 underline">
            Arbeitgeberprofil
          </Link>
          .
        </p>
      </ArticleSection>

      <ArticleSection id="candidate-experience" title={title("candidate-experience")}>
        <p>
          Jede Bewerbung ist ein Kontakt mit Ihrem Unternehmen – auch die, die mit einer Absage endet. Wer sich gut
          behandelt fühlt, empfiehlt Sie weiter oder bewirbt sich später erneut.
        </p>
        <BulletList
          items={[
            "Halten Sie die Bewerbung kurz: Lebenslauf genügt für den ersten Schritt, Zeugnisse können Sie später anfordern.",
            "Bestätigen Sie den Eingang sofort und sagen Sie, bis wann Sie sich melden.",
            "Melden Sie sich spätestens nach zwei Wochen – auch wenn es nur ein Zwischenstand ist.",
            "Schreiben Sie in die Einladung, wer am Gespräch teilnimmt, wie lange es dauert und was mitzubringen ist.",
            "Wenn Sie Reisekosten für das Vorstellungsgespräch nicht ersetzen wollen, sagen Sie das ausdrücklich in der Einladung.",
            "Sagen Sie freundlich und zeitnah ab. Eine Begründung ist nicht nötig; wenn Sie eine geben, muss sie frei von Diskriminierung sein.",
          ]}
        />
      </ArticleSection>

      <ArticleSection id="datenschutz" title={title("datenschutz")}>
        <p>
          Bewerbungsunterlagen enthalten personenbezogene Daten. Nach der DSGVO dürfen Sie sie nur so lange speichern,
          wie es für den Zweck nötig ist (Art. 5 Abs. 1 lit. e DSGVO) – hier: für das Auswahlverfahren und für die
          Verteidigung gegen mögliche Ansprüche.
        </p>
        <SubTitle>Die Sieben-Monats-Frist</SubTitle>
        <p>
          Abgelehnte Bewerber:innen können Ansprüche wegen Diskriminierung nach dem Gleichbehandlungsgesetz innerhalb
          von sechs Monaten gerichtlich geltend machen (§ 15 Abs. 1 GlBG). Rechnet man die Zeit für die Zustellung einer
          Klage dazu, ergibt sich die in Österreich übliche Aufbewahrungsdauer von <strong>sieben Monaten</strong> nach
          der Absage. Danach löschen oder anonymisieren Sie die Daten.
        </p>
        <SubTitle>Länger nur mit Zustimmung</SubTitle>
        <p>
          Möchten Sie eine Bewerbung für künftige Stellen in Evidenz halten, brauchen Sie die ausdrückliche Einwilligung
          der Person (Art. 6 Abs. 1 lit. a DSGVO). Sie kann jederzeit widerrufen werden; dann löschen Sie die Daten.
        </p>
        <SubTitle>Checkliste</SubTitle>
        <BulletList
          items={[
            "Informieren Sie Bewerber:innen bei Eingang, wofür und wie lange Sie die Daten verwenden (Art. 13 DSGVO).",
            "Geben Sie Unterlagen nur an Personen, die an der Auswahl beteiligt sind.",
            "Verwalten Sie Bewerbungen nicht in privaten Postfächern oder auf lokalen Laufwerken.",
            "Löschen oder anonymisieren Sie sieben Monate nach der Absage – der Bewerber-Manager macht das automatisch.",
          ]}
        />
      </ArticleSection>

      <p className="border-t border-slate-200 pt-6 text-sm text-slate-700">
        Diese Informationen geben einen Überblick und ersetzen keine Rechtsberatung. Stand: Jänner 2026.
      </p>
    </ArticleBody>
  );
}
