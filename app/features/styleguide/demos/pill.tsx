import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Pill, type PillTone } from "~/components/ui/pill";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

const TONES: { tone: PillTone; text: string }[] = [
  { tone: "neutral", text: "Entwurf" },
  { tone: "info", text: "Geplant" },
  { tone: "success", text: "Online" },
  { tone: "warning", text: "Läuft bald ab" },
  { tone: "danger", text: "Abgelaufen" },
];

const FILTERS = ["Wien", "Graz", "Teilzeit", "Homeoffice möglich"];

export default function Demo() {
  const [filters, setFilters] = useState(FILTERS);
  return (
    <Stack gap="xl">
      <Section title="Töne">
        <Cluster>
          {TONES.map(({ tone, text }) => (
            <Pill key={tone} tone={tone}>
              {text}
            </Pill>
          ))}
        </Cluster>
      </Section>
      <Section title="Entfernbar" description="Zum Beispiel aktive Suchfilter; die Schaltfläche heißt „… entfernen“.">
        <Stack gap="sm" align="start">
          {filters.length > 0 ? (
            <Cluster>
              {filters.map((filter) => (
                <Pill
                  key={filter}
                  tone="info"
                  onRemove={() => setFilters((current) => current.filter((f) => f !== filter))}
                >
                  {filter}
                </Pill>
              ))}
            </Cluster>
          ) : (
            <p className="text-slate-700">Keine Filter aktiv.</p>
          )}
          <Button variant="secondary" size="sm" onPress={() => setFilters(FILTERS)}>
            Filter zurücksetzen
          </Button>
        </Stack>
      </Section>
    </Stack>
  );
}
