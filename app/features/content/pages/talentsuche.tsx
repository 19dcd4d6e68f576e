import { ArticleBody, ArticleSection, Callout, NumberedList } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /produkte/talentsuche: active sourcing, with the packages from the catalogue. */
export const page = {
  eyebrow: "Produkte",
  title: "Talentsuche",
  description:
    "Finden Sie wechselbereite Talente in Österreich und sprechen Sie sie direkt an – mit einer Monatslizenz und Kontaktanfragen.",
  lead: "Suchen Sie in den Profilen wechselbereiter Talente und sprechen Sie sie direkt an – bevor sie sich anderswo bewerben.",
  type: "website",
  family: "talentsuche",
} satisfies ContentPage;

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
