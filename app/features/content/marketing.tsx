import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout, NumberedList, SubTitle } from "./article-parts";

/** Service and product pages: what the product does, for whom, and how it works. */

export function SmartBewerbenBody() {
  return (
    <ArticleBody>
      <ArticleSection id="so-funktionierts" title="So funktioniert Smart Bewerben">
        <p>
          Viele gute Kandidat:innen brechen eine Bewerbung ab, wenn sie dafür erst Anschreiben, Lebenslauf und Zeugnisse
          zusammensuchen müssen – besonders am Smartphone. Mit Smart Bewerben genügt ein Klick: Das Profil, das
          Bewerber:innen einmal bei uns angelegt haben, wird mit der Bewerbung an Sie übermittelt.
        </p>
        <NumberedList
          items={[
            "Sie aktivieren Smart Bewerben für ein Inserat – im Schritt „Bewerbung“ beim Erstellen oder später.",
            "Bewerber:innen sehen im Inserat die Schaltfläche „Mit Profil bewerben“ und ergänzen auf Wunsch eine kurze Nachricht.",
            "Die Bewerbung landet mit Lebenslauf, Ausbildung, Berufserfahrung und Verfügbarkeit in Ihrem Bewerber-Manager.",
            "Sie antworten direkt aus dem Bewerber-Manager – mit Vorlagen für Einladung, Zwischenbescheid und Absage.",
          ]}
        />
      </ArticleSection>
      <ArticleSection id="vorteile" title="Ihre Vorteile">
        <BulletList
          items={[
            <>
              <strong>Mehr Bewerbungen:</strong> Die Hürde sinkt, vor allem für Fachkräfte, die gerade in Arbeit sind
              und sich abends am Handy umsehen.
            </>,
            <>
              <strong>Vollständige Unterlagen:</strong> Jede Bewerbung enthält dieselben Angaben in derselben Struktur –
              Sie vergleichen auf einen Blick.
            </>,
            <>
              <strong>Ihre eigenen Fragen:</strong> Ergänzen Sie bis zu drei Fragen, etwa zum frühestmöglichen
              Eintrittsdatum oder zum Führerschein.
            </>,
            <>
              <strong>Datenschutz inklusive:</strong> Bewerber:innen stimmen der Übermittlung ausdrücklich zu, die
              Aufbewahrungsfristen verwaltet der Bewerber-Manager für Sie.
            </>,
          ]}
        />
      </ArticleSection>
      <ArticleSection id="verfuegbarkeit" title="Für wen Smart Bewerben verfügbar ist">
        <p>
          Smart Bewerben ist für Kund:innen mit persönlicher Betreuung durch unser Vertriebsteam freigeschaltet. Sie
          finden es im Portal unter <strong>Recruiting Services</strong>. Wenn Sie den Eintrag dort nicht sehen, richtet
          Ihre Ansprechperson Smart Bewerben gerne für Sie ein.
        </p>
        <Callout label="Tipp">
          <p>
            Kombinieren Sie Smart Bewerben mit einer klaren Gehaltsangabe im Inserat: Wer das Gehalt schon kennt,
            bewirbt sich mit einem Klick deutlich eher.
          </p>
        </Callout>
        <p>
          Mehr zum Umgang mit eingehenden Bewerbungen lesen Sie beim{" "}
          <Link to="/bewerber-manager" className="font-semibold text-brand-700 underline">
            Bewerber-Manager
          </Link>
          .
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}

export function BewerberManagerBody() {
  return (
    <ArticleBody>
      <ArticleSection id="ueberblick" title="Alle Bewerbungen an einem Ort">
        <p>
          Bewerbungen aus Ihren Inseraten, aus Smart Bewerben und aus der Talentsuche laufen im Bewerber-Manager
          zusammen. Kein Weiterleiten von E-Mails, keine Tabellen, die nur eine Person pflegt: Ihr Team sieht jederzeit,
          wer sich beworben hat und wie weit die Auswahl ist.
        </p>
        <BulletList
          items={[
            "Übersicht je Inserat mit Status: neu, in Prüfung, Gespräch, Angebot, Zusage oder Absage",
            "Bewertung mit Sternen und internen Notizen, die Bewerber:innen nie sehen",
            "Weitergabe an Fachabteilungen mit Leserechten – ohne Anhänge per E-Mail zu verschicken",
            "Antwortvorlagen für Eingangsbestätigung, Einladung und Absage, auf Wunsch automatisch versandt",
          ]}
        />
      </ArticleSection>
      <ArticleSection id="team" title="Im Team entscheiden">
        <p>
          Laden Sie Führungskräfte und Kolleg:innen zu einzelnen Inseraten ein. Jede Person gibt ihre Einschätzung ab,
          und Sie sehen auf einen Blick, wo sich das Team einig ist. So vergehen zwischen Bewerbung und Einladung Tage
          statt Wochen – ein wesentlicher Vorteil, wenn gute Kandidat:innen mehrere Angebote haben.
        </p>
      </ArticleSection>
      <ArticleSection id="datenschutz" title="DSGVO-konform ohne Zusatzaufwand">
        <p>
          Bewerbungsdaten dürfen nur so lange aufbewahrt werden, wie Sie sie brauchen. In Österreich hat sich eine Frist
          von sieben Monaten nach einer Absage etabliert: Innerhalb von sechs Monaten können abgelehnte Bewerber:innen
          Ansprüche nach dem Gleichbehandlungsgesetz geltend machen, dazu kommt ein Monat für die Zustellung.
        </p>
        <BulletList
          items={[
            "Der Bewerber-Manager anonymisiert Bewerbungen automatisch sieben Monate nach der Absage.",
            "Mit ausdrücklicher Zustimmung der Bewerber:innen bleiben Unterlagen länger in Evidenz – die Zustimmung ist jederzeit widerrufbar.",
            "Zugriffe sind auf die Personen beschränkt, die Sie für ein Inserat freigeben.",
          ]}
        />
        <p>
          Mehr dazu im{" "}
          <Link to="/hr/tipps#datenschutz" className="font-semibold text-brand-700 underline">
            HR Know-how zur Aufbewahrung von Bewerbungsdaten
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection id="kosten" title="Was der Bewerber-Manager kostet">
        <p>
          Der Bewerber-Manager ist in jedem Stelleninserat enthalten. Sie brauchen keine eigene Software und keine
          Installation – melden Sie sich an und beginnen Sie mit der ersten Bewerbung.
        </p>
        <p>
          <Link to="/produkte/stelleninserate" className="font-semibold text-brand-700 underline">
            Stelleninserate und Preise ansehen
          </Link>
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}

export function StelleninserateBody() {
  return (
    <ArticleBody>
      <ArticleSection id="ablauf" title="In drei Schritten online">
        <NumberedList
          items={[
            <>
              <strong>Inserat erfassen:</strong> Titel, Aufgaben, Anforderungen, Angebot und Gehalt – unser Formular
              führt Sie durch alle Pflichtangaben.
            </>,
            <>
              <strong>Paket wählen:</strong> Standard, Top oder Premium, bezahlt mit Guthaben oder auf Rechnung.
            </>,
            <>
              <strong>Veröffentlichen:</strong> Nach einer kurzen Prüfung durch unser Qualitätsteam ist Ihr Inserat
              online – an Werktagen in der Regel innerhalb weniger Stunden.
            </>,
          ]}
        />
      </ArticleSection>
      <ArticleSection id="rechtssicher" title="Rechtssicher inserieren">
        <p>
          In Österreich muss jedes Stelleninserat das kollektivvertragliche oder gesetzliche Mindestentgelt nennen und
          angeben, ob Sie bereit sind, mehr zu bezahlen (§ 9 Abs. 2 Gleichbehandlungsgesetz). Unser Formular fragt das
          Gehalt deshalb als Pflichtfeld ab und formatiert es einheitlich, zum Beispiel:
        </p>
        <Callout label="Beispiel für eine Gehaltsangabe">
          <p>ab € 3.200,00 brutto/Monat (Überzahlung möglich)</p>
        </Callout>
        <p>
          Vor der Veröffentlichung prüft unser Qualitätsteam außerdem, ob der Titel geschlechtsneutral formuliert ist,
          etwa „Elektriker:in (m/w/d)“. Die Details finden Sie im{" "}
          <Link to="/hr/tipps" className="font-semibold text-brand-700 underline">
            HR Know-how
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection id="bewerbungen" title="Was nach der Veröffentlichung passiert">
        <BulletList
          items={[
            "Alle Bewerbungen landen im Bewerber-Manager, auf Wunsch zusätzlich als Benachrichtigung per E-Mail.",
            "Kennzahlen zeigen Aufrufe und Bewerbungen je Tag, damit Sie früh nachschärfen können.",
            "Sie können Ihr Inserat jederzeit bearbeiten, pausieren oder vorzeitig beenden.",
          ]}
        />
      </ArticleSection>
    </ArticleBody>
  );
}

export function TalentsucheBody() {
  return (
    <ArticleBody>
      <ArticleSection id="wer" title="Wen Sie in der Talentsuche finden">
        <p>
          In der Talentdatenbank stehen Menschen, die ihr Profil ausdrücklich für Arbeitgeber freigegeben haben – weil
          sie offen für eine neue Stelle sind, auch wenn sie nicht aktiv suchen. Gerade in Berufen mit Fachkräftemangel
          erreichen Sie so Kandidat:innen, die auf kein Inserat antworten würden.
        </p>
      </ArticleSection>
      <ArticleSection id="so-funktionierts" title="So funktioniert die Talentsuche">
        <NumberedList
          items={[
            "Suchen Sie nach Beruf, Fähigkeiten, Region, Berufserfahrung und frühestem Eintritt.",
            "Sehen Sie anonymisierte Profile: Werdegang und Qualifikationen, aber keine Namen und Kontaktdaten.",
            "Senden Sie eine persönliche Kontaktanfrage. Nimmt die Person an, sehen Sie ihren Namen und können direkt schreiben.",
            "Speichern Sie Suchen und lassen Sie sich benachrichtigen, sobald neue passende Profile dazukommen.",
          ]}
        />
        <Callout label="Tipp für die erste Nachricht">
          <p>
            Nennen Sie Stelle, Standort und Gehaltsrahmen gleich in der ersten Nachricht und erklären Sie in einem Satz,
            warum gerade dieses Profil Sie angesprochen hat. Persönliche Anfragen werden deutlich häufiger angenommen
            als Standardtexte.
          </p>
        </Callout>
      </ArticleSection>
      <ArticleSection id="datenschutz" title="Datenschutz">
        <p>
          Kontaktdaten geben Kandidat:innen erst mit der Annahme Ihrer Anfrage frei. Sie verwenden die Daten
          ausschließlich für die Besetzung von Stellen in Ihrem Unternehmen; eine Weitergabe an Dritte ist nicht
          erlaubt.
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}

export function ArbeitgebermarkeBody() {
  return (
    <ArticleBody>
      <ArticleSection id="warum" title="Warum sich eine Arbeitgebermarke lohnt">
        <p>
          Bevor sich jemand bewirbt, informiert er oder sie sich über Sie: Wie ist die Stimmung im Team? Wie flexibel
          sind die Arbeitszeiten? Wer wird meine Führungskraft? Eine gepflegte Unternehmensseite beantwortet diese
          Fragen – und zwar mit Ihren Worten statt mit Gerüchten.
        </p>
        <BulletList
          items={[
            "Inserate mit verlinkter Unternehmensseite geben Bewerber:innen ein vollständiges Bild – und Ihnen passendere Bewerbungen.",
            "Ihr Arbeitgeberprofil ist auch dann sichtbar, wenn Sie gerade keine Stelle ausgeschrieben haben.",
            "Eine bekannte Arbeitgebermarke verkürzt die Zeit bis zur Besetzung, weil Bewerber:innen schon wissen, was sie erwartet.",
          ]}
        />
      </ArticleSection>
      <ArticleSection id="unterschiede" title="Welches Paket passt zu Ihnen?">
        <SubTitle>Unternehmensseite und Unternehmensseite Plus</SubTitle>
        <p>
          Für Unternehmen, die laufend einige Stellen besetzen und Bewerber:innen ein vollständiges Bild geben möchten.
          Plus ergänzt Bildergalerie, Videos und Mitarbeiterstimmen.
        </p>
        <SubTitle>Employer Branding Basic und Plus</SubTitle>
        <p>
          Für Unternehmen, die auch Menschen erreichen wollen, die gerade nicht suchen – etwa vor einer Expansion, einem
          neuen Standort oder in Berufen, in denen kaum jemand aktiv sucht. Plus umfasst zusätzlich persönliche Beratung
          und zwei Kampagnen im Jahr.
        </p>
      </ArticleSection>
      <ArticleSection id="grundlagen" title="Grundlagen des Employer Brandings">
        <p>
          Wie Sie Ihr Arbeitgeberversprechen finden und glaubwürdig erzählen, lesen Sie in unseren Beiträgen{" "}
          <Link to="/kh/richtigen-talente-anziehen" className="font-semibold text-brand-700 underline">
            Die richtigen Talente anziehen
          </Link>{" "}
          und{" "}
          <Link to="/hr/tipps#employer-branding" className="font-semibold text-brand-700 underline">
            Employer Branding im HR Know-how
          </Link>
          .
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}
