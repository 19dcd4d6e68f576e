import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Notification, ToastProvider, useToast, type ToastOptions } from "~/components/ui/notification";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

const TOASTS: { label: string; toast: ToastOptions }[] = [
  {
    label: "Info anzeigen",
    toast: { tone: "info", title: "Neue Version", description: "Die Talentsuche hat neue Filter." },
  },
  {
    label: "Erfolg anzeigen",
    toast: { tone: "success", title: "Gespeichert", description: "Ihre Änderungen sind gespeichert." },
  },
  {
    label: "Warnung anzeigen",
    toast: { tone: "warning", title: "Guthaben fast aufgebraucht", description: "Sie können noch 1 Inserat schalten." },
  },
  {
    label: "Fehler anzeigen",
    toast: { tone: "error", title: "Ein Fehler ist aufgetreten", description: "Bitte versuchen Sie es erneut." },
  },
  {
    label: "Lange Anzeige (15 s)",
    toast: {
      tone: "info",
      title: "Export läuft",
      description: "Wir senden Ihnen die Datei per E-Mail.",
      timeoutMs: 15_000,
    },
  },
];

function ToastButtons() {
  const { show } = useToast();
  return (
    <Cluster>
      {TOASTS.map(({ label, toast }) => (
        <Button key={label} variant="secondary" onPress={() => show(toast)}>
          {label}
        </Button>
      ))}
    </Cluster>
  );
}

export default function Demo() {
  const [isClosed, setClosed] = useState(false);
  return (
    <ToastProvider>
      <Stack gap="xl">
        <Section title="Im Seitenfluss">
          <Stack>
            <Notification title="Neue Version" description="Die Talentsuche hat neue Filter." />
            <Notification tone="success" title="Inserat veröffentlicht" />
            <Notification
              tone="warning"
              title="Guthaben fast aufgebraucht"
              description="Sie können noch 1 Inserat schalten."
            />
            <Notification
              tone="error"
              title="Ein Fehler ist aufgetreten"
              description="Bitte versuchen Sie es erneut oder wenden Sie sich an den Support."
            />
          </Stack>
        </Section>
        <Section title="Schließbar">
          {isClosed ? (
            <Button variant="secondary" size="sm" onPress={() => setClosed(false)}>
              Wieder anzeigen
            </Button>
          ) : (
            <Notification
              tone="success"
              title="Rechnung versendet"
              description="Die Rechnung ist unterwegs an buchhaltung@example.ch."
              onClose={() => setClosed(true)}
            />
          )}
        </Section>
        <Section
          title="Toasts"
          description="Unten rechts im Bereich „Benachrichtigungen“; sie verschwinden nach 5 Sekunden, außer die Maus oder der Fokus ist darauf."
        >
          <ToastButtons />
        </Section>
      </Stack>
    </ToastProvider>
  );
}
