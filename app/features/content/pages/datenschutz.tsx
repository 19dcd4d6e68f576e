import { ArticleBody, ArticleSection, TableOfContents } from "../article-parts";
import type { ContentPage } from "../content-page";

/**
 * /datenschutz: what candidates are told before they apply (Art. 13 DSGVO). The company that
 * advertises is the controller; the portal processes on its behalf (Art. 28 DSGVO).
 */
export const page = {
  eyebrow: "Rechtliches",
  title: "Datenschutzhinweise für Bewerbungen",
  description:
    "Wie Ihre Bewerbung über das Arbeitgeberportal verarbeitet wird: Verantwortliche, Zweck, Rechtsgrundlage, Speicherdauer und Ihre Rechte.",
  lead: "Wenn Sie sich über das Arbeitgeberportal bewerben, erfahren Sie hier, wer Ihre Daten wofür verwendet, wie lange sie gespeichert bleiben und welche Rechte Sie haben.",
  type: "website",
} satisfies ContentPage;

const SECTIONS: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: "verantwortliche",
    title: "Wer ist verantwortlich?",
    paragraphs: [
      "Verantwortlich für Ihre Bewerbung ist das Unternehmen, bei dem Sie sich bewerben (es steht im Inserat und im Bewerbungsformular). Die Arbeitgeberportal GmbH betreibt das Portal und verarbeitet Ihre Daten in seinem Auftrag (Art. 28 DSGVO); sie verwendet sie für keine eigenen Zwecke.",
    ],
  },
  {
    id: "zweck",
    title: "Wofür werden Ihre Daten verwendet?",
    paragraphs: [
      "Für die Entscheidung über Ihre Bewerbung und die Kommunikation mit Ihnen darüber: Name, E-Mail-Adresse, Telefonnummer, Lebenslauf, weitere Unterlagen, Ihre Nachricht und Ihre Antworten auf die Fragen des Unternehmens. Rechtsgrundlage ist die Anbahnung eines Arbeitsverhältnisses (Art. 6 Abs. 1 lit. b DSGVO).",
      "Manche Unternehmen stellen Fragen, die für die Stelle unverzichtbar sind (z. B. eine Arbeitserlaubnis oder ein Führerschein). Die Antworten darauf können dazu führen, dass Ihre Bewerbung nicht weiter berücksichtigt wird; über Ihre Bewerbung entscheiden immer Menschen.",
    ],
  },
  {
    id: "speicherdauer",
    title: "Wie lange bleiben Ihre Daten gespeichert?",
    paragraphs: [
      "Bis sieben Monate nach einer Absage oder nach dem Ende der Ausschreibung: so lange kann eine Bewerberin oder ein Bewerber Ansprüche nach dem Gleichbehandlungsgesetz geltend machen (sechs Monate) und das Unternehmen sich dagegen verteidigen. Danach werden Name, Kontaktdaten, Unterlagen und Nachrichten automatisch gelöscht; es bleibt nur eine anonyme Zählung.",
      "Haben Sie freiwillig der Aufnahme in den Talentpool zugestimmt (Art. 6 Abs. 1 lit. a DSGVO), bleiben Ihre Daten 24 Monate gespeichert, damit das Unternehmen Sie für spätere Stellen ansprechen kann. Vor Ablauf erinnern wir Sie daran. Sie können die Zustimmung jederzeit widerrufen.",
    ],
  },
  {
    id: "rechte",
    title: "Ihre Rechte",
    paragraphs: [
      "Mit den Links in Ihrer Bestätigungs-E-Mail können Sie Ihre Bewerbung jederzeit zurückziehen (Ihre Daten werden dann sofort gelöscht) und eine Kopie Ihrer gespeicherten Daten als Datei abrufen.",
      "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich dazu an das Unternehmen, bei dem Sie sich beworben haben. Sie können sich außerdem bei der Österreichischen Datenschutzbehörde (Barichgasse 40–42, 1030 Wien, www.dsb.gv.at) beschweren.",
    ],
  },
];

export function DatenschutzBody() {
  return (
    <ArticleBody>
      <TableOfContents entries={SECTIONS.map(({ id, title }) => ({ id, title }))} />
      {SECTIONS.map((section) => (
        <ArticleSection key={section.id} id={section.id} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </ArticleSection>
      ))}
    </ArticleBody>
  );
}
