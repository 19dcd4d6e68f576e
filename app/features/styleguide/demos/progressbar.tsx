import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progressbar";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

const STEP_MS = 300;

function RunningProgress() {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (value === null || value >= 100) return;
    const timer = setTimeout(() => setValue(Math.min(value + 7, 100)), STEP_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const isRunning = value !== null && value < 100;
  return (
    <Stack gap="sm">
      <ProgressBar label="Import der Bewerbungen" value={value ?? 0} />
      <Cluster>
        <Button variant="secondary" size="sm" isPending={isRunning} onPress={() => setValue(0)}>
          {value === null ? "Import starten" : "Import neu starten"}
        </Button>
      </Cluster>
    </Stack>
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section
        title="Bestimmter Fortschritt"
        description="Der Wert wird in österreichischem Format als Prozent vorgelesen."
      >
        <Stack gap="lg" className="max-w-xl">
          <ProgressBar label="Profil vervollständigt" value={0} />
          <ProgressBar label="Inserat ausgefüllt" value={42} />
          <ProgressBar label="Guthaben verbraucht" value={100} />
          <ProgressBar label="Formularschritte erledigt" value={4} maxValue={6} />
          <ProgressBar label="Upload von „Lebenslauf.pdf“" isLabelHidden value={65} />
          <RunningProgress />
        </Stack>
      </Section>

      <Section
        title="Unbestimmter Fortschritt"
        description="Für Arbeit ohne bekannte Dauer; pulsiert nur, wenn Bewegung erwünscht ist."
      >
        <Stack gap="lg" className="max-w-xl">
          <ProgressBar label="Kandidatinnen und Kandidaten werden gesucht" isIndeterminate />
        </Stack>
      </Section>
    </Stack>
  );
}
