import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, SubTitle } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /produkte/arbeitgebermarke: company pages and employer branding, with the packages from the catalogue. */
export const page = {
  eyebrow: "Produkte",
  title: "Arbeitgeberprofil",
  description:
    "Zeigen Sie mit Unternehmensseite, Employer Branding Basic und Plus, was Ihr Unternehmen als Arbeitgeber ausmacht.",
  lead: "Mit einer Unternehmensseite zeigen Sie Bewerber:innen, wofür Ihr Unternehmen steht – mit Bildern, Benefits und Ihren offenen Stellen.",
  type: "website",
  family: "arbeitgebermarke",
} satisfies ContentPage;

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
      <ArticleSection id="unterschiede" title="Welches Produkt passt zu Ihnen?">
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
      <ArticleSection id="grundlagen" title="Grundlagen der Arbeitgebermarke">
        <p>
          Wie Sie Ihr Arbeitgeberversprechen finden und glaubwürdig erzählen, lesen Sie in unseren Beiträgen{" "}
          <Link to="/kh/richtigen-talente-anziehen" className="font-semibold text-brand-700 underline">
            Die richtigen Talente anziehen
          </Link>{" "}
          und{" "}
          <Link to="/hr/tipps#employer-branding" className="font-semibold text-brand-700 underline">
            Arbeitgebermarke im HR Know-how
          </Link>
          .
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}
