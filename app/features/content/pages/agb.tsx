import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArticleBody, ArticleSection, Callout, TableOfContents } from "../article-parts";
import type { ContentPage } from "../content-page";

/**
 * /agb: terms for business customers and the imprint. The company data is a clearly marked
 * placeholder of a fictitious operator; a real deployment replaces it before going live.
 */
export const page = {
  eyebrow: "Rechtliches",
  title: "AGB und Impressum",
  description:
    "Allgemeine Geschäftsbedingungen für Unternehmenskunden und Impressum des Arbeitgeberportals nach § 5 ECG und § 25 MedienG.",
  lead: "Die Allgemeinen Geschäftsbedingungen für die Nutzung des Arbeitgeberportals und die Angaben nach § 5 ECG und § 25 MedienG.",
  type: "website",
} satisfies ContentPage;

interface Clause {
  title: string;
  paragraphs: ReactNode[];
}

const linkClass = "font-semibold text-brand-700 underline";

const CLAUSES: Clause[] = [
  {
    title: "Geltungsbereich",
    paragraphs: [
      "Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge zwischen der Arbeitgeberportal GmbH (im Folgenden „wir“) und Unternehmen, die das Arbeitgeberportal nutzen (im Folgenden „Kund:innen“). Abweichende Bedingungen der Kund:innen gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.",
      "Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 1 Konsumentenschutzgesetz. Verträge mit Verbraucher:innen schließen wir nicht ab.",
    ],
  },
  {
    title: "Vertragsabschluss",
    paragraphs: [
      "Die Darstellung der Produkte im Portal ist kein bindendes Angebot. Mit der Bestellung im Portal oder über Ihre Ansprechperson geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Auftragsbestätigung, spätestens mit der Veröffentlichung des Inserats oder der Freischaltung der Leistung zustande.",
      "Wer im Namen eines Unternehmens bestellt, erklärt, dazu berechtigt zu sein.",
    ],
  },
  {
    title: "Leistungen und Laufzeiten",
    paragraphs: [
      <>
        Umfang, Laufzeit und Preis der Leistungen ergeben sich aus der Produktbeschreibung zum Zeitpunkt der Bestellung,
        wie sie auf den Seiten{" "}
        <Link to="/produkte/stelleninserate" className={linkClass}>
          Stelleninserate
        </Link>
        ,{" "}
        <Link to="/produkte/talentsuche" className={linkClass}>
          Talentsuche
        </Link>{" "}
        und{" "}
        <Link to="/produkte/arbeitgebermarke" className={linkClass}>
          Arbeitgeberprofil
        </Link>{" "}
        veröffentlicht ist.
      </>,
      "Die Laufzeit eines Inserats beginnt mit seiner Veröffentlichung, die Laufzeit einer Lizenz mit ihrer Freischaltung. Beide enden automatisch, ohne dass es einer Kündigung bedarf.",
      "Wir bemühen uns um eine ständige Erreichbarkeit des Portals. Kurzfristige Unterbrechungen für Wartung, Sicherheit oder wegen Störungen außerhalb unseres Einflussbereichs sind möglich; geplante Wartungen kündigen wir nach Möglichkeit im Voraus an.",
    ],
  },
  {
    title: "Inhalte der Inserate und Pflichten der Kund:innen",
    paragraphs: [
      "Sie sind für den Inhalt Ihrer Inserate und Unternehmensseiten verantwortlich. Inserate müssen eine tatsächlich zu besetzende Stelle beschreiben, die Angaben zum Mindestentgelt nach § 9 Abs. 2 Gleichbehandlungsgesetz enthalten und geschlechtsneutral sowie frei von Diskriminierung formuliert sein (§§ 9 und 23 GlBG).",
      "Wir dürfen Inserate vor und während der Laufzeit prüfen und Inserate, die gegen Gesetze, diese Bedingungen oder Rechte Dritter verstoßen, ablehnen, bis zur Korrektur deaktivieren oder entfernen. Ein Anspruch auf Rückerstattung besteht in diesem Fall nicht, wenn Sie den Verstoß zu vertreten haben.",
      "Sie halten uns schad- und klaglos, wenn Dritte wegen des Inhalts Ihrer Inserate Ansprüche gegen uns erheben.",
    ],
  },
  {
    title: "Guthaben",
    paragraphs: [
      "Guthaben wird im Voraus erworben und ist zwölf Monate ab Kauf gültig. Nicht verbrauchtes Guthaben verfällt nach Ablauf dieser Frist und wird nicht ausbezahlt. Guthaben ist nicht auf andere Unternehmen übertragbar.",
    ],
  },
  {
    title: "Preise und Zahlung",
    paragraphs: [
      "Alle Preise verstehen sich in Euro zuzüglich der gesetzlichen Umsatzsteuer (derzeit 20 %). Rechnungen sind innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zur Zahlung fällig.",
      "Bei Zahlungsverzug verrechnen wir die gesetzlichen Verzugszinsen nach § 456 Unternehmensgesetzbuch und dürfen weitere Leistungen bis zur Zahlung zurückhalten.",
    ],
  },
  {
    title: "Talentsuche und Bewerbungsdaten",
    paragraphs: [
      "Profile der Talentsuche und Bewerbungen dürfen Sie ausschließlich für die Besetzung von Stellen im eigenen Unternehmen verwenden. Eine Weitergabe an Dritte, insbesondere an Personalvermittler, ist untersagt. Zugangsdaten dürfen nicht geteilt werden; jede Lizenz gilt für die vereinbarte Zahl an Personen.",
      "Für Bewerbungen, die Sie im Bewerber-Manager verwalten, verarbeiten wir personenbezogene Daten als Auftragsverarbeiter in Ihrem Auftrag (Art. 28 DSGVO). Die Vereinbarung zur Auftragsverarbeitung ist Bestandteil des Vertrags.",
    ],
  },
  {
    title: "Gewährleistung und Haftung",
    paragraphs: [
      "Wir haften für Schäden nur bei Vorsatz oder grober Fahrlässigkeit. Dies gilt nicht für Personenschäden. Die Haftung für entgangenen Gewinn, mittelbare Schäden und Folgeschäden ist ausgeschlossen, soweit gesetzlich zulässig.",
      "Wir schulden die Veröffentlichung und technische Bereitstellung der gebuchten Leistungen, nicht aber eine bestimmte Zahl an Aufrufen, Bewerbungen oder eine erfolgreiche Besetzung.",
    ],
  },
  {
    title: "Schlussbestimmungen",
    paragraphs: [
      "Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen und des UN-Kaufrechts. Gerichtsstand ist das für 1010 Wien sachlich zuständige Gericht.",
      "Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam. An die Stelle der unwirksamen Bestimmung tritt eine wirksame, die ihrem wirtschaftlichen Zweck am nächsten kommt.",
    ],
  },
];

