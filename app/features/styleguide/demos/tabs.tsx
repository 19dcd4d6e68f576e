import { useState } from "react";
import { LinkTabs, Tabs, type TabItem } from "~/components/ui/tabs";
import { Section, Stack } from "~/components/ui/wrappers";

const STATUS_TABS: TabItem[] = [
  { id: "aktiv", title: "Aktiv", content: <p>12 Inserate sind derzeit online.</p> },
  { id: "entwuerfe", title: "Entwürfe", content: <p>3 Inserate warten auf ihre Veröffentlichung.</p> },
  {
    id: "archiv",
    title: "Archiv",
    content: <p>Das Archiv steht bald zur Verfügung.</p>,
    isDisabled: true,
  },
  { id: "abgelaufen", title: "Abgelaufen", content: <p>5 Inserate sind abgelaufen und können verlängert werden.</p> },
];

const PROFILE_TABS: TabItem[] = [
  { id: "daten", title: "Firmendaten", content: <p>Name, Adresse und UID-Nummer Ihres Unternehmens.</p> },
  { id: "rechnungen", title: "Rechnungen", content: <p>Ihre Rechnungen der letzten 24 Monate.</p> },
  { id: "einstellungen", title: "Einstellungen", content: <p>Benachrichtigungen und Sprache.</p> },
];

export default function Demo() {
  const [selected, setSelected] = useState("rechnungen");
  return (
    <Stack gap="xl">
      <Section
        title="Reiter mit Inhalten"
        description="Pfeiltasten wechseln den Reiter, Pos1 und Ende springen an die Enden; deaktivierte Reiter werden übersprungen."
      >
        <Tabs label="Inserate nach Status" items={STATUS_TABS} />
      </Section>
      <Section title="Gesteuerte Auswahl" description="Die Seite kennt den gewählten Reiter.">
        <Tabs label="Profil" items={PROFILE_TABS} selectedId={selected} onSelectionChange={setSelected} />
        <p className="text-sm text-slate-700">Gewählt: {PROFILE_TABS.find((tab) => tab.id === selected)?.title}</p>
      </Section>
      <Section
        title="Reiter als Links"
        description="Die Adresse bestimmt den Reiter; Pfeiltasten bewegen den Fokus, Eingabe folgt dem Link."
      >
        <LinkTabs
          label="Styleguide-Seiten"
          items={[
            { to: "/styleguide/tabs", title: "Tabs" },
            { to: "/styleguide/pill", title: "Pill" },
            { to: "/styleguide/badge", title: "Badge" },
          ]}
        >
          <p>Dieser Inhalt gehört zur aktuellen Adresse, meist das Outlet der Unterseite.</p>
        </LinkTabs>
      </Section>
    </Stack>
  );
}
