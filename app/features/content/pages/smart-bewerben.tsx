import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout, NumberedList } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /smart-bewerben: one-click applications with the candidate's profile. */
export const page = {
  eyebrow: "Recruiting Services",
  title: "Smart Bewerben",
  description:
    "Mit Smart Bewerben bewerben sich Kandidat:innen mit einem Klick – Sie erhalten vollständige, vergleichbare Bewerbungen.",
  lead: "Kandidat:innen bewerben sich mit ihrem Profil in Sekunden, Sie erhalten vollständige, vergleichbare Bewerbungen direkt im Bewerber-Manager.",
  type: "website",
} satisfies ContentPage;

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
