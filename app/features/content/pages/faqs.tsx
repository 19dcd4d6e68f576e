import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArticleBody, TableOfContents } from "../article-parts";
import type { ContentPage } from "../content-page";

/** /hr/faqs: questions grouped by topic, each a native disclosure (<details>), usable without JavaScript. */
export const page = {
  eyebrow: "Hilfe",
  title: "Häufige Fragen",
  description: "Antworten auf häufige Fragen zu Inseraten, Guthaben, Rechnungen, Talentsuche und Ihrem Konto.",
  lead: "Hier finden Sie Antworten auf die häufigsten Fragen zu Inseraten, Guthaben, Rechnungen, der Talentsuche und Ihrem Konto.",
  type: "website",
} satisfies ContentPage;

interface Faq {
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

const linkClass = "font-semibold text-brand-700 underline";

function faqGroups(supportEmail: string): FaqGroup[] {
  const mail = (
    <a href={`mailto:${supportEmail}`} className={linkClass}>
      {supportEmail}
    </a>
  );
  return [
    {
      id: "inserate",
      title: "Inserate",
      faqs: [
        {
          question: "Wie schalte ich ein Stelleninserat?",
          answer: (
            <p>
              Melden Sie sich an und wählen Sie unter <strong>Inserate</strong> den Eintrag{" "}
              <strong>Neues Inserat schalten</strong>. Das Formular führt Sie in sechs Schritten durch Daten,
              Gestaltung, Inhalt, Produkt, Veröffentlichung und Bewerbungsweg. Sie können jederzeit unterbrechen; Ihr
              Entwurf bleibt gespeichert.
            </p>
          ),
        },
        {
          question: "Wie lange ist mein Inserat online?",
          answer: (
            <p>
              Das hängt vom gewählten Produkt ab. Die Laufzeiten finden Sie bei den{" "}
              <Link to="/produkte/stelleninserate" className={linkClass}>
                Stelleninseraten
              </Link>
              . Sie können ein Inserat jederzeit vorzeitig beenden; die restliche Laufzeit wird nicht gutgeschrieben.
            </p>
          ),
        },
        {
          question: "Warum muss ich ein Gehalt angeben?",
          answer: (
            <p>
              Das österreichische Gleichbehandlungsgesetz (§ 9 Abs. 2) verlangt in jedem Inserat das Mindestentgelt und
              den Hinweis, ob Sie zur Überzahlung bereit sind – zum Beispiel „ab € 3.200,00 brutto/Monat (Überzahlung
              möglich)“. Details lesen Sie im{" "}
              <Link to="/hr/tipps#gehaltsangabe" className={linkClass}>
                HR Know-how
              </Link>
              .
            </p>
          ),
        },
        {
          question: "Wird mein Inserat vor der Veröffentlichung geprüft?",
          answer: (
            <p>
              Inserate von Self-Service- und Hybrid-Kunden prüft unser Qualitätsteam auf Gehaltsangabe,
              geschlechtsneutralen Titel und diskriminierungsfreie Formulierungen, bevor sie online gehen. So schützen
              wir Sie vor Beanstandungen und Bewerber:innen vor irreführenden Angeboten. An Werktagen ist die Prüfung
              meist innerhalb weniger Stunden abgeschlossen; lehnen wir ein Inserat ab, erhalten Sie Ihre Credits
              zurück. Inserate von Direktvertriebskunden stimmen Sie mit Ihrer Ansprechperson ab; sie gehen ohne diese
              Prüfung sofort online.
            </p>
          ),
        },
        {
          question: "Kann ich ein veröffentlichtes Inserat ändern?",
          answer: (
            <p>
              Ja. Daten, Gestaltung, Inhalt und Bewerbungsweg können Sie während der gesamten Laufzeit kostenlos ändern.
              Produkt und Veröffentlichungstermin stehen nach der Veröffentlichung fest.
            </p>
          ),
        },
      ],
    },
    {
      id: "guthaben",
      title: "Guthaben",
      faqs: [
        {
          question: "Was ist Guthaben?",
          answer: (
            <p>
              Ihr Guthaben sind die Credits, die Sie vorab gekauft haben. Mit ihnen buchen Sie Inserate ohne eigene
              Rechnung je Inserat; gekaufte Credits sind ein Jahr gültig. Wie viele Credits ein Produkt kostet, steht
              bei jedem{" "}
              <Link to="/produkte/stelleninserate" className={linkClass}>
                Stelleninserat
              </Link>
              .
            </p>
          ),
        },
        {
          question: "Wo sehe ich mein Guthaben?",
          answer: (
            <p>
              Im Portal unter <strong>Guthaben</strong>. Dort sehen Sie den aktuellen Stand, die Buchungen der letzten
              Monate und bis wann Ihr Guthaben gültig ist.
            </p>
          ),
        },
        {
          question: "Verfällt Guthaben?",
          answer: (
            <p>
              Gekaufte Credits sind zwölf Monate ab dem Kauf gültig; nicht verbrauchte Credits werden nicht ausbezahlt.
              Unter <strong>Guthaben</strong> sehen Sie, wann welche Credits verfallen.
            </p>
          ),
        },
        {
          question: "Wie kaufe ich Guthaben nach?",
          answer: (
            <p>
              Im Portal unter <strong>Guthaben</strong>: Wählen Sie ein Produkt und die Anzahl, die Credits stehen
              sofort bereit und die Rechnung finden Sie unter <strong>Rechnungen</strong>. Größere Mengen bieten wir
              über Ihre Ansprechperson im Vertrieb oder per E-Mail an {mail} zu Staffelpreisen an.
            </p>
          ),
        },
      ],
    },
    {
      id: "rechnungen",
      title: "Rechnungen",
      faqs: [
        {
          question: "Wo finde ich meine Rechnungen?",
          answer: (
            <p>
              Im Portal unter <strong>Profil → Rechnungen</strong> als PDF zum Herunterladen. Den Eintrag sehen alle
              Benutzer:innen mit der Berechtigung für Rechnungen.
            </p>
          ),
        },
        {
          question: "Sind die Preise netto oder brutto?",
          answer: (
            <p>
              Alle Preise auf unseren Produktseiten sind Nettopreise zuzüglich 20 % Umsatzsteuer. Unternehmen mit
              gültiger UID-Nummer in einem anderen EU-Mitgliedstaat erhalten Rechnungen ohne österreichische
              Umsatzsteuer; die Steuerschuld geht auf sie über (Reverse Charge).
            </p>
          ),
        },
        {
          question: "Wie ändere ich die Rechnungsadresse oder UID-Nummer?",
          answer: (
            <p>
              Unter <strong>Profil → Firmendaten bearbeiten</strong>. Änderungen gelten für alle künftigen Rechnungen.
              Bereits ausgestellte Rechnungen korrigieren wir auf Anfrage an {mail}.
            </p>
          ),
        },
        {
          question: "Wann ist eine Rechnung fällig?",
          answer: <p>Innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug, per Überweisung oder SEPA-Lastschrift.</p>,
        },
      ],
    },
    {
      id: "talentsuche",
      title: "Talentsuche",
      faqs: [
        {
          question: "Wer ist in der Talentdatenbank?",
          answer: (
            <p>
              Menschen, die ihr Profil ausdrücklich für Arbeitgeber sichtbar gemacht haben. Sie sehen Werdegang und
              Qualifikationen; Name und Kontaktdaten erst, wenn die Person Ihre Kontaktanfrage annimmt.
            </p>
          ),
        },
        {
          question: "Was ist eine Kontaktanfrage?",
          answer: (
            <p>
              Eine persönliche Nachricht an ein Profil. Jede gesendete Anfrage zählt zu den Kontaktanfragen Ihrer
              Lizenz, unabhängig davon, ob sie angenommen wird. Nicht genutzte Kontaktanfragen verfallen mit dem Ende
              der Lizenz.
            </p>
          ),
        },
        {
          question: "Muss ich die Talentsuche kündigen?",
          answer: (
            <p>
              Nein. Eine Lizenz läuft für die bei der{" "}
              <Link to="/produkte/talentsuche" className={linkClass}>
                Talentsuche
              </Link>{" "}
              angegebene Dauer und endet automatisch. Sie verlängern sie bei Bedarf selbst.
            </p>
          ),
        },
        {
          question: "Darf ich Profile an Personalberater weitergeben?",
          answer: (
            <p>
              Nein. Sie nutzen die Daten ausschließlich für die Besetzung von Stellen in Ihrem eigenen Unternehmen. Eine
              Weitergabe an Dritte widerspricht den AGB und dem Datenschutzrecht.
            </p>
          ),
        },
      ],
    },
    {
      id: "konto",
      title: "Konto",
      faqs: [
        {
          question: "Wie melde ich mich an?",
          answer: (
            <p>
              Über <strong>Anmelden</strong> oben rechts mit Ihrem Zugang zum Business-Portal. Sind Sie dort bereits
              angemeldet, erkennt Sie das Arbeitgeberportal automatisch.
            </p>
          ),
        },
        {
          question: "Ich habe mein Passwort vergessen.",
          answer: (
            <p>
              Wählen Sie auf der Anmeldeseite „Passwort vergessen“. Sie erhalten einen Link zum Zurücksetzen an Ihre
              hinterlegte E-Mail-Adresse.
            </p>
          ),
        },
        {
          question: "Ich betreue mehrere Unternehmen. Wie wechsle ich?",
          answer: (
            <p>
              Unter <strong>Profil → Unternehmen wechseln</strong>. Der Eintrag erscheint, sobald Ihr Zugang mit mehr
              als einem Unternehmen verknüpft ist. Inserate, Guthaben und Rechnungen sehen Sie immer für das gerade
              gewählte Unternehmen.
            </p>
          ),
        },
        {
          question: "Wie bekommen Kolleg:innen Zugang?",
          answer: (
            <p>
              Ihre Ansprechperson legt weitere Benutzer:innen für Ihr Unternehmen an und vergibt die passenden
              Berechtigungen, etwa für Inserate oder Rechnungen.
            </p>
          ),
        },
        {
          question: "Wie lösche ich mein Konto?",
          answer: (
            <p>
              Schreiben Sie an {mail}. Wir löschen Ihre personenbezogenen Daten; Rechnungen bewahren wir nach § 132 BAO
              sieben Jahre auf.
            </p>
          ),
        },
      ],
    },
  ];
}

export function FaqsBody({ supportEmail }: { supportEmail: string }) {
  const groups = faqGroups(supportEmail);
  return (
    <ArticleBody>
      <TableOfContents entries={groups.map(({ id, title }) => ({ id, title }))} />
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-6">
          <h2 id={`${group.id}-title`} className="text-2xl font-bold text-brand-900">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {group.faqs.map((faq) => (
              <details key={faq.question} className="px-5 py-4">
                <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-600">
                  {faq.question}
                </summary>
                <div className="mt-3 leading-relaxed text-slate-800">{faq.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="text-slate-800">
        Ihre Frage war nicht dabei? Schreiben Sie uns an{" "}
        <a href={`mailto:${supportEmail}`} className={linkClass}>
          {supportEmail}
        </a>{" "}
        – wir antworten an Werktagen innerhalb eines Tages.
      </p>
    </ArticleBody>
  );
}
