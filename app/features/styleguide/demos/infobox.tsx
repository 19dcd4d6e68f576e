import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Infobox } from "~/components/ui/infobox";
import { Section, Stack } from "~/components/ui/wrappers";

export default function Demo() {
  const [isDismissed, setDismissed] = useState(false);
  return (
    <Stack gap="xl">
      <Section title="Töne mit Titel">
        <Stack>
          <Infobox title="Gut zu wissen">Ein Inserat läuft 30 Tage und kann danach verlängert werden.</Infobox>
          <Infobox tone="success" title="Inserat veröffentlicht">
            Ihr Inserat ist jetzt online.
          </Infobox>
          <Infobox tone="warning" title="Guthaben fast aufgebraucht">
            Sie können noch 1 Inserat schalten.
          </Infobox>
          <Infobox tone="error" title="Ein Fehler ist aufgetreten">
            Bitte versuchen Sie es erneut oder wenden Sie sich gerne an support@example.ch.
          </Infobox>
        </Stack>
      </Section>
      <Section title="Ohne Titel">
        <Stack>
          <Infobox>Änderungen am Produkt sind nur vor der Veröffentlichung möglich.</Infobox>
          <Infobox tone="error">Die Datei ist größer als 10 MB.</Infobox>
        </Stack>
      </Section>
      <Section title="Schließbar">
        {isDismissed ? (
          <Button variant="secondary" size="sm" onPress={() => setDismissed(false)}>
            Hinweis wieder anzeigen
          </Button>
        ) : (
          <Infobox title="Neu: Talentsuche" onDismiss={() => setDismissed(true)}>
            Finden Sie passende Talente direkt in unserer Datenbank.
          </Infobox>
        )}
      </Section>
    </Stack>
  );
}
