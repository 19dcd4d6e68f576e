import { useState } from "react";
import { useSearchParams } from "react-router";
import { Stepper, type StepperStep } from "~/components/ui/stepper";
import { Section, Stack } from "~/components/ui/wrappers";

/** The job-ad form steps of SPEC §4, in order. */
const FORM_STEPS = [
  { id: "data", label: "Daten" },
  { id: "design", label: "Design" },
  { id: "content", label: "Inhalt" },
  { id: "product", label: "Produkt" },
  { id: "publish", label: "Veröffentlichung" },
  { id: "application", label: "Bewerbung" },
] as const;

/** Steps before the current one are complete, the next one is open, later ones are not reachable yet. */
function stepsUpTo(currentIndex: number): Omit<StepperStep, "href" | "onPress">[] {
  return FORM_STEPS.map((step, index) => ({
    ...step,
    state:
      index < currentIndex
        ? "complete"
        : index === currentIndex
          ? "current"
          : index === currentIndex + 1
            ? "upcoming"
            : "disabled",
  }));
}

function LinkStepper() {
  const [searchParams] = useSearchParams();
  const found = FORM_STEPS.findIndex((step) => step.id === searchParams.get("schritt"));
  const currentIndex = found === -1 ? 2 : found;
  const steps = stepsUpTo(currentIndex).map((step) => ({ ...step, href: `?schritt=${step.id}` }));
  return <Stepper label="Schritte des Inserats (Links)" steps={steps} />;
}

function ButtonStepper() {
  const [currentIndex, setCurrentIndex] = useState(1);
  const steps = stepsUpTo(currentIndex).map((step, index) => ({ ...step, onPress: () => setCurrentIndex(index) }));
  return <Stepper label="Schritte des Inserats (Schaltflächen)" steps={steps} />;
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section
        title="Alle Zustände"
        description="Abgeschlossen, aktuell, offen und nicht verfügbar; der aktuelle Schritt trägt aria-current=„step“."
      >
        <Stepper
          label="Zustände der Schritte"
          steps={[
            { id: "done", label: "Abgeschlossen", state: "complete" },
            { id: "now", label: "Aktuell", state: "current" },
            { id: "next", label: "Offen", state: "upcoming" },
            { id: "later", label: "Nicht verfügbar", state: "disabled" },
          ]}
        />
      </Section>
      <Section
        title="Schritte als Links"
        description="Jeder erreichbare Schritt ist ein Link; hier ändert er nur die Adresse dieser Seite."
      >
        <LinkStepper />
      </Section>
      <Section title="Schritte als Schaltflächen" description="Für Abläufe ohne eigene Adresse je Schritt.">
        <ButtonStepper />
      </Section>
    </Stack>
  );
}