/** The imprint rows of § 5 ECG; the operator is fictitious. */
const IMPRINT: Array<[string, string]> = [
  ["Unternehmen", "Arbeitgeberportal GmbH"],
  ["Anschrift", "Musterstraße 1, 1010 Wien, Österreich"],
  [
    "Unternehmensgegenstand",
    "Betrieb einer Online-Plattform für Stelleninserate, Personalsuche und Arbeitgeberprofile",
  ],
  ["Firmenbuchnummer", "FN 123456a"],
  ["Firmenbuchgericht", "Handelsgericht Wien"],
  ["UID-Nummer", "ATU12345678"],
  ["Geschäftsführung", "Maria Musterfrau"],
  ["Kammerzugehörigkeit", "Wirtschaftskammer Wien"],
  ["Gewerbe", "Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik"],
  ["Gewerbebehörde", "Magistratisches Bezirksamt für den 1. Bezirk"],
];

export function AgbBody({ supportEmail }: { supportEmail: string }) {
  return (
    <ArticleBody>
      <TableOfContents
        entries={[
          { id: "agb", title: "Allgemeine Geschäftsbedingungen" },
          { id: "impressum", title: "Impressum" },
          { id: "offenlegung", title: "Offenlegung nach § 25 MedienG" },
        ]}
      />

      <ArticleSection id="agb" title="Allgemeine Geschäftsbedingungen">
        <p className="text-sm text-slate-700">Stand: Jänner 2026</p>
        <ol className="space-y-8">
          {CLAUSES.map((clause, index) => (
            <li key={clause.title}>
              <h3 className="text-lg font-semibold text-slate-900">
                § {index + 1} {clause.title}
              </h3>
              <ol className="mt-3 list-decimal space-y-3 pl-6">
                {clause.paragraphs.map((paragraph, n) => (
                  <li key={n}>{paragraph}</li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </ArticleSection>

      <ArticleSection id="impressum" title="Impressum">
        <p>Informationen gemäß § 5 E-Commerce-Gesetz und Offenlegung gemäß § 25 Mediengesetz.</p>
        <Callout label="Hinweis">
          <p>
            Die folgenden Unternehmensdaten sind Platzhalter eines fiktiven Unternehmens für diese Demo-Installation.
            Ersetzen Sie sie vor dem Produktivbetrieb durch die Angaben des tatsächlichen Betreibers.
          </p>
        </Callout>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          {IMPRINT.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold text-slate-700">E-Mail</dt>
            <dd>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {supportEmail}
              </a>
            </dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-700">Anwendbare Rechtsvorschriften</dt>
            <dd>Gewerbeordnung 1994, abrufbar im Rechtsinformationssystem des Bundes (www.ris.bka.gv.at)</dd>
          </div>
        </dl>
      </ArticleSection>

      <ArticleSection id="offenlegung" title="Offenlegung nach § 25 MedienG">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          <div className="contents">
            <dt className="font-semibold text-slate-700">Medieninhaber</dt>
            <dd>Arbeitgeberportal GmbH, Musterstraße 1, 1010 Wien</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-700">Beteiligungsverhältnisse</dt>
            <dd>Muster Beteiligungs GmbH, Wien (100 %)</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-700">Grundlegende Richtung</dt>
            <dd>
              Information über die Produkte und Leistungen des Arbeitgeberportals sowie Fachwissen zu Recruiting,
              Personalmarketing und Arbeitsrecht für Arbeitgeber in Österreich und Deutschland.
            </dd>
          </div>
        </dl>
      </ArticleSection>
    </ArticleBody>
  );
}
