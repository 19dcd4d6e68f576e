import { Link } from "~/components/ui/link";
import { Section, Stack } from "~/components/ui/wrappers";

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Im Fließtext" description="Unterstrichen, damit der Link nicht nur an der Farbe zu erkennen ist.">
        <p className="max-w-prose text-slate-800">
          Alle laufenden Stellen finden Sie in der <Link to="/p/jobs">Übersicht Ihrer Inserate</Link>. Antworten auf
          häufige Fragen stehen in unseren <Link to="https://www.example.ch/hr/faqs">FAQs</Link>.
        </p>
      </Section>
      <Section title="Eigenständig" description="In Listen und unter Karten, wo die Position den Link kennzeichnet.">
        <ul className="space-y-2">
          <li>
            <Link to="/p/jobs" variant="standalone">
              Alle Inserate ansehen
            </Link>
          </li>
          <li>
            <Link to="https://www.example.ch/agb" variant="standalone">
              AGB und Impressum
            </Link>
          </li>
        </ul>
      </Section>
      <Section title="Wie eine Schaltfläche" description="Führt zu einer Seite, sieht aber aus wie die Hauptaktion.">
        <div className="flex flex-wrap gap-3">
          <Link to="/p/jobs/create" variant="button">
            Neues Inserat schalten
          </Link>
          <Link to="https://www.example.ch/produkte" variant="button">
            Produkte vergleichen
          </Link>
        </div>
      </Section>
      <Section
        title="In neuem Tab"
        description="Externe Adressen öffnen sich in einem neuen Tab; Screenreader hören „(öffnet in neuem Tab)“."
      >
        <Link to="/kh/recruiting-mix" external>
          Recruiting-Mix (interne Seite, hier in neuem Tab)
        </Link>
      </Section>
    </Stack>
  );
}
