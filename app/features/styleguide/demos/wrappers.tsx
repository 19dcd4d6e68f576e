import type { ReactNode } from "react";
import { Card, Cluster, PageContainer, Section, Stack, type Spacing } from "~/components/ui/wrappers";

const GAPS: Spacing[] = ["none", "xs", "sm", "md", "lg", "xl"];

function Block({ children }: { children: ReactNode }) {
  return <div className="rounded-md bg-brand-100 px-3 py-2 text-sm text-brand-900">{children}</div>;
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Seitencontainer" description="Zentriert den Inhalt mit lesbarer Breite und Seitenabstand.">
        <div className="border border-dashed border-slate-400">
          <PageContainer>
            <Block>Inhalt im Seitencontainer</Block>
          </PageContainer>
        </div>
      </Section>
      <Section title="Karte">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <p className="font-semibold text-slate-900">Aktive Inserate</p>
            <p className="text-3xl font-bold text-brand-700">12</p>
          </Card>
          <Card>
            <p className="font-semibold text-slate-900">Guthaben</p>
            <p className="text-3xl font-bold text-brand-700">4</p>
          </Card>
        </div>
      </Section>
      <Section title="Abschnitt" description="Ein benannter Teil der Seite, auch verschachtelt.">
        <Card>
          <Section title="Verschachtelter Abschnitt" headingLevel={3} description="Überschrift der Ebene 3.">
            <p className="text-slate-800">Inhalt des Abschnitts.</p>
          </Section>
        </Card>
      </Section>
      <Section title="Stapel" description="Untereinander, mit Abständen aus einer Skala.">
        <div className="grid gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {GAPS.map((gap) => (
            <div key={gap}>
              <p className="mb-2 text-sm font-medium text-slate-900">Abstand {gap}</p>
              <Stack gap={gap}>
                <Block>Eins</Block>
                <Block>Zwei</Block>
                <Block>Drei</Block>
              </Stack>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Reihe" description="Nebeneinander, bricht um, wenn der Platz nicht reicht.">
        <Stack>
          <Cluster>
            {["Wien", "Graz", "Linz", "Salzburg", "Innsbruck", "Klagenfurt"].map((city) => (
              <Block key={city}>{city}</Block>
            ))}
          </Cluster>
          <Cluster justify="between">
            <Block>Links</Block>
            <Block>Rechts</Block>
          </Cluster>
          <Cluster justify="end" gap="lg">
            <Block>Abbrechen</Block>
            <Block>Speichern</Block>
          </Cluster>
        </Stack>
      </Section>
    </Stack>
  );
}
