import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout, NumberedList, SubTitle } from "./article-parts";

/** The know-how articles under /kh: practical recruiting advice for Austrian employers. */

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

const MIX_ROWS: Array<{ channel: string; reaches: string; strength: string; bestFor: string }> = [
  {
    channel: "Stelleninserate",
    reaches: "Aktiv Suchende",
    strength: "Schnell viele Bewerbungen, planbare Kosten je Stelle",
    bestFor: "Stellen mit vielen Interessent:innen, Lehrstellen, Handel, Gastronomie, Verwaltung",
  },
  {
    channel: "Active Sourcing (Talentsuche)",
    reaches: "Wechselbereite, die nicht aktiv suchen",
    strength: "Gezielte Ansprache genau passender Profile",
    bestFor: "Fachkräfte und Spezialist:innen, IT, Technik, Pflege, Führungspositionen",
  },
  {
    channel: "Employer Branding",
    reaches: "Alle, die Sie noch nicht kennen",
    strength: "Langfristig mehr und passendere Bewerbungen",
    bestFor: "Unternehmen mit laufendem Personalbedarf oder wenig bekanntem Namen",
  },
];

export function RecruitingMixBody() {
  return (
    <ArticleBody>
      <ArticleSection id="kanaele" title="Drei Kanäle, drei Zielgruppen">
        <p>
          Kein Kanal erreicht alle. Wer nur inseriert, verpasst die Fachkräfte, die gerade zufrieden sind. Wer nur aktiv
          sucht, investiert viel Zeit in jede einzelne Besetzung. Die Übersicht zeigt, was welcher Kanal leistet:
        </p>
        <div role="region" aria-labelledby="mix-caption" tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption id="mix-caption" className="pb-2 text-left font-semibold text-slate-900">
              Recruiting-Kanäle im Vergleich
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-600">
                <th scope="col" className="py-2 pr-4">
                  Kanal
                </th>
                <th scope="col" className="py-2 pr-4">
                  Erreicht
                </th>
                <th scope="col" className="py-2 pr-4">
                  Stärke
                </th>
                <th scope="col" className="py-2">
                  Besonders geeignet für
                </th>
              </tr>
            </thead>
            <tbody>
              {MIX_ROWS.map((row) => (
                <tr key={row.channel} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {row.channel}
                  </th>
                  <td className="py-3 pr-4">{row.reaches}</td>
                  <td className="py-3 pr-4">{row.strength}</td>
                  <td className="py-3">{row.bestFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ArticleSection>
      <ArticleSection id="kombinieren" title="So kombinieren Sie die Kanäle">
        <SubTitle>Lehrlinge und Einstiegsstellen</SubTitle>
        <p>
          Inserate mit langer Laufzeit, ergänzt um eine Unternehmensseite, auf der Lehrlinge aus ihrem Alltag erzählen.
          Eltern lesen mit – zeigen Sie Ausbildungsplan, Lehrlingsentschädigung und Übernahmechancen.
        </p>
        <SubTitle>Fachkräfte in Mangelberufen</SubTitle>
        <p>
          Ein Top-Inserat für die Sichtbarkeit und parallel die Talentsuche für die direkte Ansprache. Schreiben Sie in
          der ersten Woche die zehn bis zwanzig passendsten Profile persönlich an.
        </p>
        <SubTitle>Laufender Personalbedarf</SubTitle>
        <p>
          Wer jedes Jahr viele Stellen besetzt, spart mit einer starken Arbeitgebermarke: Bewerbungen kommen auch
          ungefragt, und jedes Inserat profitiert vom bekannten Namen.
        </p>
      </ArticleSection>
      <ArticleSection id="messen" title="Messen Sie, was wirkt">
        <BulletList
          items={[
            "Bewerbungen je Kanal und Stelle – nicht nur insgesamt.",
            "Zeit bis zur Besetzung, gerechnet ab Freigabe der Stelle.",
            "Kosten je Einstellung, inklusive der Zeit Ihres Teams.",
            "Verbleib nach sechs Monaten: Passt die Person wirklich?",
          ]}
        />
        <p>
          Passende Pakete für jeden Kanal finden Sie bei den{" "}
          <Link to="/produkte/stelleninserate" className={linkClass}>
            Stelleninseraten
          </Link>
          , der{" "}
          <Link to="/produkte/talentsuche" className={linkClass}>
            Talentsuche
          </Link>{" "}
          und der{" "}
          <Link to="/produkte/arbeitgebermarke" className={linkClass}>
            Arbeitgebermarke
          </Link>
          .
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}

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
