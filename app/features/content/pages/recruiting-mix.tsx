import { Link } from "react-router";
import { ArticleBody, ArticleSection, BulletList, SubTitle } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /kh/recruiting-mix: know-how article on combining the recruiting channels. */
export const page = {
  eyebrow: "HR Know-how",
  title: "Der richtige Recruiting-Mix",
  description:
    "Stelleninserate, Active Sourcing und Arbeitgeberprofil richtig kombinieren: welcher Kanal welche Talente erreicht und wann er sich lohnt.",
  lead: "Stelleninserate erreichen aktiv Suchende, Active Sourcing die wechselbereiten Talente und Ihre Arbeitgebermarke alle, die Sie noch nicht kennen.",
  type: "article",
} satisfies ContentPage;

const linkClass = "font-semibold text-brand-700 underline";

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
    channel: "Arbeitgeberprofil",
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
          Passende Produkte für jeden Kanal finden Sie bei den{" "}
          <Link to="/produkte/stelleninserate" className={linkClass}>
            Stelleninseraten
          </Link>
          , der{" "}
          <Link to="/produkte/talentsuche" className={linkClass}>
            Talentsuche
          </Link>{" "}
          und dem{" "}
          <Link to="/produkte/arbeitgebermarke" className={linkClass}>
            Arbeitgeberprofil
          </Link>
          .
        </p>
      </ArticleSection>
    </ArticleBody>
  );
}
