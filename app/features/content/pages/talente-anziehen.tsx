import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /kh/richtigen-talente-anziehen: know-how article on what convinces good applicants. */
export const page = {
  eyebrow: "HR Know-how",
  title: "Die richtigen Talente anziehen",
  description:
    "Was gute Bewerber:innen überzeugt: Gehalt, Flexibilität, Entwicklung und ein ehrliches Bild Ihres Unternehmens.",
  lead: "Gehalt, flexible Arbeitszeiten, Entwicklungsmöglichkeiten und ein ehrliches Bild Ihres Unternehmens überzeugen die Talente, die zu Ihnen passen.",
  type: "article",
} satisfies ContentPage;

const linkClass = "font-semibold text-brand-700 underline";

export function TalenteAnziehenBody() {
  return (
    <ArticleBody>
      <ArticleSection id="gehalt" title="Gehalt: offen statt „nach Vereinbarung“">
        <p>
          Das Gehalt ist für Bewerber:innen eines der wichtigsten Kriterien, ob sie sich eine Stelle näher ansehen. In
          Österreich ist die Angabe des Mindestentgelts ohnehin Pflicht. Nennen Sie zusätzlich einen realistischen
          Rahmen, wenn Sie können – das spart beiden Seiten Gespräche, die an der Gehaltsfrage scheitern.
        </p>
      </ArticleSection>
      <ArticleSection id="flexibilitaet" title="Flexibilität, wo sie möglich ist">
        <p>
          Nicht jede Stelle erlaubt Homeoffice – aber fast jede erlaubt etwas: Gleitzeit, eine Vier-Tage-Woche, planbare
          Dienstpläne oder Teilzeit mit Stundenwunsch. Schreiben Sie konkret, was möglich ist, statt „flexible
          Arbeitszeiten“ ohne Erklärung.
        </p>
      </ArticleSection>
      <ArticleSection id="entwicklung" title="Entwicklung sichtbar machen">
        <BulletList
          items={[
            "Welche Weiterbildungen bezahlen Sie, und in welcher Arbeitszeit finden sie statt?",
            "Wie sieht ein typischer Weg aus – vom Lehrling zur Vorarbeiterin, von der Sachbearbeitung zur Teamleitung?",
            "Wer begleitet neue Kolleg:innen in den ersten Monaten?",
          ]}
        />
      </ArticleSection>
      <ArticleSection id="ehrlichkeit" title="Ein ehrliches Bild Ihres Unternehmens">
        <p>
          Schöne Worte ziehen viele Bewerbungen an, aber nicht unbedingt die richtigen. Beschreiben Sie auch, was
          anstrengend ist: Schichtarbeit, Spitzenzeiten, Reisetätigkeit. Wer sich trotzdem bewirbt, passt besser und
          bleibt länger.
        </p>
        <Callout label="Übung für Ihr Team">
          <p>
            Fragen Sie drei Mitarbeiter:innen, warum sie bei Ihnen arbeiten – und warum sie schon einmal ans Gehen
            gedacht haben. Die Antworten auf die erste Frage gehören in Ihre Inserate, die auf die zweite auf Ihre
            Aufgabenliste.
          </p>
        </Callout>
      </ArticleSection>
      <ArticleSection id="benefits" title="Benefits, die zählen">
        <p>
          Obstkorb und Tischfußball überzeugen kaum jemanden. Gefragt sind Leistungen mit spürbarem Wert: ein
          Klimaticket oder Jobticket, Essenszuschüsse, eine betriebliche Zusatzpension, zusätzliche Urlaubstage oder
          Kinderbetreuungszuschüsse. Zeigen Sie Ihre Benefits auf Ihrer{" "}
          <Link to="/produkte/arbeitgebermarke" className={linkClass}>
            Unternehmensseite
          </Link>{" "}
          – dort sehen sie alle, die sich für Sie interessieren.
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}
