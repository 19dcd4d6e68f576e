import { useState } from "react";
import { ComboBox } from "~/components/ui/combobox";
import { Select, type SelectOption } from "~/components/ui/select";
import { Section, Stack } from "~/components/ui/wrappers";

/** Draw the app's keyboard focus ring (app.css) on the focusable part, to show it without focus. */
const SELECT_FOCUS_LOOK = "[&_button]:outline-3 [&_button]:outline-offset-2 [&_button]:outline-brand-600";
const COMBOBOX_FOCUS_LOOK = "[&_input]:outline-3 [&_input]:outline-offset-2 [&_input]:outline-brand-600";

const GRID = "grid gap-6 md:grid-cols-2";

const STATES: SelectOption[] = [
  { id: "w", label: "Wien" },
  { id: "n", label: "Niederösterreich" },
  { id: "b", label: "Burgenland" },
  { id: "st", label: "Steiermark" },
  { id: "k", label: "Kärnten" },
  { id: "o", label: "Oberösterreich" },
  { id: "s", label: "Salzburg" },
  { id: "t", label: "Tirol" },
  { id: "v", label: "Vorarlberg" },
];

const EMPLOYMENT: SelectOption[] = [
  { id: "full", label: "Vollzeit", description: "38 bis 40 Stunden pro Woche" },
  { id: "part", label: "Teilzeit", description: "Bis 30 Stunden pro Woche" },
  { id: "marginal", label: "Geringfügig", description: "Derzeit nicht buchbar", isDisabled: true },
];

const OCCUPATIONS: SelectOption[] = [
  { id: "accounting", label: "Buchhaltung" },
  { id: "kitchen", label: "Küche" },
  { id: "service", label: "Service" },
  { id: "sales", label: "Vertrieb" },
  { id: "it", label: "IT und Softwareentwicklung" },
  { id: "care", label: "Pflege" },
  { id: "construction", label: "Bau und Handwerk" },
  { id: "office", label: "Büro und Verwaltung" },
];

function ControlledSelect() {
  const [state, setState] = useState<string | null>("st");
  const label = STATES.find((option) => option.id === state)?.label ?? "nichts";
  return (
    <Stack gap="sm">
      <Select label="Bundesland (gesteuert)" options={STATES} value={state} onChange={setState} />
      <p className="text-sm text-slate-700">Gewählt: {label}</p>
    </Stack>
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section
        title="Auswahl"
        description="Öffnet mit Klick, Leertaste, Eingabe oder Pfeiltasten; Tippen springt zum passenden Eintrag."
      >
        <div className={GRID}>
          <Select label="Bundesland" options={STATES} />
          <ControlledSelect />
          <Select
            label="Anstellungsart"
            options={EMPLOYMENT}
            defaultValue="full"
            description="Einträge mit Beschreibung; „Geringfügig“ ist deaktiviert."
          />
          <div className={SELECT_FOCUS_LOOK}>
            <Select label="Dienstort (Fokus-Darstellung)" options={STATES} defaultValue="w" />
          </div>
          <Select
            label="Region des Inserats"
            options={STATES}
            isRequired
            errorMessage="Bitte wählen Sie eine Region."
          />
          <Select label="Sprache (deaktiviert)" options={STATES} defaultValue="t" isDisabled />
          <Select
            label="Projekt"
            options={[]}
            placeholder="Keine Projekte angelegt"
            description="Ohne Einträge zeigt die geöffnete Liste „Keine Treffer“."
          />
        </div>
      </Section>

      <Section
        title="Kombinationsfeld"
        description="Tippen filtert die Liste (Groß- und Kleinschreibung sowie Akzente egal); ohne Treffer erscheint „Keine Treffer“."
      >
        <div className={GRID}>
          <ComboBox label="Berufsfeld" options={OCCUPATIONS} placeholder="Berufsfeld suchen" />
          <ComboBox label="Berufsfeld mit Vorauswahl" options={OCCUPATIONS} defaultValue="it" />
          <div className={COMBOBOX_FOCUS_LOOK}>
            <ComboBox label="Bundesland (Fokus-Darstellung)" options={STATES} defaultValue="s" />
          </div>
          <ComboBox
            label="Berufsfeld des Inserats"
            options={OCCUPATIONS}
            isRequired
            errorMessage="Bitte wählen Sie ein Berufsfeld aus der Liste."
          />
          <ComboBox label="Berufsfeld (deaktiviert)" options={OCCUPATIONS} defaultValue="care" isDisabled />
        </div>
      </Section>
    </Stack>
  );
}
