import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, Callout, NumberedList } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /produkte/stelleninserate: job ads, with the packages from the catalogue. */
export const page = {
  eyebrow: "Produkte",
  title: "Stelleninserate",
  description:
    "Stelleninserate schalten: Reichweite in ganz Österreich, Gehaltsangabe nach GlBG, alle Bewerbungen im Bewerber-Manager.",
  lead: "Schalten Sie Ihr Inserat in wenigen Minuten – mit gesetzeskonformer Gehaltsangabe und Bewerbungen direkt im Bewerber-Manager.",
  type: "website",
  family: "stelleninserate",
} satisfies ContentPage;

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
              <strong>Produkt wählen:</strong> Standard, Top oder Premium, bezahlt mit Credits aus Ihrem Guthaben oder
              beim Veröffentlichen gekauft.
            </>,
            <>
              <strong>Veröffentlichen:</strong> Als Self-Service- oder Hybrid-Kunde prüft unser Qualitätsteam Ihr
              Inserat, bevor es online geht – an Werktagen in der Regel innerhalb weniger Stunden. Als
              Direktvertriebskunde geht Ihr Inserat sofort online.
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
