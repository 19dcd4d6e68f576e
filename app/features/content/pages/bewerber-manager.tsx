import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /bewerber-manager: all applications in one place, in the team, GDPR-compliant. */
export const page = {
  eyebrow: "Recruiting Services",
  title: "Bewerber-Manager",
  description:
    "Alle Bewerbungen an einem Ort: sichten, bewerten, im Team abstimmen und DSGVO-konform verwalten – ohne eigene Software.",
  lead: "Sichten, bewerten und beantworten Sie alle Bewerbungen an einem Ort – im Team und datenschutzkonform.",
  type: "website",
} satisfies ContentPage;

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
