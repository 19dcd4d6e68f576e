import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout, NumberedList } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /kh/offene-stellen: know-how article on filling vacancies faster. */
export const page = {
  eyebrow: "HR Know-how",
  title: "Offene Stellen schneller besetzen",
  description:
    "Wie Sie offene Stellen in Österreich schneller besetzen: klare Anforderungen, ein Inserat mit Gehaltsangabe, Reichweite und rasche Antworten.",
  lead: "Ein klares Inserat mit Gehaltsangabe, die richtige Reichweite und schnelle Antworten entscheiden, wie rasch Sie eine Stelle besetzen.",
  type: "article",
} satisfies ContentPage;

const linkClass = "font-semibold text-brand-700 underline";

export function OffeneStellenBody() {
  return (
    <ArticleBody>
      <ArticleSection id="anforderungen" title="1. Klären Sie, wen Sie wirklich brauchen">
        <p>
          Viele Stellen bleiben lange offen, weil das Anforderungsprofil eine Wunschliste ist. Setzen Sie sich vor dem
          Inserat mit der Fachabteilung zusammen und trennen Sie klar:
        </p>
        <BulletList
          items={[
            <>
              <strong>Muss-Kriterien:</strong> ohne sie ist die Arbeit nicht machbar, etwa eine Lehrabschlussprüfung als
              Elektrotechniker:in oder der Führerschein B.
            </>,
            <>
              <strong>Kann-Kriterien:</strong> hilfreich, aber erlernbar – etwa Erfahrung mit einer bestimmten Software.
            </>,
          ]}
        />
        <p>
          Drei bis fünf Muss-Kriterien reichen. Jede weitere Anforderung verkleinert den Kreis der Bewerber:innen, oft
          ohne dass die Besetzung besser wird.
        </p>
      </ArticleSection>
      <ArticleSection id="inserat" title="2. Schreiben Sie ein Inserat, das Fragen beantwortet">
        <p>
          Bewerber:innen entscheiden in wenigen Sekunden, ob sie weiterlesen. Ein präziser Titel mit „(m/w/d)“, das
          Gehalt und der Arbeitsort gehören deshalb ganz nach oben. Die Gehaltsangabe ist in Österreich ohnehin Pflicht
          – nutzen Sie sie als Argument:
        </p>
        <Callout label="Beispiel">
          <p>Elektriker:in im Anlagenbau (m/w/d), Linz – ab € 3.200,00 brutto/Monat (Überzahlung möglich)</p>
        </Callout>
        <p>
          Wie ein gutes Inserat aufgebaut ist, zeigt unsere{" "}
          <Link to="/hr/tipps#aufbau" className={linkClass}>
            Anleitung im HR Know-how
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection id="reichweite" title="3. Wählen Sie die passende Reichweite">
        <p>
          Eine Stelle in der Buchhaltung in Wien besetzen Sie mit einem Standard-Inserat oft innerhalb weniger Wochen.
          Für eine Pflegefachkraft im ländlichen Raum oder eine Softwareentwicklerin mit Spezialwissen brauchen Sie
          mehr: Top-Platzierung, eine längere Laufzeit und zusätzlich die direkte Ansprache über die{" "}
          <Link to="/produkte/talentsuche" className={linkClass}>
            Talentsuche
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection id="tempo" title="4. Antworten Sie schnell">
        <p>
          Wer sich heute bewirbt, hat oft noch zwei, drei andere Bewerbungen offen. Die schnellste Rückmeldung gewinnt
          häufig – nicht das höchste Gehalt.
        </p>
        <NumberedList
          items={[
            "Eingangsbestätigung sofort, idealerweise automatisch.",
            "Erste Rückmeldung innerhalb von drei Werktagen: Einladung, Zwischenbescheid oder Absage.",
            "Termine für Gespräche gleich mit der Einladung anbieten, statt sie per E-Mail hin und her abzustimmen.",
            "Entscheidung nach dem letzten Gespräch innerhalb einer Woche.",
          ]}
        />
      </ArticleSection>
      <ArticleSection id="onboarding" title="5. Denken Sie an den ersten Arbeitstag">
        <p>
          Eine Stelle ist erst besetzt, wenn die neue Person bleibt. Schicken Sie vor dem Eintritt einen Ablaufplan für
          die erste Woche, benennen Sie eine Ansprechperson im Team und halten Sie Arbeitsplatz und Zugänge bereit. Ein
          kurzes Gespräch nach 30 Tagen zeigt früh, ob etwas nachjustiert werden muss.
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}
